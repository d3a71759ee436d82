import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/**
 * Classes that turn a summary card into an edge-to-edge bar below the large breakpoint, lifted off the
 * page by a shadow above it; from the breakpoint up it stays an ordinary card.
 */
export const summaryBarCardClassName =
  // eslint-disable-next-line lingui/no-unlocalized-strings -- CSS classes
  'max-lg:gap-0 max-lg:rounded-none max-lg:border-x-0 max-lg:border-b-0 max-lg:py-3 max-lg:shadow-[0_-4px_16px_rgb(0_0_0/0.08)]';

/**
 * Holds a page's summary and its main action (Proceed to Pay, Pay) where the thumb reaches it: stuck to
 * the bottom of a phone's or tablet's screen while the page scrolls, and beside the content near the top
 * on a desktop. It must be the last child of a container that spans the page's content.
 */
export function StickySummaryBar({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn('sticky bottom-0 z-20 -mx-4 sm:-mx-8 lg:top-20 lg:bottom-auto lg:mx-0', className)}>{children}</div>;
}

import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** The browser's own label: `select-none` keeps a double click from selecting its words. */
export function Label({ className, ...props }: ComponentProps<'label'>) {
  return <label className={cn('text-sm leading-none font-medium text-foreground select-none', className)} {...props} />;
}

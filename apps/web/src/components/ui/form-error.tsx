import type { ReactNode } from 'react';
import { CircleAlert } from 'lucide-react';
import { cn } from '../../lib/cn';

/** An error a person must read: red, with an icon, announced by screen readers. */
export function FormError({ id, children, className }: { id?: string; children: ReactNode; className?: string }) {
  if (!children) return null;
  return (
    <p id={id} role="alert" className={cn('flex items-start gap-1.5 text-sm font-medium text-destructive', className)}>
      <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}

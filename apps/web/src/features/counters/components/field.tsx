import type { ReactNode } from 'react';
import { FormError } from '../../../components/ui/form-error';
import { Label } from '../../../components/ui/label';
import { cn } from '../../../lib/cn';

/** A labelled input with its message under it. */
export function Field({
  id,
  label,
  error,
  hint,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('flex min-w-0 flex-col gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      <FormError id={`${id}-error`}>{error}</FormError>
    </div>
  );
}

/** What ties an input to its hint and message for screen readers. */
export function describedBy(id: string, { error, hint }: { error?: string; hint?: string }) {
  const ids = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': ids || undefined };
}

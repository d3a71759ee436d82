import { LoaderCircle } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import { cn } from '../../lib/cn';

export function Spinner({ className }: { className?: string }) {
  return <LoaderCircle aria-hidden className={cn('size-4 animate-spin', className)} />;
}

/** A centred wait state with a visible, announced label. */
export function LoadingScreen({ label, className }: { label?: string; className?: string }) {
  const { t } = useLingui();
  return (
    <div
      role="status"
      className={cn('flex min-h-[50vh] flex-1 flex-col items-center justify-center gap-3 text-muted-foreground', className)}
    >
      <Spinner className="size-7 text-primary" />
      <p className="text-sm font-medium">{label ?? t`Loading...`}</p>
    </div>
  );
}

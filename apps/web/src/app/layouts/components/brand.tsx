import { Link } from 'react-router';
import { PlaneLanding } from 'lucide-react';
import { Trans } from '@lingui/react/macro';
import { cn } from '../../../lib/cn';

/** The logo; links home. `onDark` is for the login hero's coloured background. */
export function Brand({ to, onDark = false }: { to: string; onDark?: boolean }) {
  return (
    <Link to={to} className="flex min-h-11 shrink-0 items-center gap-2.5 rounded-xl">
      <span
        className={cn(
          'flex size-9 items-center justify-center rounded-xl shadow-sm',
          onDark ? 'bg-white/15 text-accent ring-1 ring-white/25' : 'bg-primary text-accent',
        )}
      >
        <PlaneLanding aria-hidden className="size-5" />
      </span>
      <span className={cn('text-lg font-bold tracking-tight', onDark && 'text-white')}>
        {/* The name is read from the visible words (speech users say what they see), plus where it goes. */}
        <Trans comment="The brand stays in Latin letters; the hidden last part tells screen readers the logo leads home">
          Arrival <span className={onDark ? 'text-accent' : 'text-primary'}>Shop</span>
          <span className="sr-only"> home</span>
        </Trans>
      </span>
    </Link>
  );
}

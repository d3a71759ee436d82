import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '../../lib/cn';

interface EmptyStateProps {
  icon: LucideIcon;
  title: string;
  children?: ReactNode;
  action?: ReactNode;
  className?: string;
}

export function EmptyState({ icon: Icon, title, children, action, className }: EmptyStateProps) {
  return (
    <div
      className={cn(
        'flex flex-col items-center justify-center gap-4 rounded-2xl border border-dashed bg-card/60 px-6 py-14 text-center',
        className,
      )}
    >
      <span className="flex size-16 items-center justify-center rounded-2xl bg-primary-soft text-primary">
        <Icon aria-hidden className="size-8" />
      </span>
      <div className="flex max-w-md flex-col gap-2">
        <h2 className="text-lg font-semibold tracking-tight">{title}</h2>
        {children && <div className="text-sm leading-relaxed text-muted-foreground">{children}</div>}
      </div>
      {action}
    </div>
  );
}

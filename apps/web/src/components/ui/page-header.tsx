import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';

interface PageHeaderProps {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}

/** The screen's heading; also names the browser tab (React hoists <title> into <head>). */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  const { t } = useLingui();
  return (
    <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <title>{t`${title} · Arrival Shop`}</title>
      <div className="flex min-w-0 flex-col gap-1.5">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        {description && <p className="text-sm text-muted-foreground sm:text-base">{description}</p>}
      </div>
      {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
    </header>
  );
}

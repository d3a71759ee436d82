import { TriangleAlert } from 'lucide-react';
import { Trans } from '@lingui/react/macro';
import { Button } from '../../components/ui/button';

/** Shown when a screen throws while rendering, instead of a blank page. */
export function RouteError({ error }: { error: unknown }) {
  const detail = error instanceof Error ? error.message : null;

  return (
    <main role="alert" className="flex min-h-dvh flex-col items-center justify-center gap-5 px-6 text-center">
      <span className="flex size-16 items-center justify-center rounded-2xl bg-destructive/10 text-destructive">
        <TriangleAlert aria-hidden className="size-8" />
      </span>
      <div className="flex max-w-md flex-col gap-2">
        <h1 className="text-2xl font-bold tracking-tight">
          <Trans>Unexpected Application Error</Trans>
        </h1>
        <p className="text-muted-foreground">
          <Trans>Something went wrong on this screen. Reloading usually helps.</Trans>
        </p>
        {detail && <p className="font-mono text-xs break-words text-muted-foreground">{detail}</p>}
      </div>
      <Button onClick={() => window.location.reload()}>
        <Trans>Reload</Trans>
      </Button>
    </main>
  );
}

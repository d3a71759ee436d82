import type { ReactNode } from 'react';
import { TriangleAlert } from 'lucide-react';
import { Trans } from '@lingui/react/macro';
import { Button } from './button';
import { EmptyState } from './empty-state';

/** A failed load, said in the screen's own words, with a way to try again. */
export function ErrorState({ title, children, onRetry }: { title: string; children?: ReactNode; onRetry?: () => void }) {
  return (
    <EmptyState
      icon={TriangleAlert}
      title={title}
      action={
        onRetry && (
          <Button variant="outline" onClick={onRetry}>
            <Trans>Try again</Trans>
          </Button>
        )
      }
    >
      {children}
    </EmptyState>
  );
}

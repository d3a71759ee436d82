import { useEffect } from 'react';
import { Trans } from '@lingui/react/macro';
import { useNavigationGuard } from '../../lib/navigation-guard';
import { Button } from './button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from './dialog';

/**
 * Asks before edits are lost: in-app navigation waits for 'Leave without saving' or 'Keep editing',
 * and closing or reloading the tab gets the browser's own question. `hasUnsavedChanges` is read when
 * the user leaves, so a save or delete that navigates straight away is never held up. `description`
 * says what would be lost.
 */
export function UnsavedChangesGuard({
  hasUnsavedChanges,
  description,
}: {
  hasUnsavedChanges: () => boolean;
  description: string;
}) {
  const blocker = useNavigationGuard((current, next) => hasUnsavedChanges() && current !== next);

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (hasUnsavedChanges()) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [hasUnsavedChanges]);

  const isAsking = blocker.held;
  return (
    <Dialog open={isAsking} onOpenChange={(open) => !open && isAsking && blocker.reset()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            <Trans>Leave without saving?</Trans>
          </DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" className="text-destructive" onClick={() => isAsking && blocker.proceed()}>
            <Trans>Leave without saving</Trans>
          </Button>
          <Button onClick={() => isAsking && blocker.reset()}>
            <Trans>Keep editing</Trans>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

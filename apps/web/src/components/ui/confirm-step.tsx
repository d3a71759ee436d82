import { Trans } from '@lingui/react/macro';
import { Button } from './button';
import { DialogFooter } from './dialog';
import { Spinner } from './spinner';

interface ConfirmStepFooterProps {
  /** False: the form's own 'Save changes' (a submit button). True: 'Confirm' and 'Cancel'. */
  isConfirming: boolean;
  isPending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The footer of a dialog whose change is checked twice (SPEC §4 stock dialogs): 'Save changes'
 * submits the form, which asks before anything is sent; 'Confirm' sends, 'Cancel' gives up.
 */
export function ConfirmStepFooter({ isConfirming, isPending, onConfirm, onCancel }: ConfirmStepFooterProps) {
  if (!isConfirming) {
    return (
      <DialogFooter>
        <Button type="submit">
          <Trans>Save changes</Trans>
        </Button>
      </DialogFooter>
    );
  }
  return (
    <DialogFooter>
      <Button variant="outline" onClick={onCancel} disabled={isPending}>
        <Trans>Cancel</Trans>
      </Button>
      {/* Takes the focus the vanished 'Save changes' button had, so Enter confirms. */}
      <Button autoFocus onClick={onConfirm} disabled={isPending}>
        {isPending && <Spinner />}
        {isPending ? <Trans>Saving...</Trans> : <Trans>Confirm</Trans>}
      </Button>
    </DialogFooter>
  );
}

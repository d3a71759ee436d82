import { Trans } from '@lingui/react/macro';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { PrivacyDocument, Prose, TermsDocument } from '../../../components/legal/legal-documents';

/** The link beside the terms checkbox; reading the terms must not lose what was typed. */
export function TermsDialog() {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <button type="button" className="rounded font-semibold text-primary underline underline-offset-4 hover:text-primary/80">
          <Trans>Terms & Privacy Policy</Trans>
        </button>
      </DialogTrigger>
      <DialogContent showCloseButton={false} className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>
            <Trans>Terms & Privacy</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>What you agree to when you log in and order with Arrival Shop.</Trans>
          </DialogDescription>
        </DialogHeader>
        <div className="-mx-6 overflow-y-auto border-y px-6 py-4">
          <Prose>
            <TermsDocument />
            <h2>
              <Trans>Privacy</Trans>
            </h2>
            <PrivacyDocument />
          </Prose>
        </div>
        <DialogFooter>
          <DialogClose asChild>
            <Button>
              <Trans>Close</Trans>
            </Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

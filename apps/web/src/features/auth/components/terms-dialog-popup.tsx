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
import { TermsButton } from './terms-button';

/** The terms and privacy texts once opened (see TermsDialog). */
export function TermsDialogPopup({ defaultOpen }: { defaultOpen?: boolean }) {
  return (
    <Dialog defaultOpen={defaultOpen}>
      <DialogTrigger asChild>
        <TermsButton />
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

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
          Terms & Privacy Policy
        </button>
      </DialogTrigger>
      <DialogContent showCloseButton={false} className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Terms & Privacy</DialogTitle>
          <DialogDescription>What you agree to when you log in and order with Arrival Shop.</DialogDescription>
        </DialogHeader>
        <div className="-mx-6 overflow-y-auto border-y px-6 py-4">
          <Prose>
            <TermsDocument />
            <h2>Privacy</h2>
            <PrivacyDocument />
          </Prose>
        </div>
        <DialogFooter>
          <DialogClose asChild>
            <Button>Close</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

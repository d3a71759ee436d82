import { useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { PRODUCT_DELETED_MESSAGE } from '@arrival/contracts/admin';
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
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useDeleteProduct } from '../api/delete-product';
import { sharedText } from '../../../lib/i18n/shared-messages';

interface DeleteProductDialogProps {
  product: { id: number; name: string };
  /** The button that opens it. */
  trigger: ReactNode;
  onDeleted?: () => void;
}

/**
 * SPEC §2 delete confirmation, for the product card and the editor. It closes after the answer
 * either way, with a toast saying which (SPEC §8).
 */
export function DeleteProductDialog({ product, trigger, onDeleted }: DeleteProductDialogProps) {
  const [isOpen, setIsOpen] = useState(false);
  const { t } = useLingui();
  const productName = product.name;
  const remove = useDeleteProduct({
    onSuccess: () => {
      toast.success(sharedText(PRODUCT_DELETED_MESSAGE));
      setIsOpen(false);
      onDeleted?.();
    },
    onError: (error) => {
      const reason = errorMessage(error, msg`Failed to delete product`);
      toast.error(t`Failed to delete product: ${reason}`);
      setIsOpen(false);
    },
  });

  return (
    <Dialog open={isOpen} onOpenChange={(open) => !remove.isPending && setIsOpen(open)}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            <Trans>
              Delete <span lang="en">{productName}</span>
            </Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>Are you sure you want to delete this product?</Trans>
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={remove.isPending}>
              <Trans>Cancel</Trans>
            </Button>
          </DialogClose>
          <Button variant="destructive" onClick={() => remove.mutate(product.id)} disabled={remove.isPending}>
            {remove.isPending && <Spinner />}
            {remove.isPending ? <Trans>Deleting...</Trans> : <Trans>Delete</Trans>}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

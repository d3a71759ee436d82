import { useState, type ReactNode } from 'react';
import { toast } from 'sonner';
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
  const remove = useDeleteProduct({
    onSuccess: () => {
      toast.success(PRODUCT_DELETED_MESSAGE);
      setIsOpen(false);
      onDeleted?.();
    },
    onError: (error) => {
      toast.error(`Failed to delete product: ${errorMessage(error, 'Failed to delete product')}`);
      setIsOpen(false);
    },
  });

  return (
    <Dialog open={isOpen} onOpenChange={(open) => !remove.isPending && setIsOpen(open)}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete {product.name}</DialogTitle>
          <DialogDescription>Are you sure you want to delete this product?</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={remove.isPending}>
              Cancel
            </Button>
          </DialogClose>
          <Button variant="destructive" onClick={() => remove.mutate(product.id)} disabled={remove.isPending}>
            {remove.isPending && <Spinner />}
            {remove.isPending ? 'Deleting...' : 'Delete'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

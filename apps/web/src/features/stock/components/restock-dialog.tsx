import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { STOCK_COUNT_MESSAGE, updateStockBodySchema, type StockRow } from '@arrival/contracts/stock';
import { ConfirmStepFooter } from '../../../components/ui/confirm-step';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { FormError } from '../../../components/ui/form-error';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { errorMessage } from '../../../lib/api-client';
import { useUpdateStock } from '../api/update-stock';

export type RestockTarget = Pick<StockRow, 'id' | 'productName' | 'locationName' | 'stocksLeft'>;

/** The count typed, checked with the server's own rule; an empty box is not 0. */
function parseStockCount(text: string): { stocksLeft: number } | { error: string } {
  const stocksLeft = text.trim() === '' ? Number.NaN : Number(text);
  const parsed = updateStockBodySchema.safeParse({ stocksLeft });
  return parsed.success ? { stocksLeft } : { error: parsed.error.issues[0]?.message ?? STOCK_COUNT_MESSAGE };
}

/**
 * Lives inside the dialog's content, which unmounts on close: Cancel, Escape or a save all start
 * the next opening from the current count.
 */
function RestockForm({ stock, onDone }: { stock: RestockTarget; onDone: () => void }) {
  const inputId = useId();
  const errorId = useId();
  const [text, setText] = useState(String(stock.stocksLeft));
  const [error, setError] = useState<string | null>(null);
  const [confirmed, setConfirmed] = useState<number | null>(null);
  const update = useUpdateStock();

  const askToConfirm = (event: FormEvent) => {
    event.preventDefault();
    const result = parseStockCount(text);
    if ('error' in result) {
      setError(result.error);
      return;
    }
    setError(null);
    setConfirmed(result.stocksLeft);
  };

  const save = () => {
    if (confirmed === null) return;
    update.mutate(
      { id: stock.id, changes: { stocksLeft: confirmed } },
      {
        onSuccess: () => {
          toast.success(`Stock of ${stock.productName} at ${stock.locationName} set to ${confirmed}`);
          onDone();
        },
        onError: (failure) => setError(errorMessage(failure, 'Failed to update stock')),
      },
    );
  };

  const added = confirmed === null ? 0 : confirmed - stock.stocksLeft;
  return (
    <form noValidate onSubmit={askToConfirm} className="flex flex-col gap-4">
      <div className="flex flex-col gap-2">
        <Label htmlFor={inputId}>Stock left</Label>
        <Input
          id={inputId}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={text}
          readOnly={confirmed !== null}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <FormError id={errorId}>{error}</FormError>
      </div>
      {confirmed !== null && (
        <p role="status" className="rounded-xl bg-muted px-4 py-3 text-sm">
          Set the stock left to <strong>{confirmed}</strong> (now {stock.stocksLeft})?
          {added > 0 && ` ${added} will be added to the all-time stock.`}
        </p>
      )}
      <ConfirmStepFooter isConfirming={confirmed !== null} isPending={update.isPending} onConfirm={save} onCancel={onDone} />
    </form>
  );
}

interface RestockDialogProps {
  /** The row to restock; null keeps the dialog closed. */
  stock: RestockTarget | null;
  onClose: () => void;
}

/** SPEC §4 restock: 'Save changes' asks first; 'Confirm' saves and closes; 'Cancel' closes and forgets the value. */
export function RestockDialog({ stock, onClose }: RestockDialogProps) {
  return (
    <Dialog open={stock !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        {stock && (
          <>
            <DialogHeader>
              <DialogTitle>Restock</DialogTitle>
              <DialogDescription>
                {stock.productName} at {stock.locationName}
              </DialogDescription>
            </DialogHeader>
            <RestockForm stock={stock} onDone={onClose} />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

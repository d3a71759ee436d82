import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { RESTOCK_MESSAGE, restockBodySchema, type StockRow } from '@arrival/contracts/stock';
import { ConfirmStepFooter } from '../../../components/ui/confirm-step';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { FormError } from '../../../components/ui/form-error';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { errorMessage } from '../../../lib/api-client';
import { sharedText } from '../../../lib/i18n/shared-messages';
import { useRestockStock } from '../api/restock-stock';

export type RestockTarget = Pick<StockRow, 'id' | 'productName' | 'locationName' | 'stocksLeft'>;

/** The units typed, checked with the server's own rule; an empty box is not a number. */
function parseUnits(text: string): { add: number } | { error: string } {
  const add = text.trim() === '' ? Number.NaN : Number(text);
  const parsed = restockBodySchema.safeParse({ add });
  if (parsed.success) return { add };
  // Every way the rule fails says RESTOCK_MESSAGE, in the language on screen.
  return { error: sharedText(parsed.error.issues[0]?.message ?? RESTOCK_MESSAGE) };
}

/**
 * Lives inside the dialog's content, which unmounts on close: Cancel, Escape or a save all start
 * the next opening empty. It sends a delivery (units added), not a count, so units sold while the
 * dialog was open are never put back on the shelf.
 */
function RestockForm({ stock, onDone }: { stock: RestockTarget; onDone: () => void }) {
  const inputId = useId();
  const errorId = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [confirmed, setConfirmed] = useState<number | null>(null);
  const restock = useRestockStock();
  const { t } = useLingui();
  const { productName, locationName, stocksLeft } = stock;

  const askToConfirm = (event: FormEvent) => {
    event.preventDefault();
    const result = parseUnits(text);
    if ('error' in result) {
      setError(result.error);
      return;
    }
    setError(null);
    setConfirmed(result.add);
  };

  const save = () => {
    if (confirmed === null) return;
    restock.mutate(
      { id: stock.id, body: { add: confirmed } },
      {
        onSuccess: (row) => {
          const left = row.stocksLeft;
          toast.success(t`Added ${confirmed} to ${productName} at ${locationName}; ${left} left`);
          onDone();
        },
        onError: (failure) => setError(errorMessage(failure, msg`Failed to restock`)),
      },
    );
  };

  return (
    <form noValidate onSubmit={askToConfirm} className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">
        <Trans>{stocksLeft} left now</Trans>
      </p>
      <div className="flex flex-col gap-2">
        <Label htmlFor={inputId}>
          <Trans>Add units</Trans>
        </Label>
        <Input
          id={inputId}
          type="number"
          inputMode="numeric"
          min={1}
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
          <Trans>
            Add <strong>{confirmed}</strong> to the stock left and the all-time stock?
          </Trans>
        </p>
      )}
      <ConfirmStepFooter isConfirming={confirmed !== null} isPending={restock.isPending} onConfirm={save} onCancel={onDone} />
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
  const productName = stock?.productName;
  const locationName = stock?.locationName;
  return (
    <Dialog open={stock !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        {stock && (
          <>
            <DialogHeader>
              <DialogTitle>
                <Trans>Restock</Trans>
              </DialogTitle>
              <DialogDescription>
                <Trans>
                  {productName} at {locationName}
                </Trans>
              </DialogDescription>
            </DialogHeader>
            <RestockForm stock={stock} onDone={onClose} />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

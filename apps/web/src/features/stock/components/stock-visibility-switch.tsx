import { toast } from 'sonner';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { StockRow } from '@arrival/contracts/stock';
import { Switch } from '../../../components/ui/switch';
import { errorMessage } from '../../../lib/api-client';
import { useUpdateStock } from '../api/update-stock';

type StockRef = Pick<StockRow, 'id' | 'productName' | 'locationName' | 'showProductInLocation'>;

/**
 * Hides or unhides a product at one airport (showProductInLocation). It shows the value being
 * saved, takes no second click until the refreshed stock is in (SPEC §4) and says how it went.
 */
export function StockVisibilitySwitch({ stock }: { stock: StockRef }) {
  const update = useUpdateStock();
  const { t } = useLingui();
  const { productName, locationName } = stock;
  const isShown = update.isPending ? update.variables.changes.showProductInLocation : stock.showProductInLocation;

  return (
    <Switch
      checked={isShown}
      disabled={update.isPending}
      aria-label={t`Show ${productName} at ${locationName}`}
      onCheckedChange={(showProductInLocation) => {
        update.mutate(
          { id: stock.id, changes: { showProductInLocation } },
          {
            onSuccess: () =>
              toast.success(
                showProductInLocation
                  ? t`${productName} at ${locationName} is shown again`
                  : t`${productName} at ${locationName} is now hidden`,
              ),
            onError: (error) => {
              const reason = errorMessage(error, msg`Failed to update stock`);
              toast.error(
                showProductInLocation
                  ? t`Could not show ${productName} at ${locationName}: ${reason}`
                  : t`Could not hide ${productName} at ${locationName}: ${reason}`,
              );
            },
          },
        );
      }}
    />
  );
}

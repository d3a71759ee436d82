import { toast } from 'sonner';
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
  const isShown = update.isPending ? update.variables.changes.showProductInLocation : stock.showProductInLocation;

  return (
    <Switch
      checked={isShown}
      disabled={update.isPending}
      aria-label={`Show ${stock.productName} at ${stock.locationName}`}
      onCheckedChange={(showProductInLocation) => {
        const where = `${stock.productName} at ${stock.locationName}`;
        update.mutate(
          { id: stock.id, changes: { showProductInLocation } },
          {
            onSuccess: () => toast.success(showProductInLocation ? `${where} is shown again` : `${where} is now hidden`),
            onError: (error) =>
              toast.error(
                `Could not ${showProductInLocation ? 'show' : 'hide'} ${where}: ${errorMessage(error, 'Failed to update stock')}`,
              ),
          },
        );
      }}
    />
  );
}

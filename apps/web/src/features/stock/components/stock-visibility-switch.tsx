import { toast } from 'sonner';
import type { StockRow } from '@arrival/contracts/stock';
import { Switch } from '../../../components/ui/switch';
import { errorMessage } from '../../../lib/api-client';
import { useUpdateStock } from '../api/update-stock';

type StockRef = Pick<StockRow, 'id' | 'productName' | 'locationName' | 'showProductInLocation'>;

/**
 * Hides or unhides a product at one airport (showProductInLocation). It shows the value being
 * saved and takes no second click until the refreshed stock is in (SPEC §4).
 */
export function StockVisibilitySwitch({ stock }: { stock: StockRef }) {
  const update = useUpdateStock();
  const isShown = update.isPending ? update.variables.changes.showProductInLocation : stock.showProductInLocation;

  return (
    <Switch
      checked={isShown}
      disabled={update.isPending}
      aria-label={`Show ${stock.productName} at ${stock.locationName}`}
      onCheckedChange={(showProductInLocation) =>
        update.mutate(
          { id: stock.id, changes: { showProductInLocation } },
          { onError: (error) => toast.error(errorMessage(error, 'Failed to update stock')) },
        )
      }
    />
  );
}

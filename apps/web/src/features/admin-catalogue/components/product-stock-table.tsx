import { stockStatusOf, type Product } from '@arrival/contracts/catalogue';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { StockBadge } from '../../../components/product/stock-badge';

const numeric = 'text-right tabular-nums';

/** An existing product's stock at each airport it has a row at (SPEC §2 product editor). */
export function ProductStockTable({ stock }: { stock: Product['locationStock'] }) {
  if (stock.length === 0) {
    return <p className="text-sm text-muted-foreground">Not stocked at any airport yet. Choose airports above and save.</p>;
  }
  return (
    <Table aria-label="Stock per airport">
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead>Airport</TableHead>
          <TableHead className={numeric}>Stock Left</TableHead>
          <TableHead className={numeric}>All-time Stock</TableHead>
          <TableHead className={numeric}>Orders Received</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Offered</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {stock.map((row) => (
          <TableRow key={row.id}>
            <TableCell className="min-w-52 font-medium">{row.locationName}</TableCell>
            <TableCell className={numeric}>{row.stocksLeft}</TableCell>
            <TableCell className={numeric}>{row.allTimeStock}</TableCell>
            <TableCell className={numeric}>{row.receivedOrders}</TableCell>
            <TableCell>
              <StockBadge status={stockStatusOf(row.stocksLeft)} />
            </TableCell>
            <TableCell>{row.showProductInLocation ? 'Yes' : 'Hidden'}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

import { useMemo } from 'react';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { useLingui } from '@lingui/react/macro';
import type { StaffOrder } from '@arrival/contracts/staff';
import { cn } from '../../../lib/cn';
import { toIstParts } from '../../../lib/format/ist-clock';
import { formatInr } from '../../../lib/format/money';
import { ArrivalFlags } from './arrival-flags';
import { OrderStatusBadge } from './order-status-badge';
import { CustomerName } from './customer-name';

const features = tableFeatures({});
const column = createColumnHelper<typeof features, StaffOrder>();

/** Units still to hand over; lines found unavailable have been refunded. */
export const itemCount = (order: StaffOrder) => order.products.reduce((sum, line) => sum + (line.unavailable ? 0 : line.qty), 0);

interface OrderTableProps {
  orders: StaffOrder[];
  selectedId: number | null;
  onSelect: (orderId: number) => void;
  /** The short code of each airport ('COK'), so the column stays narrow; the full name is the fallback. */
  airportCodes: ReadonlyMap<number, string>;
}

export function OrderTable({ orders, selectedId, onSelect, airportCodes }: OrderTableProps) {
  const { t } = useLingui();
  // Stable between renders unless the selection changes, so the table keeps its row model.
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('id', {
          header: t`Order`,
          cell: ({ getValue }) => {
            const orderId = getValue();
            return (
              // Its click bubbles to the row, which selects; the button gives keyboards and screen readers a way in.
              <button
                type="button"
                aria-pressed={orderId === selectedId}
                aria-label={t`View order #${orderId}`}
                className="font-semibold text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
              >
                #{orderId}
              </button>
            );
          },
        }),
        column.accessor('customerName', {
          header: t`Customer`,
          cell: ({ row }) => (
            <div className="flex flex-col">
              <CustomerName name={row.original.customerName} />
              <span className="text-xs text-muted-foreground tabular-nums">+{row.original.customerPhone}</span>
            </div>
          ),
        }),
        column.accessor('pickupDateTime', {
          header: t`Pickup (IST)`,
          cell: ({ getValue }) => {
            const { date, time } = toIstParts(getValue());
            // Two lines keep the column narrow enough for the summary panel to sit beside the table.
            return (
              <span className="flex flex-col tabular-nums">
                <span>{date}</span>
                <span className="text-xs text-muted-foreground">{time}</span>
              </span>
            );
          },
        }),
        column.accessor('locationId', {
          header: t`Airport`,
          cell: ({ row }) => airportCodes.get(row.original.locationId) ?? row.original.pickupLocation,
        }),
        column.accessor(itemCount, { id: 'items', header: t`Items`, cell: ({ getValue }) => getValue() }),
        column.accessor('total', {
          header: t`Total`,
          cell: ({ getValue }) => <span className="tabular-nums">{formatInr(getValue())}</span>,
        }),
        column.accessor('status', {
          header: t`Status`,
          cell: ({ row }) => (
            <span className="flex flex-wrap gap-1">
              <OrderStatusBadge status={row.original.status} />
              <ArrivalFlags order={row.original} />
            </span>
          ),
        }),
      ]),
    [selectedId, airportCodes, t],
  );
  const table = useTable({ features, columns, data: orders, getRowId: (order) => String(order.id) });

  return (
    // Below the desktop width the table keeps its columns and scrolls sideways inside its card.
    <div className="overflow-x-auto">
      <table className="w-full min-w-[34rem] text-left text-sm">
        <thead className="border-b bg-muted/50 text-xs font-semibold text-muted-foreground">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col" className="px-2 py-3 whitespace-nowrap first:pl-4 last:pr-4">
                  <table.FlexRender header={header} />
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => {
            const isSelected = row.original.id === selectedId;
            return (
              <tr
                key={row.id}
                onClick={() => onSelect(row.original.id)}
                data-selected={isSelected}
                className={cn(
                  'cursor-pointer border-b transition-colors last:border-b-0 hover:bg-muted/60',
                  isSelected && 'bg-primary-soft hover:bg-primary-soft',
                )}
              >
                {row.getAllCells().map((cell) => (
                  <td key={cell.id} className="px-2 py-3 align-middle whitespace-nowrap first:pl-4 last:pr-4">
                    <table.FlexRender cell={cell} />
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

import type { OrderStatus } from '@arrival/contracts/orders';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';
import { formatStatus } from '../../../lib/format/order-text';

type BadgeColour = 'red' | 'blue' | 'yellow' | 'green' | 'gray';

/** SPEC §4: CONFIRMED red, ACCEPTED blue, PACKED yellow, DELIVERED green; the rest are off the board, gray. */
export const statusColour: Record<OrderStatus, BadgeColour> = {
  CONFIRMED: 'red',
  ACCEPTED: 'blue',
  PACKED: 'yellow',
  DELIVERED: 'green',
  PAYMENT_PENDING: 'gray',
  CANCELLED: 'gray',
  EXPIRED: 'gray',
  REFUNDING: 'gray',
  REFUNDED: 'gray',
};

const colourClass: Record<BadgeColour, string> = {
  red: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200',
  blue: 'bg-blue-100 text-blue-800 dark:bg-blue-950 dark:text-blue-200',
  yellow: 'bg-yellow-100 text-yellow-900 dark:bg-yellow-950 dark:text-yellow-200',
  green: 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-200',
  gray: 'bg-gray-100 text-gray-700 dark:bg-gray-800 dark:text-gray-200',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const colour = statusColour[status];
  return (
    <Badge data-colour={colour} className={cn(colourClass[colour])}>
      {formatStatus(status)}
    </Badge>
  );
}

import { useState } from 'react';
import { Link } from 'react-router';
import { History, LogIn, PackageOpen } from 'lucide-react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { historyTypeSchema, type HistoryType } from '@arrival/contracts/orders';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useOrderHistory } from '../api/get-order-history';
import { isNetworkFailure, useSavedCopyTime } from '../api/get-order';
import { LastUpdated } from './order-parts';
import { OrderCard } from './order-card';

const tabs: { type: HistoryType; label: MessageDescriptor; emptyText: MessageDescriptor }[] = [
  { type: 'current', label: msg`Current`, emptyText: msg`No ongoing orders.` },
  { type: 'previous', label: msg`Previous`, emptyText: msg`No order history.` },
];

function OrderCardSkeletons() {
  const { t } = useLingui();
  return (
    <div role="status" aria-label={t`Loading orders`} className="grid gap-4 lg:grid-cols-2">
      {Array.from({ length: 2 }, (_, i) => (
        <Card key={i} className="flex flex-col gap-4 p-5">
          <div className="flex gap-4">
            <Skeleton className="size-20" />
            <div className="flex flex-1 flex-col gap-2">
              <Skeleton className="h-5 w-1/3" />
              <Skeleton className="h-4 w-2/3" />
              <Skeleton className="h-4 w-full" />
            </div>
          </div>
          <Skeleton className="h-24" />
          <Skeleton className="h-9" />
        </Card>
      ))}
    </div>
  );
}

function OrderList({ type, emptyText }: { type: HistoryType; emptyText: MessageDescriptor }) {
  const { t } = useLingui();
  const history = useOrderHistory(type);
  const savedAt = useSavedCopyTime(history);

  if (history.isPending) return <OrderCardSkeletons />;
  // Without a connection the last list still shows the pickup codes; other failures are shown as such.
  if (history.isError && !(history.data && isNetworkFailure(history.error))) {
    // A lapsed session cannot be fixed by retrying; the way back is to log in again.
    if (history.error instanceof ApiError && history.error.status === 401) {
      return (
        <EmptyState
          icon={LogIn}
          title={t`Please login to view your order history.`}
          action={
            <Button asChild>
              <Link to={paths.login}>
                <Trans>Login</Trans>
              </Link>
            </Button>
          }
        />
      );
    }
    return <ErrorState title={history.error.message} onRetry={() => void history.refetch()} />;
  }
  const orders = history.data;
  if (orders.length === 0) {
    return (
      <EmptyState
        icon={type === 'current' ? PackageOpen : History}
        title={t(emptyText)}
        action={
          type === 'current' && (
            <Button asChild variant="outline">
              <Link to={paths.user.shopping}>
                <Trans>Start shopping</Trans>
              </Link>
            </Button>
          )
        }
      />
    );
  }
  return (
    <>
      {savedAt !== null && <LastUpdated at={savedAt} />}
      <ul className="grid gap-4 lg:grid-cols-2">
        {orders.map((order) => (
          <li key={order.id} className="min-w-0">
            <OrderCard order={order} showPickupCode={type === 'current'} />
          </li>
        ))}
      </ul>
    </>
  );
}

/** My Orders: current orders (with their pickup codes) and previous ones, one tab each. */
export function OrderHistory() {
  const { t } = useLingui();
  const [tab, setTab] = useState<HistoryType>('current');

  return (
    <Tabs value={tab} onValueChange={(value) => setTab(historyTypeSchema.parse(value))}>
      <TabsList aria-label={t`Orders`}>
        {tabs.map(({ type, label }) => (
          <TabsTrigger key={type} value={type} className="min-w-28">
            {t(label)}
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map(({ type, emptyText }) => (
        <TabsContent key={type} value={type}>
          <OrderList type={type} emptyText={emptyText} />
        </TabsContent>
      ))}
    </Tabs>
  );
}

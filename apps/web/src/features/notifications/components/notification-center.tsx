import { useState } from 'react';
import { useNavigate } from 'react-router';
import { BellOff, CheckCheck, TriangleAlert } from 'lucide-react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Notification } from '@arrival/contracts/notifications';
import { paths } from '../../../config/paths';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { cn } from '../../../lib/cn';
import { formatLongIst } from '../../../lib/format/ist-clock';
import { formatRelativeTime } from '../../../lib/format/date-time';
import { useNotifications, type NotificationFilter } from '../api/get-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useMarkNotificationRead } from '../api/mark-notification-read';

const filters: { value: NotificationFilter; label: MessageDescriptor }[] = [
  { value: 'unread', label: msg`Unread` },
  { value: 'all', label: msg`All` },
];

const isFilter = (value: string): value is NotificationFilter => filters.some((f) => f.value === value);

function NotificationItem({ notification, onOpen }: { notification: Notification; onOpen: (n: Notification) => void }) {
  const { title, content, time, read, orderId } = notification;
  const body = (
    <>
      <span aria-hidden className={cn('mt-1.5 size-2.5 shrink-0 rounded-full', read ? 'bg-transparent' : 'bg-primary')} />
      <span className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="flex flex-col gap-0.5 sm:flex-row sm:items-baseline sm:justify-between sm:gap-3">
          <span className={cn('text-sm', read ? 'font-medium text-muted-foreground' : 'font-semibold')}>
            {title}
            {!read && (
              <>
                {' '}
                <span className="sr-only">
                  <Trans>(unread)</Trans>
                </span>
              </>
            )}
          </span>{' '}
          <time dateTime={time} title={formatLongIst(time)} className="text-xs whitespace-nowrap text-muted-foreground">
            {formatRelativeTime(time)}
          </time>
        </span>{' '}
        <span className="text-sm leading-relaxed text-muted-foreground">{content}</span>
      </span>
    </>
  );
  const className = 'flex w-full items-start gap-3 px-4 py-4 text-left sm:px-5';
  // A read notice with no order has nowhere to go, so it is plain text rather than a button.
  if (read && orderId === null) return <div className={className}>{body}</div>;
  return (
    <button
      type="button"
      onClick={() => onOpen(notification)}
      className={cn(
        className,
        'transition-colors hover:bg-muted/60 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
      )}
    >
      {body}
    </button>
  );
}

function NotificationFeed({ filter }: { filter: NotificationFilter }) {
  const { t } = useLingui();
  const list = useNotifications(filter);
  const markRead = useMarkNotificationRead();
  const navigate = useNavigate();

  const open = (notification: Notification) => {
    if (!notification.read) markRead.mutate(notification.id);
    if (notification.orderId !== null) void navigate(paths.trackOrder.href(notification.orderId));
  };

  if (list.isPending) {
    return (
      <Card role="status" aria-label={t`Loading notifications`} className="flex flex-col gap-4 p-5">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-14" />
        ))}
      </Card>
    );
  }
  if (list.isError) {
    // SPEC §7 had the old client invent sample notices here; an honest error with a retry replaces them.
    return (
      <EmptyState
        icon={TriangleAlert}
        title={list.error.message}
        action={
          <Button variant="outline" onClick={() => void list.refetch()}>
            <Trans>Retry</Trans>
          </Button>
        }
      />
    );
  }
  if (list.data.notifications.length === 0) return <EmptyState icon={BellOff} title={t`No notifications found.`} />;
  return (
    <Card className="overflow-hidden">
      <ul aria-label={t`Notifications`} className="divide-y">
        {list.data.notifications.map((notification) => (
          <li key={notification.id}>
            <NotificationItem notification={notification} onOpen={open} />
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** SPEC §2 "Notifications": Unread (default) and All, newest first; opening one marks it read. */
export function NotificationCenter() {
  const { t } = useLingui();
  const [filter, setFilter] = useState<NotificationFilter>('unread');
  const unread = useNotifications('unread');
  const markAll = useMarkAllNotificationsRead();
  const unreadCount = unread.data?.unreadCount ?? 0;

  return (
    <Tabs value={filter} onValueChange={(value) => isFilter(value) && setFilter(value)}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <TabsList aria-label={t`Show`}>
          {filters.map(({ value, label }) => (
            <TabsTrigger key={value} value={value} className="min-w-24">
              {t(label)}
            </TabsTrigger>
          ))}
        </TabsList>
        <Button
          variant="outline"
          className="h-auto min-h-11 min-w-0 shrink py-2 whitespace-normal"
          disabled={unreadCount === 0 || markAll.isPending}
          onClick={() => markAll.mutate()}
        >
          <CheckCheck aria-hidden />
          {markAll.isPending ? t`Loading...` : t`Mark all as read`}
        </Button>
      </div>
      {filters.map(({ value }) => (
        <TabsContent key={value} value={value}>
          <NotificationFeed filter={value} />
        </TabsContent>
      ))}
    </Tabs>
  );
}

import { Trans } from '@lingui/react/macro';
import { useUnreadNotificationCount } from '../api/get-notifications';

/** The unread count beside the sidebar's Notifications link; nothing when all are read or it cannot load. */
export function UnreadBadge() {
  const { data: count } = useUnreadNotificationCount();
  if (!count) return null;
  // The spaces are separate text nodes so the link reads "Notifications 3 unread", not "Notifications3unread".
  return (
    <>
      {' '}
      <span className="ml-auto inline-flex min-w-5 items-center justify-center rounded-full bg-accent px-1.5 py-0.5 text-xs font-bold text-accent-foreground tabular-nums">
        {count > 99 ? '99+' : count}{' '}
        <span className="sr-only">
          <Trans>unread</Trans>
        </span>
      </span>
    </>
  );
}

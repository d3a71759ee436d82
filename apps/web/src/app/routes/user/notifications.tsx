import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '../../../components/ui/page-header';
import { NotificationCenter } from '../../../features/notifications/components/notification-center';

export function NotificationsRoute() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader title={t`Notifications`} description={t`Updates about your orders, newest first.`} />
      <NotificationCenter />
    </>
  );
}

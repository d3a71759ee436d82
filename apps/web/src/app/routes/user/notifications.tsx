import { PageHeader } from '../../../components/ui/page-header';
import { NotificationCenter } from '../../../features/notifications/components/notification-center';

export function NotificationsRoute() {
  return (
    <>
      <PageHeader title="Notifications" description="Updates about your orders, newest first." />
      <NotificationCenter />
    </>
  );
}

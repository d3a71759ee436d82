import { Outlet, ScrollRestoration } from 'react-router';
import { usePushRegistration } from '../../features/push/use-push-registration';
import { useAuth } from '../providers/auth-provider';

/** Every screen: new pages start at the top, and #hash links scroll to their section. */
export function RootLayout() {
  const { user } = useAuth();
  // Travellers get order updates as web push; staff and admins follow the live board instead.
  usePushRegistration(user?.role === 'USER' ? user.id : null);
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

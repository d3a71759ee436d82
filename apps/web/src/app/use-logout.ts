import { useNavigate } from 'react-router';
import { paths } from '../config/paths';
import { clearOfflineData } from '../features/offline/offline-store';
import { forgetPushSubscription } from '../features/push/push-subscription';
import { useAuth } from './providers/auth-provider';

/** Ends the session on the server and here, then shows the login screen (SPEC §4 "Session"). */
export function useLogout() {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  return async () => {
    // Needs the session token, so it goes before the session ends.
    await forgetPushSubscription();
    await signOut();
    // The saved orders and pickup codes go with the session.
    await clearOfflineData();
    await navigate(paths.login, { replace: true });
  };
}

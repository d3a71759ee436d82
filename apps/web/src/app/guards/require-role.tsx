import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { Role } from '@arrival/contracts/common';
import { paths } from '../../config/paths';
import { LoadingScreen } from '../../components/ui/spinner';
import { useAuth } from '../providers/auth-provider';
import { wrongRoleRedirect } from '../access';

/** Where the login screen returns to; absent after a deliberate logout. */
export interface LoginRedirectState {
  from: { pathname: string; search: string; hash: string };
}

export function RequireRole({ roles, children }: { roles: readonly Role[]; children: ReactNode }) {
  const { user, isRestoring, hasLoggedOut } = useAuth();
  const location = useLocation();

  if (isRestoring) return <LoadingScreen className="min-h-dvh" />;
  if (!user) {
    const state: LoginRedirectState | undefined = hasLoggedOut ? undefined : { from: location };
    return <Navigate to={paths.login} replace state={state} />;
  }
  if (!roles.includes(user.role)) return <Navigate to={wrongRoleRedirect(user.role)} replace />;
  return children;
}

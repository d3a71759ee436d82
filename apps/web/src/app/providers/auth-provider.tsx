import { createContext, use, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { LoginResponse } from '@arrival/contracts/auth';
import type { User } from '@arrival/contracts/user';
import { setUnauthorizedListener } from '../../lib/api-client';
import { clearSessionStorage, getSessionToken, setSessionToken } from '../../lib/session';
import { userDetailsQueryOptions, useUserDetails } from '../../lib/api/get-user-details';
import { logout } from '../../features/auth/api/logout';
import { clearArrivalSelection } from '../../features/arrival/arrival-storage';

interface AuthContextValue {
  user: User | null;
  /** A stored token is being checked with the server; guards wait for it. */
  isRestoring: boolean;
  /** The last session ended by the person's own logout, not by an expired token. */
  hasLoggedOut: boolean;
  signIn: (response: LoginResponse) => void;
  signOut: () => Promise<void>;
  /** Puts the server's latest copy of the user in place after a profile change. */
  replaceUser: (user: User) => void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [token, setToken] = useState(getSessionToken);
  const [hasLoggedOut, setHasLoggedOut] = useState(false);
  const userQuery = useUserDetails({ enabled: token !== null });

  const endSession = useCallback(() => {
    clearSessionStorage();
    clearArrivalSelection();
    setToken(null);
    // The next person on this device must not see the last one's cached data.
    queryClient.clear();
  }, [queryClient]);

  // A revoked or expired token ends the session wherever the failing call came from.
  useEffect(() => {
    setUnauthorizedListener(endSession);
    return () => setUnauthorizedListener(null);
  }, [endSession]);

  const signIn = useCallback(
    ({ accessToken, ...user }: LoginResponse) => {
      setSessionToken(accessToken);
      queryClient.setQueryData(userDetailsQueryOptions().queryKey, user);
      setHasLoggedOut(false);
      setToken(accessToken);
    },
    [queryClient],
  );

  const signOut = useCallback(async () => {
    try {
      await logout();
    } catch {
      // The local session ends regardless; an unrevoked token still expires on the server.
    }
    setHasLoggedOut(true);
    endSession();
  }, [endSession]);

  const replaceUser = useCallback(
    (user: User) => queryClient.setQueryData(userDetailsQueryOptions().queryKey, user),
    [queryClient],
  );

  const value = useMemo<AuthContextValue>(
    () => ({
      user: token === null ? null : (userQuery.data ?? null),
      isRestoring: token !== null && userQuery.isPending,
      hasLoggedOut,
      signIn,
      signOut,
      replaceUser,
    }),
    [token, userQuery.data, userQuery.isPending, hasLoggedOut, signIn, signOut, replaceUser],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth() {
  const context = use(AuthContext);
  if (!context) throw new Error('useAuth must be used within AuthProvider');
  return context;
}

/** The signed-in user, for screens that sit behind the role guard. */
export function useCurrentUser() {
  const { user } = useAuth();
  if (!user) throw new Error('useCurrentUser needs a signed-in user; render it behind RequireRole');
  return user;
}

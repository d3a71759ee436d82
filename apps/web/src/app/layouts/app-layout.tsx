import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { usePushRegistration } from '../../features/push/use-push-registration';
import { toastOnDemand } from '../../lib/toast-on-demand';
import { useCurrentUser } from '../providers/auth-provider';
import { ROLE_HOME } from '../access';
import { AccountMenu } from './components/account-menu';
import { AppHeader } from './components/app-header';
import { HeaderShortcuts } from './components/header-shortcuts';
import { RoleSidebar } from './components/role-sidebar';
import { SiteFooter } from './components/site-footer';

/** The frame of every signed-in screen: top bar, role sidebar (a drawer below md), content, footer. */
export function AppLayout() {
  const user = useCurrentUser();
  const { pathname } = useLocation();
  const isShopper = user.role === 'USER';
  const home = ROLE_HOME[user.role];
  // Travellers get order updates as web push; staff and admins follow the live board instead.
  usePushRegistration(isShopper ? user.id : null);

  // Toasts from the login screen (or another role's area) are stale once a role's area opens.
  const area = pathname.split('/')[1] ?? '';
  useEffect(() => {
    toastOnDemand.dismiss();
  }, [area]);

  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        <Trans>Skip to content</Trans>
      </a>
      <div className="flex min-h-dvh flex-col">
        <AppHeader home={home}>
          {isShopper && <HeaderShortcuts />}
          <AccountMenu />
        </AppHeader>

        <div className="flex flex-1">
          <div className="hidden w-sidebar shrink-0 border-r bg-card/50 md:block">
            <aside className="sticky top-16 flex h-[calc(100dvh-4rem)] flex-col overflow-y-auto">
              <RoleSidebar />
            </aside>
          </div>
          <div className="flex min-w-0 flex-1 flex-col">
            <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 outline-none sm:px-8 sm:py-10">
              <Outlet />
            </main>
            <SiteFooter showQuickLinks={isShopper} homePath={home} />
          </div>
        </div>
      </div>
    </>
  );
}

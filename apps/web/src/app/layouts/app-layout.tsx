import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Menu } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../components/ui/button';
import { Sheet, SheetContent, SheetTitle, SheetTrigger } from '../../components/ui/sheet';
import { usePushRegistration } from '../../features/push/use-push-registration';
import { toastOnDemand } from '../../lib/toast-on-demand';
import { useCurrentUser } from '../providers/auth-provider';
import { ROLE_HOME } from '../access';
import { AccountMenu } from './components/account-menu';
import { Brand } from './components/brand';
import { HeaderShortcuts } from './components/header-shortcuts';
import { PickupSummary } from './components/pickup-summary';
import { SidebarNav } from './components/sidebar-nav';
import { SiteFooter } from './components/site-footer';

/** The frame of every signed-in screen: top bar, role sidebar (a drawer below md), content, footer. */
export function AppLayout() {
  const user = useCurrentUser();
  const { t } = useLingui();
  const { pathname } = useLocation();
  // The drawer belongs to the page it was opened on, so any navigation (the logo included) closes it.
  const [navOpenedAt, setNavOpenedAt] = useState<string | null>(null);
  const isNavOpen = navOpenedAt === pathname;
  const setIsNavOpen = (open: boolean) => setNavOpenedAt(open ? pathname : null);
  const isShopper = user.role === 'USER';
  const home = ROLE_HOME[user.role];
  // Travellers get order updates as web push; staff and admins follow the live board instead.
  usePushRegistration(isShopper ? user.id : null);

  // Toasts from the login screen (or another role's area) are stale once a role's area opens.
  const area = pathname.split('/')[1] ?? '';
  useEffect(() => {
    toastOnDemand.dismiss();
  }, [area]);

  const sidebar = (onNavigate?: () => void) => (
    <>
      <SidebarNav role={user.role} onNavigate={onNavigate} />
      {isShopper && <PickupSummary user={user} />}
    </>
  );

  return (
    <Sheet open={isNavOpen} onOpenChange={setIsNavOpen}>
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        <Trans>Skip to content</Trans>
      </a>
      <div className="flex min-h-dvh flex-col">
        <header className="sticky top-0 z-40 h-16 border-b bg-background/85 backdrop-blur-md">
          <div className="flex h-full items-center gap-2 px-3 sm:px-5">
            <SheetTrigger asChild>
              <Button variant="ghost" size="icon" aria-label={t`Open navigation menu`} className="md:hidden">
                <Menu aria-hidden className="size-5!" />
              </Button>
            </SheetTrigger>
            <Brand to={home} />
            <div className="ml-auto flex items-center gap-1 sm:gap-2">
              {isShopper && <HeaderShortcuts />}
              <AccountMenu />
            </div>
          </div>
        </header>

        <div className="flex flex-1">
          <div className="hidden w-sidebar shrink-0 border-r bg-card/50 md:block">
            <aside className="sticky top-16 flex h-[calc(100dvh-4rem)] flex-col overflow-y-auto">{sidebar()}</aside>
          </div>
          <div className="flex min-w-0 flex-1 flex-col">
            <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 outline-none sm:px-8 sm:py-10">
              <Outlet />
            </main>
            <SiteFooter showQuickLinks={isShopper} homePath={home} />
          </div>
        </div>
      </div>

      <SheetContent className="md:hidden" aria-describedby={undefined}>
        <SheetTitle className="sr-only">
          <Trans>Navigation menu</Trans>
        </SheetTitle>
        <div className="flex h-16 shrink-0 items-center border-b px-4">
          <Brand to={home} />
        </div>
        <div className="flex flex-1 flex-col overflow-y-auto">{sidebar(() => setIsNavOpen(false))}</div>
      </SheetContent>
    </Sheet>
  );
}

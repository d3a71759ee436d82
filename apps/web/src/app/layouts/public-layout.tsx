import { Link, Outlet } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { paths } from '../../config/paths';
import { Button } from '../../components/ui/button';
import { useAuth } from '../providers/auth-provider';
import { ROLE_HOME } from '../access';
import { Brand } from './components/brand';
import { SiteFooter } from './components/site-footer';
import { ThemeMenu } from './components/theme-menu';

/** About and legal pages: readable by anyone, signed in or not. */
export function PublicLayout() {
  const { user } = useAuth();
  const home = user ? ROLE_HOME[user.role] : paths.login;

  return (
    <div className="flex min-h-dvh flex-col">
      <header className="sticky top-0 z-40 h-16 border-b bg-background/85 backdrop-blur-md">
        <div className="mx-auto flex h-full max-w-6xl items-center gap-2 px-4 sm:px-8">
          <Brand to={home} />
          <div className="ml-auto flex min-w-0 items-center gap-2">
            <ThemeMenu />
            <Button
              asChild
              size="sm"
              // A longer translation wraps to two lines on a phone instead of pushing past the screen.
              className="h-auto min-h-9 min-w-0 shrink py-1 text-center whitespace-normal max-sm:h-auto max-sm:min-h-11"
            >
              <Link to={home}>{user ? <Trans>Back to app</Trans> : <Trans>Login</Trans>}</Link>
            </Button>
          </div>
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:px-8 sm:py-12">
        <Outlet />
      </main>
      <SiteFooter showQuickLinks={user?.role === 'USER'} homePath={home} />
    </div>
  );
}

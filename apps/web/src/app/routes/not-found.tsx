import { Link } from 'react-router';
import { Compass } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { paths } from '../../config/paths';
import { Button } from '../../components/ui/button';
import { useAuth } from '../providers/auth-provider';
import { ROLE_HOME } from '../access';

export function NotFoundRoute() {
  const { user } = useAuth();
  const { t } = useLingui();
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 px-6 text-center">
      <title>{t`Page not found · Arrival Shop`}</title>
      <span className="flex size-20 items-center justify-center rounded-3xl bg-primary-soft text-primary">
        <Compass aria-hidden className="size-10" />
      </span>
      <div className="flex max-w-md flex-col gap-2">
        <p className="text-sm font-semibold tracking-widest text-primary">404</p>
        <h1 className="text-3xl font-bold tracking-tight">
          <Trans>This gate doesn't exist</Trans>
        </h1>
        <p className="text-muted-foreground">
          <Trans>The page you were looking for has moved or never was. Let's get you back on course.</Trans>
        </p>
      </div>
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to={user ? ROLE_HOME[user.role] : paths.login}>
            {user ? <Trans>Go to my home</Trans> : <Trans>Go to login</Trans>}
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.contact}>
            <Trans>Contact support</Trans>
          </Link>
        </Button>
      </div>
    </main>
  );
}

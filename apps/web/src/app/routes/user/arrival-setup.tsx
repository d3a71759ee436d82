import { Link } from 'react-router';
import { Package, ShoppingCart } from 'lucide-react';
import { toastOnDemand } from '../../../lib/toast-on-demand';
import { Trans, useLingui } from '@lingui/react/macro';
import { paths } from '../../../config/paths';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { useCartDetails } from '../../../lib/api/get-cart-details';
import { useLocations } from '../../../lib/api/get-locations';
import { ArrivalForm } from '../../../features/arrival/components/arrival-form';
import { useAuth, useCurrentUser } from '../../providers/auth-provider';

/**
 * Arrival setup, shown by the gate under /user and at /user/profile/edit: one screen, so
 * first-time setup and later changes behave the same.
 */
export function ArrivalSetupScreen({ pageTitle, onDone }: { pageTitle: string; onDone: () => void }) {
  const user = useCurrentUser();
  const { replaceUser } = useAuth();
  const airports = useLocations();
  const cartItemCount = useCartDetails().data?.itemCount ?? 0;
  const { t } = useLingui();
  const name = user.name?.trim();
  const title = pageTitle;

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <title>{t`${title} · Arrival Shop`}</title>
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex min-w-0 flex-col gap-1.5">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
            {name ? (
              <Trans>
                Hi <span lang="en">{name}</span>
              </Trans>
            ) : (
              <Trans>Hi there</Trans>
            )}
          </h1>
          <p className="text-muted-foreground">
            <Trans>Select when you want to get the baggage delivered</Trans>
          </p>
        </div>
        <div className="flex items-center gap-2">
          <Button asChild variant="outline">
            <Link to={paths.user.orderHistory}>
              <Package aria-hidden />
              <Trans>My Orders</Trans>
            </Link>
          </Button>
          <Button asChild variant="outline" size="icon" className="relative size-11">
            <Link to={paths.user.cart} aria-label={t`Cart, ${cartItemCount} items`}>
              <ShoppingCart aria-hidden />
              <Badge aria-hidden className="absolute -top-1.5 -right-1.5 min-w-5 justify-center px-1.5 tabular-nums">
                {cartItemCount}
              </Badge>
            </Link>
          </Button>
        </div>
      </header>

      <Card>
        <CardContent className="sm:p-8">
          <ArrivalForm
            user={user}
            airports={airports}
            onSaved={(updatedUser) => {
              if (updatedUser) replaceUser(updatedUser);
              toastOnDemand.success(t`Arrival details saved`);
              onDone();
            }}
          />
        </CardContent>
      </Card>
    </div>
  );
}

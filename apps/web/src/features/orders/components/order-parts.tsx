import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PackageSearch } from 'lucide-react';
import { Trans } from '@lingui/react/macro';
import { paths } from '../../../config/paths';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { ApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { formatDateTimeIst } from '../../../lib/format/date-time';

/** One labelled fact of an order, inside a `<dl>`. */
export function Detail({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={cn('flex flex-col gap-0.5', className)}>
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

export const backToOrders = (
  <Button asChild variant="outline">
    <Link to={paths.user.orderHistory}>
      <Trans>Go to My Orders</Trans>
    </Link>
  </Button>
);

/** An order that failed to load: a missing one (or another traveller's) leads back to My Orders; anything else can be retried. */
export function OrderLoadError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  // Retrying cannot find an order that is not there (or not this traveller's).
  if (error instanceof ApiError && error.status === 404) {
    return <EmptyState icon={PackageSearch} title={error.message} action={backToOrders} />;
  }
  return <ErrorState title={error.message} onRetry={onRetry} />;
}

/** Over a copy kept on the device: how old it is, since the status may have moved on meanwhile. */
export function LastUpdated({ at }: { at: number }) {
  const updatedAt = formatDateTimeIst(at);
  return (
    <p className="mb-4 text-sm text-muted-foreground">
      <Trans>
        Last updated <time dateTime={new Date(at).toISOString()}>{updatedAt}</time>
      </Trans>
    </p>
  );
}

import { Link } from 'react-router';
import { CalendarClock, PlaneLanding } from 'lucide-react';
import { Trans } from '@lingui/react/macro';
import type { User } from '@arrival/contracts/user';
import { paths } from '../../../config/paths';
import { useLocations } from '../../../lib/api/get-locations';
import { formatArrival } from '../../../lib/format/ist-clock';

/** The shopper's saved pickup, always in view so a wrong airport or time is noticed early. */
export function PickupSummary({ user }: { user: User }) {
  const locations = useLocations();
  const airport = locations.data?.find((location) => location.id === user.pickUpLocation);
  const arrival = user.pickUpLocation !== null && user.arrivalDate ? formatArrival(user.arrivalDate) : null;

  return (
    <section aria-labelledby="pickup-summary-title" className="m-3 mt-auto rounded-2xl bg-primary-soft/70 p-4 text-sm">
      <h2
        id="pickup-summary-title"
        className="mb-2 text-xs font-semibold tracking-wide text-primary uppercase [&:lang(ml)]:tracking-normal"
      >
        <Trans>Your pickup</Trans>
      </h2>
      {arrival ? (
        <dl className="flex flex-col gap-1.5">
          <div className="flex items-start gap-2">
            <dt className="sr-only">
              <Trans>Airport</Trans>
            </dt>
            <PlaneLanding aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
            <dd lang="en" className="font-medium">
              {airport ? `${airport.city} (${airport.code})` : '…'}
            </dd>
          </div>
          <div className="flex items-start gap-2">
            <dt className="sr-only">
              <Trans>Arrival</Trans>
            </dt>
            <CalendarClock aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
            <dd className="tabular-nums">{arrival} IST</dd>
          </div>
        </dl>
      ) : (
        <p className="text-muted-foreground">
          <Trans>No arrival saved yet.</Trans>
        </p>
      )}
      <Link
        to={paths.user.profileEdit}
        className="mt-3 inline-block font-semibold text-primary underline-offset-4 hover:underline"
      >
        {arrival ? <Trans>Change arrival</Trans> : <Trans>Set arrival</Trans>}
      </Link>
    </section>
  );
}

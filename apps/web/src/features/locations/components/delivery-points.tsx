import type { UseQueryResult } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarX, Clock, DoorOpen, ExternalLink, Hourglass, MapPin, Plane } from 'lucide-react';
import { isCounterOpen, minutesOfClockTime, weekdayNames, type Counter, type OpeningHours } from '@arrival/contracts/counters';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FormError } from '../../../components/ui/form-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatDateTimeIst, weekdayName } from '../../../lib/format/date-time';
import { cn } from '../../../lib/cn';

/** The counter's own map link, or a map search for the airport when none is set. */
const mapLinkOf = (counter: Counter) =>
  counter.mapUrl || `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(counter.locationName)}`;

/** Each weekday's stretches, in order; none means closed all day, 00:00–24:00 open round the clock. */
const weekOf = (hours: OpeningHours[]) =>
  weekdayNames.map((_, weekday) => ({
    weekday,
    stretches: hours
      .filter((h) => h.weekday === weekday)
      .sort((a, b) => minutesOfClockTime(a.opens) - minutesOfClockTime(b.opens)),
  }));

function CounterCard({ counter, isChosen, now }: { counter: Counter; isChosen: boolean; now: Date }) {
  const { t } = useLingui();
  const isOpen = isCounterOpen(counter, now);
  const upcomingClosures = counter.closures
    .filter((closure) => Date.parse(closure.endsAt) > now.getTime())
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  const headingId = `counter-${counter.locationId}`;
  const { locationName, cutoffHours, uncollectedHours } = counter;

  return (
    <Card className={cn('h-full', isChosen && 'border-primary/60 ring-2 ring-primary/20')}>
      <article aria-labelledby={headingId} className="flex h-full flex-col gap-4 p-5">
        <div className="flex items-start gap-3">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary">
            <Plane aria-hidden className="size-5" />
          </span>
          <div className="flex min-w-0 flex-1 flex-col gap-1.5">
            <h2 id={headingId} lang="en" className="leading-snug font-semibold">
              {counter.locationName}
            </h2>
            <div className="flex flex-wrap gap-1.5">
              <Badge variant={isOpen ? 'soft' : 'outline'}>{isOpen ? t`Open now` : t`Closed now`}</Badge>
              {isChosen && (
                <Badge>
                  <Trans>Your pickup point</Trans>
                </Badge>
              )}
            </div>
          </div>
        </div>
        <ul className="flex flex-col gap-2 text-sm">
          <li className="flex items-start gap-2">
            <DoorOpen aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
            <span lang="en">{counter.place}</span>
          </li>
          <li className="flex items-start gap-2">
            <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
            <Trans>Show your 6-digit pickup code at the counter</Trans>
          </li>
          <li className="flex items-start gap-2">
            <Hourglass aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
            <span>
              <Trans>
                Order at least {cutoffHours} hours before you land; uncollected orders are kept {uncollectedHours} hours after the
                pickup time, then refunded
              </Trans>
            </span>
          </li>
        </ul>
        <section aria-label={t`Opening hours at ${locationName}`} className="flex flex-col gap-2 text-sm">
          <h3 className="flex items-center gap-2 font-medium">
            <Clock aria-hidden className="size-4 text-muted-foreground" />
            <Trans>Opening hours (IST)</Trans>
          </h3>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            {weekOf(counter.hours).map(({ weekday, stretches }) => (
              <div key={weekday} className="contents">
                <dt className="text-muted-foreground">{weekdayName(weekday)}</dt>
                <dd className={cn(stretches.length === 0 && 'font-medium text-destructive')}>
                  {stretches.length === 0
                    ? t`Closed`
                    : stretches
                        .map(({ opens, closes }) =>
                          opens === '00:00' && closes === '24:00' ? t`Open 24 hours` : `${opens}–${closes}`,
                        )
                        .join(', ')}
                </dd>
              </div>
            ))}
          </dl>
        </section>
        {upcomingClosures.length > 0 && (
          <section aria-label={t`Closures at ${locationName}`} className="flex flex-col gap-2 text-sm">
            <h3 className="flex items-center gap-2 font-medium">
              <CalendarX aria-hidden className="size-4 text-muted-foreground" />
              <Trans>Closed for a while</Trans>
            </h3>
            <ul className="flex flex-col gap-1">
              {upcomingClosures.map((closure) => {
                const startsAt = formatDateTimeIst(closure.startsAt);
                const endsAt = formatDateTimeIst(closure.endsAt);
                return (
                  <li key={`${closure.startsAt}-${closure.endsAt}`}>
                    <Trans>
                      {startsAt} to {endsAt}
                    </Trans>
                    {closure.reason && (
                      <span className="text-muted-foreground">
                        {' · '}
                        <span lang="en">{closure.reason}</span>
                      </span>
                    )}
                  </li>
                );
              })}
            </ul>
          </section>
        )}
        <Button variant="outline" asChild className="mt-auto self-start">
          <a href={mapLinkOf(counter)} target="_blank" rel="noopener noreferrer">
            <ExternalLink aria-hidden />
            <Trans>
              Open in Maps<span className="sr-only"> for {locationName} (opens in a new tab)</span>
            </Trans>
          </a>
        </Button>
      </article>
    </Card>
  );
}

interface DeliveryPointsProps {
  counters: UseQueryResult<Counter[]>;
  chosenLocationId: number | null;
}

/** The pickup counters: one at each airport, with where it is, when it is open and a map. */
export function DeliveryPoints({ counters, chosenLocationId }: DeliveryPointsProps) {
  const { t } = useLingui();
  if (counters.isPending) {
    return (
      <div role="status" aria-label={t`Loading delivery points`} className="grid gap-4 sm:grid-cols-2">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-96" />
        ))}
      </div>
    );
  }
  if (counters.isError) return <FormError>{counters.error.message}</FormError>;

  const now = new Date();
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {counters.data.map((counter) => (
        <li key={counter.locationId}>
          <CounterCard counter={counter} isChosen={counter.locationId === chosenLocationId} now={now} />
        </li>
      ))}
    </ul>
  );
}

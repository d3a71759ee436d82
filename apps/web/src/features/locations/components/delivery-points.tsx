import type { UseQueryResult } from '@tanstack/react-query';
import { CalendarX, Clock, DoorOpen, ExternalLink, Hourglass, MapPin, Plane } from 'lucide-react';
import { describeWeek, isCounterOpen, type Counter } from '@arrival/contracts/counters';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FormError } from '../../../components/ui/form-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatDateTimeIst } from '../../../lib/format/date-time';
import { cn } from '../../../lib/cn';

/** The counter's own map link, or a map search for the airport when none is set. */
const mapLinkOf = (counter: Counter) =>
  counter.mapUrl || `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(counter.locationName)}`;

function CounterCard({ counter, isChosen, now }: { counter: Counter; isChosen: boolean; now: Date }) {
  const isOpen = isCounterOpen(counter, now);
  const upcomingClosures = counter.closures
    .filter((closure) => Date.parse(closure.endsAt) > now.getTime())
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  const headingId = `counter-${counter.locationId}`;

  return (
    <Card className={cn('h-full', isChosen && 'border-primary/60 ring-2 ring-primary/20')}>
      <article aria-labelledby={headingId} className="flex h-full flex-col gap-4 p-5">
        <div className="flex items-start gap-3">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary">
            <Plane aria-hidden className="size-5" />
          </span>
          <div className="flex min-w-0 flex-1 flex-col gap-1.5">
            <h2 id={headingId} className="leading-snug font-semibold">
              {counter.locationName}
            </h2>
            <div className="flex flex-wrap gap-1.5">
              <Badge variant={isOpen ? 'soft' : 'outline'}>{isOpen ? 'Open now' : 'Closed now'}</Badge>
              {isChosen && <Badge>Your pickup point</Badge>}
            </div>
          </div>
        </div>
        <ul className="flex flex-col gap-2 text-sm">
          <li className="flex items-start gap-2">
            <DoorOpen aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
            {counter.place}
          </li>
          <li className="flex items-start gap-2">
            <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
            Show your 6-digit pickup code at the counter
          </li>
          <li className="flex items-start gap-2">
            <Hourglass aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
            <span>
              Order at least {counter.cutoffHours} hours before you land; uncollected orders are kept {counter.uncollectedHours}{' '}
              hours after the pickup time, then refunded
            </span>
          </li>
        </ul>
        <section aria-label={`Opening hours at ${counter.locationName}`} className="flex flex-col gap-2 text-sm">
          <h3 className="flex items-center gap-2 font-medium">
            <Clock aria-hidden className="size-4 text-muted-foreground" />
            Opening hours (IST)
          </h3>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            {describeWeek(counter.hours).map(({ day, hours }) => (
              <div key={day} className="contents">
                <dt className="text-muted-foreground">{day}</dt>
                <dd className={cn(hours === 'Closed' && 'font-medium text-destructive')}>{hours}</dd>
              </div>
            ))}
          </dl>
        </section>
        {upcomingClosures.length > 0 && (
          <section aria-label={`Closures at ${counter.locationName}`} className="flex flex-col gap-2 text-sm">
            <h3 className="flex items-center gap-2 font-medium">
              <CalendarX aria-hidden className="size-4 text-muted-foreground" />
              Closed for a while
            </h3>
            <ul className="flex flex-col gap-1">
              {upcomingClosures.map((closure) => (
                <li key={`${closure.startsAt}-${closure.endsAt}`}>
                  {formatDateTimeIst(closure.startsAt)} to {formatDateTimeIst(closure.endsAt)}
                  {closure.reason && <span className="text-muted-foreground"> · {closure.reason}</span>}
                </li>
              ))}
            </ul>
          </section>
        )}
        <Button variant="outline" asChild className="mt-auto self-start">
          <a href={mapLinkOf(counter)} target="_blank" rel="noopener noreferrer">
            <ExternalLink aria-hidden />
            Open in Maps
            <span className="sr-only"> for {counter.locationName} (opens in a new tab)</span>
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
  if (counters.isPending) {
    return (
      <div role="status" aria-label="Loading delivery points" className="grid gap-4 sm:grid-cols-2">
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

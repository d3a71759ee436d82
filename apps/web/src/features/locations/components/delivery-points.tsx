import { Clock, DoorOpen, MapPin, Plane } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { FormError } from '../../../components/ui/form-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { useLocations } from '../../../lib/api/get-locations';

/** The pickup counters: one in the arrivals hall of each airport, open around the clock. */
export function DeliveryPoints({ chosenLocationId }: { chosenLocationId: number | null }) {
  const locations = useLocations();

  if (locations.isPending) {
    return (
      <div role="status" aria-label="Loading delivery points" className="grid gap-4 sm:grid-cols-2">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-44" />
        ))}
      </div>
    );
  }
  if (locations.isError) return <FormError>{locations.error.message}</FormError>;

  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {locations.data.map((location) => {
        const isChosen = location.id === chosenLocationId;
        return (
          <li key={location.id}>
            <Card className={isChosen ? 'h-full border-primary/60 ring-2 ring-primary/20' : 'h-full'}>
              <div className="flex h-full flex-col gap-4 p-5">
                <div className="flex items-start gap-3">
                  <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary">
                    <Plane aria-hidden className="size-5" />
                  </span>
                  <div className="min-w-0 flex-1">
                    <h2 className="leading-snug font-semibold">{location.name}</h2>
                    <p className="text-sm text-muted-foreground">{location.city}, Kerala</p>
                  </div>
                </div>
                <ul className="flex flex-col gap-2 text-sm">
                  <li className="flex items-center gap-2">
                    <DoorOpen aria-hidden className="size-4 text-muted-foreground" />
                    Arrival Shop counter, international arrivals hall
                  </li>
                  <li className="flex items-center gap-2">
                    <Clock aria-hidden className="size-4 text-muted-foreground" />
                    Open 24 hours, every day
                  </li>
                  <li className="flex items-center gap-2">
                    <MapPin aria-hidden className="size-4 text-muted-foreground" />
                    Show your 6-digit pickup code at the counter
                  </li>
                </ul>
                {isChosen && (
                  <Badge variant="soft" className="mt-auto self-start">
                    Your pickup point
                  </Badge>
                )}
              </div>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}

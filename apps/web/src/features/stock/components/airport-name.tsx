import { useLocations } from '../../../lib/api/get-locations';

/**
 * An airport by its three-letter code where room is short, the full name on hover and for screen
 * readers; the full name alone until the airports have loaded.
 */
export function AirportName({ locationId, name }: { locationId: number; name: string }) {
  const { data: locations } = useLocations();
  const code = locations?.find((location) => location.id === locationId)?.code;
  if (!code) return name;
  return (
    <span title={name}>
      <span aria-hidden>{code}</span>
      <span lang="en" className="sr-only">
        {name}
      </span>
    </span>
  );
}

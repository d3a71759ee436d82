import { useState } from 'react';
import { Plane } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { normaliseFlightNumber, FLIGHT_NUMBER_MESSAGE, type FlightLookup } from '@arrival/contracts/flights';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/form-error';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { formatDateTimeIst } from '../../../lib/format/date-time';
import { toIstParts } from '../../../lib/format/ist-clock';
import { useLookUpFlight } from '../api/look-up-flight';
import { sharedText } from '../../../lib/i18n/shared-messages';
import type { ArrivalFormState } from '../use-arrival-form';

type Form = ArrivalFormState['form'];

/**
 * An optional flight number: "Find flight" fills the airport, date, time and terminal from the flight's
 * timetable for the traveller to confirm; the pickup time then follows the flight's delays.
 */
export function FlightField({ form, id }: { form: Form; id: string }) {
  const { t } = useLingui();
  const lookup = useLookUpFlight();
  const [found, setFound] = useState<FlightLookup | null>(null);
  const error = form.formState.errors.flightNumber?.message ?? (lookup.isError ? lookup.error.message : undefined);
  const errorId = `${id}-error`;

  const find = () => {
    const flightNumber = normaliseFlightNumber(form.getValues('flightNumber'));
    if (!flightNumber) {
      form.setError('flightNumber', { message: sharedText(FLIGHT_NUMBER_MESSAGE) });
      return;
    }
    const date = form.getValues('date').trim();
    if (!date) {
      form.setError('date', { message: t`Choose the arrival date, then find the flight` });
      return;
    }
    form.clearErrors(['flightNumber', 'date']);
    lookup.mutate(
      { flightNumber, date },
      {
        onSuccess: (flight) => {
          setFound(flight);
          const arrival = toIstParts(flight.scheduledArrival);
          const options = { shouldDirty: true, shouldValidate: true } as const;
          form.setValue('flightNumber', flight.flightNumber, options);
          form.setValue('arrivalTerminal', flight.terminal ?? '', options);
          if (flight.locationId !== null) form.setValue('pickUpLocation', String(flight.locationId), options);
          form.setValue('date', arrival.date, options);
          form.setValue('time', arrival.time, options);
        },
        onError: () => setFound(null),
      },
    );
  };

  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id} className="flex items-center gap-1.5">
        <Plane aria-hidden className="size-4 text-primary" />
        <Trans>Flight number (optional)</Trans>
      </Label>
      <div className="flex gap-2">
        <Input
          id={id}
          autoCapitalize="characters"
          autoComplete="off"
          // eslint-disable-next-line lingui/no-unlocalized-strings -- an example flight number, written so in every language
          placeholder="EK 532"
          className="min-w-0 flex-1 uppercase"
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${errorId}` : ''}`}
          {...form.register('flightNumber', { onChange: () => setFound(null) })}
        />
        <Button type="button" variant="outline" className="min-h-11" disabled={lookup.isPending} onClick={find}>
          {lookup.isPending && <Spinner />}
          <Trans>Find flight</Trans>
        </Button>
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        <Trans>With a flight, your pickup time follows delays and we tell you when it moves.</Trans>
      </p>
      <FormError id={errorId}>{error}</FormError>
      {found && <FoundFlight flight={found} />}
    </div>
  );
}

/** What the lookup found, for the traveller to check against their ticket. */
function FoundFlight({ flight }: { flight: FlightLookup }) {
  const { flightNumber, origin, destination, terminal } = flight;
  const when = formatDateTimeIst(flight.scheduledArrival);
  return (
    <p role="status" className="rounded-md bg-primary-soft px-3 py-2 text-sm">
      {terminal ? (
        <Trans>
          {flightNumber} from {origin} lands at {destination} {terminal} on {when}. Check the airport and time below, then
          continue.
        </Trans>
      ) : (
        <Trans>
          {flightNumber} from {origin} lands at {destination} on {when}. Check the airport and time below, then continue.
        </Trans>
      )}
      {flight.locationId === null && (
        <>
          {' '}
          <Trans>This flight does not land at one of our airports.</Trans>
        </>
      )}
    </p>
  );
}

import { useMutation } from '@tanstack/react-query';
import { flightLookupSchema } from '@arrival/contracts/flights';
import { msg } from '@lingui/core/macro';
import { apiRequest } from '../../../lib/api-client';

/** The flight's timetabled arrival, terminal and our airport, for the traveller to confirm. */
export function lookUpFlight(input: { flightNumber: string; date: string }) {
  const query = new URLSearchParams(input);
  return apiRequest(`/flights/lookup?${query}`, {
    schema: flightLookupSchema,
    fallbackMessage: msg`Flight times cannot be checked right now. Enter your arrival time yourself.`,
  });
}

export function useLookUpFlight() {
  return useMutation({ mutationFn: lookUpFlight });
}

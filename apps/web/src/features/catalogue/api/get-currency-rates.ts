import { queryOptions, useQuery } from '@tanstack/react-query';
import { msg } from '@lingui/core/macro';
import { currencyListSchema } from '@arrival/contracts/currency';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/api/early-responses';

export function getCurrencyRates() {
  return apiRequest(apiPaths.currencyRates, {
    auth: false,
    schema: currencyListSchema,
    fallbackMessage: msg`Failed to fetch currencies`,
  });
}

/** The rates are bundled with the server and change only with a release. */
export const currencyRatesQueryOptions = () =>
  queryOptions({ queryKey: ['currency-rates'], queryFn: getCurrencyRates, staleTime: 30 * 60_000 });

export function useCurrencyRates() {
  return useQuery(currencyRatesQueryOptions());
}

import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useReferenceCurrency } from '../use-reference-currency';
import { userDetailsQueryOptions } from './get-user-details';

/**
 * What a priced answer depends on besides its URL: the reference currency (X-Currency) and the
 * pickup airport whose stock it shows. Query keys carry it, so changing either refetches.
 */
export interface ViewerScope {
  currency: string;
  pickupLocationId: number | null;
}

export function useViewerScope(): ViewerScope {
  const currency = useReferenceCurrency();
  // Only reads the signed-in user the auth provider already loads; never fetches on its own.
  const { data: pickupLocationId = null } = useQuery({
    ...userDetailsQueryOptions(),
    enabled: false,
    select: (user) => user.pickUpLocation,
  });
  return useMemo(() => ({ currency, pickupLocationId }), [currency, pickupLocationId]);
}

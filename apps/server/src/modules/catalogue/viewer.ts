import type { FastifyRequest } from 'fastify';
import { CURRENCY_HEADER } from '@arrival/contracts/currency-guess';
import { callerOf } from '../../plugins/auth.ts';
import { resolveCurrency } from '../currency/currency.service.ts';
import type { Viewer } from './product-view.ts';

/** The caller as a catalogue viewer: role, pickup airport from the profile (read with the session), currency from the header. */
export function viewerOf(request: FastifyRequest): Viewer & { userId: number } {
  const caller = callerOf(request);
  const header = request.headers[CURRENCY_HEADER];
  return {
    userId: caller.userId,
    isAdmin: caller.role === 'ADMIN',
    locationId: caller.pickupLocationId,
    currency: resolveCurrency(typeof header === 'string' ? header : undefined),
  };
}

/** Which products a viewer may see: all of them (an admin), or what one airport (or none yet) shows. */
export const visibilityKey = (viewer: Viewer) => `${viewer.isAdmin ? 'admin' : (viewer.locationId ?? 'anywhere')}`;

/** What a catalogue answer depends on besides its ids: who may see what where, and in which currency. */
export const viewerKey = (viewer: Viewer) => `${visibilityKey(viewer)}:${viewer.currency}`;

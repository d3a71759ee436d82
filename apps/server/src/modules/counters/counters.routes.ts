import { counterListSchema, counterParamsSchema, counterSchema, counterSettingsSchema } from '@arrival/contracts/counters';
import type { AppDeps } from '../../app-deps.ts';
import { cachedJson } from '../../http/cached-json.ts';
import { errorResponses } from '../../http/schemas.ts';
import type { ZodApp } from '../../http/types.ts';
import { callerOf } from '../../plugins/auth.ts';
import { logBrowsingAtDebug } from '../../plugins/request-log.ts';
import { listCounters, updateCounter } from './counters.service.ts';

const COUNTERS_KEY = 'counters';

/** Where each airport's counter is and when it is open, in the public scope (Delivery Points, arrival setup). */
export async function counterRoutes(app: ZodApp, deps: AppDeps) {
  logBrowsingAtDebug(app);
  app.get(
    '/counters',
    {
      schema: {
        tags: ['catalogue'],
        summary: "Every airport's pickup counter: place, map link, opening hours, closures and cut-off",
        response: { 200: counterListSchema },
      },
    },
    // From memory: a write to the counters or the airports drops it on every instance (migration 0007).
    async (_request, reply) =>
      cachedJson(reply, deps.caches?.catalogue, COUNTERS_KEY, counterListSchema, () => listCounters(deps.db)),
  );
}

/** Admins describe the counters, in the admin scope. */
export async function counterAdminRoutes(app: ZodApp, deps: AppDeps) {
  app.put(
    '/admin/counters/:locationId',
    {
      schema: {
        tags: ['admin: counters'],
        summary: "Sets an airport counter's place, hours, closures, order cut-off and uncollected window",
        params: counterParamsSchema,
        body: counterSettingsSchema,
        response: { 200: counterSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const counter = await updateCounter(deps, callerOf(request).userId, request.params.locationId, request.body);
      // The admin's next read shows the change without waiting for the database's notification.
      deps.caches?.catalogue.deleteWhere((key) => key === COUNTERS_KEY);
      return counter;
    },
  );
}

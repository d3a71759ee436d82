import { locationListSchema } from '@arrival/contracts/locations';
import type { AppDeps } from '../../app-deps.ts';
import { cachedJson } from '../../http/cached-json.ts';
import type { ZodApp } from '../../http/types.ts';
import { logBrowsingAtDebug } from '../../plugins/request-log.ts';
import { listLocations } from './locations.service.ts';

/** The pickup airports, in the public scope: every traveller's first screen asks for them. */
export async function locationRoutes(app: ZodApp, deps: AppDeps) {
  logBrowsingAtDebug(app);
  app.get(
    '/locations',
    { schema: { tags: ['catalogue'], summary: 'The pickup airports', response: { 200: locationListSchema } } },
    // From memory, like the catalogue: a write to the airports announces itself on the same channel.
    async (_request, reply) =>
      cachedJson(reply, deps.caches?.catalogue, 'locations', locationListSchema, () => listLocations(deps.db)),
  );
}

import { locationListSchema } from '@arrival/contracts/locations';
import type { AppDeps } from '../../app-deps.ts';
import type { ZodApp } from '../../http/types.ts';
import { listLocations } from './locations.service.ts';

/** The pickup airports, in the public scope. */
export async function locationRoutes(app: ZodApp, deps: AppDeps) {
  app.get(
    '/locations',
    { schema: { tags: ['catalogue'], summary: 'The pickup airports', response: { 200: locationListSchema } } },
    async () => listLocations(deps.db),
  );
}

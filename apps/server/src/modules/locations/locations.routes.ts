import { locationListSchema } from '@arrival/contracts/locations';
import type { AppDeps, ZodApp } from '../../app.ts';
import { listLocations } from './locations.service.ts';

export async function locationRoutes(app: ZodApp, deps: AppDeps) {
  app.get(
    '/locations',
    { schema: { tags: ['catalogue'], summary: 'The pickup airports', response: { 200: locationListSchema } } },
    async () => listLocations(deps.db),
  );
}

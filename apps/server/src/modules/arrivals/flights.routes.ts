import { flightLookupQuerySchema, flightLookupSchema } from '@arrival/contracts/flights';
import type { AppDeps } from '../../app-deps.ts';
import { errorResponses } from '../../http/schemas.ts';
import type { ZodApp } from '../../http/types.ts';
import { lookUpFlight } from './flights.service.ts';

/** Flight lookup for arrival setup and checkout, in the signed-in scope. */
export async function flightRoutes(app: ZodApp, deps: AppDeps) {
  app.get(
    '/flights/lookup',
    {
      schema: {
        tags: ['arrival'],
        summary: 'A flight by number and arrival date (IST): timetabled and expected arrival, terminal, our airport',
        querystring: flightLookupQuerySchema,
        response: { 200: flightLookupSchema, ...errorResponses(400, 404, 503) },
      },
    },
    async (request) => lookUpFlight(deps, request.query.flightNumber, request.query.date),
  );
}

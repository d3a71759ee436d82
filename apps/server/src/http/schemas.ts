import { errorResponseSchema } from '@arrival/contracts/common';

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 423 | 429 | 503;

/**
 * Response schemas for the error statuses a route itself can answer. The 401 and 403 of a protected
 * scope are added by the scope (http/scopes.ts), not listed here.
 */
export function errorResponses<S extends ErrorStatus>(...statuses: S[]): Record<S, typeof errorResponseSchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorResponseSchema])) as Record<S, typeof errorResponseSchema>;
}

/** The OpenAPI requirement of a route behind the bearer check; the scheme is declared in app.ts. */
export const bearerSecurity = [{ bearer: [] }];

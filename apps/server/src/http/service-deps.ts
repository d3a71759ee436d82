import type { AppDeps } from '../app-deps.ts';
import type { ZodApp } from './types.ts';

/** The app's dependencies plus a log for failures a service survives (a lost notice, a refund to retry). */
export type ServiceDeps = AppDeps & { log: (error: unknown) => void };

export function serviceDepsOf(app: ZodApp, deps: AppDeps): ServiceDeps {
  return { ...deps, log: (error) => app.log.error({ err: error }) };
}

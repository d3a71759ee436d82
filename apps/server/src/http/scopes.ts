import type { Role } from '@arrival/contracts/common';
import type { AppDeps } from '../app-deps.ts';
import { authenticate, requireRoles } from '../plugins/auth.ts';
import { bearerSecurity, errorResponses, type ErrorStatus } from './schemas.ts';
import type { RoutePlugin, ZodApp } from './types.ts';

/** Registers each module in a child scope of its own, so a module's parsers and hooks stay its own. */
export async function registerRoutes(scope: ZodApp, deps: AppDeps, plugins: readonly RoutePlugin[]) {
  for (const plugin of plugins) await scope.register((child: ZodApp) => plugin(child, deps));
}

/**
 * Every route registered in `scope` from now on needs a valid bearer token (401 otherwise), checked on
 * request before the body is parsed. Call it before registering routes.
 */
export function requireCaller(scope: ZodApp, deps: AppDeps) {
  scope.addHook('onRequest', authenticate(deps));
  documentScope(scope, [401], true);
}

/** Every route registered in `scope` from now on answers 403 unless the caller has one of `roles`. */
export function requireRole(scope: ZodApp, ...roles: Role[]) {
  scope.addHook('onRequest', requireRoles(...roles));
  documentScope(scope, [403], false);
}

/** Adds what the scope's hooks may answer to each route's OpenAPI entry, so route files need not repeat it. */
function documentScope(scope: ZodApp, statuses: ErrorStatus[], isSecured: boolean) {
  scope.addHook('onRoute', (route) => {
    const schema = route.schema ?? {};
    route.schema = {
      ...schema,
      ...(isSecured ? { security: schema.security ?? bearerSecurity } : {}),
      // A route declaring no responses (the hijacked event stream) keeps the document's default entry.
      ...(schema.response ? { response: { ...schema.response, ...errorResponses(...statuses) } } : {}),
    };
  });
}

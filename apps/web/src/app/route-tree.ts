/**
 * The app's route table, registered once by the router module, for the screens and layouts that must not
 * import the router (it loads them): which role may open a path, and the code of the screens at a path.
 */
import { matchRoutes, type RouteObject } from 'react-router';
import type { Role } from '@arrival/contracts/common';
import { loadScreensFor } from './lazy-screen';

/** What a guarded group of routes carries in its `handle`: the roles that may open it. */
export interface GuardHandle {
  roles: readonly Role[];
}

let routeTree: RouteObject[] = [];

export function registerRouteTree(routes: RouteObject[]) {
  routeTree = routes;
}

/** Whether a role may open a path, by the guard of the deepest guarded group that matches it. */
export function isPathAllowed(role: Role, pathname: string) {
  const guard = matchRoutes(routeTree, pathname)
    ?.map((match) => match.route.handle as GuardHandle | undefined)
    .find((handle) => handle !== undefined);
  return !guard || guard.roles.includes(role);
}

/** Loads the code of every screen drawn at `pathname`, as a visit there would. */
export const loadScreensAt = (pathname: string) => loadScreensFor(routeTree, pathname);

import { matchRoutes, type RouteObject } from 'react-router';
import type { Role } from '@arrival/contracts/common';

/** What a guarded group of routes carries in its `handle`: the roles that may open it. */
export interface GuardHandle {
  roles: readonly Role[];
}

// Set once by the router module; screens ask here instead of importing the router, which loads them.
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

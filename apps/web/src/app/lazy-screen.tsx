import { lazy, useState, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { loadOnce } from '../lib/load-once';

/** Each lazy screen's element, with what loads its code. */
const preloads = new Map<ReactNode, () => Promise<unknown>>();
const preload = (route: RouteObject) => preloads.get(route.element)?.();

/**
 * A route's element whose code loads when the route is first drawn (or preloaded, below). Drawn while
 * loading, it suspends: a navigation keeps the screen it leaves until the code is in (React Router moves
 * in a transition), and the first screen's code is loaded before the app is drawn (`loadScreensFor`).
 */
export function lazyScreen(load: () => Promise<ComponentType>): ReactElement {
  const screen = loadOnce(load);

  function Screen() {
    // Code already in is drawn at once rather than through a suspension. Each drawing keeps its first choice,
    // so the screen is never mounted twice, and has a `lazy` of its own, as React keeps a failed one failed.
    const [Component] = useState(() => screen.loaded() ?? lazy(async () => ({ default: await screen.get() })));
    return <Component />;
  }
  const element = <Screen />;
  preloads.set(element, screen.get);
  return element;
}

/** Loads the code of every lazy screen the routes draw at `pathname`. */
export async function loadScreensFor(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(matches.map(({ route }) => preload(route)));
}

/**
 * Loads the code of every lazy screen in a route table, as a visit to each would. A test worker compiles a
 * screen's modules the first time one is imported, which on a busy machine takes longer than a test waits
 * for a heading; tests of the routing itself load them first, in a hook with time for that.
 */
export async function loadEveryScreen(routes: RouteObject[]): Promise<void> {
  await Promise.all(
    routes.map(async (route) => {
      await preload(route);
      if (route.children) await loadEveryScreen(route.children);
    }),
  );
}

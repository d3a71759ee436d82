import { lazy, useState, type ComponentType, type ReactElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { loadOnce } from '../lib/load-once';

/** Each lazy screen's element, with what loads its code. */
const preloads = new WeakMap<object, () => Promise<unknown>>();
const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;

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
  await Promise.all(matches.map(({ route }) => (isObject(route.element) ? preloads.get(route.element)?.() : undefined)));
}

/** Loads the code of every lazy screen in a route table, as a visit to each would. */
export async function loadEveryScreen(routes: RouteObject[]): Promise<void> {
  await Promise.all(
    routes.map(async (route) => {
      if (isObject(route.element)) await preloads.get(route.element)?.();
      if (route.children) await loadEveryScreen(route.children);
    }),
  );
}

import { useContext, useEffect, useState } from 'react';
import { UNSAFE_NavigationContext, type HistoryRouterProps, type To } from 'react-router';

/** React Router's history (the package does not name the type itself). */
type History = HistoryRouterProps['history'];

/**
 * Asked before the app moves to `nextPathname`; `retry` makes the same move later, past the question.
 * Returns true to hold the move.
 */
type Blocker = (next: { currentPathname: string; nextPathname: string; retry: () => void }) => boolean;

/** The router's history, able to hold a move (a link, a redirect, the browser's back button) until asked. */
export interface GuardedHistory extends History {
  /** Holds moves `blocker` says to hold, until the returned function is called. */
  block(blocker: Blocker): () => void;
}

/**
 * Wraps a history of React Router's (the browser's or, in tests, one in memory, both made with
 * `v5Compat`, so the listener hears every move) so a screen can hold a move, as the data router's
 * `useBlocker` did. A push or replace is simply not made; a move through the browser's own history (back,
 * forward) has happened already when it is heard, so it is undone (`go` the other way) unheard by the app.
 */
export function guardHistory(history: History): GuardedHistory {
  let blocker: Blocker | null = null;
  // The next move is the one a `retry` made: it passes without being asked about again.
  let retrying = false;
  // The browser's own move being undone: heard once, and not passed on to the app.
  let undoing = false;
  // Where the app is: on a move through the browser's history, the history is already at the next place.
  let shown = history.location;

  const holds = (to: To, retry: () => void) => {
    if (!blocker || retrying) {
      retrying = false;
      return false;
    }
    return blocker({
      currentPathname: shown.pathname,
      nextPathname: history.createURL(to).pathname,
      retry: () => {
        retrying = true;
        retry();
      },
    });
  };

  return {
    get action() {
      return history.action;
    },
    get location() {
      return history.location;
    },
    createHref: (to) => history.createHref(to),
    createURL: (to) => history.createURL(to),
    encodeLocation: (to) => history.encodeLocation(to),
    push(to, state) {
      const move = () => history.push(to, state);
      if (!holds(to, move)) move();
    },
    replace(to, state) {
      const move = () => history.replace(to, state);
      if (!holds(to, move)) move();
    },
    go: (delta) => history.go(delta),
    listen(listener) {
      return history.listen((update) => {
        if (undoing) {
          undoing = false;
          return;
        }
        const { action, location, delta } = update;
        // A move made here (push, replace) was asked about before it was made.
        if (action === 'POP' && delta && holds(location, () => history.go(delta))) {
          undoing = true;
          history.go(-delta);
          return;
        }
        retrying = false;
        shown = location;
        listener(update);
      });
    },
    block(next) {
      blocker = next;
      return () => {
        if (blocker === next) blocker = null;
      };
    },
  };
}

/**
 * Holds the app's moves while `shouldHold(currentPathname, nextPathname)` says so; `held` is then true
 * until `proceed` (the move is made) or `reset` (it is dropped). Outside a guarded history (a test
 * rendering a screen in a plain router), nothing is held.
 */
export function useNavigationGuard(shouldHold: (currentPathname: string, nextPathname: string) => boolean) {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const [retry, setRetry] = useState<(() => void) | null>(null);

  useEffect(() => {
    const guarded = navigator as Partial<GuardedHistory>;
    return guarded.block?.(({ currentPathname, nextPathname, retry: again }) => {
      if (!shouldHold(currentPathname, nextPathname)) return false;
      setRetry(() => again);
      return true;
    });
  }, [navigator, shouldHold]);

  return {
    held: retry !== null,
    proceed() {
      setRetry(null);
      retry?.();
    },
    reset: () => setRetry(null),
  };
}

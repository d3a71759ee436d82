import { describe, expect, it } from 'vitest';
import { UNSAFE_createMemoryHistory } from 'react-router';
import { guardHistory } from './navigation-guard';

/** A guarded history in memory at `/a` then `/b`, with every move the app hears recorded. */
function historyAtB() {
  const history = guardHistory(UNSAFE_createMemoryHistory({ initialEntries: ['/a', '/b'], initialIndex: 1, v5Compat: true }));
  const heard: string[] = [];
  history.listen(({ action, location }) => heard.push(`${action} ${location.pathname}`));
  return { history, heard };
}

describe('guardHistory', () => {
  it('passes every move while nothing holds them', () => {
    const { history, heard } = historyAtB();
    history.push('/c');
    history.replace('/d');
    history.go(-1);
    expect(heard).toEqual(['PUSH /c', 'REPLACE /d', 'POP /b']);
  });

  it('holds a push until retried, then makes it once, past the question', () => {
    const { history, heard } = historyAtB();
    const asked: string[] = [];
    let retry = () => {};
    history.block(({ currentPathname, nextPathname, retry: again }) => {
      asked.push(`${currentPathname} -> ${nextPathname}`);
      retry = again;
      return true;
    });
    history.push('/c?x=1');
    expect(history.location.pathname).toBe('/b');
    expect(heard).toEqual([]);
    retry();
    expect(history.location.pathname).toBe('/c');
    expect(heard).toEqual(['PUSH /c']);
    expect(asked).toEqual(['/b -> /c']);
    // The next move is asked about again.
    history.replace('/d');
    expect(asked).toEqual(['/b -> /c', '/c -> /d']);
    expect(history.location.pathname).toBe('/c');
  });

  it("undoes a move through the browser's history unheard, and makes it again on retry", () => {
    const { history, heard } = historyAtB();
    let retry = () => {};
    const asked: string[] = [];
    const unblock = history.block(({ currentPathname, nextPathname, retry: again }) => {
      asked.push(`${currentPathname} -> ${nextPathname}`);
      retry = again;
      return nextPathname === '/a';
    });
    history.go(-1);
    expect(asked).toEqual(['/b -> /a']);
    expect(history.location.pathname).toBe('/b');
    expect(heard).toEqual([]);
    retry();
    expect(history.location.pathname).toBe('/a');
    expect(heard).toEqual(['POP /a']);

    // A move the blocker lets through, and any once it is removed, pass at once.
    history.go(1);
    unblock();
    history.go(-1);
    expect(heard).toEqual(['POP /a', 'POP /b', 'POP /a']);
  });
});

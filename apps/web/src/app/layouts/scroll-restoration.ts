import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'scroll-positions';

function storedPositions(): Map<string, number> {
  try {
    return new Map(JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as [string, number][]);
  } catch {
    return new Map();
  }
}

/**
 * Where each screen of the tab's history was scrolled to, put back on Back and Forward (and on a reload,
 * from the tab's session storage). A new address starts at the top, or at its #section; a change of the
 * query alone (a sort, a search) keeps the place.
 */
export function useScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const [positions] = useState(storedPositions);
  const currentKey = useRef(location.key);
  const lastPathname = useRef<string | null>(null);

  useEffect(() => {
    history.scrollRestoration = 'manual';
    const remember = () => positions.set(currentKey.current, window.scrollY);
    const keep = () => {
      remember();
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions].slice(-50)));
    };
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', keep);
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', keep);
    };
  }, [positions]);

  useLayoutEffect(() => {
    currentKey.current = location.key;
    const samePage = lastPathname.current === location.pathname;
    lastPathname.current = location.pathname;
    const saved = positions.get(location.key);
    if (navigationType === 'POP' && saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    const section = location.hash && document.getElementById(decodeURIComponent(location.hash.slice(1)));
    if (section) section.scrollIntoView();
    else if (!samePage) window.scrollTo(0, 0);
  }, [positions, location.key, location.pathname, location.hash, navigationType]);
}

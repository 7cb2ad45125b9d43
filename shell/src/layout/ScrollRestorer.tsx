import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from '@meridian/shared/runtime/router';

/**
 * Scroll position across client-side navigations: a new page starts at the top (or at its
 * #anchor), Back and Forward return to where the visitor left that page. The declarative router
 * has no ScrollRestoration (that needs the data router, which is not shipped; see
 * shared/runtime/router.ts), so the shell keeps the positions itself, per history entry.
 */
export function ScrollRestorer() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef(new Map<string, number>());
  const firstRender = useRef(true);

  // Recorded while scrolling: by the time a navigation commits, the new page may already be shorter.
  useEffect(() => {
    const remember = () => positions.current.set(location.key, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [location.key]);

  useLayoutEffect(() => {
    // The page the visit lands on keeps the browser's own restoration (reload, back from another site).
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (navigationType === 'POP') {
      window.scrollTo(0, positions.current.get(location.key) ?? 0);
      return;
    }
    if (location.hash) {
      document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
      return;
    }
    window.scrollTo(0, 0);
  }, [location.key, location.hash, navigationType]);

  return null;
}

import { useEffect, useRef, useState } from 'react';
import { pageShownEvent, type PageShownDetail } from '@meridian/shared/runtime/page';
import { useLocation } from '@meridian/shared/runtime/router';

/**
 * After a client-side navigation, once the new page has rendered (it announces itself through
 * usePageMeta), moves focus to its main heading and says its title in a polite live region.
 * The page a visit lands on keeps the browser's natural focus.
 */
export function RouteAnnouncer() {
  const lastAnnounced = useRef<string | null>(null);
  const landingPath = useRef(useLocation().pathname);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    const onPageShown = (event: Event) => {
      const { title } = (event as CustomEvent<PageShownDetail>).detail;
      // Read at event time: the page's effect runs before any effect of ours could record the path.
      const current = window.location.pathname;
      if (lastAnnounced.current === current) return; // same page, e.g. its language changed
      // The page the visit started on keeps the browser's focus, even if it rendered late.
      const firstPage = lastAnnounced.current === null && current === landingPath.current;
      lastAnnounced.current = current;
      if (firstPage) return;
      const heading = document.querySelector<HTMLElement>('#main h1') ?? document.getElementById('main');
      if (heading) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus({ preventScroll: true });
      }
      setAnnouncement(title);
    };
    window.addEventListener(pageShownEvent, onPageShown);
    return () => window.removeEventListener(pageShownEvent, onPageShown);
  }, []);

  return (
    <div className="ui-visually-hidden" role="status" aria-live="polite" aria-atomic="true" data-testid="route-announcer">
      {announcement}
    </div>
  );
}

import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * Clicks on a control that React had not hydrated yet. The page's inline script
 * (shell/src/start-after-paint.js) counts them from the first paint of the server's HTML, for every
 * element marked `data-click-before-hydration="<name>"`, in `window.__meridianEarlyClicks`. A name
 * set to null there is a control that has taken its count: its own handler answers from then on.
 *
 * A hook here rather than a runtime module: the counts live on a window global that the page's
 * script writes, so every copy of this module (each remote bundles its own) reads the same counts,
 * and nothing needs to be shared as a federation singleton.
 */
declare global {
  interface Window {
    /** Counts by control name; null once the control has taken its count. */
    __meridianEarlyClicks?: Record<string, number | null>;
  }
}

/** The attribute that has the page's script count the control's clicks (the same on server and browser). */
export type ClickBeforeHydrationProps = { 'data-click-before-hydration': string };

/**
 * Hands `onClicks` how many times the control `name` was clicked before it hydrated, once mounted
 * (not called when there were none), and returns the attribute to spread on the control. `name`
 * must be unique on the page. The caller does what was asked: a button that opens something opens
 * it, a toggle toggles once if the count is odd.
 *
 * The count is taken while React commits (a layout effect), so counting stops before anything else
 * can happen. `onClicks` runs with the passive effects, once every component of the page has
 * mounted and subscribed (the chat listens for remotes' requests).
 */
export function useClickBeforeHydration(name: string, onClicks: (clicks: number) => void): ClickBeforeHydrationProps {
  useCountBeforeHydration('click', name, onClicks);
  return { 'data-click-before-hydration': name };
}

/** What the form spreads: the attribute that has the page's script count its submissions, and its ref. */
export type SubmitBeforeHydrationProps = { 'data-submit-before-hydration': string; ref: RefObject<HTMLFormElement | null> };

/**
 * A form sent before it hydrated (its submit button pressed, or Enter in a field) is sent once
 * hydrated, once, through its own handler: its checks run on what was typed, and it says what
 * happened as always. The page's script cancels such a submission (the browser would otherwise send
 * it as a GET to the page, fields in the URL) and counts it when the form carries the returned
 * attribute; spread the returned props on the <form>. `name` must be unique on the page, among the
 * clicks' names too.
 */
export function useSubmitBeforeHydration(name: string): SubmitBeforeHydrationProps {
  const form = useRef<HTMLFormElement>(null);
  useCountBeforeHydration('submit', name, () => form.current?.requestSubmit());
  return { 'data-submit-before-hydration': name, ref: form };
}

/**
 * Takes the count of `name` (marked `data-<type>-before-hydration`) while React commits, and hands
 * it to `onCount`, if any, with the passive effects.
 */
function useCountBeforeHydration(type: 'click' | 'submit', name: string, onCount: (count: number) => void): void {
  const taken = useRef(0);
  // The callback at mount: a later render's callback is the control's own business.
  const mounted = useRef(onCount);
  useLayoutEffect(() => {
    const counts = window.__meridianEarlyClicks;
    if (!counts) return;
    // The page's script counts an event before React sees it. React hydrates at once a control
    // that an event is aimed at, if it can, and hands the event to the control's handler: that
    // one (the event being dispatched now) is answered there, not here.
    const now = window.event;
    const attribute = `data-${type}-before-hydration`;
    const answered =
      now?.type === type && now.target instanceof Element && now.target.closest(`[${attribute}]`)?.getAttribute(attribute) === name;
    taken.current = (counts[name] ?? 0) - (answered ? 1 : 0);
    counts[name] = null;
  }, [type, name]);
  useEffect(() => {
    if (taken.current > 0) mounted.current(taken.current);
  }, [name]);
}

/**
 * Clicks on a control that React had not hydrated yet. The page's inline script
 * (start-after-paint.js) counts them, from the first paint of the server's HTML, for every element
 * marked `data-click-before-hydration="<name>"`; the control takes its count once hydrated and does
 * what was asked. Taking the count ends the counting: from then on the control's own handler
 * answers every click.
 */
declare global {
  interface Window {
    /** Counts by control name; null once the control has taken its count. */
    __meridianEarlyClicks?: Record<string, number | null>;
  }
}

/** How many times the control `name` was clicked before it was hydrated (0 without the inline script). */
export function takeClicksBeforeHydration(name: string): number {
  const clicks = window.__meridianEarlyClicks;
  if (!clicks) return 0;
  const count = clicks[name] ?? 0;
  clicks[name] = null;
  return count;
}

/**
 * The visitor's cookie choice as the /cookies page saves it (mf-marketing/src/lib/cookie-consent.ts,
 * in this browser's localStorage). Web Vitals are analytics: they are measured and sent only
 * while the stored choice says `analytics: true`. With no stored choice the visitor has allowed
 * nothing, whatever the page's switches show before they save.
 */
export const consentKey = 'meridian.cookieConsent';

/** Whether the stored text (localStorage's value under consentKey) allows analytics. */
export function allowsAnalytics(stored: string | null): boolean {
  try {
    const parsed: unknown = JSON.parse(stored ?? 'null');
    return typeof parsed === 'object' && parsed !== null && (parsed as { analytics?: unknown }).analytics === true;
  } catch {
    return false;
  }
}

export function storedConsent(): string | null {
  try {
    return localStorage.getItem(consentKey);
  } catch {
    return null;
  }
}

/**
 * Calls `onChange` with whether analytics are allowed now, and again whenever that changes: after
 * a click (the /cookies page's Save writes the choice in its click handler, which React runs
 * before the event reaches the window), in another tab (the storage event), and on demand (check,
 * run before each flush). Returns check; `signal` ends the watch.
 */
export function watchAnalyticsConsent(signal: AbortSignal, onChange: (allowed: boolean) => void): () => void {
  let last: string | null | undefined;
  const check = () => {
    const stored = storedConsent();
    if (stored === last) return;
    const before = last === undefined ? undefined : allowsAnalytics(last);
    last = stored;
    const now = allowsAnalytics(stored);
    if (now !== before) onChange(now);
  };
  addEventListener('click', check, { signal });
  addEventListener(
    'storage',
    (event) => {
      if (event.key === consentKey || event.key === null) check();
    },
    { signal },
  );
  check();
  return check;
}

/** The visitor's cookie choice, kept in this browser. "necessary" is always on. */
export const consentKey = 'meridian.cookieConsent';
export const optionalCookies = ['functional', 'analytics', 'marketing'] as const;
export type OptionalCookie = (typeof optionalCookies)[number];
export type Consent = Record<OptionalCookie, boolean>;

export const defaultConsent: Consent = { functional: true, analytics: true, marketing: false };

/** The stored choice, or the defaults; a tampered or unreadable value falls back to the defaults. */
export function readConsent(storage: Pick<Storage, 'getItem'> = localStorage): Consent {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(consentKey) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return defaultConsent;
    const stored = parsed as Record<string, unknown>;
    return Object.fromEntries(
      optionalCookies.map((kind) => [kind, typeof stored[kind] === 'boolean' ? stored[kind] : defaultConsent[kind]]),
    ) as Consent;
  } catch {
    return defaultConsent;
  }
}

/** The stored choice as written, or null (none, or storage unavailable). */
export function storedConsentText(): string | null {
  try {
    return localStorage.getItem(consentKey);
  } catch {
    return null;
  }
}

export function saveConsent(consent: Consent, storage: Pick<Storage, 'setItem'> = localStorage): void {
  storage.setItem(consentKey, JSON.stringify({ necessary: true, ...consent, savedAt: new Date().toISOString() }));
}

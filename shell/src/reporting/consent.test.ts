import fs from 'node:fs';
import path from 'node:path';
import { allowsAnalytics, consentKey, watchAnalyticsConsent } from './consent';

/** What the /cookies page stores (mf-marketing/src/lib/cookie-consent.ts's saveConsent; the shell may not import a remote). */
const saveConsent = (consent: { functional: boolean; analytics: boolean; marketing: boolean }) =>
  localStorage.setItem(consentKey, JSON.stringify({ necessary: true, ...consent, savedAt: new Date().toISOString() }));

describe('analytics consent', () => {
  afterEach(() => localStorage.clear());

  it('is read from where the /cookies page saves it', () => {
    const cookiesPageStore = fs.readFileSync(path.join(__dirname, '../../../mf-marketing/src/lib/cookie-consent.ts'), 'utf8');
    expect(cookiesPageStore).toContain(`export const consentKey = '${consentKey}';`);
    expect(cookiesPageStore).toContain('JSON.stringify({ necessary: true, ...consent, savedAt');
    saveConsent({ functional: false, analytics: true, marketing: false });
    expect(allowsAnalytics(localStorage.getItem(consentKey))).toBe(true);
    saveConsent({ functional: true, analytics: false, marketing: true });
    expect(allowsAnalytics(localStorage.getItem(consentKey))).toBe(false);
  });

  it.each([null, '', 'not json', 'null', '{}', '{"analytics":"yes"}', '[true]'])('is not given by %j', (stored) =>
    expect(allowsAnalytics(stored)).toBe(false),
  );

  it('is followed as the visitor saves and withdraws it on the page, and from another tab', () => {
    const changes: boolean[] = [];
    const watching = new AbortController();
    const check = watchAnalyticsConsent(watching.signal, (allowed) => changes.push(allowed));
    expect(changes).toEqual([false]);
    document.body.click();
    expect(changes).toEqual([false]);
    saveConsent({ functional: true, analytics: true, marketing: false });
    document.body.click();
    expect(changes).toEqual([false, true]);
    saveConsent({ functional: false, analytics: true, marketing: false });
    document.body.click();
    expect(changes).toEqual([false, true]);
    saveConsent({ functional: true, analytics: false, marketing: false });
    check();
    expect(changes).toEqual([false, true, false]);
    localStorage.setItem(consentKey, JSON.stringify({ analytics: true }));
    dispatchEvent(new StorageEvent('storage', { key: consentKey }));
    expect(changes).toEqual([false, true, false, true]);
    watching.abort();
    localStorage.clear();
    document.body.click();
    expect(changes).toEqual([false, true, false, true]);
  });
});

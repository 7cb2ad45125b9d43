import type { StandInConfig } from '../config.ts';
import { authError } from './errors.ts';

// C0, DEL and C1: nothing a browser address may carry, and CR/LF would split the Location header.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const controlCharacter = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * Where an e-mailed link (and /verify) sends the browser: `redirect_to` when it is exactly one of
 * the allow-listed URLs, otherwise the site URL (as GoTrue falls back). A value with a control
 * character, raw or percent-encoded, is refused with 400: callers check it before they touch any
 * token, so a malformed link never uses up a valid one. `new URL` silently drops tabs and
 * newlines, which is why they are looked for before parsing.
 */
export function redirectTarget(config: StandInConfig, requested: string | null): string {
  if (requested === null || requested === '') return config.siteUrl;
  let decoded = requested;
  try {
    decoded = decodeURIComponent(requested);
  } catch {
    // a malformed escape is no control character; such a URL simply matches no entry below
  }
  if (controlCharacter.test(requested) || controlCharacter.test(decoded))
    throw authError(400, 'validation_failed', 'redirect_to must not contain control characters');
  let url: URL;
  try {
    url = new URL(requested);
  } catch {
    return config.siteUrl;
  }
  return config.redirectAllowList.find((entry) => new URL(entry).href === url.href) ?? config.siteUrl;
}

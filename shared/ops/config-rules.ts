import net from 'node:net';

/**
 * Rules the deployables' configuration checks share (server/config.ts, mail-worker/src/config.ts):
 * what "this machine" is, and how a Supabase key is recognised without verifying it.
 */

/** A host only this machine reaches: localhost names, loopback and unspecified addresses, Docker's name for the host. */
export function isLocalHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost') || host === 'host.docker.internal') return true;
  if (net.isIPv4(host)) return host.startsWith('127.') || host === '0.0.0.0';
  if (net.isIPv6(host)) return host === '::1' || host === '::' || /^::ffff:127\./.test(host);
  return false;
}

/** The claims of a JWT-shaped key, or null: only read to recognise keys that must never be used somewhere. */
export function jwtClaims(key: string): Record<string, unknown> | null {
  const payload = key.split('.')[1];
  if (key.split('.').length !== 3 || !payload) return null;
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    return typeof claims === 'object' && claims !== null ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The Supabase CLI's well-known local keys (local-supabase/src/config.ts) are issued by `supabase-demo`. */
export const isDemoKey = (key: string) => jwtClaims(key)?.iss === 'supabase-demo';

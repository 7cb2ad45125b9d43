/**
 * Token buckets keyed by caller (IP or e-mail): `limit` requests per `windowMs`, refilled evenly.
 * In memory, like GoTrue's own limiter; a restart forgets them.
 */
export class RateLimiter {
  private readonly buckets = new Map<string, { tokens: number; updated: number }>();

  private readonly now: () => number;

  constructor(now: () => number = Date.now) {
    this.now = now;
  }

  /** Takes one token; returns the seconds to wait when none is left, else 0. */
  take(key: string, { limit, windowMs }: { limit: number; windowMs: number }): number {
    const now = this.now();
    const refillPerMs = limit / windowMs;
    const bucket = this.buckets.get(key) ?? { tokens: limit, updated: now };
    bucket.tokens = Math.min(limit, bucket.tokens + (now - bucket.updated) * refillPerMs);
    bucket.updated = now;
    this.buckets.set(key, bucket);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return 0;
    }
    return Math.ceil((1 - bucket.tokens) / refillPerMs / 1000);
  }
}

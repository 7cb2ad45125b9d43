/**
 * Token buckets keyed by caller (IP, e-mail, or both): `limit` requests per `windowMs`, refilled
 * evenly. In memory, like GoTrue's own limiter; a restart forgets them.
 */
export class RateLimiter {
  private readonly buckets = new Map<string, { tokens: number; updated: number }>();

  private readonly now: () => number;

  constructor(now: () => number = Date.now) {
    this.now = now;
  }

  /** Takes one token; returns the seconds to wait when none is left, else 0. */
  take(key: string, setting: { limit: number; windowMs: number }): number {
    const bucket = this.refill(key, setting);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return 0;
    }
    return this.secondsUntilToken(bucket, setting);
  }

  /** Like take, without taking: for counters that only failures consume. */
  wait(key: string, setting: { limit: number; windowMs: number }): number {
    const bucket = this.refill(key, setting);
    return bucket.tokens >= 1 ? 0 : this.secondsUntilToken(bucket, setting);
  }

  private refill(key: string, { limit, windowMs }: { limit: number; windowMs: number }) {
    const now = this.now();
    const bucket = this.buckets.get(key) ?? { tokens: limit, updated: now };
    bucket.tokens = Math.min(limit, bucket.tokens + ((now - bucket.updated) * limit) / windowMs);
    bucket.updated = now;
    this.buckets.set(key, bucket);
    return bucket;
  }

  private secondsUntilToken(bucket: { tokens: number }, { limit, windowMs }: { limit: number; windowMs: number }): number {
    return Math.ceil(((1 - bucket.tokens) * windowMs) / limit / 1000);
  }
}

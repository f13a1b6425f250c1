/**
 * In-memory token bucket per key (one process only). `capacity` tokens refill evenly over
 * `perMs` milliseconds; used for the free retries (DESIGN decision 6: rate-limited per user).
 */
export class RateLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly capacity: number,
    private readonly perMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Takes a token for `key`; false when the bucket is empty. */
  take(key: string): boolean {
    const t = this.now();
    const bucket = this.buckets.get(key) ?? { tokens: this.capacity, at: t };
    bucket.tokens = Math.min(this.capacity, bucket.tokens + ((t - bucket.at) * this.capacity) / this.perMs);
    bucket.at = t;
    if (bucket.tokens < 1) {
      this.buckets.set(key, bucket);
      return false;
    }
    bucket.tokens -= 1;
    this.buckets.set(key, bucket);
    return true;
  }
}

/**
 * Limits per user: free retries, 10 a minute (DESIGN decision 6); page requests (POST
 * /api/generations), 20 a minute — credits already bound finished pages, this bounds the
 * requests that cost nothing (blocked prompts, refused photos, 402s) yet still run a safety
 * check or decode a 10 MB photo. Our own numbers: well above a person pressing send.
 */
export const RATE_LIMITS = {
  retries: { capacity: 10, perMs: 60_000 },
  pages: { capacity: 20, perMs: 60_000 },
} as const;

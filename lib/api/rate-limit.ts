import { RateLimited } from "@/lib/errors";

const buckets = new Map<string, { tokens: number; at: number }>();

/**
 * Token bucket per API key: `perSecond` sustained with a burst of twice that. Kept in this
 * process's memory; with several web nodes each enforces its own share (see docs/scaling.md).
 */
export function takeToken(key: string, perSecond: number, now = Date.now()): void {
  const capacity = perSecond * 2;
  const bucket = buckets.get(key) ?? { tokens: capacity, at: now };
  bucket.tokens = Math.min(capacity, bucket.tokens + ((now - bucket.at) / 1000) * perSecond);
  bucket.at = now;
  if (bucket.tokens < 1) {
    buckets.set(key, bucket);
    throw new RateLimited(Math.max(1, Math.ceil((1 - bucket.tokens) / perSecond)));
  }
  bucket.tokens -= 1;
  buckets.set(key, bucket);
}

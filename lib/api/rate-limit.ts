import { RateLimited } from "@/lib/errors";

const buckets = new Map<string, { tokens: number; at: number }>();

/** Name of the one policy, as the RateLimit fields call it. */
export const RATE_LIMIT_POLICY = "per-key";

/** A key's bucket as a client sees it: what the RateLimit header fields report. */
export interface RateLimitState {
  /** Requests the bucket holds when full: twice the sustained rate. */
  quota: number;
  /** Seconds a full bucket takes to refill from empty. */
  window: number;
  /** Whole requests the bucket holds now. */
  remaining: number;
  /** Seconds until the bucket is full again. */
  reset: number;
}

function refill(key: string, perSecond: number, now: number) {
  const capacity = perSecond * 2;
  const bucket = buckets.get(key) ?? { tokens: capacity, at: now };
  bucket.tokens = Math.min(capacity, bucket.tokens + ((now - bucket.at) / 1000) * perSecond);
  bucket.at = now;
  buckets.set(key, bucket);
  return bucket;
}

function stateOf(tokens: number, perSecond: number): RateLimitState {
  const capacity = perSecond * 2;
  return {
    quota: capacity,
    window: 2,
    remaining: Math.max(0, Math.floor(tokens)),
    reset: Math.ceil((capacity - tokens) / perSecond),
  };
}

/**
 * Token bucket per API key: `perSecond` sustained with a burst of twice that. Kept in this
 * process's memory; with several web nodes each enforces its own share (see docs/scaling.md).
 */
export function takeToken(key: string, perSecond: number, now = Date.now()): void {
  const bucket = refill(key, perSecond, now);
  if (bucket.tokens < 1) {
    throw new RateLimited(Math.max(1, Math.ceil((1 - bucket.tokens) / perSecond)));
  }
  bucket.tokens -= 1;
}

/** The key's bucket as it is now, without drawing from it. */
export function peekTokens(key: string, perSecond: number, now = Date.now()): RateLimitState {
  return stateOf(refill(key, perSecond, now).tokens, perSecond);
}

/** The IETF RateLimit header fields (draft-ietf-httpapi-ratelimit-headers-10) of a state. */
export function rateLimitHeaders(state: RateLimitState): Record<string, string> {
  return {
    "ratelimit-policy": `"${RATE_LIMIT_POLICY}";q=${state.quota};w=${state.window}`,
    ratelimit: `"${RATE_LIMIT_POLICY}";r=${state.remaining};t=${state.reset}`,
  };
}

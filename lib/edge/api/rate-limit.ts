import { sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";

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

/** An API key's bucket: `perSecond` sustained with a burst of twice that. */
export interface Bucket {
  keyId: string;
  accountId: string;
  perSecond: number;
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

/** The bucket's tokens now: what it held, refilled for the time since, capped at its size. */
function refilled(b: Bucket) {
  return sql`least(${b.perSecond * 2}::float8, rate_limit_buckets.tokens
    + greatest(0, extract(epoch from now() - rate_limit_buckets.at)) * ${b.perSecond}::float8)`;
}

/**
 * Draws a token from the key's bucket if it holds one. The bucket lives in PostgreSQL
 * (rate_limit_buckets) so that every web node draws from the same one: one statement, atomic
 * under the row's lock, timed by the database's clock (the nodes' clocks never meet).
 *
 * On its own (not in a caller's transaction) the draw commits without waiting for its WAL flush
 * (synchronous_commit off for that one statement's transaction): it is the only write of most
 * API calls, and waiting for the disk on each made every estimate pay a flush. Every node still
 * sees each draw at once (the row lock and visibility are unchanged, so 429s stay exact); only a
 * crash of PostgreSQL itself can lose the draws of its last moments (at most three
 * wal_writer_delay, 0.6 s by default), which gives those keys back tokens they had spent.
 */
export async function takeToken(
  db: DbOrTx,
  b: Bucket,
): Promise<{ granted: boolean; retryAfterSeconds: number; state: RateLimitState }> {
  const capacity = b.perSecond * 2;
  const now = refilled(b);
  // In a transaction the setting would hold for the caller's other writes too: left alone there.
  const relaxed =
    "rollback" in db ? sql`true` : sql`set_config('synchronous_commit', 'off', true) = 'off'`;
  const [row] = await db.execute<{ tokens: number; granted: boolean }>(sql`
    insert into rate_limit_buckets (key_id, account_id, tokens, granted, at)
    select ${b.keyId}, ${b.accountId}, ${capacity - 1}::float8, true, now() where ${relaxed}
    on conflict (key_id) do update set
      granted = ${now} >= 1,
      tokens = ${now} - case when ${now} >= 1 then 1 else 0 end,
      at = greatest(rate_limit_buckets.at, now())
    where rate_limit_buckets.account_id = ${b.accountId}
    returning tokens, granted`);
  const tokens = Number(row?.tokens ?? 0);
  return {
    granted: row?.granted === true,
    retryAfterSeconds: Math.max(1, Math.ceil((1 - tokens) / b.perSecond)),
    state: stateOf(tokens, b.perSecond),
  };
}

/** The key's bucket as it is now, without drawing from it (a key never used is full). */
export async function peekTokens(db: DbOrTx, b: Bucket): Promise<RateLimitState> {
  const [row] = await db.execute<{ tokens: number }>(sql`
    select ${refilled(b)} as tokens from rate_limit_buckets
    where key_id = ${b.keyId} and account_id = ${b.accountId}`);
  return stateOf(row ? Number(row.tokens) : b.perSecond * 2, b.perSecond);
}

/** The IETF RateLimit header fields (draft-ietf-httpapi-ratelimit-headers-10) of a state. */
export function rateLimitHeaders(state: RateLimitState): Record<string, string> {
  return {
    "ratelimit-policy": `"${RATE_LIMIT_POLICY}";q=${state.quota};w=${state.window}`,
    ratelimit: `"${RATE_LIMIT_POLICY}";r=${state.remaining};t=${state.reset}`,
  };
}

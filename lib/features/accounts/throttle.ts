import { and, desc, eq, gt, inArray, lt, notInArray, or } from "drizzle-orm";
import type { Db } from "@/db/client";
import { authAttempts } from "@/db/schema";
import { TooManyAttempts } from "@/lib/core/errors";

/** At most `max` attempts counted against `key` in any `windowMs` (a sliding window). */
export interface AttemptLimit {
  key: string;
  max: number;
  windowMs: number;
}

/** No limit's window may be longer: attempts older than this count against nothing. */
export const MAX_WINDOW_MS = 60 * 60_000;

export interface Attempt {
  /** Per limit, in order: the attempts in its window, this one included. */
  counts: number[];
  /** The attempt succeeded: it stops counting, and so do the earlier ones against `clearKey`. */
  succeeded(clearKey?: string): Promise<void>;
}

/**
 * Counts one attempt against every limit, or throws TooManyAttempts (counting nothing) when any
 * limit already holds `max` attempts in its window. The attempt is written before the others are
 * counted, so concurrent attempts see each other: no more than `max` get through at once.
 */
export async function takeAttempt(
  db: Db,
  limits: AttemptLimit[],
  now: Date,
  what: "sign-in" | "sign-up" | "password-reset" | "e-mail change" | "invitation",
): Promise<Attempt> {
  if (limits.some((l) => l.windowMs > MAX_WINDOW_MS)) {
    throw new Error(
      `throttle windows are at most ${MAX_WINDOW_MS} ms (expireAttempts keeps no more)`,
    );
  }
  const rows = await db
    .insert(authAttempts)
    .values(limits.map((l) => ({ key: l.key, at: now })))
    .returning({ id: authAttempts.id, key: authAttempts.key });
  const ids = rows.map((r) => r.id);
  let waitMs = 0;
  const counts: number[] = [];
  for (const limit of limits) {
    const since = new Date(now.getTime() - limit.windowMs);
    await db
      .delete(authAttempts)
      .where(and(eq(authAttempts.key, limit.key), lt(authAttempts.at, since)));
    const recent = await db
      .select({ at: authAttempts.at })
      .from(authAttempts)
      .where(
        and(
          eq(authAttempts.key, limit.key),
          gt(authAttempts.at, since),
          notInArray(authAttempts.id, ids),
        ),
      )
      .orderBy(desc(authAttempts.at))
      .limit(limit.max);
    counts.push(recent.length + 1);
    // The max-th newest other attempt: once it leaves the window, one more is allowed.
    const blocking = recent[limit.max - 1];
    if (blocking) {
      waitMs = Math.max(waitMs, blocking.at.getTime() + limit.windowMs - now.getTime());
    }
  }
  if (waitMs > 0) {
    await db.delete(authAttempts).where(inArray(authAttempts.id, ids));
    throw new TooManyAttempts(Math.max(1, Math.ceil(waitMs / 1000)), what);
  }
  return {
    counts,
    async succeeded(clearKey) {
      await db
        .delete(authAttempts)
        .where(
          or(inArray(authAttempts.id, ids), clearKey ? eq(authAttempts.key, clearKey) : undefined),
        );
    },
  };
}

/**
 * Deletes attempts no window can still count. takeAttempt prunes the keys it touches; this
 * sweep (lib/engines/jobs/job-registry.ts) gets the keys never tried again, such as sprayed e-mail addresses.
 */
export async function expireAttempts(db: Db, now: Date): Promise<number> {
  const gone = await db
    .delete(authAttempts)
    .where(lt(authAttempts.at, new Date(now.getTime() - MAX_WINDOW_MS)))
    .returning({ id: authAttempts.id });
  return gone.length;
}

import { sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { type Clock, systemClock } from "@/lib/core/clock";
import { env } from "@/lib/core/env";

/*
 * The change feeds' retention (docs/api-contract.md, "Change feeds"): entries older than
 * CHANGE_FEED_RETENTION_DAYS are deleted by a sweep on the job workers, and each feed remembers
 * the last number it let go (`feed_heads.pruned_through`), so a reader whose cursor stands
 * before what is kept is told to start again (410) instead of silently missing entries.
 */

/** Entries deleted per statement: a sweep never holds many rows or a feed's head for long. */
const BATCH = 5000;

/**
 * Deletes the entries older than the retention, oldest first, and moves each touched feed's
 * `pruned_through` to the highest number deleted (never back). Answers how many were deleted.
 */
export async function pruneFeeds(
  db: DbOrTx,
  clock: Clock = systemClock,
  days: number = env().CHANGE_FEED_RETENTION_DAYS,
): Promise<number> {
  const cutoff = new Date(clock.now().getTime() - days * 86_400_000).toISOString();
  let deleted = 0;
  for (;;) {
    const [row] = await db.execute<{ n: number }>(sql`
      with gone as (
        delete from feed_entries e using (
          select feed, seq from feed_entries where at < ${cutoff}::timestamptz
           order by at, feed, seq limit ${BATCH}
        ) old
         where e.feed = old.feed and e.seq = old.seq
        returning e.feed, e.seq
      ), highest as (
        select feed, max(seq) as seq from gone group by feed
      ), moved as (
        update feed_heads h set pruned_through = greatest(h.pruned_through, highest.seq)
          from highest where h.feed = highest.feed
        returning 1
      )
      select (select count(*)::int from gone) as n, (select count(*) from moved) as m`);
    const n = row?.n ?? 0;
    deleted += n;
    if (n < BATCH) return deleted;
  }
}

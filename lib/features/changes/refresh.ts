import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { type Clock, systemClock } from "@/lib/core/clock";
import { requestReverify } from "./reverify";
import { DEFAULT_REFRESH_BUDGET } from "./watches";

/*
 * The scheduled refresh of watched lists: a list watched with `refreshEveryDays` is
 * re-verified every that many days within its budget (at most that many addresses probed, and
 * that many calls to the account's providers), through the path of
 * POST /v1/lists/{id}/reverify (the `lists.reverify` job), so what changed is reported the same
 * way: one contact.changed and one feed entry per change.
 */

/**
 * Queues the re-verification of every watched list whose refresh is due, and moves each one's
 * next due time a period on from now (not from when it was due: a worker that was down for a
 * month queues one run, not thirty). Claiming a watch and queuing its job commit together, and
 * a sweep running at the same time waits on the claimed rows and then finds them not due: each
 * period queues one run. Answers how many lists were queued.
 */
export async function refreshWatchedLists(db: Db, clock: Clock = systemClock): Promise<number> {
  const now = clock.now().toISOString();
  return db.transaction(async (tx) => {
    const due = await tx.execute<{ account_id: string; list_id: string; budget: number | null }>(
      sql`
      update watches set refresh_due_at = ${now}::timestamptz + refresh_every_days * interval '1 day'
       where list_id is not null and refresh_every_days is not null
         and refresh_due_at <= ${now}::timestamptz
      returning account_id, list_id, refresh_budget as budget`,
    );
    for (const w of due) {
      await requestReverify({ db: tx, accountId: w.account_id, clock }, w.list_id, {
        maxAddresses: w.budget ?? DEFAULT_REFRESH_BUDGET,
        maxProviderCalls: w.budget ?? DEFAULT_REFRESH_BUDGET,
      });
    }
    return due.length;
  });
}

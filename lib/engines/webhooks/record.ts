import { type SQL, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "@/db/client";
import { webhookAttempts, webhookDeliveries } from "@/db/schema";
import { arrayParam } from "@/lib/core/sql/array-params";
import { enqueueMany } from "@/lib/engines/jobs/boss";
import { coalescer } from "@/lib/engines/jobs/coalesce";
import { config, delayBeforeAttempt } from "./config";
import type { PostOutcome } from "./post";
import { webhookQueue } from "./webhook-queue";

interface Attempt {
  db: Db;
  deliveryId: string;
  attempt: number;
  manual: boolean;
  startedAt: Date;
  outcome: PostOutcome;
}

type Decided = Attempt & {
  status: "delivered" | "disabled" | "pending" | "failed";
  nextAt: Date | null;
  lastError: string | null;
  deliveredAt: Date | null;
};

/**
 * What an attempt's outcome means for its delivery: a 2xx delivers it, a 410 disables it, any
 * other failure schedules the next attempt while the retry schedule lasts (a blocked target
 * gets none), then fails it for good.
 */
function decide(a: Attempt): Decided {
  const { outcome } = a;
  const ok = outcome.statusCode !== null && outcome.statusCode >= 200 && outcome.statusCode < 300;
  const gone = outcome.statusCode === 410;
  const more = !ok && !gone && !outcome.blocked && a.attempt < config.retryScheduleMs.length;
  return {
    ...a,
    status: ok ? "delivered" : gone ? "disabled" : more ? "pending" : "failed",
    nextAt: more ? new Date(Date.now() + delayBeforeAttempt(a.attempt + 1)) : null,
    lastError: gone
      ? "receiver answered 410 Gone: this URL is disabled for it"
      : (outcome.error ?? (ok ? null : `receiver answered ${outcome.statusCode}`)),
    deliveredAt: ok ? a.startedAt : null,
  };
}

/**
 * One row of `webhook_attempts` per attempt, all in one statement; an attempt recorded twice
 * stays once.
 */
function insertAttempts(decided: Decided[]): SQL {
  return sql`
    insert into ${webhookAttempts} (delivery_id, attempt, manual, started_at, duration_ms,
      status_code, error, response_excerpt)
    select * from unnest(${arrayParam(
      decided.map((a) => a.deliveryId),
      "text",
    )}, ${arrayParam(
      decided.map((a) => a.attempt),
      "int",
    )}, ${arrayParam(
      decided.map((a) => a.manual),
      "bool",
    )}, ${arrayParam(
      decided.map((a) => a.startedAt.toISOString()),
      "timestamptz",
    )}, ${arrayParam(
      decided.map((a) => a.outcome.durationMs),
      "int",
    )}, ${arrayParam(
      decided.map((a) => a.outcome.statusCode),
      "int",
    )}, ${arrayParam(
      decided.map((a) => a.outcome.error),
      "text",
    )}, ${arrayParam(
      decided.map((a) => a.outcome.responseExcerpt ?? null),
      "text",
    )})
    on conflict do nothing`;
}

/** Each delivery's new state, released by its worker, all in one statement. */
function updateDeliveries(tx: DbOrTx, decided: Decided[]) {
  return tx
    .update(webhookDeliveries)
    .set({
      status: sql`v.status`,
      nextAttemptAt: sql`v.next_at`,
      workerId: null,
      lastStatusCode: sql`v.code`,
      lastError: sql`v.error`,
      deliveredAt: sql`v.delivered_at`,
    })
    .from(
      sql`unnest(${arrayParam(
        decided.map((a) => a.deliveryId),
        "text",
      )}, ${arrayParam(
        decided.map((a) => a.status),
        "text",
      )}, ${arrayParam(
        decided.map((a) => a.nextAt?.toISOString() ?? null),
        "timestamptz",
      )}, ${arrayParam(
        decided.map((a) => a.outcome.statusCode),
        "int",
      )}, ${arrayParam(
        decided.map((a) => a.lastError),
        "text",
      )}, ${arrayParam(
        decided.map((a) => a.deliveredAt?.toISOString() ?? null),
        "timestamptz",
      )}) as v(id, status, next_at, code, error, delivered_at)`,
    )
    .where(sql`${webhookDeliveries.id} = v.id`);
}

/**
 * Records attempts and what follows from each: delivered, disabled by a 410, failed for good,
 * or the next attempt scheduled (its job with it). Concurrent callers share one transaction,
 * which need not wait for the WAL flush: lost in a database crash, it would leave the attempt
 * claimed, and the sweep would send it again, as at-least-once delivery allows.
 */
export const recordAttempts = coalescer<Attempt, undefined>(async (items) => {
  const [first] = items;
  if (!first) return [];
  const decided = items.map(decide);
  const retries = decided.flatMap((a) =>
    a.nextAt ? [{ data: { deliveryId: a.deliveryId }, options: { startAfter: a.nextAt } }] : [],
  );
  await first.db.transaction((tx) =>
    // Every statement in one round trip.
    Promise.all([
      tx.execute(sql`set local synchronous_commit = off`),
      tx.execute(insertAttempts(decided)),
      updateDeliveries(tx, decided),
      enqueueMany(tx, webhookQueue, retries),
    ]),
  );
  return items.map(() => undefined);
});

/**
 * Gives back claimed attempts that were not made (their receiver busy or its breaker open):
 * not counted, each due again after its wait, its job queued for then. They wait in the
 * database, not in this process. Concurrent callers share one transaction.
 */
export const deferAttempts = coalescer<
  { db: Db; deliveryId: string; manual: boolean; ms: number },
  undefined
>(async (items) => {
  const [first] = items;
  if (!first) return [];
  const due = items.map((i) => ({ ...i, at: new Date(Date.now() + i.ms) }));
  await first.db.transaction((tx) =>
    Promise.all([
      tx.execute(sql`
        update ${webhookDeliveries} d
        set attempts = d.attempts - 1, next_attempt_at = v.at, worker_id = null
        from unnest(${arrayParam(
          due.map((d) => d.deliveryId),
          "text",
        )}, ${arrayParam(
          due.map((d) => d.at.toISOString()),
          "timestamptz",
        )}) as v(id, at)
        where d.id = v.id`),
      enqueueMany(
        tx,
        webhookQueue,
        due.map((d) => ({
          data: { deliveryId: d.deliveryId, ...(d.manual ? { manual: true } : {}) },
          options: { startAfter: d.at },
        })),
      ),
    ]),
  );
  return items.map(() => undefined);
});

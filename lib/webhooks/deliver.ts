import { randomBytes } from "node:crypto";
import { and, eq, inArray, or, sql } from "drizzle-orm";
import { z } from "zod";
import { type Db, type DbOrTx, getDb } from "@/db/client";
import { accounts, webhookAttempts, webhookDeliveries } from "@/db/schema";
import type { Clock } from "@/lib/clock";
import type { TxCtx } from "@/lib/context";
import { NotFound } from "@/lib/errors";
import { enqueue, enqueueMany } from "@/lib/jobs/boss";
import { defineJob } from "@/lib/jobs/define-job";
import { workerAlive } from "@/lib/jobs/presence";
import type { Logger } from "@/lib/logger";
import { postWebhook, signatureHeaders } from "./post";

/** api.md: immediately, 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h — eight attempts in all. */
export const RETRY_SCHEDULE_MS = [
  0,
  5_000,
  5 * 60_000,
  30 * 60_000,
  2 * 3_600_000,
  5 * 3_600_000,
  10 * 3_600_000,
  10 * 3_600_000,
];

interface DeliveryConfig {
  /** Delay before attempt n+1 is `retryScheduleMs[n]`; its length is the number of attempts. */
  retryScheduleMs: number[];
  timeoutMs: number;
  /** ± fraction of each delay, so receivers that failed together are not retried together. */
  jitter: number;
}

const config: DeliveryConfig = {
  retryScheduleMs: RETRY_SCHEDULE_MS,
  timeoutMs: 10_000,
  jitter: 0.1,
};

/** Tests run the schedule with short delays; production keeps api.md's. */
export function configureWebhookDelivery(overrides: Partial<DeliveryConfig>): void {
  Object.assign(config, overrides);
}

export function delayBeforeAttempt(next: number, random = Math.random): number {
  const base = config.retryScheduleMs[next - 1] ?? 0;
  return Math.round(base * (1 + config.jitter * (2 * random() - 1)));
}

function messageId(): string {
  return `msg_${randomBytes(16).toString("base64url")}`;
}

export interface DeliveryRefs {
  requestId?: string;
  campaignId?: string;
}

export interface DeliveryItem {
  accountId: string;
  url: string;
  body: unknown;
  refs?: DeliveryRefs;
}

/**
 * Queues signed deliveries: for each, a delivery row (the body is stored exactly as it will
 * be signed and sent) and its first attempt's job, in the caller's transaction when `db` is
 * one. A delivery to a URL that answered 410 Gone for the same request or campaign is recorded
 * as disabled and not sent: the receiver asked to hear nothing more about it there. Returns
 * the delivery ids, which are the `webhook-id`s.
 */
export async function deliverMany(
  db: DbOrTx,
  items: DeliveryItem[],
  clock: Clock,
): Promise<string[]> {
  if (items.length === 0) return [];
  const requestIds = items.flatMap((i) => (i.refs?.requestId ? [i.refs.requestId] : []));
  const campaignIds = items.flatMap((i) => (i.refs?.campaignId ? [i.refs.campaignId] : []));
  const gone =
    requestIds.length + campaignIds.length === 0
      ? []
      : await db
          .select({
            accountId: webhookDeliveries.accountId,
            url: webhookDeliveries.url,
            requestId: webhookDeliveries.requestId,
            campaignId: webhookDeliveries.campaignId,
          })
          .from(webhookDeliveries)
          .where(
            and(
              eq(webhookDeliveries.status, "disabled"),
              or(
                requestIds.length ? inArray(webhookDeliveries.requestId, requestIds) : undefined,
                campaignIds.length ? inArray(webhookDeliveries.campaignId, campaignIds) : undefined,
              ),
            ),
          );
  const isGone = (item: DeliveryItem) =>
    gone.some(
      (g) =>
        g.accountId === item.accountId &&
        g.url === item.url &&
        ((item.refs?.requestId !== undefined && g.requestId === item.refs.requestId) ||
          (item.refs?.campaignId !== undefined && g.campaignId === item.refs.campaignId)),
    );
  const now = clock.now();
  const rows = items.map((item) => {
    const disabled = isGone(item);
    return {
      id: messageId(),
      accountId: item.accountId,
      requestId: item.refs?.requestId,
      campaignId: item.refs?.campaignId,
      url: item.url,
      body: JSON.stringify(item.body),
      status: disabled ? ("disabled" as const) : ("pending" as const),
      nextAttemptAt: disabled ? null : now,
      lastError: disabled ? "not sent: this URL answered 410 Gone earlier" : null,
    };
  });
  await db.insert(webhookDeliveries).values(rows);
  await enqueueMany(
    db,
    webhookJob,
    rows.filter((r) => r.status === "pending").map((r) => ({ data: { deliveryId: r.id } })),
  );
  return rows.map((r) => r.id);
}

/** One delivery for the context's account; see deliverMany. */
export async function deliver(
  ctx: TxCtx,
  url: string,
  body: unknown,
  refs: DeliveryRefs = {},
): Promise<string> {
  const [id] = await deliverMany(
    ctx.db,
    [{ accountId: ctx.accountId, url, body, refs }],
    ctx.clock,
  );
  return id ?? "";
}

/** Sends a delivery again by hand (from the app), whatever its state: one more attempt. */
export async function resendDelivery(ctx: TxCtx, deliveryId: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const rows = await tx
      .update(webhookDeliveries)
      .set({ status: "pending", nextAttemptAt: ctx.clock.now() })
      .where(
        and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.accountId, ctx.accountId)),
      )
      .returning({ id: webhookDeliveries.id });
    if (rows.length === 0) throw new NotFound("Webhook delivery");
    await enqueue(tx, webhookJob, { deliveryId, manual: true });
  });
}

/**
 * One attempt of a delivery, run by its job. Claiming the attempt moves `next_attempt_at`
 * past the timeout, so a duplicate job does not send twice while this one is in flight, and a
 * crashed attempt becomes due again (the sweep re-queues it).
 */
export async function attemptDelivery(
  db: Db,
  deliveryId: string,
  options: { manual?: boolean; workerId?: string; log?: Logger } = {},
): Promise<void> {
  const { manual = false, workerId = null, log } = options;
  const leaseSeconds = Math.ceil(config.timeoutMs / 1000) + 60;
  const claimed = await db.execute<{
    id: string;
    url: string;
    body: string;
    attempts: number;
    secret: string;
  }>(sql`
    update ${webhookDeliveries} d
    set attempts = d.attempts + 1, worker_id = ${workerId},
      next_attempt_at = now() + make_interval(secs => ${leaseSeconds})
    from ${accounts} a
    where d.id = ${deliveryId} and a.id = d.account_id and d.status = 'pending'
      and (d.next_attempt_at is null or d.next_attempt_at <= now() + interval '1 second')
    returning d.id, d.url, d.body, d.attempts, a.webhook_secret as secret`);
  const delivery = claimed[0];
  if (!delivery) return;
  const startedAt = new Date();
  const outcome = await postWebhook(
    delivery.url,
    delivery.body,
    signatureHeaders(delivery.secret, delivery.id, delivery.body, startedAt),
    config.timeoutMs,
  );
  const ok = outcome.statusCode !== null && outcome.statusCode >= 200 && outcome.statusCode < 300;
  const gone = outcome.statusCode === 410;
  const attempt = delivery.attempts;
  const more = !ok && !gone && !outcome.blocked && attempt < config.retryScheduleMs.length;
  const nextAt = more ? new Date(Date.now() + delayBeforeAttempt(attempt + 1)) : null;
  const error =
    outcome.error ?? (ok ? null : `receiver answered ${outcome.statusCode ?? "nothing"}`);
  log?.info(
    { deliveryId, attempt, statusCode: outcome.statusCode, error, nextAt },
    "webhook attempt",
  );

  // Lost on a database crash, this transaction would leave the attempt claimed; the sweep
  // sends it again, as at-least-once delivery allows, so it need not wait for the WAL flush.
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local synchronous_commit = off`);
    await tx
      .insert(webhookAttempts)
      .values({
        deliveryId,
        attempt,
        manual,
        startedAt,
        durationMs: outcome.durationMs,
        statusCode: outcome.statusCode,
        error: outcome.error,
      })
      .onConflictDoNothing();
    await tx
      .update(webhookDeliveries)
      .set({
        status: ok ? "delivered" : gone ? "disabled" : more ? "pending" : "failed",
        nextAttemptAt: nextAt,
        workerId: null,
        lastStatusCode: outcome.statusCode,
        lastError: gone ? "receiver answered 410 Gone: this URL is disabled for it" : error,
        deliveredAt: ok ? startedAt : null,
      })
      .where(eq(webhookDeliveries.id, deliveryId));
    if (nextAt) await enqueue(tx, webhookJob, { deliveryId }, { startAfter: nextAt });
  });
}

export const webhookJob = defineJob({
  name: "webhook.deliver",
  schema: z.strictObject({ deliveryId: z.string().min(1), manual: z.boolean().optional() }),
  queue: { retryLimit: 3, retryDelay: 5, retryBackoff: true, expireInSeconds: 120 },
  concurrency: 32,
  handle: ({ deliveryId, manual }, job) =>
    attemptDelivery(getDb(), deliveryId, { manual, workerId: job.workerId, log: job.log }),
});

/**
 * Deliveries whose attempt was lost: in flight in a worker process that has died, or overdue
 * by minutes (a retry whose job was lost). Marking them due now keeps the next sweep from
 * queueing them again while their new job waits; a duplicate job finds nothing to claim.
 */
export async function requeueStalledDeliveries(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const stalled = await tx
      .update(webhookDeliveries)
      .set({ nextAttemptAt: sql`now()`, workerId: null })
      .where(
        sql`${webhookDeliveries.id} in (select id from ${webhookDeliveries}
          where status = 'pending' and (next_attempt_at < now() - interval '2 minutes'
            or (worker_id is not null and not ${workerAlive(sql`worker_id`)}))
          limit 500 for update skip locked)`,
      )
      .returning({ id: webhookDeliveries.id });
    for (const { id } of stalled) await enqueue(tx, webhookJob, { deliveryId: id });
    return stalled.length;
  });
}

import { randomBytes } from "node:crypto";
import { and, eq, inArray, or, sql } from "drizzle-orm";
import { z } from "zod";
import { type Db, type DbOrTx, getDb } from "@/db/client";
import { accounts, enrichmentRequests, webhookAttempts, webhookDeliveries } from "@/db/schema";
import type { Clock } from "@/lib/clock";
import type { TxCtx } from "@/lib/context";
import { deliveryText } from "@/lib/enrichment/delivery-body";
import type { StoredResult } from "@/lib/enrichment/process";
import { NotFound } from "@/lib/errors";
import { enqueue, enqueueMany } from "@/lib/jobs/boss";
import { coalescer } from "@/lib/jobs/coalesce";
import { defineJob } from "@/lib/jobs/define-job";
import { workerAlive } from "@/lib/jobs/presence";
import type { Logger } from "@/lib/logger";
import { arrayParam, inText, jsonRecords } from "@/lib/sql/array-params";
import { type PostOutcome, postWebhook, signatureHeaders } from "./post";
import { acquireSlot, receiverOf, releaseSlot, takeSlot } from "./receivers";

/** docs/api-contract.md: immediately, 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h — eight attempts in all. */
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

/**
 * WEBHOOK_RETRY_SCALE (0 < x ≤ 1, default 1) shortens every retry delay by that factor, so the
 * browser tests and demos can watch a delivery fail and succeed in seconds instead of minutes.
 */
function retryScale(): number {
  const raw = process.env.WEBHOOK_RETRY_SCALE;
  if (raw === undefined || raw === "") return 1;
  const scale = Number(raw);
  if (!(scale > 0 && scale <= 1)) {
    throw new Error(`WEBHOOK_RETRY_SCALE must be a number above 0 and at most 1, not "${raw}".`);
  }
  return scale;
}

const config: DeliveryConfig = {
  retryScheduleMs: RETRY_SCHEDULE_MS.map((ms) => Math.round(ms * retryScale())),
  timeoutMs: 10_000,
  jitter: 0.1,
};

/** Tests run the schedule with short delays; production keeps the contract's. */
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
  /**
   * The body is `deliveryBody` of the request `refs.requestId` and its stored result: the row
   * keeps no copy, every attempt rebuilds the same text from the request (claimAttempts).
   */
  bodyFromRequest?: boolean;
}

/** The seconds an attempt holds its delivery: the request timeout and a margin. */
function leaseSeconds(): number {
  return Math.ceil(config.timeoutMs / 1000) + 60;
}

/**
 * Queues signed deliveries: for each, a delivery row (the body is stored exactly as it will
 * be signed and sent, unless it is rebuilt from its request) and its first attempt's job, in
 * the caller's transaction when `db` is one. A delivery to a URL that answered 410 Gone for
 * the same request or campaign is recorded as disabled and not sent: the receiver asked to hear
 * nothing more about it there. Returns the delivery ids, which are the `webhook-id`s.
 *
 * With `claimFor` (a worker id), the rows are written already claimed for their first attempt
 * by that worker and no job is queued: the caller sends them with `sendClaimed` once its
 * transaction has committed, and gets them back in `claimed`. A worker that dies before the
 * attempt is recorded leaves them to the stalled-delivery sweep, as for any attempt in flight.
 */
export async function deliverMany(
  db: DbOrTx,
  items: DeliveryItem[],
  clock: Clock,
  options: {
    /** The caller knows these are the first deliveries for their refs: no 410 to look for. */
    firstForRefs?: boolean;
    claimFor?: string;
    claimed?: Claimed[];
  } = {},
): Promise<string[]> {
  if (items.length === 0) return [];
  const claimFor = options.claimFor;
  const requestIds = items.flatMap((i) => (i.refs?.requestId ? [i.refs.requestId] : []));
  const campaignIds = items.flatMap((i) => (i.refs?.campaignId ? [i.refs.campaignId] : []));
  const gone =
    options.firstForRefs || requestIds.length + campaignIds.length === 0
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
    if (item.bodyFromRequest && !item.refs?.requestId) {
      throw new Error("A delivery whose body is rebuilt from its request needs the request id.");
    }
    return {
      id: messageId(),
      accountId: item.accountId,
      requestId: item.refs?.requestId,
      campaignId: item.refs?.campaignId,
      url: item.url,
      body: JSON.stringify(item.body),
      stored: !item.bodyFromRequest,
      status: disabled ? ("disabled" as const) : ("pending" as const),
      nextAttemptAt: disabled ? null : now,
      lastError: disabled ? "not sent: this URL answered 410 Gone earlier" : null,
    };
  });
  const insert = db.execute<Omit<Claimed, "body">>(sql`
    with inserted as (
    insert into ${webhookDeliveries} (id, account_id, request_id, campaign_id, url, body, status,
      next_attempt_at, last_error, attempts, worker_id)
    select v.*,
      case when ${claimFor !== undefined} and v.status = 'pending' then 1 else 0 end,
      case when v.status = 'pending' then ${claimFor ?? null}::text end
    from ${jsonRecords(
      rows.map((r) => ({
        id: r.id,
        account_id: r.accountId,
        request_id: r.requestId ?? null,
        campaign_id: r.campaignId ?? null,
        url: r.url,
        body: r.stored ? r.body : null,
        status: r.status,
        next_attempt_at:
          claimFor !== undefined && r.nextAttemptAt
            ? new Date(r.nextAttemptAt.getTime() + leaseSeconds() * 1000).toISOString()
            : (r.nextAttemptAt?.toISOString() ?? null),
        last_error: r.lastError,
      })),
      `id text, account_id text, request_id text, campaign_id text, url text, body text,
       status text, next_attempt_at timestamptz, last_error text`,
    )}
    returning id, account_id, url, attempts, status)
    select i.id, i.url, i.attempts, a.webhook_secret as secret
    from inserted i join ${accounts} a on a.id = i.account_id
    where i.status = 'pending' and ${claimFor !== undefined}`);
  const pending = rows.filter((r) => r.status === "pending");
  const jobs = () =>
    claimFor !== undefined
      ? Promise.resolve()
      : enqueueMany(
          db,
          webhookJob,
          pending.map((r) => ({ data: { deliveryId: r.id } })),
        );
  // In a transaction both go in one round trip; on the pool the jobs must follow the rows.
  let claimed: Omit<Claimed, "body">[];
  if ("rollback" in db) [claimed] = await Promise.all([insert, jobs()]);
  else {
    claimed = await insert;
    await jobs();
  }
  // The bodies are here already: not read back from the database.
  const bodyOf = new Map(rows.map((r) => [r.id, r.body]));
  options.claimed?.push(...claimed.map((c) => ({ ...c, body: bodyOf.get(c.id) as string })));
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

export type Claimed = {
  id: string;
  url: string;
  body: string;
  attempts: number;
  secret: string;
};

/**
 * Claims due deliveries for an attempt each. Claiming moves `next_attempt_at` past the
 * timeout, so a duplicate job does not send twice while this attempt is in flight, and an
 * attempt lost with its process becomes due again (the sweep re-queues it at once when the
 * process is known dead). Concurrent callers share one statement.
 *
 * A job is a turn to send, not a promise to send its own delivery: jobs run in the order they
 * were queued, so one account's backlog would otherwise keep every other account's deliveries
 * waiting behind it. Each turn goes to the due deliveries in rounds across accounts (an
 * account's first in this claim before anyone's second), accounts with fewer attempts in
 * flight first, then the longest waiting; within an account the jobs' own deliveries first.
 * The delivery a job named is then left to another job's turn (it is due, so it has one).
 * A manual resend sends the delivery it names.
 */
const claimAttempts = coalescer<
  { db: Db; deliveryId: string; workerId: string | null; manual?: boolean },
  Claimed | null
>(async (items) => {
  const [first] = items;
  if (!first) return [];
  const named = items.map((i) => i.deliveryId);
  const turns = items.filter((i) => !i.manual).length;
  const rows = await first.db.execute<
    Omit<Claimed, "body"> & {
      body: string | null;
      request: (Parameters<typeof deliveryText>[0] & { result: StoredResult }) | null;
    }
  >(sql`
      with due as materialized (
        select w.id, w.account_id, w.next_attempt_at,
          row_number() over (partition by w.account_id
            order by w.id ${inText(named)} desc, w.next_attempt_at, w.id) as round
        from ${webhookDeliveries} w
        where w.status = 'pending'
          and (w.next_attempt_at is null or w.next_attempt_at <= now() + interval '1 second')),
      busy as materialized (
        select account_id, count(*) as n from ${webhookDeliveries}
        where status = 'pending' and worker_id is not null
          and next_attempt_at > now() + interval '1 second'
        group by account_id),
      picked as materialized (
        (select id from ${webhookDeliveries} where id ${inText(
          items.filter((i) => i.manual).map((i) => i.deliveryId),
        )})
        union
        (select due.id from due left join busy using (account_id)
        order by due.round, coalesce(busy.n, 0), due.next_attempt_at, due.id
        limit ${turns}))
      update ${webhookDeliveries} d
      set attempts = d.attempts + 1, worker_id = ${first.workerId},
        next_attempt_at = now() + make_interval(secs => ${leaseSeconds()})
      from ${accounts} a, picked p
      where d.id = p.id
        and a.id = d.account_id and d.status = 'pending'
        and (d.next_attempt_at is null or d.next_attempt_at <= now() + interval '1 second')
      returning d.id, d.url, d.body, d.attempts, a.webhook_secret as secret,
        case when d.body is null then (
          select json_build_object('id', r.id, 'name', r.name, 'kind', r.kind, 'result', r.result)
          from ${enrichmentRequests} r where r.id = d.request_id) end as request`);
  const byId = new Map(
    rows.map(({ request, ...r }) => [
      r.id,
      { ...r, body: r.body ?? (request ? deliveryText(request, request.result) : "") },
    ]),
  );
  // A delivery named twice (duplicate jobs) is claimed once: the first item gets it. The turns
  // whose delivery went to another turn take the deliveries nobody named.
  const own = items.map((i) => {
    const row = byId.get(i.deliveryId) ?? null;
    byId.delete(i.deliveryId);
    return row;
  });
  const others = [...byId.values()];
  return own.map((row, n) => row ?? (items[n]?.manual ? null : (others.shift() ?? null)));
});

interface Attempt {
  db: Db;
  deliveryId: string;
  attempt: number;
  manual: boolean;
  startedAt: Date;
  outcome: PostOutcome;
}

/**
 * Records attempts and what follows from each: delivered, disabled by a 410, failed for good,
 * or the next attempt scheduled (its job with it). Concurrent callers share one transaction,
 * which need not wait for the WAL flush: lost in a database crash, it would leave the attempt
 * claimed, and the sweep would send it again, as at-least-once delivery allows.
 */
const recordAttempts = coalescer<Attempt, undefined>(async (items) => {
  const [first] = items;
  if (!first) return [];
  const decided = items.map((a) => {
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
  });
  await first.db.transaction((tx) =>
    // Every statement in one round trip.
    Promise.all([
      tx.execute(sql`set local synchronous_commit = off`),
      tx.execute(sql`
        insert into ${webhookAttempts} (delivery_id, attempt, manual, started_at, duration_ms,
          status_code, error)
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
        )})
        on conflict do nothing`),
      tx
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
        .where(sql`${webhookDeliveries.id} = v.id`),
      enqueueMany(
        tx,
        webhookJob,
        decided.flatMap((a) =>
          a.nextAt
            ? [{ data: { deliveryId: a.deliveryId }, options: { startAfter: a.nextAt } }]
            : [],
        ),
      ),
    ]),
  );
  return items.map(() => undefined);
});

/** One attempt of a delivery, run by its job. */
export async function attemptDelivery(
  db: Db,
  deliveryId: string,
  options: { manual?: boolean; workerId?: string; log?: Logger } = {},
): Promise<void> {
  const { manual = false, workerId = null, log } = options;
  const delivery = await claimAttempts({ db, deliveryId, workerId, manual });
  if (!delivery) return;
  await send(db, delivery, manual, log);
}

/**
 * Gives back claimed attempts that were not made (their receiver busy or its breaker open):
 * not counted, each due again after its wait, its job queued for then. They wait in the
 * database, not in this process. Concurrent callers share one transaction.
 */
const deferAttempts = coalescer<
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
        webhookJob,
        due.map((d) => ({
          data: { deliveryId: d.deliveryId, ...(d.manual ? { manual: true } : {}) },
          options: { startAfter: d.at },
        })),
      ),
    ]),
  );
  return items.map(() => undefined);
});

/**
 * Posts a claimed delivery and records the attempt when its receiver can take it now (or
 * `slotTaken` already); defers it otherwise.
 */
async function send(
  db: Db,
  delivery: Claimed,
  manual: boolean,
  log?: Logger,
  slotTaken = false,
): Promise<void> {
  const deliveryId = delivery.id;
  const receiver = receiverOf(delivery.url);
  const refused = slotTaken ? undefined : takeSlot(receiver);
  if (refused) {
    log?.debug({ deliveryId, receiver, ...refused }, "webhook attempt deferred");
    return deferAttempts({ db, deliveryId, manual, ms: refused.retryInMs });
  }
  const startedAt = new Date();
  const outcome = await postWebhook(
    delivery.url,
    delivery.body,
    signatureHeaders(delivery.secret, delivery.id, delivery.body, startedAt),
    config.timeoutMs,
  );
  releaseSlot(receiver, outcome);
  log?.debug(
    {
      deliveryId,
      attempt: delivery.attempts,
      statusCode: outcome.statusCode,
      error: outcome.error,
    },
    "webhook attempt",
  );
  await recordAttempts({ db, deliveryId, attempt: delivery.attempts, manual, startedAt, outcome });
}

/** First attempts sent by the process that claimed them (see `sendClaimed`), in flight. */
const inline = { running: 0, waiting: [] as (() => void)[], all: new Set<Promise<void>>() };
const INLINE_CONCURRENCY = 64;

/**
 * Sends deliveries that `deliverMany` wrote claimed for this process, after their transaction
 * committed: at most 64 at a time, the rest waiting their turn, without holding up the
 * caller. Failures are scheduled for retry like any attempt's.
 */
export function sendClaimed(db: Db, claimed: Claimed[], log?: Logger): void {
  for (const delivery of claimed) {
    const run = (async () => {
      // The receiver's slot first, without holding one of the 64 meanwhile: a receiver that
      // is slow to answer keeps its own deliveries waiting, not everyone's.
      const refused = await acquireSlot(receiverOf(delivery.url));
      if (refused) {
        await deferAttempts({
          db,
          deliveryId: delivery.id,
          manual: false,
          ms: refused.retryInMs,
        }).catch((err) =>
          // Left claimed: the stalled-delivery sweep sends it again.
          log?.error({ err, deliveryId: delivery.id }, "webhook attempt failed to defer"),
        );
        return;
      }
      // A slot is taken here, or handed over by the attempt that frees it.
      if (inline.running >= INLINE_CONCURRENCY) {
        await new Promise<void>((resolve) => inline.waiting.push(resolve));
      } else inline.running++;
      try {
        await send(db, delivery, false, log, true);
      } catch (err) {
        // Left claimed: the stalled-delivery sweep sends it again.
        log?.error({ err, deliveryId: delivery.id }, "webhook attempt failed to record");
      } finally {
        const next = inline.waiting.shift();
        if (next) next();
        else inline.running--;
      }
    })();
    inline.all.add(run);
    void run.finally(() => inline.all.delete(run));
  }
}

/** Waits for the first attempts this process is sending (on shutdown). */
export async function drainInlineDeliveries(): Promise<void> {
  while (inline.all.size > 0) await Promise.allSettled([...inline.all]);
}

export const webhookJob = defineJob({
  name: "webhook.deliver",
  schema: z.strictObject({ deliveryId: z.string().min(1), manual: z.boolean().optional() }),
  // An attempt takes at most the 10 s timeout; a job still active after 30 s was in a process
  // that died before claiming its delivery, and pg-boss hands it to another worker. (A job
  // that expires while its attempt is in flight finds the delivery claimed and does nothing.)
  queue: { retryLimit: 3, retryDelay: 5, retryBackoff: true, expireInSeconds: 30 },
  concurrency: 64,
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

import { inArray, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "@/db/client";
import { accounts, webhookAttempts, webhookDeliveries } from "@/db/schema";
import type { Logger } from "@/lib/core/logger";
import { inText } from "@/lib/core/sql/array-params";
import { coalescer } from "@/lib/engines/jobs/coalesce";
import { rebuildBodies } from "./bodies";
import { config, leaseSeconds } from "./config";
import { secretsOfEndpoints } from "./endpoint-signing";
import type { Claimed } from "./outbox";
import { postWebhook, signatureHeaders } from "./post";
import { receiverOf, releaseSlot, takeSlot } from "./receivers";
import { deferAttempts, recordAttempts } from "./record";

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
      accountId: string;
      requestId: string | null;
      messageId: string;
      endpointId: string | null;
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
      returning d.id, d.url, d.body, d.attempts, d.account_id as "accountId",
        d.request_id as "requestId", coalesce(d.event_id, d.id) as "messageId",
        d.endpoint_id as "endpointId", a.webhook_secret as secret`);
  const endpointSecrets = await secretsOfEndpoints(
    first.db,
    rows.flatMap((r) => (r.endpointId ? [r.endpointId] : [])),
  );
  const rebuilt = await rebuildBodies(
    first.db,
    rows.filter((r) => r.body === null),
  );
  const byId = new Map<string, Claimed>(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        accountId: r.accountId,
        url: r.url,
        attempts: r.attempts,
        ...((r.endpointId && endpointSecrets.get(r.endpointId)) || { secret: r.secret }),
        messageId: r.messageId,
        body: r.body ?? rebuilt.get(r.id) ?? "",
      },
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
 * Posts a claimed delivery and records the attempt when its receiver can take it now (or
 * `slotTaken` already); defers it otherwise.
 */
export async function send(
  db: Db,
  delivery: Claimed,
  manual: boolean,
  log?: Logger,
  slotTaken = false,
  /** Called once the receiver has answered (or not), before the attempt is recorded. */
  onPosted?: () => void,
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
    signatureHeaders(
      delivery.secret,
      delivery.messageId ?? delivery.id,
      delivery.body,
      startedAt,
      delivery.previousSecret,
    ),
    config.timeoutMs,
  );
  releaseSlot(receiver, outcome);
  onPosted?.();
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

/** Each delivery with its attempts, first attempt first, read in one query. */
export async function withAttempts<D extends { id: string }>(
  db: DbOrTx,
  deliveries: D[],
): Promise<(D & { attempts: (typeof webhookAttempts.$inferSelect)[] })[]> {
  const attempts =
    deliveries.length === 0
      ? []
      : await db
          .select()
          .from(webhookAttempts)
          .where(
            inArray(
              webhookAttempts.deliveryId,
              deliveries.map((d) => d.id),
            ),
          )
          .orderBy(webhookAttempts.attempt);
  return deliveries.map((d) => ({
    ...d,
    attempts: attempts.filter((a) => a.deliveryId === d.id),
  }));
}

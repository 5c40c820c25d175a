import { randomBytes } from "node:crypto";
import { and, eq, inArray, or, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { accounts, webhookDeliveries } from "@/db/schema";
import type { Clock } from "@/lib/core/clock";
import type { TxCtx } from "@/lib/core/context";
import { NotFound } from "@/lib/core/errors";
import { jsonRecords } from "@/lib/core/sql/array-params";
import { enqueue, enqueueMany } from "@/lib/engines/jobs/boss";
import { leaseSeconds } from "./config";
import { webhookQueue } from "./webhook-queue";

/*
 * The outbox: a delivery is an account, a target URL, the subject it is about (`refs`) and a
 * body, written by the feature that has something to say. Webhooks know no feature: a body
 * they do not store is rebuilt by the source its feature registered (bodies.ts).
 */

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
   * The feature that wrote the delivery rebuilds its body, byte for byte, for every attempt
   * from the subject `refs.requestId` (the body source it registered, bodies.ts): the row keeps
   * no copy. `body` is still given, for the first attempt sent at once.
   */
  bodyRebuilt?: boolean;
  /** The body's text as it is to be signed, when the caller already has it (an event's). */
  bodyText?: string;
  /** For an endpoint's delivery: which endpoint (its secret signs) and which event (its id is the `webhook-id`). */
  endpoint?: { endpointId: string; eventId: string };
}

export type Claimed = {
  id: string;
  /** Whose delivery it is: accounts take turns in the in-process line (inline.ts). */
  accountId: string;
  url: string;
  body: string;
  attempts: number;
  secret: string;
  /** The `webhook-id`: the event's id for an endpoint's delivery, else the delivery's id. */
  messageId?: string;
  /** A second secret that also signs (an endpoint's previous one, during a rotation's overlap). */
  previousSecret?: string | null;
};

/**
 * Which of the items go to a URL that answered 410 Gone for the same request or campaign
 * (its delivery was disabled then): a test for each item.
 */
async function goneTest(
  db: DbOrTx,
  items: DeliveryItem[],
  firstForRefs: boolean | undefined,
): Promise<(item: DeliveryItem) => boolean> {
  const requestIds = items.flatMap((i) => (i.refs?.requestId ? [i.refs.requestId] : []));
  const campaignIds = items.flatMap((i) => (i.refs?.campaignId ? [i.refs.campaignId] : []));
  const gone =
    firstForRefs || requestIds.length + campaignIds.length === 0
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
  return (item) =>
    gone.some(
      (g) =>
        g.accountId === item.accountId &&
        g.url === item.url &&
        ((item.refs?.requestId !== undefined && g.requestId === item.refs.requestId) ||
          (item.refs?.campaignId !== undefined && g.campaignId === item.refs.campaignId)),
    );
}

/** The delivery row of each item: pending from now, or disabled when its URL is gone. */
function deliveryRows(items: DeliveryItem[], isGone: (item: DeliveryItem) => boolean, now: Date) {
  return items.map((item) => {
    const disabled = isGone(item);
    if (item.bodyRebuilt && !item.refs?.requestId) {
      throw new Error("A delivery whose body is rebuilt needs the request id it is rebuilt from.");
    }
    return {
      id: messageId(),
      accountId: item.accountId,
      requestId: item.refs?.requestId,
      campaignId: item.refs?.campaignId,
      endpointId: item.endpoint?.endpointId ?? null,
      eventId: item.endpoint?.eventId ?? null,
      url: item.url,
      body: item.bodyText ?? JSON.stringify(item.body),
      stored: !item.bodyRebuilt,
      status: disabled ? ("disabled" as const) : ("pending" as const),
      nextAttemptAt: disabled ? null : now,
      lastError: disabled ? "not sent: this URL answered 410 Gone earlier" : null,
    };
  });
}

/**
 * Inserts the rows; with `claimFor`, the pending ones already claimed for their first attempt
 * (leased, one attempt counted), and answers those with their account's secret.
 */
function insertRows(
  db: DbOrTx,
  rows: ReturnType<typeof deliveryRows>,
  claimFor: string | undefined,
) {
  return db.execute<Omit<Claimed, "body">>(sql`
    with inserted as (
    insert into ${webhookDeliveries} (id, account_id, request_id, campaign_id, endpoint_id,
      event_id, url, body, status, next_attempt_at, last_error, attempts, worker_id)
    select v.*,
      case when ${claimFor !== undefined} and v.status = 'pending' then 1 else 0 end,
      case when v.status = 'pending' then ${claimFor ?? null}::text end
    from ${jsonRecords(
      rows.map((r) => ({
        id: r.id,
        account_id: r.accountId,
        request_id: r.requestId ?? null,
        campaign_id: r.campaignId ?? null,
        endpoint_id: r.endpointId,
        event_id: r.eventId,
        url: r.url,
        body: r.stored ? r.body : null,
        status: r.status,
        next_attempt_at:
          claimFor !== undefined && r.nextAttemptAt
            ? new Date(r.nextAttemptAt.getTime() + leaseSeconds() * 1000).toISOString()
            : (r.nextAttemptAt?.toISOString() ?? null),
        last_error: r.lastError,
      })),
      `id text, account_id text, request_id text, campaign_id text, endpoint_id text,
       event_id text, url text, body text,
       status text, next_attempt_at timestamptz, last_error text`,
    )}
    returning id, account_id, url, attempts, status)
    select i.id, i.account_id as "accountId", i.url, i.attempts, a.webhook_secret as secret
    from inserted i join ${accounts} a on a.id = i.account_id
    where i.status = 'pending' and ${claimFor !== undefined}`);
}

/**
 * Queues signed deliveries: for each, a delivery row (the body is stored exactly as it will
 * be signed and sent, unless its feature rebuilds it) and its first attempt's job, in
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
  if (claimFor !== undefined && items.some((i) => i.endpoint)) {
    throw new Error("An endpoint's delivery is sent by its job, not claimed by its writer.");
  }
  const isGone = await goneTest(db, items, options.firstForRefs);
  const rows = deliveryRows(items, isGone, clock.now());
  const insert = insertRows(db, rows, claimFor);
  const pending = rows.filter((r) => r.status === "pending");
  const jobs = () =>
    claimFor !== undefined
      ? Promise.resolve()
      : enqueueMany(
          db,
          webhookQueue,
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
    await enqueue(tx, webhookQueue, { deliveryId, manual: true });
  });
}

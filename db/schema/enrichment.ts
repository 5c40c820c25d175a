import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { accounts } from "./accounts";
import { webhookEndpoints, webhookEvents } from "./webhook-endpoints";

export const ENRICHMENT_KINDS = ["details", "enrich", "bulk"] as const;
export const ENRICHMENT_STATUSES = ["pending", "processing", "success", "failed"] as const;

/**
 * One row per POST /v1/contact/details|enrich|bulk. The row is the state of the request: the
 * pg-boss job that processes it is only a doorbell, written in the same transaction.
 */
export const enrichmentRequests = pgTable(
  "enrichment_requests",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ENRICHMENT_KINDS }).notNull(),
    name: text("name"),
    /**
     * The member whose own daily caps its charges count against (the signed-in user or the API
     * key's maker, docs/teams.md); null: the workspace's allowance only.
     */
    actingUserId: text("acting_user_id"),
    /** The ProfileInput entries as submitted (validated). */
    inputs: jsonb("inputs").notNull(),
    includeEmail: boolean("include_email").notNull(),
    includeMobile: boolean("include_mobile").notNull(),
    /** Deliver only work e-mail addresses (include.workEmailOnly). */
    workEmailOnly: boolean("work_email_only").notNull().default(false),
    /** Deliver addresses verified `catch_all` / `unknown` (include.deliverCatchAll, deliverUnknown). */
    deliverCatchAll: boolean("deliver_catch_all").notNull().default(true),
    deliverUnknown: boolean("deliver_unknown").notNull().default(true),
    webhookUrl: text("webhook_url"),
    status: text("status", { enum: ENRICHMENT_STATUSES }).notNull().default("pending"),
    /** Waiting for one of the account's processing slots; a finishing request hands it one. */
    parked: boolean("parked").notNull().default(false),
    /** The pg-boss job currently meant to process it (a sweep re-queues it if that job is lost). */
    jobId: text("job_id"),
    /** The worker process holding the request while it is processing (see lib/engines/jobs/presence.ts). */
    workerId: text("worker_id"),
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    attempts: integer("attempts").notNull().default(0),
    /**
     * { data, missing, notFound, provenance } once processed. `json`, not `jsonb`: kept as the
     * text written (no binary conversion on every write, keys in the order they were sent), so
     * a webhook body rebuilt from it is byte for byte the first attempt's.
     */
    result: json("result"),
    error: text("error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp("started_at", { withTimezone: true }),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [
    index("enrichment_requests_account_idx").on(t.accountId, t.createdAt),
    index("enrichment_requests_open_idx")
      .on(t.accountId, t.createdAt)
      .where(sql`${t.status} in ('pending', 'processing')`),
  ],
);

/** Idempotency-Key of the POSTs: same key and body within 24 h replays the first answer. */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    /** SHA-256 of the route and the normalized body: another body under the same key is a 409. */
    fingerprint: text("fingerprint").notNull(),
    status: integer("status").notNull(),
    response: jsonb("response").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.key] })],
);

export const WEBHOOK_DELIVERY_STATUSES = ["pending", "delivered", "failed", "disabled"] as const;

/**
 * One signed message to one URL; its id is the `webhook-id` header, the same on every attempt.
 * `body` is kept byte for byte as signed and sent; it is null for an enrichment request's
 * delivery, whose body is rebuilt from the request's stored result (the same bytes every
 * attempt, see lib/features/enrichment/delivery-body.ts) instead of being stored a second time.
 */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    requestId: text("request_id").references(() => enrichmentRequests.id, { onDelete: "cascade" }),
    campaignId: text("campaign_id"),
    /** The endpoint subscribed to the event it carries; null for a per-request or per-campaign URL. */
    endpointId: text("endpoint_id").references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    /** The event it carries: its id is the `webhook-id`, the same on a replay's new delivery. */
    eventId: text("event_id").references(() => webhookEvents.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    body: text("body"),
    status: text("status", { enum: WEBHOOK_DELIVERY_STATUSES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    /** When the next attempt is due; while an attempt is in flight, when it counts as lost. */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
    /** The worker process making the attempt in flight, if any (see lib/engines/jobs/presence.ts). */
    workerId: text("worker_id"),
    lastStatusCode: integer("last_status_code"),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
  },
  (t) => [
    index("webhook_deliveries_account_idx").on(t.accountId, t.createdAt),
    index("webhook_deliveries_request_idx").on(t.requestId),
    index("webhook_deliveries_campaign_idx").on(t.campaignId),
    index("webhook_deliveries_endpoint_idx").on(t.endpointId, t.createdAt, t.id),
    index("webhook_deliveries_due_idx").on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
  ],
);

export const webhookAttempts = pgTable(
  "webhook_attempts",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    deliveryId: text("delivery_id")
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: "cascade" }),
    attempt: integer("attempt").notNull(),
    /** Re-sent by hand from the app rather than by the retry schedule. */
    manual: boolean("manual").notNull().default(false),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    durationMs: integer("duration_ms").notNull(),
    statusCode: integer("status_code"),
    error: text("error"),
    /** The start of the receiver's answer (512 bytes at most), for an endpoint's delivery log. */
    responseExcerpt: text("response_excerpt"),
  },
  (t) => [uniqueIndex("webhook_attempts_delivery_idx").on(t.deliveryId, t.attempt)],
);

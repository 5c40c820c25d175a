import { sql } from "drizzle-orm";
import { index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { accounts } from "./accounts";

export const WEBHOOK_ENDPOINT_STATUSES = ["enabled", "disabled"] as const;

/**
 * A URL an account subscribed to event types (docs/data-model.md). `event_types` empty means
 * every type; `campaign_ids` / `list_ids`, when either is non-empty, keep only the events about
 * those campaigns or lists. The signing secret is sealed (AES-256-GCM under a key derived from
 * AUTH_SECRET); during a rotation's overlap the previous one still signs until
 * `previous_secret_until`.
 */
export const webhookEndpoints = pgTable(
  "webhook_endpoints",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    description: text("description").notNull().default(""),
    eventTypes: text("event_types").array().notNull().default(sql`'{}'::text[]`),
    campaignIds: text("campaign_ids").array().notNull().default(sql`'{}'::text[]`),
    listIds: text("list_ids").array().notNull().default(sql`'{}'::text[]`),
    secretSealed: text("secret_sealed").notNull(),
    previousSecretSealed: text("previous_secret_sealed"),
    previousSecretUntil: timestamp("previous_secret_until", { withTimezone: true }),
    status: text("status", { enum: WEBHOOK_ENDPOINT_STATUSES }).notNull().default("enabled"),
    disabledReason: text("disabled_reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("webhook_endpoints_account_idx").on(t.accountId, t.createdAt)],
);

/**
 * One thing that happened, written in the transaction of the act (`emitEvent`). Its id is the
 * `webhook-id` of every delivery of it, first attempt, retries and replays alike; `body` is
 * the exact text every endpoint is sent.
 */
export const webhookEvents = pgTable(
  "webhook_events",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    campaignId: text("campaign_id"),
    listId: text("list_id"),
    body: text("body").notNull(),
    data: jsonb("data").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("webhook_events_account_idx").on(t.accountId, t.createdAt)],
);

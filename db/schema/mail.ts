import { sql } from "drizzle-orm";
import { index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { accounts } from "./accounts";

/**
 * Every e-mail the service sends. Without SMTP_URL this is where they stay (the Outbox page);
 * with it, the row records the send. `dedupe_key` makes a retried job send a message once.
 */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: text("id").primaryKey().default(sql`gen_random_uuid()::text`),
    accountId: text("account_id").references(() => accounts.id, { onDelete: "cascade" }),
    campaignId: text("campaign_id"),
    kind: text("kind").notNull(),
    to: text("to").array().notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    status: text("status", { enum: ["outbox", "sent", "failed"] }).notNull(),
    error: text("error"),
    dedupeKey: text("dedupe_key").unique(),
    meta: jsonb("meta").notNull().default(sql`'{}'::jsonb`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    index("email_outbox_account_idx").on(t.accountId, t.createdAt),
    index("email_outbox_campaign_idx").on(t.campaignId, t.createdAt),
  ],
);

import { sql } from "drizzle-orm";
import {
  bigserial,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { accounts } from "./accounts";
import { campaigns } from "./campaigns";

/**
 * What happened to a launched campaign, for its page and its owner: deliveries, allowance
 * stops, completion, a webhook that started failing. `once_key` makes once-a-day events (an allowance stop) happen once.
 */
export const campaignEvents = pgTable(
  "campaign_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    campaignId: text("campaign_id")
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    kind: text("kind", {
      enum: [
        "launched",
        "delivered",
        "allowance_exhausted",
        "completed",
        "paused",
        "resumed",
        "webhook_failing",
      ],
    }).notNull(),
    message: text("message").notNull(),
    onceKey: text("once_key"),
    meta: jsonb("meta").notNull().default(sql`'{}'::jsonb`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("campaign_events_campaign_idx").on(t.campaignId, t.createdAt),
    uniqueIndex("campaign_events_once_idx").on(t.campaignId, t.onceKey),
  ],
);

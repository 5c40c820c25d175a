import { sql } from "drizzle-orm";
import {
  bigserial,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type {
  CampaignStatus,
  Delivery,
  Notifications,
  SaveToList,
  WebhookTest,
} from "@/lib/features/campaigns/schema";
import type { Targeting } from "@/lib/model/targeting/schema";
import { accounts } from "./accounts";
import { profiles } from "./profiles";

/**
 * A lead campaign. Its settings are stored as the JSON sections of the API's Campaign
 * (parsed by lib/features/campaigns/schema.ts on the way in and out), so the stored shape and the
 * contract cannot drift apart; only what the delivery worker selects on is a real column.
 */
export const campaigns = pgTable(
  "campaigns",
  {
    id: text("id").primaryKey().default(sql`gen_random_uuid()::text`),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    status: text("status").$type<CampaignStatus>().notNull().default("draft"),
    templateId: text("template_id"),
    filters: jsonb("filters").$type<Targeting>().notNull().default(sql`'{}'::jsonb`),
    delivery: jsonb("delivery").$type<Delivery>().notNull(),
    saveToList: jsonb("save_to_list").$type<SaveToList>().notNull(),
    notifications: jsonb("notifications").$type<Notifications>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    launchedAt: timestamp("launched_at", { withTimezone: true }),
    /**
     * The member who last launched or resumed it: its deliveries count against their own daily
     * caps (docs/teams.md); null: the workspace's allowance only.
     */
    actingUserId: text("acting_user_id"),
    /** The last "Send test" of the webhook (not part of the API's Campaign; the checklist reads it). */
    webhookTest: jsonb("webhook_test").$type<WebhookTest>(),
  },
  (t) => [
    index("campaigns_account_created_idx").on(t.accountId, t.createdAt, t.id),
    // The delivery tick scans active campaigns of every account.
    index("campaigns_status_idx").on(t.status),
  ],
);

/** Named lists of profiles that campaigns save their leads to. */
export const lists = pgTable(
  "lists",
  {
    id: text("id").primaryKey().default(sql`gen_random_uuid()::text`),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // Two lists of one account that differ only in case would be indistinguishable in a picker.
  (t) => [uniqueIndex("lists_account_name_idx").on(t.accountId, sql`lower(${t.name})`)],
);

export const listItems = pgTable(
  "list_items",
  {
    listId: text("list_id")
      .notNull()
      .references(() => lists.id, { onDelete: "cascade" }),
    profileId: text("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    /** The campaign that saved the profile here, if one did. */
    campaignId: text("campaign_id").references(() => campaigns.id, { onDelete: "set null" }),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.listId, t.profileId] }),
    index("list_items_list_added_idx").on(t.listId, t.addedAt),
  ],
);

/** Every lead a campaign delivered; a profile is delivered to a campaign at most once. */
export const campaignLeads = pgTable(
  "campaign_leads",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    campaignId: text("campaign_id")
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    profileId: text("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("campaign_leads_campaign_profile_idx").on(t.campaignId, t.profileId),
    index("campaign_leads_campaign_delivered_idx").on(t.campaignId, t.deliveredAt),
    // Cross-campaign dedupe: was this person delivered to the account lately?
    index("campaign_leads_account_profile_idx").on(t.accountId, t.profileId, t.deliveredAt),
  ],
);

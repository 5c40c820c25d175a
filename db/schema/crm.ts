import { sql } from "drizzle-orm";
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { accounts } from "./accounts";
import { campaigns } from "./campaigns";
import { profiles } from "./profiles";

/** One field of a CRM mapping: a Leadwise field written to a CRM property under a rule. */
export interface CrmMappingEntry {
  field: string;
  property: string;
  rule: "overwrite" | "fill_if_empty" | "never";
}

/**
 * An account's connection to a CRM (lib/features/crm, docs/crm.md). The token is sealed
 * (AES-256-GCM under a key derived from AUTH_SECRET for this purpose) and never shown again,
 * only its hint. `mapping` is what a push writes; `lastError` is the last push's or test's.
 */
export const crmConnections = pgTable(
  "crm_connections",
  {
    id: text("id").primaryKey().default(sql`gen_random_uuid()::text`),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    vendor: text("vendor", { enum: ["hubspot", "pipedrive", "salesforce"] }).notNull(),
    name: text("name").notNull(),
    tokenSealed: text("token_sealed").notNull(),
    tokenHint: text("token_hint").notNull(),
    /** Where a record of this CRM account opens, the record id appended (learnt by Test). */
    recordUrlBase: text("record_url_base"),
    /** The CRM's contact properties as its properties API last listed them (on Test). */
    properties:
      jsonb("properties").$type<
        { name: string; label: string; readOnly: boolean; required: boolean }[]
      >(),
    propertiesReadAt: timestamp("properties_read_at", { withTimezone: true }),
    mapping: jsonb("mapping").$type<CrmMappingEntry[]>().notNull().default(sql`'[]'::jsonb`),
    lastSyncAt: timestamp("last_sync_at", { withTimezone: true }),
    lastError: text("last_error"),
    lastErrorAt: timestamp("last_error_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("crm_connections_account_idx").on(t.accountId, t.createdAt)],
);

/** The CRM record each person maps to, per connection: a second push updates it. */
export const crmRecords = pgTable(
  "crm_records",
  {
    connectionId: text("connection_id")
      .notNull()
      .references(() => crmConnections.id, { onDelete: "cascade" }),
    profileId: text("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    recordId: text("record_id").notNull(),
    pushedAt: timestamp("pushed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.connectionId, t.profileId] })],
);

/** A push of a list or a campaign's leads to a connection; its counts follow its rows. */
export const crmPushes = pgTable(
  "crm_pushes",
  {
    id: text("id").primaryKey().default(sql`gen_random_uuid()::text`),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    connectionId: text("connection_id")
      .notNull()
      .references(() => crmConnections.id, { onDelete: "cascade" }),
    listId: text("list_id"),
    campaignId: text("campaign_id"),
    status: text("status", { enum: ["queued", "running", "done", "failed"] })
      .notNull()
      .default("queued"),
    total: integer("total").notNull().default(0),
    error: text("error"),
    /**
     * The worker process running the push now (its presence id, lib/engines/jobs/presence.ts);
     * null between runs. A run claims the push only while this is null or names a dead process.
     */
    workerId: text("worker_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    index("crm_pushes_account_idx").on(t.accountId, t.createdAt),
    index("crm_pushes_open_idx").on(t.status).where(sql`${t.status} in ('queued', 'running')`),
  ],
);

/**
 * One person of a push: `pending` until its batch is answered, then what the CRM did. Written
 * when the push is created, so a push resumed after a crash works through what is left.
 */
export const crmPushRows = pgTable(
  "crm_push_rows",
  {
    pushId: text("push_id")
      .notNull()
      .references(() => crmPushes.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    profileId: text("profile_id").notNull(),
    outcome: text("outcome", {
      enum: ["pending", "created", "updated", "unchanged", "skipped", "failed"],
    })
      .notNull()
      .default("pending"),
    email: text("email"),
    reason: text("reason"),
    recordId: text("record_id"),
    recordUrl: text("record_url"),
  },
  (t) => [
    primaryKey({ columns: [t.pushId, t.position] }),
    uniqueIndex("crm_push_rows_profile_idx").on(t.pushId, t.profileId),
    index("crm_push_rows_pending_idx")
      .on(t.pushId, t.position)
      .where(sql`${t.outcome} = 'pending'`),
  ],
);

/** A campaign whose every new delivery is pushed to a connection (the campaign's `crm`). */
export const crmCampaignLinks = pgTable("crm_campaign_links", {
  campaignId: text("campaign_id")
    .primaryKey()
    .references(() => campaigns.id, { onDelete: "cascade" }),
  accountId: text("account_id")
    .notNull()
    .references(() => accounts.id, { onDelete: "cascade" }),
  connectionId: text("connection_id")
    .notNull()
    .references(() => crmConnections.id, { onDelete: "cascade" }),
  /** The last campaign_leads id already sent to a push. */
  pushedThrough: bigint("pushed_through", { mode: "number" }).notNull().default(0),
});

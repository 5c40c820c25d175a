import { sql } from "drizzle-orm";
import {
  bigint,
  check,
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
import { campaigns, lists } from "./campaigns";

export const CHANGE_KINDS = ["joined", "left", "changed", "opted_out"] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

/** One changed fact of a person: employer, title, e-mail or mobile, before and after. */
export interface FactChange {
  field: "employer" | "title" | "email" | "mobile";
  old: string | string[] | null;
  new: string | string[] | null;
}

/**
 * A list or a campaign's leads an account watches: a change of a watched person's employer,
 * title, e-mail or mobile is a `contact.changed` event and a `changed` entry of its feed
 * (docs/data-model.md, "Change feeds").
 */
export const watches = pgTable(
  "watches",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    listId: text("list_id").references(() => lists.id, { onDelete: "cascade" }),
    campaignId: text("campaign_id").references(() => campaigns.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * A watched list's scheduled refresh: re-verified every this many days (null: never), at
     * most `refreshBudget` addresses a run, the next run due at `refreshDueAt`
     * (lib/features/changes/refresh.ts). Campaign watches have none.
     */
    refreshEveryDays: integer("refresh_every_days"),
    refreshBudget: integer("refresh_budget"),
    refreshDueAt: timestamp("refresh_due_at", { withTimezone: true }),
  },
  (t) => [
    check("watches_one_subject", sql`(${t.listId} is null) <> (${t.campaignId} is null)`),
    uniqueIndex("watches_list_idx").on(t.listId).where(sql`${t.listId} is not null`),
    uniqueIndex("watches_campaign_idx").on(t.campaignId).where(sql`${t.campaignId} is not null`),
  ],
);

/**
 * The last sequence number handed out in each feed (`list:<id>` or `campaign:<id>`). A writer
 * takes the next numbers by updating this row, which it then holds locked until it commits:
 * the next writer of the feed waits, so numbers commit in their order and a reader never sees
 * a number while a lower one is still uncommitted.
 */
export const feedHeads = pgTable("feed_heads", {
  feed: text("feed").primaryKey(),
  seq: bigint("seq", { mode: "number" }).notNull(),
  /**
   * The highest number the retention sweep deleted (0: none): a reader whose cursor stands
   * before it missed entries and is told to start again (lib/features/changes/feed-retention.ts).
   */
  prunedThrough: bigint("pruned_through", { mode: "number" }).notNull().default(0),
});

/**
 * One entry of a list's or a campaign's change feed: a person joined, left, changed (the old
 * and new values) or opted out. `seq` is dense per feed and committed in order (feed_heads).
 * A person taken off a list by any path (a removal, a deleted own contact, an erasure) is a
 * `left` entry written by a trigger on `list_items` (migration 0039), so no path can forget it.
 */
export const feedEntries = pgTable(
  "feed_entries",
  {
    feed: text("feed").notNull(),
    seq: bigint("seq", { mode: "number" }).notNull(),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: CHANGE_KINDS }).notNull(),
    profileId: text("profile_id").notNull(),
    changes: jsonb("changes").$type<FactChange[]>(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.feed, t.seq] }),
    index("feed_entries_account_idx").on(t.accountId),
    // The retention sweep finds the oldest entries by time.
    index("feed_entries_at_idx").on(t.at),
  ],
);

/** A person a re-verification's provider pass could not refresh, and why. */
export interface ReverifySkip {
  profileId: string;
  reason: string;
}

/**
 * The outcome of each re-verification of a list (lib/features/changes/reverify.ts): how many
 * addresses were probed, how many provider calls were made, how many people changed, how many
 * the budget left unasked and who was skipped with why. The list page shows the last one; a
 * list keeps its ten latest.
 */
export const reverifyRuns = pgTable(
  "reverify_runs",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    listId: text("list_id")
      .notNull()
      .references(() => lists.id, { onDelete: "cascade" }),
    finishedAt: timestamp("finished_at", { withTimezone: true }).notNull().defaultNow(),
    probed: integer("probed").notNull(),
    providerCalls: integer("provider_calls").notNull(),
    changed: integer("changed").notNull(),
    left: integer("left").notNull(),
    skipped: jsonb("skipped").$type<ReverifySkip[]>().notNull(),
  },
  (t) => [index("reverify_runs_list_idx").on(t.listId, t.finishedAt)],
);

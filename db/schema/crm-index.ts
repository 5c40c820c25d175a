import { sql } from "drizzle-orm";
import { index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { accounts } from "./accounts";
import { crmConnections } from "./crm";

/**
 * "Already in my CRM": each contact a connection's CRM holds, by its record id, with its
 * e-mail address and its company's domain (both lower-cased), as the last pull read them
 * (lib/features/crm/pull.ts, docs/crm.md). The targeting's `excludeInCrm` and the Live
 * Estimate's `inCrm` match profiles against it, per account.
 */
export const crmContacts = pgTable(
  "crm_contacts",
  {
    connectionId: text("connection_id")
      .notNull()
      .references(() => crmConnections.id, { onDelete: "cascade" }),
    recordId: text("record_id").notNull(),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    email: text("email"),
    domain: text("domain"),
    /** The record's last-modified time in the CRM. */
    modifiedAt: timestamp("modified_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.connectionId, t.recordId] }),
    index("crm_contacts_email_idx").on(t.accountId, t.email),
    index("crm_contacts_domain_idx").on(t.accountId, t.domain),
  ],
);

/**
 * A connection's incremental pull: the high-water mark (every record modified before it is in
 * `crm_contacts`) and, while a run is under way, the query it is paging through, so a run that
 * dies is resumed from its last page. `updatedAt` changes with every page written: it is the
 * version the Live Estimate's cached bitmaps are keyed by.
 */
export const crmPulls = pgTable("crm_pulls", {
  connectionId: text("connection_id")
    .primaryKey()
    .references(() => crmConnections.id, { onDelete: "cascade" }),
  accountId: text("account_id")
    .notNull()
    .references(() => accounts.id, { onDelete: "cascade" }),
  status: text("status", { enum: ["queued", "running", "done", "failed"] })
    .notNull()
    .default("queued"),
  /** Records modified at or after this are read by the next pull; null: never pulled. */
  mark: timestamp("mark", { withTimezone: true, precision: 3 }),
  /** The query under way: from this modified time, at this page cursor. */
  queryFrom: timestamp("query_from", { withTimezone: true, precision: 3 }),
  after: text("after"),
  /** The latest modified time the query under way has read. */
  seenThrough: timestamp("seen_through", { withTimezone: true, precision: 3 }),
  /** When a run last listed every record and dropped those gone from the CRM; null: never. */
  reconciledAt: timestamp("reconciled_at", { withTimezone: true }),
  /** Records read by the run under way (or the last run). */
  read: integer("read").notNull().default(0),
  startedAt: timestamp("started_at", { withTimezone: true }),
  finishedAt: timestamp("finished_at", { withTimezone: true }),
  error: text("error"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().default(sql`now()`),
});

import { sql } from "drizzle-orm";
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { accounts } from "./accounts";

export const ENRICHMENT_JOB_STATUSES = ["running", "paused", "cancelled", "completed"] as const;

/**
 * A file enriched as one job (lib/features/enrichment/file-job*.ts): what was uploaded (its
 * header, encoding, separator), how its columns identify a person, what to find, the ceiling
 * per allowance, and its counts. The counts and `spent_*` are written in the same transaction
 * as each chunk's rows and debits, so they are exact at every commit.
 */
export const enrichmentJobs = pgTable(
  "enrichment_jobs",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /**
     * The member whose own daily caps its charges count against (the signed-in user or the API
     * key's maker, docs/teams.md); null: the workspace's allowance only.
     */
    actingUserId: text("acting_user_id"),
    status: text("status", { enum: ENRICHMENT_JOB_STATUSES }).notNull().default("running"),
    /** Why a paused job stopped: `ceiling`, or `allowance:<counter>:<reason>`. */
    pauseReason: text("pause_reason"),
    /** The file's header row, in order. */
    columns: jsonb("columns").$type<string[]>().notNull(),
    encoding: text("encoding").notNull(),
    delimiter: text("delimiter").notNull(),
    /** Identifier field → column header (FileJobMapping). */
    mapping: jsonb("mapping").$type<Record<string, string>>().notNull(),
    /** What to find (FileJobOptions without the ceiling). */
    options: jsonb("options")
      .$type<{ email: boolean; mobile: boolean; providers: boolean }>()
      .notNull(),
    ceilingApi: integer("ceiling_api").notNull(),
    ceilingEmail: integer("ceiling_email").notNull(),
    ceilingMobile: integer("ceiling_mobile").notNull(),
    spentApi: integer("spent_api").notNull().default(0),
    spentEmail: integer("spent_email").notNull().default(0),
    spentMobile: integer("spent_mobile").notNull().default(0),
    rowsTotal: integer("rows_total").notNull(),
    rowsDone: integer("rows_done").notNull().default(0),
    rowsMatched: integer("rows_matched").notNull().default(0),
    foundEmail: integer("found_email").notNull().default(0),
    foundMobile: integer("found_mobile").notNull().default(0),
    webhookUrl: text("webhook_url"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * The process (its presence id) that last took the job up; null once that run let it go. The
     * recovery sweep re-rings a running job at once when that process is gone.
     */
    workerId: text("worker_id"),
    /** When the last chunk was committed (the recovery sweep re-rings a job silent too long). */
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    /** When the sweep deletes the job and its rows (FILE_JOB_RETENTION_DAYS after creation). */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("enrichment_jobs_account_idx").on(t.accountId, t.createdAt),
    index("enrichment_jobs_running_idx").on(t.updatedAt).where(sql`${t.status} = 'running'`),
    index("enrichment_jobs_expires_idx").on(t.expiresAt),
  ],
);

export const ENRICHMENT_JOB_ROW_STATUSES = [
  "pending",
  "matched",
  "not_found",
  "withheld",
  "failed",
] as const;

/**
 * One row of an enrichment job's file, numbered in file order (`row_no` from 1), with its
 * original cells as read (a row that could not be read keeps none and says why). `result` is
 * the enriched fields written with the row's charges (`charge_*`) in its chunk's transaction.
 */
export const enrichmentJobRows = pgTable(
  "enrichment_job_rows",
  {
    jobId: text("job_id")
      .notNull()
      .references(() => enrichmentJobs.id, { onDelete: "cascade" }),
    rowNo: integer("row_no").notNull(),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    /** Line of the file the row starts on. */
    line: integer("line").notNull(),
    cells: jsonb("cells").$type<string[]>().notNull(),
    status: text("status", { enum: ENRICHMENT_JOB_ROW_STATUSES }).notNull().default("pending"),
    reason: text("reason"),
    result: jsonb("result").$type<Record<string, string>>(),
    chargeApi: smallint("charge_api").notNull().default(0),
    chargeEmail: smallint("charge_email").notNull().default(0),
    chargeMobile: smallint("charge_mobile").notNull().default(0),
    chargedAt: timestamp("charged_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.jobId, t.rowNo] }),
    index("enrichment_job_rows_pending_idx")
      .on(t.jobId, t.rowNo)
      .where(sql`${t.status} = 'pending'`),
  ],
);

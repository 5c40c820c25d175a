import { sql } from "drizzle-orm";
import { index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { profiles } from "./profiles";

/**
 * Addresses whose owners opted out (or asked for deletion). Only a keyed hash of the
 * normalised address is kept (lib/model/suppression/address.ts), so the table cannot be read back
 * into a mailing list, yet an address met later (an import, a lookup) can be recognised.
 */
export const emailSuppressions = pgTable("email_suppressions", {
  addressHash: text("address_hash").primaryKey(),
  /** How the request was proven: "email-link" (public opt-out) or "admin" (data-subject request). */
  method: text("method", { enum: ["email-link", "admin"] }).notNull(),
  requestedAt: timestamp("requested_at", { withTimezone: true }).notNull(),
  confirmedAt: timestamp("confirmed_at", { withTimezone: true }).notNull(),
});

/**
 * Profiles that hold a suppressed address: left out of the audience index, every targeting
 * query, enrichment and every profile load. Kept as rows so the check is a key lookup rather
 * than a hash of every contact.
 */
export const suppressedProfiles = pgTable("suppressed_profiles", {
  profileId: text("profile_id")
    .primaryKey()
    .references(() => profiles.id, { onDelete: "cascade" }),
  suppressedAt: timestamp("suppressed_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Opt-out form submissions, for rate limiting; hashes only, purged after a day. */
export const optOutAttempts = pgTable(
  "opt_out_attempts",
  {
    id: text("id").primaryKey().default(sql`gen_random_uuid()::text`),
    addressHash: text("address_hash").notNull(),
    clientHash: text("client_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("opt_out_attempts_address_idx").on(t.addressHash, t.createdAt),
    index("opt_out_attempts_client_idx").on(t.clientHash, t.createdAt),
  ],
);

/**
 * Data-subject requests carried out (export, deletion): who ran them, when, what they touched.
 * The subject is named by the keyed hash of the address, like a suppression.
 */
export const privacyAudit = pgTable(
  "privacy_audit",
  {
    id: text("id").primaryKey().default(sql`gen_random_uuid()::text`),
    action: text("action", { enum: ["subject.export", "subject.delete"] }).notNull(),
    subjectHash: text("subject_hash").notNull(),
    actor: text("actor").notNull(),
    detail: jsonb("detail").notNull().default(sql`'{}'::jsonb`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("privacy_audit_subject_idx").on(t.subjectHash, t.createdAt)],
);

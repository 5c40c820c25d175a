import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  customType,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { accounts } from "./accounts";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });
const xid8 = customType<{ data: string }>({ dataType: () => "xid8" });

/** The databases profiles are drawn from; lower priority is asked first in the enrichment waterfall. */
export const sources = pgTable("sources", {
  id: serial("id").primaryKey(),
  name: text("name").notNull().unique(),
  priority: integer("priority").notNull(),
  description: text("description").notNull().default(""),
});

export const organizations = pgTable(
  "organizations",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    domain: text("domain"),
    industry: text("industry"),
    sizeBand: text("size_band"),
    revenueBand: text("revenue_band"),
    type: text("type"),
    cc: text("cc"),
    /** The Organization object of the interface spec, exactly as delivered. */
    data: jsonb("data").notNull(),
  },
  (t) => [
    index("organizations_name_lower_idx").on(sql`lower(${t.name})`),
    index("organizations_domain_idx").on(t.domain),
  ],
);

/**
 * One row per person. `data` holds the interface-spec profile without email and mobile
 * (rows of `contacts`) and without the Organization object (the `organizations` row of
 * `organization_id`); lib/model/profiles/profile-rows.ts derives the other columns from it. They are
 * what targeting filters on.
 */
export const profiles = pgTable(
  "profiles",
  {
    /** Dense integer used by the in-memory estimate index. */
    seq: serial("seq").notNull().unique(),
    id: text("id").primaryKey(),
    sourceUrl: text("source_url"),
    sourceUsername: text("source_username"),
    fn: text("fn"),
    ln: text("ln"),
    organizationId: text("organization_id").references(() => organizations.id),
    companyName: text("company_name"),
    companyDomain: text("company_domain"),
    title: text("title"),
    seniority: text("seniority"),
    department: text("department"),
    industry: text("industry"),
    continent: text("continent"),
    country: text("country"),
    cc: text("cc"),
    state: text("state"),
    city: text("city"),
    companySize: text("company_size"),
    revenueBand: text("revenue_band"),
    companyType: text("company_type"),
    experienceYears: integer("experience_years"),
    skills: text("skills").array().notNull().default(sql`'{}'::text[]`),
    languages: text("languages").array().notNull().default(sql`'{}'::text[]`),
    schools: text("schools").array().notNull().default(sql`'{}'::text[]`),
    certifications: text("certifications").array().notNull().default(sql`'{}'::text[]`),
    hasEmail: boolean("has_email").notNull().default(false),
    hasMobile: boolean("has_mobile").notNull().default(false),
    /**
     * Has an e-mail address that is a work address (isWorkAddress of lib/model/profiles/email-domains.ts):
     * what "work e-mail only" delivery and its Live Estimate count.
     */
    hasWorkEmail: boolean("has_work_email").notNull().default(false),
    /**
     * English full text over title, headlines and summary (lib/model/profiles/keywords.ts). Written by
     * whoever writes the row rather than generated: to_tsvector costs ~50 µs a row, which a bulk
     * seed of a million profiles cannot afford; the seed builds the same vector itself.
     */
    keywords: tsvector("keywords"),
    /** Field name → source name, for fields merged from several sources. */
    provenance: jsonb("provenance").notNull().default(sql`'{}'::jsonb`),
    /**
     * json, not jsonb: kept as written (the spec's field order) and read back whole, never
     * queried into; parsing it costs a third of jsonb's on bulk loads. Compressed (pglz) and,
     * for nearly every row, still out of line (migrations 0010, 0036), so the heap holds
     * mostly the targeting columns: 3.3 kB a profile in all instead of 4.7 (docs/benchmarks.md).
     */
    data: json("data").notNull(),
    /**
     * Null for the shared catalogue every account targets; else the account that imported this
     * person (its own contacts), the only one that may see, count, search, enrich or receive them.
     */
    ownerAccountId: text("owner_account_id").references(() => accounts.id, { onDelete: "cascade" }),
    /**
     * When the person's current employment (employer and title) was last seen in a source or
     * verified: set by every writer of the row (its default on insert and upsert).
     */
    employmentVerifiedAt: timestamp("employment_verified_at", { withTimezone: true })
      .notNull()
      .defaultNow(),
    /**
     * When the person's e-mail was last seen in a source or verified: the latest
     * `contacts.last_verified_at` of their addresses not found invalid (meaningful only while
     * `has_email`). What targeting's `verifiedWithinDays` reads, and the audience index with it;
     * set by every writer of the row (its default) and by a re-verification
     * (lib/features/changes/reverify.ts).
     */
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // Only the lookups that identify a person (enrichment) and join organizations are indexed.
  // Targeting (estimate, search, campaign delivery) reads the in-memory audience index
  // (lib/features/estimate/) and confirms rows by seq, so indexes on the targeting columns would only
  // slow every load and import down (docs/architecture.md, "Profiles and targeting").
  (t) => [
    index("profiles_source_url_idx").on(t.sourceUrl),
    index("profiles_source_username_idx").on(sql`lower(${t.sourceUsername})`),
    index("profiles_name_idx").on(sql`lower(${t.fn})`, sql`lower(${t.ln})`),
    index("profiles_org_idx").on(t.organizationId),
    index("profiles_owner_idx").on(t.ownerAccountId).where(sql`${t.ownerAccountId} is not null`),
  ],
);

export const contacts = pgTable(
  "contacts",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    profileId: text("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["email", "mobile"] }).notNull(),
    type: text("type").notNull().default("personal"),
    value: text("value").notNull(),
    sourceId: integer("source_id").references(() => sources.id),
    /** Last seen in a source (the row's insert) or last verified (a re-verification). */
    lastVerifiedAt: timestamp("last_verified_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * The verification engine's verdict when the address was last verified (valid, catch_all,
     * invalid, unknown); null when never. An `invalid` address is neither delivered nor exported.
     */
    verification: text("verification", { enum: ["valid", "catch_all", "invalid", "unknown"] }),
  },
  (t) => [
    index("contacts_value_idx").on(sql`lower(${t.value})`),
    // Also what looks up a profile's contacts by (profile_id, kind): its leading columns.
    uniqueIndex("contacts_unique_idx").on(t.profileId, t.kind, t.value),
  ],
);

/** Bumped whenever profiles change, so caches keyed on it (the estimate index) know to refresh. */
export const dataVersion = pgTable("data_version", {
  id: integer("id").primaryKey().default(1),
  version: bigserial("version", { mode: "number" }).notNull(),
  changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Which profiles changed, written by triggers on `profiles` and `suppressed_profiles` (migration 0021) so no writer can forget it: the audience index reads the rows committed since its own
 * snapshot and updates only those seqs (docs/decisions.md, "Incremental audience index").
 * `seq` -1 means "everything may have changed" (TRUNCATE). Rows older than a day are pruned.
 */
export const profileChanges = pgTable(
  "profile_changes",
  {
    /** The writing transaction: visible-or-not in a snapshot is what orders changes, not time. */
    xid: xid8("xid").notNull().default(sql`pg_current_xact_id()`),
    seq: integer("seq").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("profile_changes_xid_idx").on(t.xid), index("profile_changes_at_idx").on(t.at)],
);

/**
 * One row: the highest transaction whose `profile_changes` rows have been pruned. An index whose
 * snapshot's xmin is not above it may have missed pruned rows: it is rebuilt, not caught up.
 */
export const profileChangesPruned = pgTable("profile_changes_pruned", {
  id: integer("id").primaryKey().default(1),
  through: xid8("through").notNull(),
});

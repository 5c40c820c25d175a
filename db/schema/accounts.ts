import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

export const COUNTERS = ["search", "api", "email", "mobile"] as const;
export type Counter = (typeof COUNTERS)[number];

export const accounts = pgTable("accounts", {
  id: text("id").primaryKey().default(sql`gen_random_uuid()::text`),
  name: text("name").notNull(),
  plan: text("plan", { enum: ["free", "starter", "pro"] })
    .notNull()
    .default("free"),
  dailySearch: integer("daily_search").notNull(),
  dailyApi: integer("daily_api").notNull(),
  dailyEmail: integer("daily_email").notNull(),
  dailyMobile: integer("daily_mobile").notNull(),
  /** Enrichment jobs of this account processed at once (the plan's queue capacity). */
  concurrency: integer("concurrency").notNull().default(2),
  /** API requests per second per key. */
  rateLimit: integer("rate_limit").notNull().default(50),
  /** Distinct people the Live Estimate's free preview shows the account a day (the plan's). */
  previewPeoplePerDay: integer("preview_people_per_day").notNull().default(500),
  webhookSecret: text("webhook_secret").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const users = pgTable("users", {
  id: text("id").primaryKey().default(sql`gen_random_uuid()::text`),
  accountId: text("account_id")
    .notNull()
    .references(() => accounts.id, { onDelete: "cascade" }),
  name: text("name"),
  email: text("email").notNull().unique(),
  emailVerified: timestamp("email_verified", { withTimezone: true }),
  image: text("image"),
  passwordHash: text("password_hash"),
  /** Sessions carry the version they were issued under; raising it ends all of them at once. */
  sessionVersion: integer("session_version").notNull().default(0),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Sessions signed out one at a time (the UI's Sign out): a session whose id is here is refused
 * although its cookie is still signed and unexpired. A row is kept until the cookie would have
 * expired anyway, then deleted.
 */
export const endedSessions = pgTable("ended_sessions", {
  sessionId: text("session_id").primaryKey(),
  userId: text("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});

/**
 * Each signed-in session, written at sign-in (its id is the cookie's `sid`), for the list of
 * one's own sessions in Settings → Security: the browser, the address, when it began and was
 * last seen. Ending one writes `ended_sessions` (which is what refuses its cookie) and stamps
 * `ended_at` here; `session_version` is the user's at sign-in, so sign-out-everywhere and a new
 * password end every row at once. Rows are deleted 30 days after their last use.
 */
export const userSessions = pgTable(
  "user_sessions",
  {
    sessionId: text("session_id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    sessionVersion: integer("session_version").notNull(),
    userAgent: text("user_agent"),
    address: text("address"),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
  },
  (t) => [index("user_sessions_user_idx").on(t.userId, t.lastSeenAt)],
);

/** next-auth: linked sign-in providers (OAuth), kept for providers beyond e-mail + password. */
export const authAccounts = pgTable(
  "auth_accounts",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    provider: text("provider").notNull(),
    providerAccountId: text("provider_account_id").notNull(),
    refreshToken: text("refresh_token"),
    accessToken: text("access_token"),
    expiresAt: integer("expires_at"),
    tokenType: text("token_type"),
    scope: text("scope"),
    idToken: text("id_token"),
    sessionState: text("session_state"),
  },
  (t) => [primaryKey({ columns: [t.provider, t.providerAccountId] })],
);

/** next-auth: verification tokens (e-mail sign-in links, password resets). */
export const verificationTokens = pgTable(
  "verification_tokens",
  {
    identifier: text("identifier").notNull(),
    token: text("token").notNull(),
    expires: timestamp("expires", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.identifier, t.token] })],
);

export const ROLES = ["owner", "admin", "member", "viewer"] as const;
export type Role = (typeof ROLES)[number];

/**
 * Who belongs to which workspace (an account), with which role. A user may belong to several;
 * `users.account_id` is the workspace they sign in to first, and a session carries the one open
 * now. Every per-request session check joins this table, so removing a row ends that member's
 * sessions in the workspace and the keys they made at once.
 */
export const memberships = pgTable(
  "memberships",
  {
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role", { enum: ROLES }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** The member's own daily cap per counter, under the workspace's; null: no cap. */
    capSearch: integer("cap_search"),
    capApi: integer("cap_api"),
    capEmail: integer("cap_email"),
    capMobile: integer("cap_mobile"),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.userId] }),
    index("memberships_user_idx").on(t.userId),
  ],
);

/**
 * Invitations to join a workspace with a role: a single-use link (only its SHA-256 is kept)
 * mailed to the address, good for 7 days; resending replaces the token, revoking ends it.
 */
export const invitations = pgTable(
  "invitations",
  {
    id: text("id").primaryKey().default(sql`gen_random_uuid()::text`),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    role: text("role", { enum: ROLES }).notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    invitedBy: text("invited_by").references(() => users.id, { onDelete: "set null" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("invitations_account_idx").on(t.accountId, t.createdAt)],
);

export const apiKeys = pgTable(
  "api_keys",
  {
    id: text("id").primaryKey().default(sql`gen_random_uuid()::text`),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    name: text("name").notNull().default("API key"),
    /** First characters of the key, shown so a user can tell keys apart. */
    prefix: text("prefix").notNull(),
    /** SHA-256 of the whole key; the key itself is never stored. */
    hash: text("hash").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    /**
     * The member who made the key: it acts with at most their role's permissions, and stops
     * when they leave the workspace or lose a permission among its scopes. Null only for keys
     * of a workspace that had no user when memberships came (they keep full rights).
     */
    createdBy: text("created_by").references(() => users.id, { onDelete: "cascade" }),
    /** The permissions the key carries (lib/edge/auth/permissions.ts); null: all its maker's. */
    scopes: text("scopes").array(),
  },
  (t) => [index("api_keys_account_idx").on(t.accountId)],
);

/**
 * Each API key's token bucket (lib/edge/api/rate-limit.ts), shared by every web node so that a key's
 * limit holds across the cluster. UNLOGGED (migration 0016): it is rewritten on every request,
 * is worth no WAL, and a bucket lost in a crash only starts full again.
 */
export const rateLimitBuckets = pgTable("rate_limit_buckets", {
  keyId: text("key_id")
    .primaryKey()
    .references(() => apiKeys.id, { onDelete: "cascade" }),
  accountId: text("account_id")
    .notNull()
    .references(() => accounts.id, { onDelete: "cascade" }),
  tokens: doublePrecision("tokens").notNull(),
  /** Whether the request that last wrote the row was given a token. */
  granted: boolean("granted").notNull(),
  at: timestamp("at", { withTimezone: true }).notNull(),
});

export const allowanceUsage = pgTable(
  "allowance_usage",
  {
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    counter: text("counter", { enum: COUNTERS }).notNull(),
    used: integer("used").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.day, t.counter] })],
);

/**
 * A member's own use of each counter per UTC day, counted in the same statement as the
 * workspace's `allowance_usage` so that their cap (memberships.cap_*) holds under concurrency.
 */
export const memberUsage = pgTable(
  "member_usage",
  {
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    counter: text("counter", { enum: COUNTERS }).notNull(),
    used: integer("used").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.userId, t.day, t.counter] })],
);

export const creditBalances = pgTable(
  "credit_balances",
  {
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    counter: text("counter", { enum: COUNTERS }).notNull(),
    balance: bigint("balance", { mode: "number" }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.counter] })],
);

export const creditLedger = pgTable(
  "credit_ledger",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    counter: text("counter", { enum: COUNTERS }).notNull(),
    delta: bigint("delta", { mode: "number" }).notNull(),
    balanceAfter: bigint("balance_after", { mode: "number" }).notNull(),
    reason: text("reason").notNull(),
    ref: text("ref"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("credit_ledger_account_idx").on(t.accountId, t.createdAt)],
);

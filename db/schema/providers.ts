import { sql } from "drizzle-orm";
import {
  boolean,
  date,
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

/**
 * The external data providers an account asks, in `position` order (lib/engines/providers,
 * docs/providers.md). Rows with no account are the operator's default list, used by accounts
 * that have none of their own. The key is kept sealed (AES-256-GCM under a key derived from
 * AUTH_SECRET): it is shown to nobody after it is saved, only its last characters.
 */
export const providerConfigs = pgTable(
  "provider_configs",
  {
    id: text("id").primaryKey().default(sql`gen_random_uuid()::text`),
    accountId: text("account_id").references(() => accounts.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    position: integer("position").notNull(),
    keySealed: text("key_sealed").notNull(),
    keyHint: text("key_hint").notNull(),
    /** Calls a day per account; null for no limit. */
    dailyBudget: integer("daily_budget"),
    timeoutMs: integer("timeout_ms").notNull().default(5000),
    /** Calls in flight at once to this provider, per worker process. */
    concurrency: integer("concurrency").notNull().default(4),
    enabled: boolean("enabled").notNull().default(true),
    /**
     * Until when the circuit breaker was last seen open by a worker (null: closed). The breaker
     * itself lives in each worker's memory; this copy is what Settings shows, since the web
     * process (and a cluster's other nodes) cannot read a worker thread's memory.
     */
    breakerOpenUntil: timestamp("breaker_open_until", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("provider_configs_account_idx").on(t.accountId, t.position),
    uniqueIndex("provider_configs_account_provider_idx")
      .on(t.accountId, t.provider)
      .where(sql`${t.accountId} is not null`),
    uniqueIndex("provider_configs_operator_provider_idx")
      .on(t.provider)
      .where(sql`${t.accountId} is null`),
  ],
);

/** Per account, provider and UTC day: calls made and what they gave (budgets, figures). */
export const providerUsage = pgTable(
  "provider_usage",
  {
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    day: date("day").notNull(),
    asked: integer("asked").notNull().default(0),
    found: integer("found").notNull().default(0),
    notFound: integer("not_found").notNull().default(0),
    errors: integer("errors").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.provider, t.day] })],
);

/**
 * Providers' answers, per account (data bought with an account's key is that account's), by a
 * keyed hash of the question, so re-enriching within the retention asks no provider. Rows
 * older than the retention are neither used nor kept.
 */
export const providerCache = pgTable(
  "provider_cache",
  {
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    queryHash: text("query_hash").notNull(),
    outcome: text("outcome", { enum: ["found", "not_found"] }).notNull(),
    found: jsonb("found"),
    fetchedAt: timestamp("fetched_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.provider, t.queryHash] }),
    index("provider_cache_fetched_idx").on(t.fetchedAt),
  ],
);

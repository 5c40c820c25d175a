import { sql } from "drizzle-orm";
import { bigserial, index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { accounts } from "./accounts";

/**
 * The audit log (lib/features/audit): one row per security- or money-relevant act of an
 * account. Append-only: a trigger (migration) refuses UPDATE, TRUNCATE and every DELETE but
 * the retention sweep's and the account's own deletion (docs/data-model.md). The actor's ids
 * carry no foreign key, so a removed user or key still names who acted.
 */
export const auditEvents = pgTable(
  "audit_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    actorUserId: text("actor_user_id"),
    actorKeyId: text("actor_key_id"),
    /** The user's e-mail or the key's name and prefix when the act was done. */
    actorLabel: text("actor_label"),
    /** The client's address as the edge resolved it (lib/edge/auth/client-address.ts). */
    address: text("address"),
    action: text("action").notNull(),
    targetType: text("target_type"),
    targetId: text("target_id"),
    /** What changed, in a few fields (never a secret). */
    summary: jsonb("summary").notNull().default(sql`'{}'::jsonb`),
  },
  (t) => [
    index("audit_events_account_idx").on(t.accountId, t.id),
    index("audit_events_at_idx").on(t.at),
  ],
);

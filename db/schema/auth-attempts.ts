import { bigserial, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Sign-in and sign-up attempts that count against a throttle key (`sign-in:account:<e-mail>`,
 * `sign-in:address:<ip>`, …), one row each; a key is throttled while it has too many rows in
 * its window. In PostgreSQL so every web node sees the same counts.
 */
export const authAttempts = pgTable(
  "auth_attempts",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    key: text("key").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("auth_attempts_key_at").on(t.key, t.at)],
);

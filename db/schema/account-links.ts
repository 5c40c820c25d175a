import { sql } from "drizzle-orm";
import { index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./accounts";

/*
 * The e-mailed links of lib/features/accounts/account-links.ts. Only a SHA-256 of each link's token is
 * kept: a copy of the database opens no account.
 */

/** Outstanding password-reset links; a used one is deleted, with every other of its user. */
export const passwordResets = pgTable(
  "password_resets",
  {
    id: text("id").primaryKey().default(sql`gen_random_uuid()::text`),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("password_resets_user_idx").on(t.userId)],
);

/**
 * Sign-ups waiting for their address to be confirmed: the account is created from the row when
 * its link is opened, so an address nobody confirmed never holds (or blocks) an account.
 */
export const pendingSignUps = pgTable(
  "pending_sign_ups",
  {
    id: text("id").primaryKey().default(sql`gen_random_uuid()::text`),
    email: text("email").notNull(),
    name: text("name").notNull(),
    passwordHash: text("password_hash").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("pending_sign_ups_email_idx").on(t.email),
    index("pending_sign_ups_expires_idx").on(t.expiresAt),
  ],
);

/**
 * A signed-in user's change of e-mail address (lib/features/accounts/email-change.ts): a link to
 * the new address confirms it (`token_hash`, 24 hours), a notice to the old address carries a
 * link that undoes it and signs the account out everywhere (`undo_token_hash`, 7 days).
 */
export const emailChanges = pgTable(
  "email_changes",
  {
    id: text("id").primaryKey().default(sql`gen_random_uuid()::text`),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    oldEmail: text("old_email").notNull(),
    newEmail: text("new_email").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    undoTokenHash: text("undo_token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    undoExpiresAt: timestamp("undo_expires_at", { withTimezone: true }).notNull(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    undoneAt: timestamp("undone_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("email_changes_user_idx").on(t.userId),
    index("email_changes_undo_expires_idx").on(t.undoExpiresAt),
  ],
);

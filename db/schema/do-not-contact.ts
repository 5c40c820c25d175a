import { bigserial, index, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { accounts } from "./accounts";

/**
 * An account's do-not-contact list: e-mail addresses, domains and phone numbers whose people its
 * campaigns, enrichment requests and list exports never deliver (nor charge). A domain covers
 * addresses at that domain and people whose company has that domain; a phone number, people
 * holding that mobile. Values are stored normalised (lower case; phones in E.164).
 */
export const doNotContact = pgTable(
  "do_not_contact",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["email", "domain", "phone"] }).notNull(),
    value: text("value").notNull(),
    reason: text("reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("do_not_contact_entry_idx").on(t.accountId, t.kind, t.value),
    index("do_not_contact_account_idx").on(t.accountId, t.id),
  ],
);

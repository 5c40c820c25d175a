import { sql } from "drizzle-orm";
import { index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { accounts } from "./accounts";

/**
 * An account's saved company list (account-based marketing): uploaded once from a CSV of
 * company domains and/or names, then used as an include or exclude filter of targeting. A list
 * is never edited after its upload (a new upload makes a new list), so what a list matches only
 * changes with the data, and the Live Estimate can keep its bitmap per index.
 */
export const companyLists = pgTable(
  "company_lists",
  {
    id: text("id").primaryKey().default(sql`gen_random_uuid()::text`),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** Data rows of the upload, and how many of them matched a company at upload time. */
    rows: integer("rows").notNull(),
    matched: integer("matched").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("company_lists_account_idx").on(t.accountId, t.createdAt)],
);

/**
 * One row of an uploaded list. `domain` and `name` are as given (the domain normalised);
 * `matchDomain` / `matchName` are the keys targeting compares with a profile's company domain
 * and normalised company name: the domain when the row has one that matched (or no name to fall
 * back on), else the name key (lib/features/company-lists/company-match.ts).
 */
export const companyListEntries = pgTable(
  "company_list_entries",
  {
    listId: text("list_id")
      .notNull()
      .references(() => companyLists.id, { onDelete: "cascade" }),
    row: integer("row").notNull(),
    domain: text("domain"),
    name: text("name"),
    matchDomain: text("match_domain"),
    matchName: text("match_name"),
    /** "domain" or "name" when the row matched a company at upload; NULL when it did not. */
    matchedBy: text("matched_by", { enum: ["domain", "name"] }),
    /** Why the row cannot match (an invalid domain, no value); NULL for a usable row. */
    problem: text("problem"),
  },
  (t) => [
    primaryKey({ columns: [t.listId, t.row] }),
    index("company_list_entries_domain_idx").on(t.listId, t.matchDomain),
    index("company_list_entries_name_idx").on(t.listId, t.matchName),
  ],
);

import { date, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { accounts } from "./accounts";

/**
 * The people the Live Estimate's preview has shown each account each day (UTC), once each: the
 * count of an account's rows for today is what its daily cap (`accounts.preview_people_per_day`)
 * bounds (lib/features/estimate/sample.ts). Days before today are pruned by a worker sweep.
 */
export const previewViews = pgTable(
  "preview_views",
  {
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    profileId: text("profile_id").notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.day, t.profileId] })],
);

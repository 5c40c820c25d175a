import type { Counter } from "@/db/schema";

/** The `accounts` column holding each counter's daily limit. */
export const LIMIT_COLUMN: Record<Counter, string> = {
  search: "daily_search",
  api: "daily_api",
  email: "daily_email",
  mobile: "daily_mobile",
};

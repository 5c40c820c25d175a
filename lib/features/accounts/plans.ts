import type { Counter } from "@/db/schema";

export const PLANS = ["free", "starter", "pro"] as const;
export type Plan = (typeof PLANS)[number];

export interface PlanSpec {
  daily: Record<Counter, number>;
  startingCredits: Record<Counter, number>;
  /** Enrichment jobs processed at once for the account (interface spec §8: queue capacity). */
  concurrency: number;
  /** API requests per second per key. */
  rateLimit: number;
  /**
   * Distinct people the Live Estimate's free preview shows the account a day (UTC); past it
   * the estimate answers its counts without people, so the preview cannot be harvested.
   */
  previewPeoplePerDay: number;
}

export const PLAN_SPECS: Record<Plan, PlanSpec> = {
  free: {
    daily: { search: 50, api: 25, email: 25, mobile: 10 },
    startingCredits: { search: 200, api: 100, email: 100, mobile: 25 },
    concurrency: 1,
    rateLimit: 10,
    previewPeoplePerDay: 500,
  },
  starter: {
    daily: { search: 1_000, api: 500, email: 500, mobile: 200 },
    startingCredits: { search: 10_000, api: 5_000, email: 5_000, mobile: 1_000 },
    concurrency: 4,
    rateLimit: 50,
    previewPeoplePerDay: 500,
  },
  pro: {
    daily: { search: 10_000, api: 5_000, email: 5_000, mobile: 2_000 },
    startingCredits: { search: 100_000, api: 50_000, email: 50_000, mobile: 10_000 },
    concurrency: 8,
    rateLimit: 200,
    previewPeoplePerDay: 500,
  },
};

import { z } from "zod";
import { Delivery } from "@/lib/campaigns/delivery-schema";
import { Targeting } from "@/lib/targeting/schema";

/** POST /v1/estimate body. Client-safe: the Live Estimate panel posts exactly this. */
export const EstimateRequest = z.strictObject({
  filters: Targeting.default({}),
  delivery: Delivery.optional(),
});
export type EstimateRequest = z.input<typeof EstimateRequest>;

export interface BreakdownRow {
  value: string;
  count: number;
}

export interface Estimate {
  count: number;
  /** False while the index still reflects older data than the database holds (being rebuilt). */
  exact: boolean;
  withEmail: number;
  withMobile: number;
  /** Profiles that have every contact type the delivery asks for. */
  deliverable: number;
  /** min(deliverable, leadsPerDay × delivery days per week). */
  perWeek: number;
  breakdown: {
    country: BreakdownRow[];
    seniority: BreakdownRow[];
    industry: BreakdownRow[];
    companySize: BreakdownRow[];
  };
  tookMs: number;
}

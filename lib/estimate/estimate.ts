import type { Db } from "@/db/client";
import { Delivery } from "@/lib/campaigns/delivery-schema";
import { resolveTargeting } from "@/lib/targeting/resolve";
import type { Targeting } from "@/lib/targeting/schema";
import { countAudience, evaluatePlan } from "./audience-index";
import { breakdownAudience } from "./breakdown";
import type { Estimate } from "./schema";

/**
 * The Live Estimate: audience size, reachable contacts, weekly delivery and the top values of
 * four dimensions, counted on the in-memory index (free: it consumes no allowance).
 */
export async function estimateAudience(
  ctx: { db: Db },
  input: { filters: Targeting; delivery?: Delivery },
): Promise<Estimate> {
  const started = performance.now();
  const delivery = input.delivery ?? Delivery.parse({});
  const { plan, index, current } = await resolveTargeting(ctx.db, input.filters);
  const bits = evaluatePlan(index, plan);
  const counts = countAudience(index, bits);
  const breakdown = breakdownAudience(index, plan, bits, counts.count);
  const deliverable =
    delivery.email && delivery.mobile
      ? counts.withBoth
      : delivery.email
        ? counts.withEmail
        : delivery.mobile
          ? counts.withMobile
          : counts.count;
  return {
    count: counts.count,
    exact: current,
    withEmail: counts.withEmail,
    withMobile: counts.withMobile,
    deliverable,
    perWeek: Math.min(deliverable, delivery.leadsPerDay * delivery.days.length),
    breakdown,
    tookMs: Math.round((performance.now() - started) * 100) / 100,
  };
}

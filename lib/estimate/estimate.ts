import type { Db } from "@/db/client";
import { Delivery } from "@/lib/campaigns/delivery-schema";
import { resolveTargeting } from "@/lib/targeting/resolve";
import type { Targeting } from "@/lib/targeting/schema";
import { type AudienceIndex, type Counts, countAudience, evaluatePlan } from "./audience-index";
import { type Breakdown, breakdownAudience } from "./breakdown";
import type { Estimate } from "./schema";

const DEFAULT_DELIVERY = Delivery.parse({});

interface Counted {
  counts: Counts;
  breakdown: Breakdown;
}

/**
 * Results by plan, per index (a new index starts empty, so an entry never outlives its data).
 * The wizard asks again for targetings it has shown (a filter ticked and unticked), and campaign
 * lists and checklists estimate every campaign they show.
 */
let results = new WeakMap<AudienceIndex, Map<string, Counted>>();
let cacheSize = 500;

/** Empties the cache and sets its size; for the benchmark, which measures the counting itself (0). */
export function setEstimateCacheSize(size: number): void {
  results = new WeakMap();
  cacheSize = size;
}

function count(index: AudienceIndex, plan: Parameters<typeof evaluatePlan>[1]): Counted {
  let cached = results.get(index);
  if (!cached) {
    cached = new Map();
    results.set(index, cached);
  }
  const hit = cached.get(plan.key);
  if (hit) {
    // Re-inserted to mark it recently used: the Map's order is the eviction order.
    cached.delete(plan.key);
    cached.set(plan.key, hit);
    return hit;
  }
  const bits = evaluatePlan(index, plan);
  const counts = countAudience(index, bits);
  const result = { counts, breakdown: breakdownAudience(index, plan, bits, counts.count) };
  if (cacheSize > 0) {
    if (cached.size >= cacheSize) cached.delete(cached.keys().next().value as string);
    cached.set(plan.key, result);
  }
  return result;
}

/**
 * The Live Estimate: audience size, reachable contacts, weekly delivery and the top values of
 * four dimensions, counted on the in-memory index (free: it consumes no allowance).
 */
export async function estimateAudience(
  ctx: { db: Db },
  input: { filters: Targeting; delivery?: Delivery },
): Promise<Estimate> {
  const started = performance.now();
  const delivery = input.delivery ?? DEFAULT_DELIVERY;
  const { plan, index, current } = await resolveTargeting(ctx.db, input.filters);
  const { counts, breakdown } = count(index, plan);
  const withAny = counts.withEmail + counts.withMobile - counts.withBoth;
  const deliverable =
    delivery.email && delivery.mobile
      ? delivery.requireContact === "all"
        ? counts.withBoth
        : withAny
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
    withBoth: counts.withBoth,
    withAny,
    deliverable,
    perWeek: Math.min(deliverable, delivery.leadsPerDay * delivery.days.length),
    breakdown: structuredClone(breakdown),
    tookMs: Math.round((performance.now() - started) * 100) / 100,
  };
}

import type { Plan } from "@/lib/model/targeting/plan";
import { type AudienceIndex, type Counts, countAudience, evaluatePlan } from "./audience-index";
import { andBits, newBitmap } from "./bitmap";
import { type Breakdown, breakdownAudience, countAndBreakdown } from "./breakdown";

export interface Counted {
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
export function setCountCacheSize(size: number): void {
  results = new WeakMap();
  cacheSize = size;
}

/** The plan's audience counted and broken down, from the cache when it was counted lately. */
export function countPlan(index: AudienceIndex, plan: Plan): Counted {
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
  const result = countUncached(index, plan);
  if (cacheSize > 0) {
    if (cached.size >= cacheSize) cached.delete(cached.keys().next().value as string);
    cached.set(plan.key, result);
  }
  return result;
}

/** The plan's audience counted and broken down. */
export function countUncached(index: AudienceIndex, plan: Plan): Counted {
  return countAndBreakdown(index, plan, evaluatePlan(index, plan));
}

/** A bitmap over the index of the given seqs (those newer than the index are left out). */
export function bitsOfSeqs(index: AudienceIndex, seqs: Iterable<number>): Uint32Array {
  const bits = newBitmap(index.words);
  for (const seq of seqs) {
    if (seq <= index.maxSeq) bits[seq >>> 5] = (bits[seq >>> 5] as number) | (1 << (seq & 31));
  }
  return bits;
}

/**
 * The plan's audience less each exclusion in turn (uncached: exclusions are an account's own),
 * and how many each one removed from what the previous ones left (0 for an absent one).
 */
export function countExcluding(
  index: AudienceIndex,
  plan: Plan,
  exclusions: (Uint32Array | undefined)[],
  /** Narrows the audience in place before the exclusions (e.g. an account's company lists). */
  narrow?: (bits: Uint32Array) => void,
  /**
   * Sees the audience as it stands before the exclusion at `at` is applied (e.g. to
   * count how much of it is in the account's CRM); the bits must not be kept or changed.
   */
  observe?: { at: number; see: (bits: Uint32Array) => void },
): Counted & { removed: number[] } {
  const whole = countPlan(index, plan);
  if (!narrow && !observe && exclusions.every((e) => e === undefined))
    return { ...whole, removed: exclusions.map(() => 0) };
  const bits = evaluatePlan(index, plan);
  let kept = whole.counts;
  if (narrow) {
    narrow(bits);
    kept = countAudience(index, bits);
  }
  const removed = exclusions.map((excluded, i) => {
    if (observe?.at === i) observe.see(bits);
    if (!excluded) return 0;
    andBits(bits, excluded, true);
    const k = countAudience(index, bits);
    const n = kept.count - k.count;
    kept = k;
    return n;
  });
  if (kept.count === whole.counts.count) return { ...whole, removed };
  return { counts: kept, breakdown: breakdownAudience(index, plan, bits, kept.count), removed };
}

import { env } from "@/lib/core/env";
import type { Plan } from "@/lib/model/targeting/plan";
import { type AudienceIndex, type Counts, countBits, evaluatePlan } from "./audience-index";
import { andBits, newBitmap } from "./bitmap";
import { type Breakdown, countAndBreakdown, type Sampled } from "./breakdown";

export interface Counted {
  counts: Counts;
  breakdown: Breakdown;
  /** Present when the breakdown was taken from a sample of the audience (breakdown.ts). */
  sampled?: Sampled;
}

let exactUpTo: number | undefined;

/**
 * Sets how many profiles an exact breakdown may visit (ESTIMATE_EXACT_BREAKDOWN_UP_TO by
 * default) and empties the cache; for tests, which sample small audiences.
 */
export function setExactBreakdownUpTo(visits: number | undefined): void {
  exactUpTo = visits;
  results = new WeakMap();
}

function breakdownUpTo(): number {
  exactUpTo ??= env().ESTIMATE_EXACT_BREAKDOWN_UP_TO;
  return exactUpTo;
}

function counted(index: AudienceIndex, plan: Plan, bits: Uint32Array): Counted {
  return countAndBreakdown(index, plan, bits, 5, breakdownUpTo());
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

function cacheOf(index: AudienceIndex): Map<string, Counted> {
  let cached = results.get(index);
  if (!cached) {
    cached = new Map();
    results.set(index, cached);
  }
  return cached;
}

/** The plan's result if it was counted lately (marked recently used), else undefined. */
function cachedResult(index: AudienceIndex, plan: Plan): Counted | undefined {
  const cached = cacheOf(index);
  const hit = cached.get(plan.key);
  if (hit) {
    // Re-inserted to mark it recently used: the Map's order is the eviction order.
    cached.delete(plan.key);
    cached.set(plan.key, hit);
  }
  return hit;
}

function remember(index: AudienceIndex, plan: Plan, result: Counted): void {
  if (cacheSize <= 0) return;
  const cached = cacheOf(index);
  if (cached.size >= cacheSize) cached.delete(cached.keys().next().value as string);
  cached.set(plan.key, result);
}

/** The plan's audience counted and broken down, from the cache when it was counted lately. */
export function countPlan(index: AudienceIndex, plan: Plan): Counted {
  const hit = cachedResult(index, plan);
  if (hit) return hit;
  const result = countUncached(index, plan);
  remember(index, plan, result);
  return result;
}

/** The plan's audience counted and broken down. */
export function countUncached(index: AudienceIndex, plan: Plan): Counted {
  return counted(index, plan, evaluatePlan(index, plan));
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
  if (!narrow && !observe && exclusions.every((e) => e === undefined))
    return { ...countPlan(index, plan), removed: exclusions.map(() => 0) };
  const hit = cachedResult(index, plan);
  const bits = evaluatePlan(index, plan);
  const whole = hit?.counts.count ?? countBits(index, bits);
  if (narrow) narrow(bits);
  let kept = narrow ? countBits(index, bits) : whole;
  const removed = exclusions.map((excluded, i) => {
    if (observe?.at === i) observe.see(bits);
    if (!excluded) return 0;
    andBits(bits, excluded, true);
    const k = countBits(index, bits);
    const n = kept - k;
    kept = k;
    return n;
  });
  // One tally counts and breaks down what is left; nothing left out: the plan's own audience.
  if (kept === whole) {
    if (hit) return { ...hit, removed };
    const result = counted(index, plan, bits);
    remember(index, plan, result);
    return { ...result, removed };
  }
  return { ...counted(index, plan, bits), removed };
}

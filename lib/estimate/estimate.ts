import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { Delivery } from "@/lib/campaigns/delivery-schema";
import { type Clock, systemClock } from "@/lib/clock";
import { listedSeqs, listVersion } from "@/lib/do-not-contact/match";
import { resolveTargeting } from "@/lib/targeting/resolve";
import type { Targeting } from "@/lib/targeting/schema";
import { type AudienceIndex, type Counts, countAudience, evaluatePlan } from "./audience-index";
import { andBits } from "./bitmap";
import { type Breakdown, breakdownAudience } from "./breakdown";
import { sampleAudience } from "./sample";
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

/** Each account's do-not-contact list as a bitmap over an index, by the list's version. */
const listedByIndex = new WeakMap<
  AudienceIndex,
  Map<string, { version: string; bits: Uint32Array }>
>();

async function listedBits(
  db: Db,
  accountId: string,
  index: AudienceIndex,
): Promise<Uint32Array | undefined> {
  const version = await listVersion(db, accountId);
  if (version.startsWith("0:")) return undefined;
  let byAccount = listedByIndex.get(index);
  if (!byAccount) {
    byAccount = new Map();
    listedByIndex.set(index, byAccount);
  }
  const hit = byAccount.get(accountId);
  if (hit?.version === version) return hit.bits;
  const bits = new Uint32Array(index.words);
  for (const seq of await listedSeqs(db, accountId)) {
    if (seq <= index.maxSeq) bits[seq >>> 5] = (bits[seq >>> 5] as number) | (1 << (seq & 31));
  }
  byAccount.set(accountId, { version, bits });
  return bits;
}

/** People the account's campaigns delivered after `since`, as a bitmap over the index. */
async function recentBits(
  db: Db,
  accountId: string,
  since: Date,
  index: AudienceIndex,
): Promise<Uint32Array> {
  const rows = await db.execute<{ seq: number }>(sql`
    select distinct p.seq from campaign_leads l join profiles p on p.id = l.profile_id
    where l.account_id = ${accountId} and l.delivered_at > ${since.toISOString()}::timestamptz`);
  const bits = new Uint32Array(index.words);
  for (const { seq } of rows) {
    if (seq <= index.maxSeq) bits[seq >>> 5] = (bits[seq >>> 5] as number) | (1 << (seq & 31));
  }
  return bits;
}

/**
 * The Live Estimate: audience size, reachable contacts, weekly delivery and the top values of
 * four dimensions, counted on the in-memory index (free: it consumes no allowance). For an
 * account, people on its do-not-contact list, and those its campaigns delivered lately when the
 * delivery asks to skip them, are left out of every figure and counted apart.
 */
export async function estimateAudience(
  ctx: { db: Db; accountId?: string; clock?: Clock },
  input: { filters: Targeting; delivery?: Delivery; sample?: number },
): Promise<Estimate> {
  const started = performance.now();
  const delivery = input.delivery ?? DEFAULT_DELIVERY;
  const { plan, index, current } = await resolveTargeting(ctx.db, input.filters);
  const listed = ctx.accountId ? await listedBits(ctx.db, ctx.accountId, index) : undefined;
  const recent =
    ctx.accountId && delivery.skipDeliveredDays
      ? await recentBits(
          ctx.db,
          ctx.accountId,
          new Date(
            (ctx.clock ?? systemClock).now().getTime() - delivery.skipDeliveredDays * 86_400_000,
          ),
          index,
        )
      : undefined;
  let { counts, breakdown } = count(index, plan);
  let doNotContact = 0;
  let recentlyDelivered = 0;
  if (listed || recent) {
    // Uncached: these sets are the account's own, and change the audience only when they bite.
    const bits = evaluatePlan(index, plan);
    let kept = counts;
    if (listed) {
      andBits(bits, listed, true);
      const k = countAudience(index, bits);
      doNotContact = kept.count - k.count;
      kept = k;
    }
    if (recent) {
      andBits(bits, recent, true);
      const k = countAudience(index, bits);
      recentlyDelivered = kept.count - k.count;
      kept = k;
    }
    if (kept.count !== counts.count) {
      breakdown = breakdownAudience(index, plan, bits, kept.count);
      counts = kept;
    }
  }
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
    doNotContact,
    recentlyDelivered,
    exact: current,
    withEmail: counts.withEmail,
    withMobile: counts.withMobile,
    withBoth: counts.withBoth,
    withAny,
    deliverable,
    perWeek: Math.min(deliverable, delivery.leadsPerDay * delivery.days.length),
    breakdown: structuredClone(breakdown),
    ...(input.sample !== undefined && {
      sample: await sampleAudience(ctx.db, {
        index,
        plan,
        without: [listed, recent],
        size: input.sample,
      }),
    }),
    tookMs: Math.round((performance.now() - started) * 100) / 100,
  };
}

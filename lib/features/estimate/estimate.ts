import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { type Clock, systemClock, utcDay } from "@/lib/core/clock";
import {
  type AudienceIndex,
  bitsOfSeqs,
  countExcluding,
  resolveTargeting,
} from "@/lib/engines/audience";
import { applyCompanyListMask, companyListMask } from "@/lib/features/company-lists/audience";
import { checkCompanyLists } from "@/lib/features/company-lists/company-lists";
import {
  type CrmAudience,
  countWithin,
  crmAudience,
  crmExclusion,
} from "@/lib/features/crm/crm-audience";
import { listedSeqs, listVersion } from "@/lib/features/do-not-contact/dnc-match";
import { Delivery } from "@/lib/model/targeting/delivery-schema";
import type { Targeting } from "@/lib/model/targeting/schema";
import { filterGroups, rankLoosening } from "./loosen";
import { sampleAudience } from "./sample";
import type { Estimate, Loosen } from "./schema";

const DEFAULT_DELIVERY = Delivery.parse({});

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
  const bits = bitsOfSeqs(index, await listedSeqs(db, accountId));
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
  return bitsOfSeqs(
    index,
    rows.map((r) => r.seq),
  );
}

/** Rows copied one by one: 0.2 µs, where structuredClone took ~7 µs for this shape. */
function copyBreakdown(b: Estimate["breakdown"]): Estimate["breakdown"] {
  return {
    country: b.country.map((r) => ({ ...r })),
    seniority: b.seniority.map((r) => ({ ...r })),
    industry: b.industry.map((r) => ({ ...r })),
    companySize: b.companySize.map((r) => ({ ...r })),
  };
}

/** The answer's preview fields: the people, unless the account's daily cap withholds them. */
async function previewOf(
  ctx: { db: Db; accountId?: string; clock?: Clock },
  input: Omit<Parameters<typeof sampleAudience>[1], "account">,
): Promise<Pick<Estimate, "sample" | "sampleLimit">> {
  const account = ctx.accountId
    ? { id: ctx.accountId, day: utcDay((ctx.clock ?? systemClock).now()) }
    : undefined;
  const { people, limit } = await sampleAudience(ctx.db, { ...input, account });
  if (!limit) return { sample: people };
  return limit.reached ? { sampleLimit: limit } : { sample: people, sampleLimit: limit };
}

/**
 * The account's own exclusions, worked out once per estimate: do-not-contact, recent leads,
 * and the people the targeting's `excludeInCrm` leaves out.
 */
async function exclusionsOf(
  ctx: { db: Db; accountId?: string; clock?: Clock },
  index: AudienceIndex,
  delivery: Delivery,
  filters: Targeting,
): Promise<[Uint32Array | undefined, Uint32Array | undefined, Uint32Array | undefined]> {
  if (!ctx.accountId) return [undefined, undefined, undefined];
  const listed = await listedBits(ctx.db, ctx.accountId, index);
  const recent = delivery.skipDeliveredDays
    ? await recentBits(
        ctx.db,
        ctx.accountId,
        new Date(
          (ctx.clock ?? systemClock).now().getTime() - delivery.skipDeliveredDays * 86_400_000,
        ),
        index,
      )
    : undefined;
  const crm = filters.excludeInCrm
    ? crmExclusion(
        await crmAudience(ctx.db, ctx.accountId, index),
        filters.excludeInCrm,
        index.words,
      )
    : undefined;
  return [listed, recent, crm];
}

/** The targeting's audience counted on the index, company lists and exclusions applied. */
async function countTargeting(
  ctx: { db: Db; accountId?: string; clock?: Clock },
  filters: Targeting,
  exclusions: (index: AudienceIndex) => Promise<(Uint32Array | undefined)[]>,
  observe?: (index: AudienceIndex) => Promise<Parameters<typeof countExcluding>[4]>,
) {
  const companyLists = await checkCompanyLists(ctx, filters);
  const { plan, index, current } = await resolveTargeting(
    ctx.db,
    filters,
    ctx.accountId,
    undefined,
    (ctx.clock ?? systemClock).now(),
  );
  // Company lists narrow the audience itself (one more bitmap); the plan's cache ignores them.
  const mask = companyLists ? await companyListMask(ctx.db, index, companyLists) : undefined;
  const without = await exclusions(index);
  const narrow = mask ? (bits: Uint32Array) => applyCompanyListMask(bits, mask) : undefined;
  // The company lists narrow the audience first; then people on the account's do-not-contact
  // list, then those delivered lately, each counted apart.
  const seen = observe ? await observe(index) : undefined;
  return {
    ...countExcluding(index, plan, without, narrow, seen),
    plan,
    index,
    current,
    narrow,
    without,
  };
}

/**
 * At zero, what removing each active filter on its own would count (the estimate engine counts
 * in about a millisecond, and there are at most a couple of dozen filters): the filter to
 * loosen first is the one that gives the most.
 */
async function loosening(
  ctx: { db: Db; accountId?: string; clock?: Clock },
  filters: Targeting,
  exclusions: (index: AudienceIndex) => Promise<(Uint32Array | undefined)[]>,
): Promise<Loosen[]> {
  const counted: Loosen[] = [];
  for (const g of filterGroups(filters)) {
    const { counts } = await countTargeting(ctx, g.without, exclusions);
    counted.push({ filter: g.filter, label: g.label, count: counts.count });
  }
  return rankLoosening(counted);
}

/**
 * The Live Estimate: audience size, reachable contacts, weekly delivery and the top values of
 * four dimensions, counted on the in-memory index (free: it consumes no allowance). For an
 * account, people on its do-not-contact list, and those its campaigns delivered lately when the
 * delivery asks to skip them, are left out of every figure and counted apart. When nobody
 * matches, `loosen` says what removing each filter would give.
 */
export async function estimateAudience(
  ctx: { db: Db; accountId?: string; clock?: Clock },
  input: { filters: Targeting; delivery?: Delivery; sample?: number },
): Promise<Estimate> {
  const started = performance.now();
  const delivery = input.delivery ?? DEFAULT_DELIVERY;
  // "Already in my CRM": how much of the audience (do-not-contact and recent leads left out) it is.
  let inCrm: Estimate["inCrm"];
  const observeCrm = async (index: AudienceIndex) => {
    const crm: CrmAudience | undefined = ctx.accountId
      ? await crmAudience(ctx.db, ctx.accountId, index)
      : undefined;
    if (!crm) return undefined;
    return {
      at: 2,
      see: (bits: Uint32Array) => {
        inCrm = {
          people: countWithin(bits, crm.people),
          companies: countWithin(bits, crm.companies),
          excluded: 0,
        };
      },
    };
  };
  const {
    counts,
    breakdown,
    sampled,
    removed: [doNotContact = 0, recentlyDelivered = 0, crmExcluded = 0],
    plan,
    index,
    current,
    narrow,
    without,
  } = await countTargeting(
    ctx,
    input.filters,
    (index) => exclusionsOf(ctx, index, delivery, input.filters),
    observeCrm,
  );
  if (inCrm) inCrm.excluded = crmExcluded;
  // The same exclusions for the loosened counts, unless the index was rebuilt in between.
  const sameExclusions = async (other: AudienceIndex) =>
    other === index ? without : exclusionsOf(ctx, other, delivery, input.filters);
  // With "work e-mail only", an address that is not a work one counts as none, as delivery has it.
  const withEmail = delivery.workEmailOnly ? counts.withWorkEmail : counts.withEmail;
  const withBoth = delivery.workEmailOnly ? counts.withWorkEmailAndMobile : counts.withBoth;
  const withAny = withEmail + counts.withMobile - withBoth;
  // Every lead is delivered with the contacts chosen: with neither chosen, nobody is.
  const deliverable =
    delivery.email && delivery.mobile
      ? delivery.requireContact === "all"
        ? withBoth
        : withAny
      : delivery.email
        ? withEmail
        : delivery.mobile
          ? counts.withMobile
          : 0;
  return {
    count: counts.count,
    doNotContact,
    recentlyDelivered,
    ...(inCrm && { inCrm }),
    exact: current,
    withEmail,
    withWorkEmail: counts.withWorkEmail,
    withMobile: counts.withMobile,
    withBoth,
    withAny,
    deliverable,
    perWeek: Math.min(deliverable, delivery.leadsPerDay * delivery.days.length),
    // A copy: the counted breakdown is cached and shared by every estimate of the targeting.
    breakdown: copyBreakdown(breakdown),
    ...(sampled && { breakdownSampled: { ...sampled } }),
    ...(input.sample !== undefined &&
      (await previewOf(ctx, {
        index,
        plan,
        narrow,
        without,
        size: input.sample,
      }))),
    ...(counts.count === 0 && {
      loosen: await loosening(ctx, input.filters, sameExclusions),
    }),
    tookMs: Math.round((performance.now() - started) * 100) / 100,
  };
}

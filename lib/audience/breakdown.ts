import type { BreakdownKey } from "@/lib/targeting/fields";
import type { Plan } from "@/lib/targeting/plan";
import { type AudienceIndex, type Counts, ownedBy, type Tally } from "./audience-index";
import { cardinality, EMPTY_SET, newBitmap, popcount, type SeqSet } from "./bitmap";

/*
 * The estimate's breakdown: how many of the audience have each country, seniority, industry and
 * company size. Tallying means visiting every profile of the audience, the most expensive step of
 * an estimate on a wide audience. Two things keep it short:
 *
 * - A set that contains the audience and whose tally is known (a value chosen in a filter, a
 *   range of experience, all profiles) gives the audience's tally by subtracting the profiles of
 *   that set outside the audience. The cheaper of "visit the audience" and "visit the rest of
 *   such a set" is taken; a one-filter audience (the first thing the Live Estimate shows) costs
 *   nothing to tally.
 * - The four columns are walked together with hand-unrolled code (three times faster than a loop
 *   over columns).
 *
 * The audience's contact counts (with e-mail, mobile, …) ride on the same tally, after the four
 * columns: a base's counts less those of what the audience leaves out of it, so that an estimate
 * needs no pass of its own to count them (countAndBreakdown).
 */

const KEYS: BreakdownKey[] = ["country", "seniority", "industry", "companySize"];

interface Layout {
  c0: Uint16Array;
  c1: Uint16Array;
  c2: Uint16Array;
  c3: Uint16Array;
  /** Where each column's counts start in Tally.counts (column 0 starts at 0). */
  o1: number;
  o2: number;
  o3: number;
  /**
   * Where the six contact counts start, after the columns' (countFlagsInto's order: all, with
   * e-mail, with mobile, with both, with work e-mail, with work e-mail and mobile), counted from
   * the contact flags' bitmaps `e`, `m` and `w` a word at a time as the tally visits the word.
   */
  f: number;
  e: Uint32Array;
  m: Uint32Array;
  w: Uint32Array;
  length: number;
  /** An empty bitmap: "leave nothing out" for the kernels that leave some seqs out. */
  none: Uint32Array;
}

const layouts = new WeakMap<AudienceIndex, Layout>();

function layoutOf(ix: AudienceIndex): Layout {
  let l = layouts.get(ix);
  if (!l) {
    const b = ix.breakdown;
    const o1 = b.country.labels.length + 1;
    const o2 = o1 + b.seniority.labels.length + 1;
    const o3 = o2 + b.industry.labels.length + 1;
    const f = o3 + b.companySize.labels.length + 1;
    l = {
      c0: b.country.codes,
      c1: b.seniority.codes,
      c2: b.industry.codes,
      c3: b.companySize.codes,
      o1,
      o2,
      o3,
      f,
      e: ix.flags.hasEmail,
      m: ix.flags.hasMobile,
      w: ix.flags.hasWorkEmail,
      length: f + 6,
      none: newBitmap(ix.words),
    };
    layouts.set(ix, l);
  }
  return l;
}

/*
 * The tally kernels (see bitmap.ts on kernels): the four columns and their offsets are passed as
 * typed arrays and numbers, never as the Layout object, so nothing in them depends on a shape.
 */

/** Adds `delta` to the tally of every seq set in word `w` (seqs base … base + 31); how many. */
function addWord(
  c0: Uint16Array,
  c1: Uint16Array,
  c2: Uint16Array,
  c3: Uint16Array,
  o1: number,
  o2: number,
  o3: number,
  t: Int32Array,
  w: number,
  base: number,
  delta: number,
): number {
  let n = 0;
  let bits = w;
  while (bits !== 0) {
    const low = bits & -bits;
    const seq = base + 31 - Math.clz32(low);
    const k0 = c0[seq] as number;
    const k1 = o1 + (c1[seq] as number);
    const k2 = o2 + (c2[seq] as number);
    const k3 = o3 + (c3[seq] as number);
    t[k0] = (t[k0] as number) + delta;
    t[k1] = (t[k1] as number) + delta;
    t[k2] = (t[k2] as number) + delta;
    t[k3] = (t[k3] as number) + delta;
    bits ^= low;
    n++;
  }
  return n;
}

/**
 * Adds every seq of `bits` to the tally, and its contact counts; how many there were. The six
 * counts are written out here, in subtractDense and in countFlagsInto (bitmap.ts) alike, in the
 * same order: a shared helper made the six-count pass over a wide audience ~3× slower (a
 * micro-benchmark, 190 → 610 µs over 31,250 words).
 */
function tallyDense(
  c0: Uint16Array,
  c1: Uint16Array,
  c2: Uint16Array,
  c3: Uint16Array,
  o1: number,
  o2: number,
  o3: number,
  counts: Int32Array,
  bits: Uint32Array,
  f: number,
  e: Uint32Array,
  m: Uint32Array,
  w: Uint32Array,
): number {
  let count = 0;
  for (let i = 0, end = bits.length; i < end; i++) {
    const x = bits[i] as number;
    if (x === 0) continue;
    count += addWord(c0, c1, c2, c3, o1, o2, o3, counts, x, i << 5, 1);
    const xm = x & (m[i] as number);
    counts[f] = (counts[f] as number) + popcount(x);
    counts[f + 1] = (counts[f + 1] as number) + popcount(x & (e[i] as number));
    counts[f + 2] = (counts[f + 2] as number) + popcount(xm);
    counts[f + 3] = (counts[f + 3] as number) + popcount(xm & (e[i] as number));
    counts[f + 4] = (counts[f + 4] as number) + popcount(x & (w[i] as number));
    counts[f + 5] = (counts[f + 5] as number) + popcount(xm & (w[i] as number));
  }
  return count;
}

/** Takes from the tally (contact counts too) the seqs of `set` outside `audience` and `minus`. */
function subtractDense(
  c0: Uint16Array,
  c1: Uint16Array,
  c2: Uint16Array,
  c3: Uint16Array,
  o1: number,
  o2: number,
  o3: number,
  counts: Int32Array,
  set: Uint32Array,
  audience: Uint32Array,
  minus: Uint32Array,
  f: number,
  e: Uint32Array,
  m: Uint32Array,
  w: Uint32Array,
): void {
  for (let i = 0, end = audience.length; i < end; i++) {
    const x = (set[i] as number) & ~(audience[i] as number) & ~(minus[i] as number);
    if (x === 0) continue;
    addWord(c0, c1, c2, c3, o1, o2, o3, counts, x, i << 5, -1);
    const xm = x & (m[i] as number);
    counts[f] = (counts[f] as number) - popcount(x);
    counts[f + 1] = (counts[f + 1] as number) - popcount(x & (e[i] as number));
    counts[f + 2] = (counts[f + 2] as number) - popcount(xm);
    counts[f + 3] = (counts[f + 3] as number) - popcount(xm & (e[i] as number));
    counts[f + 4] = (counts[f + 4] as number) - popcount(x & (w[i] as number));
    counts[f + 5] = (counts[f + 5] as number) - popcount(xm & (w[i] as number));
  }
}

/**
 * Adds `delta` to the tally (contact counts too) for each seq of a sparse list that is not in
 * `outside`.
 */
function tallySparse(
  c0: Uint16Array,
  c1: Uint16Array,
  c2: Uint16Array,
  c3: Uint16Array,
  o1: number,
  o2: number,
  o3: number,
  counts: Int32Array,
  seqs: Uint32Array,
  outside: Uint32Array,
  delta: number,
  f: number,
  e: Uint32Array,
  m: Uint32Array,
  w: Uint32Array,
): void {
  for (let i = 0, end = seqs.length; i < end; i++) {
    const q = seqs[i] as number;
    const at = q >>> 5;
    const bit = 1 << (q & 31);
    if (((outside[at] as number) & bit) !== 0) continue;
    addWord(c0, c1, c2, c3, o1, o2, o3, counts, bit, q & ~31, delta);
    // The seq's contact flags, as 0 or 1 each.
    const hasE = ((e[at] as number) & bit) === 0 ? 0 : 1;
    const hasM = ((m[at] as number) & bit) === 0 ? 0 : 1;
    const hasW = ((w[at] as number) & bit) === 0 ? 0 : 1;
    counts[f] = (counts[f] as number) + delta;
    if (hasE === 1) counts[f + 1] = (counts[f + 1] as number) + delta;
    if (hasM === 1) counts[f + 2] = (counts[f + 2] as number) + delta;
    if ((hasE & hasM) === 1) counts[f + 3] = (counts[f + 3] as number) + delta;
    if (hasW === 1) counts[f + 4] = (counts[f + 4] as number) + delta;
    if ((hasW & hasM) === 1) counts[f + 5] = (counts[f + 5] as number) + delta;
  }
}

/** counts += t */
function addTally(counts: Int32Array, t: Int32Array): void {
  for (let k = 0, end = counts.length; k < end; k++)
    counts[k] = (counts[k] as number) + (t[k] as number);
}

/**
 * counts -= t. Apart from addTally: as `counts + sign × t`, -1 × 0 made -0, no small integer,
 * and the compiled loop deoptimized on it (`--trace-deopt`: "overflow").
 */
function subtractTally(counts: Int32Array, t: Int32Array): void {
  for (let k = 0, end = counts.length; k < end; k++)
    counts[k] = (counts[k] as number) - (t[k] as number);
}

function tallyBits(ix: AudienceIndex, bits: Uint32Array): Tally {
  const l = layoutOf(ix);
  const counts = new Int32Array(l.length);
  const { c0, c1, c2, c3, o1, o2, o3, f, e, m, w } = l;
  const count = tallyDense(c0, c1, c2, c3, o1, o2, o3, counts, bits, f, e, m, w);
  return { count, counts };
}

function tallyOf(ix: AudienceIndex, key: SeqSet | Uint32Array): Tally {
  let t = ix.tallies.get(key);
  if (!t) {
    if (key instanceof Uint32Array) {
      t = tallyBits(ix, key);
    } else if (key.dense) {
      t = tallyBits(ix, key.dense);
    } else {
      const l = layoutOf(ix);
      const counts = new Int32Array(l.length);
      const seqs = key.sparse as Uint32Array;
      const { c0, c1, c2, c3, o1, o2, o3, f, e, m, w } = l;
      tallySparse(c0, c1, c2, c3, o1, o2, o3, counts, seqs, l.none, 1, f, e, m, w);
      t = { count: key.count, counts };
    }
    ix.tallies.set(key, t);
  }
  return t;
}

/**
 * Tallies what is cheap to tally ahead (all profiles, contact flags, experience steps, every
 * dense set), so that a wide audience can be tallied from them. Called once per index build;
 * yields between sets, because a rebuild runs while the previous index answers requests.
 */
export async function prepareBreakdown(ix: AudienceIndex): Promise<void> {
  const keys: (SeqSet | Uint32Array)[] = [ix.alive, ix.flags.hasEmail, ix.flags.hasMobile];
  keys.push(...new Set(ix.experienceAtLeast));
  for (const map of [
    ...Object.values(ix.values),
    ...Object.values(ix.arrays),
    ix.titleWords,
    ix.lexemes,
  ]) {
    for (const set of map.values()) if (set.dense) keys.push(set);
  }
  for (const key of keys) {
    tallyOf(ix, key);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** A known superset of the audience: disjoint sets, or an experience range. */
interface Base {
  parts: (SeqSet | Uint32Array)[];
  /** Profiles of these steps are taken away from the first part (experience above the range). */
  minus?: Uint32Array;
}

function bitsOf(ix: AudienceIndex, part: SeqSet | Uint32Array): SeqSet {
  return part instanceof Uint32Array
    ? { count: tallyOf(ix, part).count, dense: part, sparse: null }
    : part;
}

/** Supersets of the plan's audience: every positive clause that is one set or disjoint sets. */
function basesOf(ix: AudienceIndex, plan: Plan): Base[] {
  // The account's own profiles are disjoint from the shared ones: the two tallies add up.
  const own = ownedBy(ix, plan.owner);
  const bases: Base[] = [{ parts: own ? [ix.alive, own] : [ix.alive] }];
  const get = (map: Map<string, SeqSet>, v: string) => map.get(v) ?? EMPTY_SET;
  for (const c of plan.clauses) {
    switch (c.kind) {
      case "anyOf": {
        // One field's values are disjoint (a profile has one country), so their tallies add up.
        const [term] = c.terms;
        if (!c.negate && term && c.terms.length === 1) {
          bases.push({ parts: term.values.map((v) => get(ix.values[term.field], v)) });
        }
        break;
      }
      case "array":
        if (c.mode === "all" || c.values.length === 1) {
          for (const v of c.values) bases.push({ parts: [get(ix.arrays[c.field], v)] });
        }
        break;
      case "words":
        if (!c.negate && c.phrases.length === 1) {
          for (const w of c.phrases[0] ?? []) bases.push({ parts: [get(ix.titleWords, w)] });
        }
        break;
      case "lexemes":
        for (const l of c.lexemes) bases.push({ parts: [get(ix.lexemes, l)] });
        break;
      case "range": {
        const from = ix.experienceAtLeast[c.min];
        const above = c.max === null ? undefined : ix.experienceAtLeast[c.max + 1];
        if (from) bases.push({ parts: [from], minus: above });
        break;
      }
      case "flag":
        bases.push({ parts: [ix.flags[c.field]] });
        break;
    }
  }
  return bases;
}

function sizeOf(ix: AudienceIndex, base: Base): number {
  let n = 0;
  for (const p of base.parts) n += bitsOf(ix, p).count;
  return base.minus ? n - tallyOf(ix, base.minus).count : n;
}

/** Profiles visited to tally the audience from this base: its rest, and any part not tallied yet. */
function costOf(ix: AudienceIndex, base: Base, count: number): number {
  let untallied = 0;
  for (const p of base.parts) if (!ix.tallies.has(p)) untallied += bitsOf(ix, p).count;
  return sizeOf(ix, base) - count + untallied;
}

/**
 * The audience's tally: the base's tally minus the base's profiles outside the audience (none
 * when `whole`: the base is the audience).
 */
function tallyFromBase(
  ix: AudienceIndex,
  base: Base,
  audience: Uint32Array,
  whole: boolean,
): Int32Array {
  const l = layoutOf(ix);
  const counts = new Int32Array(l.length);
  for (const p of base.parts) addTally(counts, tallyOf(ix, p).counts);
  if (base.minus) subtractTally(counts, tallyOf(ix, base.minus).counts);
  if (whole) return counts;
  // Without experience above the range, nothing more is left out: an empty bitmap.
  const minus = base.minus ?? l.none;
  const { c0, c1, c2, c3, o1, o2, o3, f, e, m, w } = l;
  for (const p of base.parts) {
    const set = bitsOf(ix, p);
    if (set.dense) {
      const bits = set.dense;
      subtractDense(c0, c1, c2, c3, o1, o2, o3, counts, bits, audience, minus, f, e, m, w);
    } else {
      const seqs = set.sparse as Uint32Array;
      tallySparse(c0, c1, c2, c3, o1, o2, o3, counts, seqs, audience, -1, f, e, m, w);
    }
  }
  return counts;
}

export type Breakdown = Record<BreakdownKey, { value: string; count: number }[]>;

/** The audience's tally (`bits`, of `count` profiles), from the cheapest base or visited whole. */
function tallyAudience(
  ix: AudienceIndex,
  plan: Plan,
  bits: Uint32Array,
  count: number,
): Int32Array {
  let best: Base | undefined;
  let bestCost = count;
  for (const base of basesOf(ix, plan)) {
    const cost = costOf(ix, base, count);
    if (cost < bestCost) {
      best = base;
      bestCost = cost;
    }
  }
  // Cost 0: the base holds as many as the audience and is all tallied, so it is the audience (a
  // one-filter audience): its tally is the answer, with no pass over its bits.
  return best ? tallyFromBase(ix, best, bits, bestCost === 0) : tallyBits(ix, bits).counts;
}

/** The top `top` values of each breakdown column in a tally. */
function topValues(ix: AudienceIndex, counts: Int32Array, top: number): Breakdown {
  const l = layoutOf(ix);
  const offsets = [0, l.o1, l.o2, l.o3];
  const out = {} as Breakdown;
  KEYS.forEach((key, f) => {
    const labels = ix.breakdown[key].labels;
    const offset = offsets[f] as number;
    const rows: { value: string; count: number }[] = [];
    labels.forEach((value, i) => {
      const n = counts[offset + i + 1] as number;
      if (n > 0) rows.push({ value, count: n });
    });
    rows.sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : 1));
    out[key] = rows.slice(0, top);
  });
  return out;
}

/** The top `top` values of each breakdown column within the audience (`bits`, of `count` profiles). */
export function breakdownAudience(
  ix: AudienceIndex,
  plan: Plan,
  bits: Uint32Array,
  count: number,
  top = 5,
): Breakdown {
  return topValues(ix, tallyAudience(ix, plan, bits, count), top);
}

/**
 * The plan's audience (`bits`) counted and broken down from one tally: its contact counts come
 * with it (from a base's tally, less what the audience leaves out of the base), so that no
 * separate pass over the audience counts them (countAudience's).
 */
export function countAndBreakdown(
  ix: AudienceIndex,
  plan: Plan,
  bits: Uint32Array,
  top = 5,
): { counts: Counts; breakdown: Breakdown } {
  const counts = tallyAudience(ix, plan, bits, cardinality(bits));
  const f = layoutOf(ix).f;
  return {
    counts: {
      count: counts[f] as number,
      withEmail: counts[f + 1] as number,
      withMobile: counts[f + 2] as number,
      withBoth: counts[f + 3] as number,
      withWorkEmail: counts[f + 4] as number,
      withWorkEmailAndMobile: counts[f + 5] as number,
    },
    breakdown: topValues(ix, counts, top),
  };
}

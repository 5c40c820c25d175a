import type { ArrayField, BreakdownKey, FlagField, ValueField } from "@/lib/model/targeting/fields";
import type { Plan } from "@/lib/model/targeting/plan";
import {
  andBits,
  andInto,
  andNotInto,
  andUnion,
  cardinality,
  countAndEither,
  countFlagsInto,
  countSparseInEither,
  keepAtLeast,
  orBits,
  orInto,
  type SeqSet,
  seqsAfter,
} from "./bitmap";
import { evaluateInBlocks, type Step, stepsOf } from "./evaluate-blocks";
import type { WasmCounting } from "./wasm-kernels";

/** Per-seq value codes of one breakdown field (0 = no value, n = labels[n - 1]). */
export interface BreakdownColumn {
  codes: Uint16Array;
  labels: string[];
}

/** Per-code counts of the breakdown's four columns, laid end to end (see breakdown.ts). */
export interface Tally {
  count: number;
  counts: Int32Array;
}

/**
 * Per-seq slots: 16-bit while the slots fit (1,310 at 1M: half the memory of 32 bits, and the
 * visits ran ~5 % faster over HTTP), 32-bit past 65,536 combinations (data with that many
 * distinct values; the kernels take either).
 */
export type BreakdownCodes = Uint16Array | Uint32Array;

/** Slots of combinations seen so far, by key (made in codeSeq, breakdown.ts), with what each is. */
export interface BreakdownSlots {
  byKey: Map<number, number>;
  /**
   * Per slot: its first and second code (country and industry for a pair slot; seniority and
   * company size for the other kind) and its contact flags (-1 for a pair slot).
   */
  first: number[];
  second: number[];
  flags: number[];
}

/**
 * How an index's profiles are visited by the breakdown's tally (breakdown.ts); one per index
 * object, made once.
 */
export interface BreakdownLayout {
  /** Per seq: the slot of its (country, industry). */
  pair: BreakdownCodes;
  /** Per seq: the slot of its (seniority, company size, contact flags). */
  rest: BreakdownCodes;
  slots: BreakdownSlots;
  /** Per slot: the two places of Tally.counts it adds to, and its contact flags (as in Slots). */
  k1: Int32Array;
  k2: Int32Array;
  fl: Int32Array;
  /** The visit's counts by slot; all zero between visits (a fold empties it). */
  visit: Int32Array;
  /** Where each column's counts start in Tally.counts (column 0 starts at 0). */
  o1: number;
  o2: number;
  o3: number;
  /**
   * Where the six contact counts start, after the columns' (countFlagsInto's order: all, with
   * e-mail, with mobile, with both, with work e-mail, with work e-mail and mobile).
   */
  f: number;
  length: number;
  /** An empty bitmap: "leave nothing out" for the kernels that leave some seqs out. */
  none: Uint32Array;
  /** A bitmap a tally writes and reads within one call (an audience's rest, breakdown.ts). */
  spare: Uint32Array;
  /**
   * The WebAssembly memory and kernels the visits run in (wasm-kernels.ts); `pair`, `rest` and
   * `visit` are then views of that memory. Absent with 32-bit codes.
   */
  wasm?: WasmCounting;
}

/**
 * Every profile's targeting columns as seq sets: what the Live Estimate counts with, a copy of
 * PostgreSQL (the source of truth) as of `version` of `data_version`.
 */
export interface AudienceIndex {
  version: number;
  /**
   * pg_current_snapshot() of the read the index reflects: the changes of `profile_changes`
   * not visible in it are what a catch-up applies (apply-changes.ts).
   */
  snapshot: string;
  builtAt: Date;
  buildMs: number;
  /** 32-bit words per dense bitmap (covers seqs 0 … words × 32 − 1). */
  words: number;
  /** The highest seq in the data when the index was built (0 when there was none). */
  maxSeq: number;
  profiles: number;
  /** Seqs that exist in the shared catalogue (every account's base). */
  alive: Uint32Array;
  /**
   * Seqs of the profiles each account imported, by account id: joined to `alive` for that
   * account's plans alone (docs/data-model.md, "Own contacts").
   */
  owned: Map<string, Uint32Array>;
  values: Record<ValueField, Map<string, SeqSet>>;
  arrays: Record<ArrayField, Map<string, SeqSet>>;
  titleWords: Map<string, SeqSet>;
  lexemes: Map<string, SeqSet>;
  flags: Record<FlagField, Uint32Array>;
  /**
   * Per seq: the UTC day (days since 1970-01-01) its e-mail was last seen or verified
   * (profiles.email_verified_at), 0 without an e-mail: what `verifiedSince` compares.
   */
  emailDays: Uint16Array;
  /**
   * atLeast[k]: profiles with at least k years of experience, for k up to the largest value in
   * the data (capped just past the schema's maximum of 100, which no range can exceed).
   */
  experienceAtLeast: Uint32Array[];
  /** Smallest and largest years of experience in the data (null when nobody has a value). */
  experienceRange: { min: number; max: number } | null;
  breakdown: Record<BreakdownKey, BreakdownColumn>;
  /** Breakdown tallies of sets, computed ahead for large ones and on first use for the others. */
  tallies: Map<SeqSet | Uint32Array, Tally>;
  /** Buffers reused by every evaluation; safe because evaluation never awaits. */
  scratch: [Uint32Array, Uint32Array, Uint32Array, Uint32Array];
  /**
   * The breakdown's visit layout, made by prepareBreakdown or carried by a catch-up. On the
   * index, like its tallies, and not in a module's own map: Next.js may load breakdown.ts more
   * than once (a route's copy and the start-up's), and a copy that did not make the layout
   * coded a million profiles in the middle of a request.
   */
  layout?: BreakdownLayout;
}

/** The profiles the account imported, if it has any in this index. */
export function ownedBy(ix: AudienceIndex, owner: string | undefined): Uint32Array | undefined {
  return owner === undefined ? undefined : ix.owned.get(owner);
}

/**
 * How many of the set's profiles the account may see: the shared ones and its own (the whole
 * set while nobody has imported any). Counts imported by other accounts never show.
 */
export function visibleCount(ix: AudienceIndex, set: SeqSet, owner?: string): number {
  if (ix.owned.size === 0) return set.count;
  // Without imports of its own the account sees `alive` alone: alive | alive.
  const own = ownedBy(ix, owner) ?? ix.alive;
  return set.sparse
    ? countSparseInEither(set.sparse, ix.alive, own)
    : countAndEither(set.dense as Uint32Array, ix.alive, own);
}

/** A step of a plan (evaluate-blocks.ts's stepsOf) applied to the whole bitmap `result`. */
function applyStep(ix: AudienceIndex, result: Uint32Array, step: Step): void {
  const [, union, scratch, phrase] = ix.scratch;
  switch (step.op) {
    case "and":
      for (const s of step.sets) andInto(result, s, scratch);
      return;
    case "andNot":
      for (const s of step.sets) andNotInto(result, s);
      return;
    case "union":
      andUnion(result, step.sets, union);
      return;
    case "phrases":
      union.fill(0);
      for (const [first, ...rest] of step.phrases) {
        if (rest.length === 0) {
          orInto(union, first);
          continue;
        }
        phrase.fill(0);
        orInto(phrase, first);
        for (const s of rest) andInto(phrase, s, scratch);
        orBits(union, phrase);
      }
      andBits(result, union, step.negate);
      return;
    case "bits":
      andBits(result, step.bits, step.negate);
      return;
    case "zero":
      result.fill(0);
      return;
    case "since":
      keepAtLeast(result, ix.emailDays, step.day);
      return;
  }
}

/**
 * The plan's audience as a bitmap: a block at a time in the breakdown layout's WebAssembly
 * memory once the index has one (evaluate-blocks.ts), clause by clause over the whole bitmap
 * before (evaluateByClauses). The returned array is overwritten by the next evaluation: read it
 * before any await.
 */
export function evaluatePlan(ix: AudienceIndex, plan: Plan): Uint32Array {
  const w = ix.layout?.wasm;
  if (w && w.words === ix.words) return evaluateInBlocks(ix, plan, w, ownedBy(ix, plan.owner));
  return evaluateByClauses(ix, plan);
}

/** evaluatePlan clause by clause, each over the whole bitmap, in the index's scratch buffer. */
export function evaluateByClauses(ix: AudienceIndex, plan: Plan): Uint32Array {
  const result = ix.scratch[0];
  result.set(ix.alive);
  const own = ownedBy(ix, plan.owner);
  if (own) orBits(result, own);
  for (const c of plan.clauses) for (const step of stepsOf(ix, c)) applyStep(ix, result, step);
  return result;
}

/**
 * Seqs in `bits`; in WebAssembly, without a copy, when it is an audience evaluated in the
 * layout's memory.
 */
export function countBits(ix: AudienceIndex, bits: Uint32Array): number {
  const w = ix.layout?.wasm;
  return w && bits.buffer === w.memory.buffer && bits.length === w.words
    ? w.kernels.card(bits.byteOffset, bits.length)
    : cardinality(bits);
}

export interface Counts {
  count: number;
  withEmail: number;
  withMobile: number;
  withBoth: number;
  /** With a work e-mail address ("work e-mail only" delivery counts these as having an e-mail). */
  withWorkEmail: number;
  /** With a work e-mail address and a mobile number. */
  withWorkEmailAndMobile: number;
}

/* The loops over bits are bitmap.ts's kernels: see there why. */

export function countAudience(ix: AudienceIndex, bits: Uint32Array): Counts {
  const n = new Int32Array(6);
  countFlagsInto(n, bits, ix.flags.hasEmail, ix.flags.hasMobile, ix.flags.hasWorkEmail);
  return {
    count: n[0] as number,
    withEmail: n[1] as number,
    withMobile: n[2] as number,
    withBoth: n[3] as number,
    withWorkEmail: n[4] as number,
    withWorkEmailAndMobile: n[5] as number,
  };
}

/** Up to `max` seqs of the plan's audience after `after`, and the audience's size. */
export function pageOfAudience(
  ix: AudienceIndex,
  plan: Plan,
  after: number,
  max: number,
): { count: number; seqs: number[] } {
  const bits = evaluatePlan(ix, plan);
  return { count: countBits(ix, bits), seqs: seqsAfter(bits, after, max) };
}

import type { ArrayField, FlagField, ValueField } from "@/lib/model/targeting/fields";
import type { Clause, Plan } from "@/lib/model/targeting/plan";
import { EMPTY_SET, lowerBound, type SeqSet } from "./bitmap";
import { BLOCK_WORDS, type WasmCounting } from "./wasm-kernels";

/*
 * A plan's audience evaluated a block of words at a time, in the WebAssembly memory of the
 * index's breakdown layout (wasm-kernels.ts), the same answer as evaluatePlan's clause-by-clause
 * passes (audience-index.ts; kernels.test.ts holds the two to each other).
 *
 * Clause by clause, every clause reads and writes the whole result: at 10M profiles a bitmap is
 * 1.25 MB, past the core's cache, and an AND cost ~1.4 ns a word, most of it waiting for memory.
 * Here each block of the result (16 KB) stays in the cache while every clause of the plan is
 * applied to it: each operand's block is copied in (a memcpy, the one read of it) and combined
 * 128 bits an instruction. The result is left in the layout's memory, where the breakdown's
 * visits and counts read it without a copy.
 *
 * Sparse sets (sorted seq lists) are combined with the block in JavaScript, over the seqs that
 * fall in the block (found by binary search).
 */

/** What an evaluation reads of the index (an AudienceIndex, audience-index.ts, which calls here). */
export interface IndexSets {
  alive: Uint32Array;
  values: Record<ValueField, Map<string, SeqSet>>;
  arrays: Record<ArrayField, Map<string, SeqSet>>;
  titleWords: Map<string, SeqSet>;
  lexemes: Map<string, SeqSet>;
  flags: Record<FlagField, Uint32Array>;
  emailDays: Uint16Array;
  experienceAtLeast: Uint32Array[];
}

/**
 * A clause with its sets looked up, once per evaluation (not once per block): what both
 * evaluations apply, this one a block at a time and evaluateByClauses over the whole bitmap.
 */
export type Step =
  | { op: "and"; sets: SeqSet[] }
  | { op: "andNot"; sets: SeqSet[] }
  | { op: "union"; sets: SeqSet[]; dense: Uint32Array[]; sparse: Uint32Array[] }
  | { op: "phrases"; phrases: [SeqSet, ...SeqSet[]][]; negate: boolean }
  | { op: "bits"; bits: Uint32Array; negate: boolean }
  | { op: "zero" }
  | { op: "since"; day: number };

/** The set of a value; the empty set for a value nobody has. */
export function setOf(map: Map<string, SeqSet>, value: string): SeqSet {
  return map.get(value) ?? EMPTY_SET;
}

function union(sets: SeqSet[]): Step {
  const dense: Uint32Array[] = [];
  const sparse: Uint32Array[] = [];
  for (const s of sets) {
    if (s.dense) dense.push(s.dense);
    else if (s.count > 0) sparse.push(s.sparse as Uint32Array);
  }
  return { op: "union", sets, dense, sparse };
}

/** The steps of a clause. */
export function stepsOf(ix: IndexSets, c: Clause): Step[] {
  switch (c.kind) {
    case "anyOf": {
      const sets = c.terms.flatMap((t) => t.values.map((v) => setOf(ix.values[t.field], v)));
      if (c.negate) return [{ op: "andNot", sets }];
      return sets.length === 1 ? [{ op: "and", sets }] : [union(sets)];
    }
    case "array": {
      const sets = c.values.map((v) => setOf(ix.arrays[c.field], v));
      return c.mode === "all" || sets.length === 1 ? [{ op: "and", sets }] : [union(sets)];
    }
    case "words": {
      const phrases = c.phrases
        .map((words) => words.map((w) => setOf(ix.titleWords, w)))
        .filter(
          (sets): sets is [SeqSet, ...SeqSet[]] =>
            sets.length > 0 && sets.every((set) => set.count > 0),
        );
      if (phrases.length === 0) return c.negate ? [] : [{ op: "zero" }];
      return [{ op: "phrases", phrases, negate: c.negate }];
    }
    case "range": {
      const steps = ix.experienceAtLeast;
      const from = steps[c.min];
      if (!from) return [{ op: "zero" }];
      const above = c.max === null ? undefined : steps[c.max + 1];
      const out: Step[] = [{ op: "bits", bits: from, negate: false }];
      if (above) out.push({ op: "bits", bits: above, negate: true });
      return out;
    }
    case "lexemes":
      return [{ op: "and", sets: c.lexemes.map((l) => setOf(ix.lexemes, l)) }];
    case "flag":
      return [{ op: "bits", bits: ix.flags[c.field], negate: false }];
    case "verifiedSince":
      return [{ op: "since", day: Math.max(1, c.day) }];
  }
}

/*
 * The sparse kernels over a block: `t` is the index in `u32` of the block's first word, which
 * holds word `from` of the bitmap; the seqs are those of [first, end) of the list.
 */

function orSparseBlock(
  u32: Uint32Array,
  t: number,
  from: number,
  seqs: Uint32Array,
  first: number,
  end: number,
): void {
  const base = t - from;
  for (let i = first; i < end; i++) {
    const q = seqs[i] as number;
    const at = base + (q >>> 5);
    u32[at] = (u32[at] as number) | (1 << (q & 31));
  }
}

function andNotSparseBlock(
  u32: Uint32Array,
  t: number,
  from: number,
  seqs: Uint32Array,
  first: number,
  end: number,
): void {
  const base = t - from;
  for (let i = first; i < end; i++) {
    const q = seqs[i] as number;
    const at = base + (q >>> 5);
    u32[at] = (u32[at] as number) & ~(1 << (q & 31));
  }
}

/** out (zeroed) |= the seqs of the list that are in the block at `t`. */
function keepSparseBlock(
  u32: Uint32Array,
  out: number,
  t: number,
  from: number,
  seqs: Uint32Array,
  first: number,
  end: number,
): void {
  for (let i = first; i < end; i++) {
    const q = seqs[i] as number;
    const w = (q >>> 5) - from;
    const bit = 1 << (q & 31);
    if (((u32[t + w] as number) & bit) !== 0) u32[out + w] = (u32[out + w] as number) | bit;
  }
}

/** Clears the block's seqs whose e-mail day is below `day` (keepAtLeast, bitmap.ts). */
function keepAtLeastBlock(
  u32: Uint32Array,
  t: number,
  from: number,
  n: number,
  days: Uint16Array,
  day: number,
): void {
  for (let i = 0; i < n; i++) {
    let w = u32[t + i] as number;
    if (w === 0) continue;
    let keep = w;
    const base = (from + i) << 5;
    while (w !== 0) {
      const low = w & -w;
      const bit = 31 - Math.clz32(low);
      if (((days[base + bit] ?? 0) as number) < day) keep &= ~low;
      w ^= low;
    }
    u32[t + i] = keep;
  }
}

/** One evaluation's state: the memory and the block being worked on. */
class Blocks {
  readonly u32: Uint32Array;
  from = 0;
  n = 0;
  constructor(readonly w: WasmCounting) {
    this.u32 = w.u32;
  }

  /** Copies the block of `bits` into the operand slot `slot` (bytes); zeros past its end. */
  load(bits: Uint32Array, slot: number): number {
    const at = slot >>> 2;
    const end = this.from + this.n;
    if (bits.length >= end) {
      this.u32.set(bits.subarray(this.from, end), at);
    } else {
      const have = Math.max(0, bits.length - this.from);
      if (have > 0) this.u32.set(bits.subarray(this.from, bits.length), at);
      this.u32.fill(0, at + have, at + this.n);
    }
    return slot;
  }

  zero(t: number): void {
    this.u32.fill(0, t >>> 2, (t >>> 2) + this.n);
  }

  /** The block's range of a sparse list. */
  range(seqs: Uint32Array): [number, number] {
    return [lowerBound(seqs, this.from * 32), lowerBound(seqs, (this.from + this.n) * 32)];
  }

  and(t: number, s: SeqSet): void {
    const { w, n } = this;
    if (s.dense) {
      w.kernels.and(t, this.load(s.dense, w.operands[0]), n);
      return;
    }
    const seqs = s.sparse as Uint32Array;
    const [first, end] = this.range(seqs);
    this.zero(w.scratch);
    keepSparseBlock(this.u32, w.scratch >>> 2, t >>> 2, this.from, seqs, first, end);
    this.u32.copyWithin(t >>> 2, w.scratch >>> 2, (w.scratch >>> 2) + n);
  }

  or(t: number, s: SeqSet): void {
    const { w, n } = this;
    if (s.dense) {
      w.kernels.or(t, this.load(s.dense, w.operands[0]), n);
      return;
    }
    const seqs = s.sparse as Uint32Array;
    const [first, end] = this.range(seqs);
    orSparseBlock(this.u32, t >>> 2, this.from, seqs, first, end);
  }

  andNot(t: number, s: SeqSet): void {
    const { w, n } = this;
    if (s.dense) {
      w.kernels.andNot(t, this.load(s.dense, w.operands[0]), n);
      return;
    }
    const seqs = s.sparse as Uint32Array;
    const [first, end] = this.range(seqs);
    andNotSparseBlock(this.u32, t >>> 2, this.from, seqs, first, end);
  }

  /** t &= the union of the sets (andUnion, bitmap.ts): up to three read in the AND's pass. */
  andUnion(t: number, dense: Uint32Array[], sparse: Uint32Array[]): void {
    const { w, n } = this;
    const places: number[] = [];
    const direct = sparse.length > 0 || dense.length > 3 ? 2 : 3;
    for (let i = 0; i < Math.min(direct, dense.length); i++)
      places.push(this.load(dense[i] as Uint32Array, w.operands[i] as number));
    if (direct === 2) {
      this.zero(w.union);
      for (const seqs of sparse) {
        const [first, end] = this.range(seqs);
        orSparseBlock(this.u32, w.union >>> 2, this.from, seqs, first, end);
      }
      for (let i = 2; i < dense.length; i++)
        w.kernels.or(w.union, this.load(dense[i] as Uint32Array, w.operands[2]), n);
      places.push(w.union);
    }
    const [a, b, c] = places;
    if (a === undefined) this.zero(t);
    else if (b === undefined) w.kernels.and(t, a, n);
    else if (c === undefined) w.kernels.andEither(t, a, b, n);
    else w.kernels.andEither3(t, a, b, c, n);
  }

  apply(ix: IndexSets, t: number, step: Step): void {
    const { w, n } = this;
    switch (step.op) {
      case "and":
        for (const s of step.sets) this.and(t, s);
        return;
      case "andNot":
        for (const s of step.sets) this.andNot(t, s);
        return;
      case "union":
        this.andUnion(t, step.dense, step.sparse);
        return;
      case "phrases": {
        this.zero(w.union);
        for (const [first, ...rest] of step.phrases) {
          if (rest.length === 0) {
            this.or(w.union, first);
            continue;
          }
          this.zero(w.phrase);
          this.or(w.phrase, first);
          for (const s of rest) this.and(w.phrase, s);
          w.kernels.or(w.union, w.phrase, n);
        }
        if (step.negate) w.kernels.andNot(t, w.union, n);
        else w.kernels.and(t, w.union, n);
        return;
      }
      case "bits": {
        const at = this.load(step.bits, w.operands[0]);
        if (step.negate) w.kernels.andNot(t, at, n);
        else w.kernels.and(t, at, n);
        return;
      }
      case "zero":
        this.zero(t);
        return;
      case "since":
        keepAtLeastBlock(this.u32, t >>> 2, this.from, n, ix.emailDays, step.day);
        return;
    }
  }
}

/** Words per block; smaller in tests, so that a small index spans several blocks. */
let blockWords = BLOCK_WORDS;

/** For tests: evaluates in blocks of `words` (at most BLOCK_WORDS); undefined restores it. */
export function setBlockWords(words: number | undefined): void {
  blockWords = Math.min(BLOCK_WORDS, words ?? BLOCK_WORDS);
}

/**
 * The plan's audience as a bitmap in the layout's memory: the shared catalogue (`alive`), with
 * the account's own profiles (`own`) when it has imported some, narrowed by every clause. As
 * evaluatePlan's, the array is overwritten by the next evaluation: read it before any await.
 */
export function evaluateInBlocks(
  ix: IndexSets,
  plan: Plan,
  w: WasmCounting,
  own: Uint32Array | undefined,
): Uint32Array {
  const steps = plan.clauses.flatMap((c) => stepsOf(ix, c));
  const blocks = new Blocks(w);
  const words = w.words;
  for (let from = 0; from < words; from += blockWords) {
    const n = Math.min(blockWords, words - from);
    blocks.from = from;
    blocks.n = n;
    const t = w.result + from * 4;
    blocks.load(ix.alive, t);
    if (own) w.kernels.or(t, blocks.load(own, w.operands[0]), n);
    for (const step of steps) blocks.apply(ix, t, step);
  }
  return new Uint32Array(w.memory.buffer, w.result, words);
}

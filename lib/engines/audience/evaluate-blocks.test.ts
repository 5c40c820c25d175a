import fc from "fast-check";
import { afterEach, describe, expect, it } from "vitest";
import {
  ARRAY_FIELDS,
  type ArrayField,
  FLAG_FIELDS,
  type FlagField,
  VALUE_FIELDS,
  type ValueField,
} from "@/lib/model/targeting/fields";
import type { Clause, Plan } from "@/lib/model/targeting/plan";
import { type AudienceIndex, evaluateByClauses } from "./audience-index";
import { addSeq, cardinality, finishBuilder, newBitmap, newBuilder, type SeqSet } from "./bitmap";
import { evaluateInBlocks, setBlockWords } from "./evaluate-blocks";
import { wasmCounting } from "./wasm-kernels";

/*
 * The plan evaluated a block at a time in WebAssembly against the same plan evaluated clause by
 * clause in JavaScript (the evaluation the estimate's brute-force tests hold to the rows): every
 * kind of clause, negated or not, over dense and sparse sets, sets shorter than the index (made
 * before it grew), an account's own profiles, and blocks of 1 to 6 words, so that a block's
 * edges fall inside sparse lists and the 128-bit loops meet their one-word tails.
 */

const NAMES = ["v0", "v1", "v2", "v3", "v4", "v5"];

function setOf(seqs: number[], words: number): SeqSet {
  const b = newBuilder();
  for (const s of [...new Set(seqs)].sort((x, y) => x - y)) addSeq(b, s, words);
  return finishBuilder(b);
}

function bitsOf(seqs: number[], words: number): Uint32Array {
  const bits = newBitmap(words);
  for (const s of seqs) bits[s >>> 5] = (bits[s >>> 5] as number) | (1 << (s & 31));
  return bits;
}

const scenario = fc.integer({ min: 1, max: 30 }).chain((words) => {
  // Half of them on a word's first or last bit: a block's edges are words' edges.
  const seq = fc.oneof(
    fc.integer({ min: 0, max: words * 32 - 1 }),
    fc.integer({ min: 0, max: words * 2 - 1 }).map((k) => (k >> 1) * 32 + (k & 1) * 31),
  );
  const seqs = (max: number) => fc.array(seq, { maxLength: max });
  // From a few seqs (a sparse list) to most of them (a dense bitmap).
  const set = fc.oneof(seqs(6), seqs(words * 40));
  const name = fc.constantFrom(...NAMES, "nobody");
  const clause: fc.Arbitrary<Clause> = fc.oneof(
    fc.record({
      kind: fc.constant("anyOf" as const),
      terms: fc.array(
        fc.record({
          field: fc.constantFrom(...VALUE_FIELDS),
          values: fc.array(name, { minLength: 1, maxLength: 5 }),
        }),
        { minLength: 1, maxLength: 2 },
      ),
      negate: fc.boolean(),
    }),
    fc.record({
      kind: fc.constant("array" as const),
      field: fc.constantFrom(...ARRAY_FIELDS),
      values: fc.array(name, { minLength: 1, maxLength: 5 }),
      mode: fc.constantFrom("any" as const, "all" as const),
    }),
    fc.record({
      kind: fc.constant("words" as const),
      phrases: fc.array(fc.array(name, { minLength: 1, maxLength: 3 }), { maxLength: 3 }),
      negate: fc.boolean(),
    }),
    fc.record({
      kind: fc.constant("range" as const),
      min: fc.integer({ min: 0, max: 4 }),
      max: fc.option(fc.integer({ min: 0, max: 4 }), { nil: null }),
    }),
    fc.record({
      kind: fc.constant("lexemes" as const),
      lexemes: fc.array(name, { minLength: 1, maxLength: 3 }),
    }),
    fc.record({ kind: fc.constant("flag" as const), field: fc.constantFrom(...FLAG_FIELDS) }),
    fc.record({
      kind: fc.constant("verifiedSince" as const),
      day: fc.integer({ min: 0, max: 21 }),
    }),
  );
  return fc.record({
    words: fc.constant(words),
    alive: seqs(words * 32),
    own: seqs(words * 8),
    sets: fc.array(set, { minLength: NAMES.length, maxLength: NAMES.length }),
    /** Which sets were made before the index grew (a word shorter). */
    short: fc.array(fc.boolean(), { minLength: NAMES.length, maxLength: NAMES.length }),
    steps: fc.array(set, { minLength: 4, maxLength: 4 }),
    flags: fc.array(set, { minLength: 3, maxLength: 3 }),
    days: fc.array(fc.integer({ min: 0, max: 20 }), {
      minLength: words * 32,
      maxLength: words * 32,
    }),
    clauses: fc.array(clause, { minLength: 1, maxLength: 4 }),
    owner: fc.constantFrom(undefined, "a", "b"),
    block: fc.integer({ min: 1, max: 6 }),
  });
});

type Scenario = typeof scenario extends fc.Arbitrary<infer S> ? S : never;

function indexOf(s: Scenario): AudienceIndex {
  const { words } = s;
  const named = new Map(
    NAMES.map((n, i) => {
      const seqs = s.sets[i] as number[];
      if (!s.short[i] || words === 1) return [n, setOf(seqs, words)];
      // Grown since: its seqs and its bitmap stop a word short of the index's.
      return [
        n,
        setOf(
          seqs.filter((q) => q < (words - 1) * 32),
          words - 1,
        ),
      ];
    }),
  );
  return {
    version: 1,
    snapshot: "",
    builtAt: new Date(0),
    buildMs: 0,
    words,
    maxSeq: words * 32 - 1,
    profiles: 0,
    alive: bitsOf(s.alive, words),
    owned: new Map([["a", bitsOf(s.own, words)]]),
    values: Object.fromEntries(VALUE_FIELDS.map((f) => [f, named])) as Record<
      ValueField,
      Map<string, SeqSet>
    >,
    arrays: Object.fromEntries(ARRAY_FIELDS.map((f) => [f, named])) as Record<
      ArrayField,
      Map<string, SeqSet>
    >,
    titleWords: named,
    lexemes: named,
    flags: Object.fromEntries(
      FLAG_FIELDS.map((f, i) => [f, bitsOf(s.flags[i] as number[], words)]),
    ) as Record<FlagField, Uint32Array>,
    emailDays: Uint16Array.from(s.days),
    experienceAtLeast: s.steps.map((seqs) => bitsOf(seqs, words)),
    experienceRange: null,
    breakdown: {} as AudienceIndex["breakdown"],
    tallies: new Map(),
    scratch: [newBitmap(words), newBitmap(words), newBitmap(words), newBitmap(words)],
  };
}

afterEach(() => setBlockWords(undefined));

describe("the plan evaluated a block at a time in WebAssembly", () => {
  it("is the audience the clause-by-clause evaluation gives, for every kind of clause", () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const ix = indexOf(s);
        const plan: Plan = { clauses: s.clauses, key: "k", owner: s.owner };
        const w = wasmCounting(s.words, s.words * 32, 8);
        if (!w) throw new Error("no WebAssembly memory");
        const expected = evaluateByClauses(ix, plan).slice();
        setBlockWords(s.block);
        const got = evaluateInBlocks(ix, plan, w, s.owner ? ix.owned.get(s.owner) : undefined);
        expect(Array.from(got)).toEqual(Array.from(expected));
        expect(w.kernels.card(got.byteOffset, got.length)).toBe(cardinality(expected));
      }),
      { numRuns: 2000, seed: 20261130 },
    );
  });
});

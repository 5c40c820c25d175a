import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  ARRAY_FIELDS,
  type ArrayField,
  type BreakdownKey,
  FLAG_FIELDS,
  type FlagField,
  VALUE_FIELDS,
  type ValueField,
} from "@/lib/model/targeting/fields";
import type { Clause, Plan } from "@/lib/model/targeting/plan";
import { type AudienceIndex, type BreakdownColumn, evaluatePlan } from "./audience-index";
import {
  addSeq,
  andInto,
  andNotInto,
  andUnion,
  cardinality,
  countFlagsInto,
  finishBuilder,
  newBitmap,
  newBuilder,
  orInto,
  type SeqSet,
  seqsAfter,
} from "./bitmap";
import { countAndBreakdown, prepareBreakdown, roughly } from "./breakdown";
import { countUncached } from "./count";

/*
 * The counting kernels against a brute-force reading over plain arrays of seqs: random sets of
 * random sizes, so that both representations (a dense bitmap, a sparse list) meet every
 * operation, at the edges of words and of the bitmap. A kernel that miscounts, skips the last
 * word or mixes up dense and sparse changes a count a user sees, and fails here.
 */

/** A set of the given seqs, dense or sparse as the index would keep it. */
function setOf(seqs: number[], words: number): SeqSet {
  const b = newBuilder();
  for (const s of [...new Set(seqs)].sort((x, y) => x - y)) addSeq(b, s, words);
  return finishBuilder(b);
}

function bitsOf(seqs: Iterable<number>, words: number): Uint32Array {
  const bits = newBitmap(words);
  for (const s of seqs) bits[s >>> 5] = (bits[s >>> 5] as number) | (1 << (s & 31));
  return bits;
}

function seqsOf(bits: Uint32Array): number[] {
  const out: number[] = [];
  for (let s = 0; s < bits.length * 32; s++)
    if ((bits[s >>> 5] as number) & (1 << (s & 31))) out.push(s);
  return out;
}

/** A universe of 1 to 12 words and sets in it from empty to full (dense above ~1 in 32). */
const universe = fc.integer({ min: 1, max: 12 }).chain((words) => {
  const seq = fc.integer({ min: 0, max: words * 32 - 1 });
  const set = fc.oneof(
    fc.array(seq, { maxLength: 6 }),
    fc.array(seq, { maxLength: words * 40 }),
    fc.constant(Array.from({ length: words * 32 }, (_, i) => i)),
  );
  return fc.record({ words: fc.constant(words), a: set, b: set, c: set });
});

describe("the bitmap kernels", () => {
  it("combine and count dense and sparse sets as plain sets do", () => {
    fc.assert(
      fc.property(universe, ({ words, a, b, c }) => {
        const A = new Set(a);
        const B = new Set(b);
        const C = new Set(c);
        const all = Array.from({ length: words * 32 }, (_, i) => i);
        const setB = setOf(b, words);

        const or = bitsOf(a, words);
        orInto(or, setB);
        expect(seqsOf(or)).toEqual(all.filter((s) => A.has(s) || B.has(s)));

        const and = bitsOf(a, words);
        andInto(and, setB, newBitmap(words));
        expect(seqsOf(and)).toEqual(all.filter((s) => A.has(s) && B.has(s)));

        const andNot = bitsOf(a, words);
        andNotInto(andNot, setB);
        expect(seqsOf(andNot)).toEqual(all.filter((s) => A.has(s) && !B.has(s)));

        const [bitsA, bitsB, bitsC] = [bitsOf(a, words), bitsOf(b, words), bitsOf(c, words)];
        expect(cardinality(bitsA)).toBe(A.size);
        // The audience A's counts with B as e-mail, C as mobile and B ∪ C as work e-mail.
        const bitsBC = bitsOf([...b, ...c], words);
        const flags = new Int32Array(6);
        countFlagsInto(flags, bitsA, bitsB, bitsC, bitsBC);
        const inA = all.filter((s) => A.has(s));
        const work = (s: number) => B.has(s) || C.has(s);
        expect([...flags]).toEqual([
          A.size,
          inA.filter((s) => B.has(s)).length,
          inA.filter((s) => C.has(s)).length,
          inA.filter((s) => B.has(s) && C.has(s)).length,
          inA.filter(work).length,
          inA.filter((s) => work(s) && C.has(s)).length,
        ]);

        // target &= the union of one to five sets, dense and sparse mixed; the union buffer
        // comes full of stale bits.
        const lists = [a, b, c, [...a, ...c], b.slice(0, 3)];
        const turn = a.length % lists.length;
        const order = [...lists.slice(turn), ...lists.slice(0, turn)];
        for (let k = 1; k <= order.length; k++) {
          const chosen = order.slice(0, k);
          const target = bitsOf(
            all.filter((s) => s % 3 !== 0),
            words,
          );
          andUnion(
            target,
            chosen.map((l) => setOf(l, words)),
            bitsOf(all, words),
          );
          expect(seqsOf(target)).toEqual(
            all.filter((s) => s % 3 !== 0 && chosen.some((l) => l.includes(s))),
          );
        }

        const after = b[0] ?? -1;
        const max = c.length % 7;
        expect(seqsAfter(bitsA, after, max)).toEqual(
          all.filter((s) => A.has(s) && s > after).slice(0, max),
        );
      }),
      { numRuns: 400, seed: 20261126 },
    );
  });
});

/*
 * The estimate's counting over an index made here from random columns (the fields the plans
 * below read; the others empty), against the same brute force: counts, contact counts and the
 * four breakdowns, for one-value and many-value filters, negated or not, over dense and sparse
 * sets, with and without an account's own imports. The tallies of the breakdown take different
 * paths by cost (the audience itself, or a known superset less its rest): all must agree.
 */

const LABELS = 5;
const KEYS: BreakdownKey[] = ["country", "seniority", "industry", "companySize"];

interface Row {
  seq: number;
  owner: string | null;
  codes: number[];
  flags: boolean[];
  /** The day its e-mail was last verified (0: none). */
  day?: number;
}

function indexOf(rows: Row[], words: number, labelCount = LABELS): AudienceIndex {
  const size = words * 32;
  const own = (o: string) =>
    bitsOf(
      rows.filter((r) => r.owner === o).map((r) => r.seq),
      words,
    );
  const owners = [...new Set(rows.map((r) => r.owner).filter((o): o is string => o !== null))];
  const values = Object.fromEntries(
    VALUE_FIELDS.map((f) => [f, new Map<string, SeqSet>()]),
  ) as Record<ValueField, Map<string, SeqSet>>;
  const breakdown = Object.fromEntries(
    KEYS.map((key, f) => {
      const codes = new Uint16Array(size);
      for (const r of rows) codes[r.seq] = r.codes[f] as number;
      const labels = Array.from({ length: labelCount }, (_, i) => `${key}-${i + 1}`);
      const byCode = new Map<number, number[]>();
      for (const r of rows) {
        const code = r.codes[f] as number;
        if (code === 0) continue;
        const seqs = byCode.get(code) ?? [];
        seqs.push(r.seq);
        byCode.set(code, seqs);
      }
      for (const [code, seqs] of byCode) values[key].set(`${key}-${code}`, setOf(seqs, words));
      return [key, { codes, labels }];
    }),
  ) as Record<BreakdownKey, BreakdownColumn>;
  const flags = Object.fromEntries(
    FLAG_FIELDS.map((f, i) => [
      f,
      bitsOf(
        rows.filter((r) => r.flags[i]).map((r) => r.seq),
        words,
      ),
    ]),
  ) as Record<FlagField, Uint32Array>;
  return {
    version: 1,
    // A hand-built index reflects no read of the database: it never catches up.
    snapshot: "",
    builtAt: new Date(0),
    buildMs: 0,
    words,
    maxSeq: size - 1,
    profiles: rows.length,
    alive: bitsOf(
      rows.filter((r) => r.owner === null).map((r) => r.seq),
      words,
    ),
    owned: new Map(owners.map((o) => [o, own(o)])),
    values,
    arrays: Object.fromEntries(ARRAY_FIELDS.map((f) => [f, new Map()])) as Record<
      ArrayField,
      Map<string, SeqSet>
    >,
    titleWords: new Map(),
    lexemes: new Map(),
    flags,
    emailDays: (() => {
      const days = new Uint16Array(size);
      for (const r of rows) days[r.seq] = r.day ?? 0;
      return days;
    })(),
    experienceAtLeast: [],
    experienceRange: null,
    breakdown,
    tallies: new Map(),
    scratch: [newBitmap(words), newBitmap(words), newBitmap(words), newBitmap(words)],
  };
}

function topFive(rows: Row[], f: number, top = 5) {
  const counts = new Map<string, number>();
  for (const r of rows) {
    const code = r.codes[f] as number;
    if (code === 0) continue;
    const label = `${KEYS[f]}-${code}`;
    counts.set(label, (counts.get(label) ?? 0) + 1);
  }
  return [...counts.entries()]
    .map(([value, count]) => ({ value, count }))
    .sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : 1))
    .slice(0, top);
}

const row = (words: number) =>
  fc.record({
    seq: fc.integer({ min: 0, max: words * 32 - 1 }),
    // Most are shared; a few imported by one account or another.
    owner: fc.integer({ min: 0, max: 19 }).map((n) => (n === 0 ? "a" : n === 1 ? "b" : null)),
    // Skewed (1 common, 5 rare), so that some values are dense bitmaps and others sparse lists.
    codes: fc.array(
      fc
        .integer({ min: 0, max: 99 })
        .map((n) => (n < 2 ? 0 : n < 50 ? 1 : n < 75 ? 2 : n < 88 ? 3 : n < 98 ? 4 : 5)),
      { minLength: 4, maxLength: 4 },
    ),
    flags: fc.array(fc.boolean(), { minLength: 3, maxLength: 3 }),
    day: fc.integer({ min: 0, max: 20 }),
  });

const scenario = fc.integer({ min: 1, max: 40 }).chain((words) =>
  fc.record({
    words: fc.constant(words),
    rows: fc.uniqueArray(row(words), { selector: (r) => r.seq, maxLength: words * 32 }),
    field: fc.constantFrom(0, 1, 2, 3),
    chosen: fc.subarray([1, 2, 3, 4, 5], { minLength: 1 }),
    negate: fc.boolean(),
    flag: fc.constantFrom(undefined, 0, 1),
    since: fc.constantFrom(undefined, 1, 7, 20, 21),
    owner: fc.constantFrom(undefined, "a", "c"),
    prepared: fc.boolean(),
  }),
);

type Scenario = typeof scenario extends fc.Arbitrary<infer S> ? S : never;

/** The scenario's plan counted twice (the first tallies the sets it used, so the second may take another path) against the brute force. */
async function expectCountedAsRows({
  words,
  rows,
  field,
  chosen,
  negate,
  flag,
  since,
  owner,
  prepared,
}: Scenario): Promise<void> {
  const ix = indexOf(rows, words);
  // With the tallies made ahead (as after a build), a superset's tally less its rest wins.
  if (prepared) await prepareBreakdown(ix);
  const key = KEYS[field] as BreakdownKey;
  const clauses: Clause[] = [
    {
      kind: "anyOf",
      terms: [{ field: key, values: chosen.map((c) => `${key}-${c}`) }],
      negate,
    },
  ];
  if (flag !== undefined) clauses.push({ kind: "flag", field: FLAG_FIELDS[flag] as FlagField });
  if (since !== undefined) clauses.push({ kind: "verifiedSince", day: since });
  const plan: Plan = { clauses, key: JSON.stringify(clauses), owner };

  const audience = rows.filter(
    (r) =>
      (r.owner === null || r.owner === owner) &&
      chosen.includes(r.codes[field] as number) !== negate &&
      (flag === undefined || r.flags[flag]) &&
      (since === undefined || (r.day ?? 0) >= since),
  );
  const has = (i: number) => audience.filter((r) => r.flags[i]).length;
  const both = (i: number, j: number) => audience.filter((r) => r.flags[i] && r.flags[j]).length;

  for (const { counts, breakdown } of [countUncached(ix, plan), countUncached(ix, plan)]) {
    expect(counts).toEqual({
      count: audience.length,
      withEmail: has(0),
      withMobile: has(1),
      withBoth: both(0, 1),
      withWorkEmail: has(2),
      withWorkEmailAndMobile: both(2, 1),
    });
    KEYS.forEach((k, f) => {
      expect(breakdown[k]).toEqual(topFive(audience, f));
    });
  }
}

describe("the counting kernels of the estimate", () => {
  it("count and break down random audiences as a brute force over the rows does", async () => {
    await fc.assert(fc.asyncProperty(scenario, expectCountedAsRows), {
      numRuns: 300,
      seed: 20261126,
    });
  });

  it("break down an audience less excluded values from those values' tallies, as the rows do", async () => {
    // Most seqs filled, so that what the exclusion leaves out is worth more than the passes
    // over the words that take it from the excluded values' tallies; with a flag, a day or an
    // account's imports, the rest is not all within them and is visited itself.
    const crowded = fc.integer({ min: 4, max: 24 }).chain((words) =>
      fc.record({
        words: fc.constant(words),
        rows: fc.uniqueArray(row(words), {
          selector: (r) => r.seq,
          minLength: words * 24,
          maxLength: words * 32,
        }),
        field: fc.constantFrom(0, 1, 2, 3),
        chosen: fc.subarray([1, 2, 3, 4, 5], { minLength: 1, maxLength: 3 }),
        negate: fc.constant(true),
        flag: fc.constantFrom(undefined, undefined, 0, 1),
        since: fc.constantFrom(undefined, undefined, 7),
        owner: fc.constantFrom(undefined, "a"),
        prepared: fc.constantFrom(true, true, false),
      }),
    );
    await fc.assert(fc.asyncProperty(crowded, expectCountedAsRows), {
      numRuns: 60,
      seed: 20261129,
    });
  });

  it("count past 65,536 combinations of breakdown values as within them", async () => {
    // 300 countries × 300 industries over 96,000 profiles: ~90,000 (country, industry) slots,
    // more than 16-bit slot codes hold, so the layout is coded in 32 bits.
    const words = 3000;
    const rows: Row[] = Array.from({ length: words * 32 }, (_, seq) => ({
      seq,
      owner: null,
      codes: [1 + (seq % 300), 1 + (seq % 5), 1 + (Math.floor(seq / 300) % 300), 1 + (seq % 3)],
      flags: [seq % 2 === 0, seq % 3 === 0, seq % 5 === 0],
    }));
    const ix = indexOf(rows, words, 300);
    await prepareBreakdown(ix);
    const clauses: Clause[] = [
      { kind: "anyOf", terms: [{ field: "seniority", values: ["seniority-2"] }], negate: true },
    ];
    const plan: Plan = { clauses, key: JSON.stringify(clauses), owner: undefined };
    const audience = rows.filter((r) => r.codes[1] !== 2);
    const { counts, breakdown } = countAndBreakdown(ix, plan, evaluatePlan(ix, plan), 300);
    expect(counts.count).toBe(audience.length);
    expect(counts.withBoth).toBe(audience.filter((r) => r.flags[0] && r.flags[1]).length);
    KEYS.forEach((k, f) => {
      expect(breakdown[k]).toEqual(topFive(audience, f, 300));
    });
  });
});

describe("the breakdown of an audience wider than an exact tally may visit", () => {
  /** A small deterministic generator (mulberry32), so the sample's error is the same each run. */
  function random(seed: number) {
    let a = seed;
    return () => {
      a = (a + 0x6d2b79f5) | 0;
      let t = Math.imul(a ^ (a >>> 15), 1 | a);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  }

  /** A code from 1 to weights.length, each as likely as its weight. */
  function pick(next: () => number, weights: number[]): number {
    let x = next() * weights.reduce((a, b) => a + b, 0);
    for (const [i, w] of weights.entries()) {
      x -= w;
      if (x < 0) return i + 1;
    }
    return weights.length;
  }

  /**
   * A count scaled from one in `oneIn` is off by about sqrt(truth × oneIn) (one standard
   * error); four of them are allowed, and the rounding (to three figures, or to the error's
   * order: at most half of one more).
   */
  function expectNear(got: number, truth: number, oneIn: number) {
    const error = Math.sqrt(truth * oneIn);
    expect(Math.abs(got - truth)).toBeLessThanOrEqual(4.5 * error + truth / 200);
  }

  // 320,000 profiles; the audience (two countries of five, two seniorities of five) has no
  // set that holds it with fewer than ~45,000 others: every exact way visits ~50,000.
  const words = 10_000;
  const next = random(20261201);
  const rows: Row[] = Array.from({ length: words * 32 }, (_, seq) => ({
    seq,
    owner: null,
    codes: [
      pick(next, [40, 25, 15, 12, 8]),
      pick(next, [30, 30, 20, 12, 8]),
      pick(next, [35, 25, 18, 12, 10]),
      pick(next, [45, 30, 15, 7, 3]),
    ],
    flags: [next() < 0.7, next() < 0.4, next() < 0.5],
  }));
  const clauses: Clause[] = [
    { kind: "anyOf", terms: [{ field: "country", values: ["country-1", "country-2"] }] },
    { kind: "anyOf", terms: [{ field: "seniority", values: ["seniority-2", "seniority-3"] }] },
  ] as Clause[];
  const plan: Plan = { clauses, key: JSON.stringify(clauses), owner: undefined };
  const audience = rows.filter(
    (r) => [1, 2].includes(r.codes[0] as number) && [2, 3].includes(r.codes[1] as number),
  );

  it("keeps every count exact and takes the breakdown from an even sample, rounded", async () => {
    const ix = indexOf(rows, words);
    await prepareBreakdown(ix);
    const exactUpTo = 20_000;
    const { counts, breakdown, sampled } = countAndBreakdown(
      ix,
      plan,
      evaluatePlan(ix, plan),
      5,
      exactUpTo,
    );
    expect(counts).toEqual({
      count: audience.length,
      withEmail: audience.filter((r) => r.flags[0]).length,
      withMobile: audience.filter((r) => r.flags[1]).length,
      withBoth: audience.filter((r) => r.flags[0] && r.flags[1]).length,
      withWorkEmail: audience.filter((r) => r.flags[2]).length,
      withWorkEmailAndMobile: audience.filter((r) => r.flags[2] && r.flags[1]).length,
    });
    // One word in oneIn: between a quarter and a half of exactUpTo visited.
    expect(sampled?.oneIn).toBe(Math.ceil((2 * audience.length) / exactUpTo));
    expect(sampled?.people).toBeGreaterThan(exactUpTo / 4);
    expect(sampled?.people).toBeLessThanOrEqual(exactUpTo / 2 + 32);
    KEYS.forEach((k, f) => {
      const exact = topFive(audience, f);
      // The same values in the same order (their shares are far apart), each within four
      // standard errors of a count scaled from one in oneIn, and rounded to three figures.
      expect(breakdown[k].map((r) => r.value)).toEqual(exact.map((r) => r.value));
      breakdown[k].forEach((r, i) => {
        expectNear(r.count, (exact[i] as { count: number }).count, sampled?.oneIn ?? 1);
        // No more than three significant figures.
        expect(Number(String(r.count).replace(/0+$/, "")) < 1000).toBe(true);
      });
    });
  });

  it("rounds a sampled figure to three figures, or coarser to its standard error's order", () => {
    // Three figures (thousands) are coarser than √(154,321 × 3) ≈ 680's hundreds.
    expect(roughly(154_321, 3)).toBe(154_000);
    // And than √(1,543,210 × 40) ≈ 7,857's thousands.
    expect(roughly(1_543_210, 40)).toBe(1_540_000);
    // √(3,210 × 20) ≈ 253: hundreds, coarser than three figures' tens.
    expect(roughly(3_210, 20)).toBe(3_200);
    // √(47.4 × 5) ≈ 15: tens.
    expect(roughly(47.4, 5)).toBe(50);
    expect(roughly(0, 9)).toBe(0);
  });

  it("is exact, and says nothing of a sample, while an exact tally stays within the limit", async () => {
    const ix = indexOf(rows, words);
    await prepareBreakdown(ix);
    const result = countAndBreakdown(ix, plan, evaluatePlan(ix, plan), 5, 100_000);
    expect(result.sampled).toBeUndefined();
    KEYS.forEach((k, f) => {
      expect(result.breakdown[k]).toEqual(topFive(audience, f));
    });
  });

  it("samples the same way with 32-bit slot codes (no WebAssembly layout)", async () => {
    // 300 countries and 290 industries spread over the profiles: more (country, industry)
    // pairs than 16-bit codes hold, so the visits run in JavaScript.
    const spread = random(7);
    const wide: Row[] = rows.map((r) => ({
      ...r,
      codes: [
        (r.codes[0] as number) + 5 * Math.floor(spread() * 60),
        r.codes[1] as number,
        1 + Math.floor(spread() * 290),
        r.codes[3] as number,
      ],
    }));
    const ix = indexOf(wide, words, 300);
    await prepareBreakdown(ix);
    expect(ix.layout?.wasm).toBeUndefined();
    const countries = Array.from({ length: 60 }, (_, i) => [
      `country-${1 + 5 * i}`,
      `country-${2 + 5 * i}`,
    ]).flat();
    const wideClauses = [
      { kind: "anyOf", terms: [{ field: "country", values: countries }] },
      { kind: "anyOf", terms: [{ field: "seniority", values: ["seniority-2", "seniority-3"] }] },
    ] as Clause[];
    const widePlan: Plan = {
      clauses: wideClauses,
      key: JSON.stringify(wideClauses),
      owner: undefined,
    };
    const { counts, breakdown, sampled } = countAndBreakdown(
      ix,
      widePlan,
      evaluatePlan(ix, widePlan),
      5,
      20_000,
    );
    // The same people as the first audience: each one's country only moved within its five.
    expect(sampled?.oneIn).toBe(Math.ceil((2 * audience.length) / 20_000));
    expect(counts.count).toBe(audience.length);
    expect(counts.withBoth).toBe(audience.filter((r) => r.flags[0] && r.flags[1]).length);
    expect(counts.withWorkEmail).toBe(audience.filter((r) => r.flags[2]).length);
    // Seniority and company size keep their few values: the same order, each near its count.
    for (const [k, f] of [
      ["seniority", 1],
      ["companySize", 3],
    ] as const) {
      const exact = topFive(audience, f);
      expect(breakdown[k].map((r) => r.value)).toEqual(exact.map((r) => r.value));
      breakdown[k].forEach((r, i) => {
        expectNear(r.count, (exact[i] as { count: number }).count, sampled?.oneIn ?? 1);
      });
    }
  });
});

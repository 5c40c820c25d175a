import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cardinality, countFlagsInto } from "./bitmap";
import { compileKernels } from "./compile-kernels";
import {
  copyFlagsIn,
  wasmCardinality,
  wasmCountFlags,
  wasmCounting,
  wasmVisitBits,
  wasmVisitEvery,
  wasmVisitOutside,
} from "./wasm-kernels";
import { KERNELS_WASM_BASE64 } from "./wasm-kernels-bytes";

/*
 * The WebAssembly kernels against plain loops over the same bitmaps and codes: counts, and the
 * tally a visit leaves, over bitmaps of odd and even lengths (the count reads 64 bits at a
 * time, then the odd word alone). And the bytes the server runs are kernels.wat's.
 */

const SLOTS = 40;

const scenario = fc.integer({ min: 1, max: 41 }).chain((words) =>
  fc.record({
    words: fc.constant(words),
    bitmaps: fc.array(
      fc.array(fc.integer({ min: 0, max: 0xffffffff }), {
        minLength: words,
        maxLength: words,
      }),
      { minLength: 3, maxLength: 3 },
    ),
    pair: fc.array(fc.integer({ min: 0, max: SLOTS / 2 - 1 }), {
      minLength: words * 32,
      maxLength: words * 32,
    }),
    rest: fc.array(fc.integer({ min: SLOTS / 2, max: SLOTS - 1 }), {
      minLength: words * 32,
      maxLength: words * 32,
    }),
  }),
);

function plainTally(pair: number[], rest: number[], seqs: (seq: number) => boolean, size: number) {
  const t = new Array<number>(SLOTS).fill(0);
  let n = 0;
  for (let seq = 0; seq < size; seq++) {
    if (!seqs(seq)) continue;
    t[pair[seq] as number] = (t[pair[seq] as number] as number) + 1;
    t[rest[seq] as number] = (t[rest[seq] as number] as number) + 1;
    n++;
  }
  return { t, n };
}

const has = (bits: Uint32Array, seq: number) =>
  ((bits[seq >>> 5] as number) & (1 << (seq & 31))) !== 0;

/** A layout's memory holding the scenario's codes, its tally, and the bitmaps as typed arrays. */
function memoryWith(words: number, pair: number[], rest: number[], bitmaps: number[][]) {
  const w = wasmCounting(words, words * 32, SLOTS);
  if (!w) throw new Error("no memory");
  new Uint16Array(w.memory.buffer, w.pair, words * 32).set(pair);
  new Uint16Array(w.memory.buffer, w.rest, words * 32).set(rest);
  const tally = new Int32Array(w.memory.buffer, w.tally, SLOTS);
  const [a, b, c] = bitmaps.map((x) => Uint32Array.from(x)) as [
    Uint32Array,
    Uint32Array,
    Uint32Array,
  ];
  return { w, tally, bitmaps: [a, b, c] as const };
}

describe("the WebAssembly counting kernels", () => {
  it("are kernels.wat as it is now (npm run build:kernels after changing it)", async () => {
    expect(Buffer.from(await compileKernels()).toString("base64")).toBe(KERNELS_WASM_BASE64);
  });

  it("count and visit as plain loops over the same bitmaps and codes do", () => {
    fc.assert(
      fc.property(scenario, ({ words, bitmaps, pair, rest }) => {
        const {
          w,
          tally,
          bitmaps: [a, b, c],
        } = memoryWith(words, pair, rest, bitmaps);
        expect(wasmCardinality(w, a)).toBe(cardinality(a));

        const visited = wasmVisitBits(w, a);
        const expected = plainTally(pair, rest, (q) => has(a, q), words * 32);
        expect(visited).toBe(expected.n);
        expect([...tally]).toEqual(expected.t);

        tally.fill(0);
        wasmVisitOutside(w, a, b, c);
        const outside = plainTally(
          pair,
          rest,
          (q) => has(a, q) && !has(b, q) && !has(c, q),
          words * 32,
        );
        expect([...tally]).toEqual(outside.t);
      }),
      { numRuns: 200, seed: 20261129 },
    );
  });

  it("visit runs of words a step apart, and count contact flags, as plain loops do", () => {
    fc.assert(
      fc.property(
        scenario,
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 0, max: 9 }),
        fc.array(fc.integer({ min: 0, max: 0xffffffff }), { minLength: 41, maxLength: 41 }),
        ({ words, bitmaps, pair, rest }, run, gap, more) => {
          const {
            w,
            tally,
            bitmaps: [a, e, m],
          } = memoryWith(words, pair, rest, bitmaps);
          const wk = Uint32Array.from(more.slice(0, words));

          const step = run + gap;
          const visited = wasmVisitEvery(w, a, run, step);
          const sampled = plainTally(
            pair,
            rest,
            (q) => (q >>> 5) % step < run && has(a, q),
            words * 32,
          );
          expect(visited).toBe(sampled.n);
          expect([...tally]).toEqual(sampled.t);

          copyFlagsIn(w, e, m, wk);
          const got = new Int32Array(6);
          wasmCountFlags(w, a, got);
          const expected = new Int32Array(6);
          countFlagsInto(expected, a, e, m, wk);
          expect([...got]).toEqual([...expected]);
        },
      ),
      { numRuns: 200, seed: 20261201 },
    );
  });
});

describe("a bitmap shorter than the layout's", () => {
  it("is counted and visited as if padded with zeros, whatever a slot held before", () => {
    const words = 4;
    const w = wasmCounting(words, words * 32, SLOTS);
    if (!w) throw new Error("no memory");
    const full = new Uint32Array(words).fill(0xffffffff);
    expect(wasmCardinality(w, full)).toBe(128);
    // A set made when the index had two words: the slot's last two words must not count.
    const short = Uint32Array.from([1, 0x80000000]);
    expect(wasmCardinality(w, short)).toBe(2);
    const tally = new Int32Array(w.memory.buffer, w.tally, SLOTS);
    tally.fill(0);
    expect(wasmVisitBits(w, short)).toBe(2);
    wasmVisitBits(w, full);
    tally.fill(0);
    wasmVisitOutside(w, full, short, new Uint32Array(1));
    expect(tally.reduce((a, b) => a + b, 0)).toBe(2 * (128 - 2));
  });
});

describe("a layout past one memory's 4 GiB", () => {
  it("gets no WebAssembly memory (the JavaScript kernels count it), not an error", () => {
    // 2^31 seqs of 16-bit codes, twice: more than a 32-bit memory can address.
    expect(wasmCounting(2 ** 26, 2 ** 31, SLOTS)).toBeUndefined();
  });
});

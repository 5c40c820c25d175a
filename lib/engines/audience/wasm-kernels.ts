import { KERNELS_WASM_BASE64 } from "./wasm-kernels-bytes";

/*
 * The breakdown's hottest loops (kernels.wat) in WebAssembly: a popcount is one instruction per
 * 64 bits there and none exists for JavaScript, and a visit's loop runs without V8's bounds
 * checks. Measured on 31,250-word bitmaps (1M profiles): a count 60–96 µs in V8 against
 * 10–12 µs here with the bitmap copied in, a visit ~2× faster (docs/benchmarks.md).
 *
 * Each breakdown layout has a WebAssembly memory of its own holding its per-seq slot codes, its
 * visit tally, three bitmap slots the kernels read, and where a plan's audience is evaluated a
 * block at a time (the whole result bitmap and six blocks: `result` … `operands` below). The
 * index's bitmaps stay JavaScript typed arrays and are copied in (~10 µs each at 1M, a block at
 * a time for a plan's operands); the result stays here, where the count and the visits read it.
 * The memory is an object like any other: collected with the layout, nothing to free by hand.
 */

interface Exports {
  card(at: number, words: number): number;
  and(target: number, a: number, words: number): void;
  andNot(target: number, a: number, words: number): void;
  or(target: number, a: number, words: number): void;
  andEither(target: number, a: number, b: number, words: number): void;
  andEither3(target: number, a: number, b: number, c: number, words: number): void;
  visitOutside(
    set: number,
    outside: number,
    minus: number,
    words: number,
    pair: number,
    rest: number,
    tally: number,
  ): void;
  visit(
    bits: number,
    words: number,
    pair: number,
    rest: number,
    tally: number,
    run: number,
    step: number,
  ): number;
  flags(a: number, e: number, m: number, w: number, words: number, out: number): void;
}

let compiled: WebAssembly.Module | undefined;

/** A layout's memory, its kernels, and where its parts are in it (byte offsets). */
export interface WasmCounting {
  kernels: Exports;
  memory: WebAssembly.Memory;
  words: number;
  slotA: number;
  slotB: number;
  slotC: number;
  pair: number;
  rest: number;
  tally: number;
  /**
   * Where a plan's audience is evaluated (evaluate-blocks.ts): the whole bitmap of `words`
   * words, then six slots of BLOCK_WORDS words each (a union and a phrase being made, a
   * sparse set's scratch, three operands copied in).
   */
  result: number;
  union: number;
  phrase: number;
  scratch: number;
  operands: [number, number, number];
  /**
   * Copies of the index's contact flags (e-mail, mobile, work e-mail) made with the layout
   * (copyFlagsIn), and six counts' room: what a sampled breakdown counts its audience's contact
   * counts with, exactly (breakdown.ts).
   */
  flags: [number, number, number];
  flagCounts: number;
  /** The memory as 32-bit words: where bitmaps are copied in. */
  u32: Uint32Array;
}

/**
 * Words of a block of the plan's evaluation (evaluate-blocks.ts): 16 KB, so that a block of the
 * result and of its operands stay in the core's cache through every clause of the plan.
 */
export const BLOCK_WORDS = 4096;

const align8 = (bytes: number) => Math.ceil(bytes / 8) * 8;
const PAGE = 65_536;

/**
 * A memory for a layout of `seqs` 16-bit codes per kind, `slots` tally counts and bitmaps of
 * `words` words, with its kernels; undefined when it would not fit in one memory or none can be
 * had.
 */
export function wasmCounting(words: number, seqs: number, slots: number): WasmCounting | undefined {
  const bitmap = align8(words * 4);
  const codes = align8(seqs * 2);
  const pair = 3 * bitmap;
  const rest = pair + codes;
  const tally = rest + codes;
  const result = align8(tally + slots * 4);
  const block = BLOCK_WORDS * 4;
  const union = result + bitmap;
  const [phrase, scratch, a, b, c] = [1, 2, 3, 4, 5].map((k) => union + k * block) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const flags = [0, 1, 2].map((k) => c + block + k * bitmap) as [number, number, number];
  const flagCounts = flags[2] + bitmap;
  const pages = Math.ceil((flagCounts + 6 * 4) / PAGE) || 1;
  let memory: WebAssembly.Memory;
  let instance: WebAssembly.Instance;
  try {
    compiled ??= new WebAssembly.Module(Buffer.from(KERNELS_WASM_BASE64, "base64"));
    memory = new WebAssembly.Memory({ initial: pages, maximum: pages });
    instance = new WebAssembly.Instance(compiled, { env: { mem: memory } });
  } catch {
    // No memory to be had (past a 32-bit memory's 4 GiB, address space, a runtime without
    // WebAssembly): the JavaScript kernels count the same, slower; an index build must not fail
    // for it.
    return undefined;
  }
  return {
    kernels: instance.exports as unknown as Exports,
    memory,
    words,
    slotA: 0,
    slotB: bitmap,
    slotC: 2 * bitmap,
    pair,
    rest,
    tally,
    result,
    union,
    phrase,
    scratch,
    operands: [a, b, c],
    flags,
    flagCounts,
    u32: new Uint32Array(memory.buffer),
  };
}

/**
 * Copies a bitmap into a slot: one shorter than the layout's (a set made before the index grew)
 * is padded with zeros, so that no word of an earlier copy is read as its own.
 */
function copyIn(w: WasmCounting, bits: Uint32Array, slot: number): void {
  const at = slot >>> 2;
  if (bits.length >= w.words) {
    w.u32.set(bits.length === w.words ? bits : bits.subarray(0, w.words), at);
  } else {
    w.u32.set(bits, at);
    w.u32.fill(0, at + bits.length, at + w.words);
  }
}

/**
 * Where the kernels read `bits`: where it is when it lives in the layout's memory at full
 * length (an audience evaluated there), else copied into `slot`.
 */
function placeOf(w: WasmCounting, bits: Uint32Array, slot: number): number {
  if (bits.buffer === w.memory.buffer && bits.length === w.words) return bits.byteOffset;
  copyIn(w, bits, slot);
  return slot;
}

/** Seqs in `bits` (a bitmap of the layout's size). */
export function wasmCardinality(w: WasmCounting, bits: Uint32Array): number {
  return w.kernels.card(placeOf(w, bits, w.slotA), w.words);
}

/** visitBits (breakdown.ts) in WebAssembly: into the layout's tally; how many seqs. */
export function wasmVisitBits(w: WasmCounting, bits: Uint32Array): number {
  return w.kernels.visit(
    placeOf(w, bits, w.slotA),
    w.words,
    w.pair,
    w.rest,
    w.tally,
    w.words,
    w.words,
  );
}

/** visitOutside (breakdown.ts) in WebAssembly: the seqs of `set` in neither of the others. */
export function wasmVisitOutside(
  w: WasmCounting,
  set: Uint32Array,
  outside: Uint32Array,
  minus: Uint32Array,
): void {
  w.kernels.visitOutside(
    placeOf(w, set, w.slotA),
    placeOf(w, outside, w.slotB),
    placeOf(w, minus, w.slotC),
    w.words,
    w.pair,
    w.rest,
    w.tally,
  );
}

/**
 * Visits the seqs of `bits` in runs of `run` words, one every `step` words, into the layout's
 * tally (visitEvery in breakdown.ts); how many seqs.
 */
export function wasmVisitEvery(
  w: WasmCounting,
  bits: Uint32Array,
  run: number,
  step: number,
): number {
  return w.kernels.visit(placeOf(w, bits, w.slotA), w.words, w.pair, w.rest, w.tally, run, step);
}

/** Copies the index's contact flags into the memory, for wasmCountFlags. */
export function copyFlagsIn(
  w: WasmCounting,
  e: Uint32Array,
  m: Uint32Array,
  wk: Uint32Array,
): void {
  copyIn(w, e, w.flags[0]);
  copyIn(w, m, w.flags[1]);
  copyIn(w, wk, w.flags[2]);
}

/**
 * countFlagsInto (bitmap.ts) in WebAssembly against the flags copied in with the layout: the six
 * contact counts of `bits` into `out`.
 */
export function wasmCountFlags(w: WasmCounting, bits: Uint32Array, out: Int32Array): void {
  const [e, m, wk] = w.flags;
  w.kernels.flags(placeOf(w, bits, w.slotA), e, m, wk, w.words, w.flagCounts);
  out.set(new Int32Array(w.memory.buffer, w.flagCounts, 6));
}

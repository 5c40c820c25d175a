/**
 * Sets of profile `seq` numbers for the in-memory audience index. A value held by many profiles
 * is a dense bitmap (one bit per seq, `words` 32-bit words); a rare one is the sorted list of
 * its seqs. The switch happens where the list would outgrow the bitmap, so a set never costs
 * more than min(4 bytes × count, seqs / 8 bytes) — what keeps 1M profiles with tens of
 * millions of (profile, value) pairs well under a gigabyte.
 */
export interface SeqSet {
  count: number;
  dense: Uint32Array | null;
  sparse: Uint32Array | null;
}

export const EMPTY_SET: SeqSet = { count: 0, dense: null, sparse: new Uint32Array(0) };

/**
 * A new, empty bitmap of `words` 32-bit words. Every bitmap of an index is allocated here, so
 * that where bitmaps live (e.g. shared memory) is decided in one place.
 */
export function newBitmap(words: number): Uint32Array {
  return new Uint32Array(words);
}

/** Bits set in each 16-bit number: two table loads beat the arithmetic popcount by ~1.8x in V8. */
const POP16 = new Uint8Array(65536);
for (let i = 1; i < 65536; i++) POP16[i] = (i & 1) + (POP16[i >>> 1] as number);

function popcount(x: number): number {
  return (POP16[x & 0xffff] as number) + (POP16[x >>> 16] as number);
}

/** A set being filled in increasing seq order; each seq is kept once. */
export interface SetBuilder {
  count: number;
  last: number;
  list: Uint32Array | null;
  bits: Uint32Array | null;
}

export function newBuilder(): SetBuilder {
  return { count: 0, last: -1, list: new Uint32Array(4), bits: null };
}

export function addSeq(b: SetBuilder, seq: number, words: number): void {
  if (seq === b.last) return;
  b.last = seq;
  if (b.bits) {
    b.bits[seq >>> 5] = (b.bits[seq >>> 5] as number) | (1 << (seq & 31));
    b.count++;
    return;
  }
  let list = b.list as Uint32Array;
  if (b.count === list.length) {
    if (b.count >= words) {
      const bits = newBitmap(words);
      for (let i = 0; i < b.count; i++) {
        const s = list[i] as number;
        bits[s >>> 5] = (bits[s >>> 5] as number) | (1 << (s & 31));
      }
      bits[seq >>> 5] = (bits[seq >>> 5] as number) | (1 << (seq & 31));
      b.bits = bits;
      b.list = null;
      b.count++;
      return;
    }
    const grown = new Uint32Array(Math.min(words, list.length * 2));
    grown.set(list);
    b.list = list = grown;
  }
  list[b.count++] = seq;
}

export function finishBuilder(b: SetBuilder): SeqSet {
  if (b.bits) return { count: b.count, dense: b.bits, sparse: null };
  const list = b.list as Uint32Array;
  return {
    count: b.count,
    dense: null,
    sparse: list.length === b.count ? list : list.slice(0, b.count),
  };
}

/** First index of the sorted `list` holding a value ≥ `seq` (its length if none does). */
export function lowerBound(list: Uint32Array, seq: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((list[mid] as number) < seq) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** A dense copy of a set, for sets that are always combined whole (contact flags). */
export function densify(set: SeqSet, words: number): Uint32Array {
  if (set.dense) return set.dense;
  const bits = newBitmap(words);
  orSparse(bits, set.sparse as Uint32Array);
  return bits;
}

export function bytesOf(set: SeqSet): number {
  return (set.dense?.byteLength ?? 0) + (set.sparse?.byteLength ?? 0);
}

/*
 * The kernels: every loop over the bits or seqs of a set. Each is a small function of typed
 * arrays and numbers that returns a number or nothing, with no code after its loop, and each
 * handles one representation (dense or sparse), chosen by its caller before the loop. So V8
 * compiles each once for the only types it ever sees and keeps it: whatever the plan and tally
 * code around them meets (a new clause kind, a sparse set after dense ones) deoptimizes that
 * code, never a loop over a million bits. When a loop was followed by code that built an object
 * or stored into an array, the first call compiled the loop alone (on-stack replacement) without
 * feedback for the code after it, and every later call deoptimized there.
 *
 * Each loop reads its array's length once, before the loop (`end`): with `i < bits.length` as
 * the condition, V8 (Node 24) reloads the length on every turn and the loop runs ~2.5× slower
 * (31,250 words: an AND 84 → 32 µs, a count 113 → 45 µs; docs/benchmarks.md, "Session 11").
 */

/** target |= bits */
export function orDense(target: Uint32Array, bits: Uint32Array): void {
  for (let i = 0, end = target.length; i < end; i++)
    target[i] = (target[i] as number) | (bits[i] as number);
}

/** target |= the seqs of a sparse list */
export function orSparse(target: Uint32Array, seqs: Uint32Array): void {
  for (let i = 0, end = seqs.length; i < end; i++) {
    const q = seqs[i] as number;
    target[q >>> 5] = (target[q >>> 5] as number) | (1 << (q & 31));
  }
}

/** target &= bits */
export function andDense(target: Uint32Array, bits: Uint32Array): void {
  for (let i = 0, end = target.length; i < end; i++)
    target[i] = (target[i] as number) & (bits[i] as number);
}

/** target &= a | b: an AND with the union of two sets in one pass, no union written. */
export function andEither(target: Uint32Array, a: Uint32Array, b: Uint32Array): void {
  for (let i = 0, end = target.length; i < end; i++)
    target[i] = (target[i] as number) & ((a[i] as number) | (b[i] as number));
}

/** target &= a | b | c (see andEither). */
export function andEither3(
  target: Uint32Array,
  a: Uint32Array,
  b: Uint32Array,
  c: Uint32Array,
): void {
  for (let i = 0, end = target.length; i < end; i++)
    target[i] = (target[i] as number) & ((a[i] as number) | (b[i] as number) | (c[i] as number));
}

/** target &= ~bits */
export function andNotDense(target: Uint32Array, bits: Uint32Array): void {
  for (let i = 0, end = target.length; i < end; i++)
    target[i] = (target[i] as number) & ~(bits[i] as number);
}

/** out |= the seqs of a sparse list that are in `target` (out starts empty: target & seqs). */
function keepSparse(out: Uint32Array, target: Uint32Array, seqs: Uint32Array): void {
  for (let i = 0, end = seqs.length; i < end; i++) {
    const q = seqs[i] as number;
    const w = q >>> 5;
    const bit = 1 << (q & 31);
    if ((target[w] as number) & bit) out[w] = (out[w] as number) | bit;
  }
}

/** target &= ~(the seqs of a sparse list) */
export function andNotSparse(target: Uint32Array, seqs: Uint32Array): void {
  for (let i = 0, end = seqs.length; i < end; i++) {
    const q = seqs[i] as number;
    target[q >>> 5] = (target[q >>> 5] as number) & ~(1 << (q & 31));
  }
}

/** Seqs in the bitmap. */
export function cardinality(bits: Uint32Array): number {
  let n = 0;
  for (let i = 0, end = bits.length; i < end; i++) n += popcount(bits[i] as number);
  return n;
}

/**
 * The audience's six contact counts in one pass over its bitmap (`out`, zeroed by the caller):
 * [all, with e-mail, with mobile, with both, with work e-mail, with work e-mail and mobile], for
 * `bits` and the flags `e` (e-mail), `m` (mobile), `w` (work e-mail). One pass instead of six
 * (a count and five ANDs) reads each bitmap once and skips the audience's empty words: 4.5×
 * faster on a wide audience at 1M, 35× on a narrow one (docs/benchmarks.md, "Direct API"). The
 * sums are kept in `out` inside the loop, as a kernel's only stores (see above).
 */
export function countFlagsInto(
  out: Int32Array,
  bits: Uint32Array,
  e: Uint32Array,
  m: Uint32Array,
  w: Uint32Array,
): void {
  for (let i = 0, end = bits.length; i < end; i++) {
    const x = bits[i] as number;
    if (x === 0) continue;
    const xm = x & (m[i] as number);
    out[0] = (out[0] as number) + popcount(x);
    out[1] = (out[1] as number) + popcount(x & (e[i] as number));
    out[2] = (out[2] as number) + popcount(xm);
    out[3] = (out[3] as number) + popcount(xm & (e[i] as number));
    out[4] = (out[4] as number) + popcount(x & (w[i] as number));
    out[5] = (out[5] as number) + popcount(xm & (w[i] as number));
  }
}

/** Seqs of `bits` that are in `a` or `b`. */
export function countAndEither(bits: Uint32Array, a: Uint32Array, b: Uint32Array): number {
  let n = 0;
  for (let i = 0, end = bits.length; i < end; i++)
    n += popcount((bits[i] as number) & ((a[i] as number) | (b[i] as number)));
  return n;
}

/** Seqs of a sparse list that are in `a` or `b`. */
export function countSparseInEither(seqs: Uint32Array, a: Uint32Array, b: Uint32Array): number {
  let n = 0;
  for (let i = 0, end = seqs.length; i < end; i++) {
    const q = seqs[i] as number;
    if ((((a[q >>> 5] as number) | (b[q >>> 5] as number)) & (1 << (q & 31))) !== 0) n++;
  }
  return n;
}

/**
 * Writes into `out` (from index `from` on) up to `max` seqs of `bits` greater than `after`, in
 * increasing order; how many it wrote.
 */
function collectAfter(out: Float64Array, bits: Uint32Array, after: number, max: number): number {
  let n = 0;
  const start = after + 1;
  const first = start >>> 5;
  for (let i = first, end = bits.length; i < end && n < max; i++) {
    let w = bits[i] as number;
    if (i === first) w &= ~((1 << (start & 31)) - 1);
    const base = i << 5;
    while (w !== 0 && n < max) {
      const low = w & -w;
      out[n++] = base + 31 - Math.clz32(low);
      w ^= low;
    }
  }
  return n;
}

/* The dispatchers: they pick the kernel for a set's representation, outside any loop. */

/** target |= set */
export function orInto(target: Uint32Array, set: SeqSet): void {
  if (set.dense) orDense(target, set.dense);
  else orSparse(target, set.sparse as Uint32Array);
}

/** target &= set; `scratch` (same length) is clobbered when the set is sparse. */
export function andInto(target: Uint32Array, set: SeqSet, scratch: Uint32Array): void {
  if (set.dense) {
    andDense(target, set.dense);
    return;
  }
  scratch.fill(0);
  keepSparse(scratch, target, set.sparse as Uint32Array);
  target.set(scratch);
}

/**
 * result &= the union of `sets`. Up to three bitmaps are read in the AND's own pass, with no
 * union written: sparse lists, and dense sets past the third, are first ORed into `union`
 * (cleared), which then counts as one of the three. For two dense sets that is one pass over
 * three arrays instead of a clear, two ORs and an AND.
 */
export function andUnion(result: Uint32Array, sets: SeqSet[], union: Uint32Array): void {
  const dense: Uint32Array[] = [];
  let sparse = false;
  for (const s of sets) {
    if (s.dense) dense.push(s.dense);
    else if (s.count > 0) sparse = true;
  }
  if (sparse || dense.length > 3) {
    union.fill(0);
    for (const s of sets) if (!s.dense && s.count > 0) orSparse(union, s.sparse as Uint32Array);
    while (dense.length > 2) orDense(union, dense.pop() as Uint32Array);
    dense.push(union);
  }
  const [a, b, c] = dense;
  if (!a) result.fill(0);
  else if (!b) andDense(result, a);
  else if (!c) andEither(result, a, b);
  else andEither3(result, a, b, c);
}

/** target &= ~set */
export function andNotInto(target: Uint32Array, set: SeqSet): void {
  if (set.dense) andNotDense(target, set.dense);
  else andNotSparse(target, set.sparse as Uint32Array);
}

/** target &= bits / target &= ~bits, for dense bitmaps. */
export function andBits(target: Uint32Array, bits: Uint32Array, negate: boolean): void {
  if (negate) andNotDense(target, bits);
  else andDense(target, bits);
}

export function orBits(target: Uint32Array, bits: Uint32Array): void {
  orDense(target, bits);
}

/** Up to `max` seqs of `bits` greater than `after`, in increasing order. */
export function seqsAfter(bits: Uint32Array, after: number, max: number): number[] {
  const out = new Float64Array(Math.max(0, Math.min(max, bits.length * 32)));
  const n = collectAfter(out, bits, after, out.length);
  return Array.from(out.subarray(0, n));
}

/**
 * Clears the seqs of `target` whose per-seq value in `days` is below `from` (a seq past the
 * end of `days` counts as 0). Visits only the set bits: one pass over the words, and a look at
 * `days` per seq still in the audience.
 */
export function keepAtLeast(target: Uint32Array, days: Uint16Array, from: number): void {
  for (let i = 0, end = target.length; i < end; i++) {
    let w = target[i] as number;
    if (w === 0) continue;
    let keep = w;
    const base = i << 5;
    while (w !== 0) {
      const low = w & -w;
      const bit = 31 - Math.clz32(low);
      if (((days[base + bit] ?? 0) as number) < from) keep &= ~low;
      w ^= low;
    }
    target[i] = keep;
  }
}

/*
 * The breakdown's tally kernels (see bitmap.ts on kernels: typed arrays and numbers only, small
 * monomorphic functions), in plain JavaScript: the web process runs them, and so does the tally
 * worker (tally-worker.mjs), which Node.js loads from this folder, outside the app's bundle.
 */

/** Adds `delta` to the tally of every seq set in word `w` (seqs base … base + 31); how many. */
export function addWord(c0, c1, c2, c3, o1, o2, o3, t, w, base, delta) {
  let n = 0;
  let bits = w;
  while (bits !== 0) {
    const low = bits & -bits;
    const seq = base + 31 - Math.clz32(low);
    const k0 = c0[seq];
    const k1 = o1 + c1[seq];
    const k2 = o2 + c2[seq];
    const k3 = o3 + c3[seq];
    t[k0] = t[k0] + delta;
    t[k1] = t[k1] + delta;
    t[k2] = t[k2] + delta;
    t[k3] = t[k3] + delta;
    bits ^= low;
    n++;
  }
  return n;
}

/** Adds every seq of `bits` to the tally; how many there were. */
export function tallyDense(c0, c1, c2, c3, o1, o2, o3, counts, bits) {
  let count = 0;
  for (let i = 0; i < bits.length; i++) {
    const w = bits[i];
    if (w !== 0) count += addWord(c0, c1, c2, c3, o1, o2, o3, counts, w, i << 5, 1);
  }
  return count;
}

/** A 32-bit integer hash of a few integers (murmur3's finalizer over a running mix). */
export function hash32(...keys: number[]): number {
  let h = 0x9e3779b9;
  for (const k of keys) h = mix(h, k);
  return h >>> 0;
}

/** One step of hash32: the running hash `h` with `k` mixed in. */
function mix(h: number, k: number): number {
  let m = Math.imul(h ^ (k >>> 0), 0x85ebca6b);
  m = (m ^ (m >>> 13)) >>> 0;
  m = Math.imul(m, 0xc2b2ae35);
  return (m ^ (m >>> 16)) >>> 0;
}

export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform integer in [min, max]. */
  int(min: number, max: number): number;
  /** Uniform in [min, max). */
  float(min: number, max: number): number;
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** `k` distinct items in random order (all of them when there are fewer). */
  sample<T>(items: readonly T[], k: number): T[];
  /** Standard normal (Box–Muller). */
  normal(): number;
  /** Log-normal with the given median and log-space spread. */
  logNormal(median: number, sigma: number): number;
  digits(n: number): string;
  alnum(n: number): string;
}

interface Sfc32 extends Rng {
  a: number;
  b: number;
  c: number;
  d: number;
}

const CHARS = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

// Shared by every generator: the seed makes one per entity, a million of them, so the methods
// are not closures created per generator.
const methods: Omit<Sfc32, "a" | "b" | "c" | "d"> = {
  next(this: Sfc32) {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return (t >>> 0) / 4294967296;
  },
  int(min, max) {
    return min + Math.floor(this.next() * (max - min + 1));
  },
  float(min, max) {
    return min + this.next() * (max - min);
  },
  chance(p) {
    return this.next() < p;
  },
  pick(items) {
    if (items.length === 0) throw new Error("pick from an empty list");
    return items[Math.floor(this.next() * items.length)] as (typeof items)[number];
  },
  sample(items, k) {
    const copy = [...items];
    const n = Math.min(k, copy.length);
    for (let i = 0; i < n; i++) {
      const j = i + Math.floor(this.next() * (copy.length - i));
      [copy[i], copy[j]] = [copy[j] as (typeof copy)[number], copy[i] as (typeof copy)[number]];
    }
    return copy.slice(0, n);
  },
  normal() {
    const u = 1 - this.next();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * this.next());
  },
  logNormal(median, sigma) {
    return median * Math.exp(sigma * this.normal());
  },
  digits(n) {
    let s = "";
    for (let i = 0; i < n; i++) s += Math.floor(this.next() * 10);
    return s;
  },
  alnum(n) {
    let s = "";
    for (let i = 0; i < n; i++) s += CHARS[Math.floor(this.next() * CHARS.length)];
    return s;
  },
};

/**
 * A seeded generator (sfc32). Seeded from a tuple of integers, so every entity of a data set
 * can have its own stream and comes out the same whatever else is generated around it.
 */
export function createRng(...keys: number[]): Rng {
  const rng = Object.create(methods) as Sfc32;
  // hash32(...keys, 1), hash32(...keys, 2), hash32(...keys, 3), mixing the shared keys once.
  const h = hash32(...keys);
  rng.a = mix(h, 1);
  rng.b = mix(h, 2);
  rng.c = mix(h, 3);
  rng.d = 1;
  for (let i = 0; i < 12; i++) rng.next();
  return rng;
}

/** Draws items with the given weights in O(log n) per draw. */
export function weighted<T>(entries: readonly (readonly [T, number])[]): (rng: Rng) => T {
  const items: T[] = [];
  const cumulative: number[] = [];
  let total = 0;
  for (const [item, weight] of entries) {
    if (weight <= 0) continue;
    total += weight;
    items.push(item);
    cumulative.push(total);
  }
  if (items.length === 0) throw new Error("weighted draw over no positive weights");
  return (rng) => {
    const x = rng.next() * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((cumulative[mid] as number) > x) hi = mid;
      else lo = mid + 1;
    }
    return items[lo] as T;
  };
}

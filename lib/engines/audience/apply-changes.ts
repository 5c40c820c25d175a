import type { Db } from "@/db/client";
import type { BreakdownKey } from "@/lib/model/targeting/fields";
import type { AudienceIndex, BreakdownColumn } from "./audience-index";
import { cardinality, lowerBound, newBitmap, orBits, type SeqSet } from "./bitmap";
import { carryLayout } from "./breakdown";
import { indexOfSeqs, readPoint } from "./build-index";

/** `profile_changes.seq` of a TRUNCATE: any profile may have changed. */
const EVERYTHING = -1;
/**
 * Past this many changed profiles (or this share of the index), one scan is cheaper than
 * reading and merging them: the catch-up asks for a full rebuild instead.
 */
const MAX_CHANGED = 200_000;
const MAX_CHANGED_SHARE = 0.25;
/** When seqs outgrow the bitmaps, they grow by this factor at least (not by each new seq). */
const GROWTH = 1.25;
/** Work between two yields to the event loop while a catch-up merges. */
const SLICE_MS = 5;

export type CatchUp =
  | {
      kind: "applied";
      index: AudienceIndex;
      changed: number;
      /** Of the catch-up's time, what reading the changes from PostgreSQL took (the rest merged). */
      readMs: number;
    }
  | { kind: "rebuild"; reason: string };

/** Yields to waiting requests once a slice of synchronous work has been done. */
export function pacer(): () => Promise<void> | undefined {
  let since = performance.now();
  return () => {
    if (performance.now() - since < SLICE_MS) return undefined;
    return new Promise<void>((resolve) =>
      setImmediate(() => {
        since = performance.now();
        resolve();
      }),
    );
  };
}

function hasBit(bits: Uint32Array, seq: number): boolean {
  return (((bits[seq >>> 5] ?? 0) as number) & (1 << (seq & 31))) !== 0;
}

function clearBits(bits: Uint32Array, seqs: readonly number[]): void {
  for (const q of seqs) bits[q >>> 5] = (bits[q >>> 5] as number) & ~(1 << (q & 31));
}

function grown(bits: Uint32Array, words: number): Uint32Array {
  if (bits.length >= words) return bits;
  const out = newBitmap(words);
  out.set(bits);
  return out;
}

/** Takes `gone` (sorted seqs; `goneBits` the same as a bitmap) out of the set; whether it held any. */
function removeFrom(set: SeqSet, gone: readonly number[], goneBits: Uint32Array): boolean {
  if (set.dense) {
    let removed = 0;
    for (const q of gone) {
      if (hasBit(set.dense, q)) {
        set.dense[q >>> 5] = (set.dense[q >>> 5] as number) & ~(1 << (q & 31));
        removed++;
      }
    }
    set.count -= removed;
    return removed > 0;
  }
  const list = set.sparse as Uint32Array;
  // A binary search per gone seq when few changed, one pass over the list when many did.
  if (gone.length * 16 < list.length) {
    if (!gone.some((q) => list[lowerBound(list, q)] === q)) return false;
  }
  let kept = 0;
  for (let i = 0, end = list.length; i < end; i++) {
    const q = list[i] as number;
    if (!hasBit(goneBits, q)) list[kept++] = q;
  }
  if (kept === list.length) return false;
  set.sparse = list.subarray(0, kept);
  set.count = kept;
  return true;
}

/**
 * Adds the seqs of `add` (sparse and sorted, or dense) to `set`. Seqs the set holds already are
 * kept once, so merging the same change twice changes nothing.
 */
function addTo(set: SeqSet, add: SeqSet, words: number): void {
  if (set.dense) {
    const d = set.dense;
    if (add.dense) {
      for (let i = 0, end = add.dense.length; i < end; i++)
        d[i] = (d[i] as number) | (add.dense[i] as number);
      set.count = cardinality(d);
    } else {
      for (const q of add.sparse as Uint32Array) {
        if (hasBit(d, q)) continue;
        d[q >>> 5] = (d[q >>> 5] as number) | (1 << (q & 31));
        set.count++;
      }
    }
    return;
  }
  const list = set.sparse as Uint32Array;
  if (add.dense || list.length + add.count >= words) {
    const d = newBitmap(words);
    for (const q of list) d[q >>> 5] = (d[q >>> 5] as number) | (1 << (q & 31));
    set.dense = d;
    set.sparse = null;
    set.count = list.length;
    addTo(set, add, words);
    return;
  }
  const more = add.sparse as Uint32Array;
  if (list.length === 0 || (more[0] as number) > (list[list.length - 1] as number)) {
    // Appending new seqs (an import): in place while the list's buffer has room, else into a
    // buffer grown geometrically, so a set that keeps growing is not copied at every catch-up.
    const count = list.length + more.length;
    const capacity = (list.buffer.byteLength - list.byteOffset) >>> 2;
    if (capacity >= count && list.buffer instanceof ArrayBuffer) {
      const out = new Uint32Array(list.buffer, list.byteOffset, count);
      out.set(more, list.length);
      set.sparse = out;
    } else {
      const out = newBitmap(Math.min(words, Math.ceil(count * 1.5)));
      out.set(list);
      out.set(more, list.length);
      set.sparse = out.subarray(0, count);
    }
    set.count = count;
    return;
  }
  const out = newBitmap(list.length + more.length);
  let i = 0;
  let j = 0;
  let k = 0;
  while (i < list.length || j < more.length) {
    const a = i < list.length ? (list[i] as number) : Number.POSITIVE_INFINITY;
    const b = j < more.length ? (more[j] as number) : Number.POSITIVE_INFINITY;
    out[k++] = Math.min(a, b);
    if (a <= b) i++;
    if (b <= a) j++;
  }
  set.sparse = out.subarray(0, k);
  set.count = k;
}

/** The change rows committed since the index's snapshot, or why it must be rebuilt instead. */
async function readChanges(
  db: Db,
  ix: AudienceIndex,
): Promise<
  { kind: "rebuild"; reason: string } | { kind: "merge"; mini: AudienceIndex; changed: number[] }
> {
  if (!ix.snapshot) return { kind: "rebuild", reason: "the index has no snapshot" };
  return db.$client.begin("isolation level repeatable read read only", async (tx) => {
    const at = await readPoint(tx);
    const [p] = await tx<{ through: string | null; xmin: string; ahead: boolean }[]>`
      select (select through from profile_changes_pruned where id = 1)::text as through,
             pg_snapshot_xmin(${ix.snapshot}::pg_snapshot)::text as xmin,
             pg_snapshot_xmax(${ix.snapshot}::pg_snapshot)
               > pg_snapshot_xmax(pg_current_snapshot()) as ahead`;
    // An index (a start-up snapshot) from ahead of the database: restored from a backup, say.
    if (p?.ahead || ix.version > at.version)
      return { kind: "rebuild" as const, reason: "the index is ahead of the database" };
    if (p?.through && BigInt(p.through) >= BigInt(p.xmin))
      return { kind: "rebuild" as const, reason: "the change log was pruned past the index" };
    const rows = await tx<{ seq: number }[]>`
      select distinct seq from profile_changes
      where xid >= pg_snapshot_xmin(${ix.snapshot}::pg_snapshot)
        and not pg_visible_in_snapshot(xid, ${ix.snapshot}::pg_snapshot)
      order by seq`;
    const changed = rows.map((r) => r.seq);
    if (changed[0] === EVERYTHING)
      return { kind: "rebuild" as const, reason: "profiles were truncated" };
    if (changed.length > Math.max(MAX_CHANGED, ix.profiles * MAX_CHANGED_SHARE))
      return { kind: "rebuild" as const, reason: `${changed.length} profiles changed` };
    const top = changed.at(-1) ?? 0;
    const words =
      top < ix.words * 32 ? ix.words : Math.max((top >>> 5) + 1, Math.ceil(ix.words * GROWTH));
    const mini = await indexOfSeqs(tx, changed, words, at);
    return { kind: "merge" as const, mini, changed };
  });
}

/**
 * Merges the changed profiles into every value → set map of the index, in place: each set loses
 * the `gone` seqs (a set left empty is dropped) and gains the mini index's. Sets first, before
 * the per-index arrays of the new object: their longer bitmaps are harmless to readers of the
 * old, shorter words. Answers the sets it changed, whose tallies are now stale.
 */
async function mergeSets(
  ix: AudienceIndex,
  mini: AudienceIndex,
  gone: readonly number[],
  tick: () => Promise<void> | undefined,
): Promise<Set<SeqSet | Uint32Array>> {
  const words = mini.words;
  const goneBits = newBitmap(words);
  for (const q of gone) goneBits[q >>> 5] = (goneBits[q >>> 5] as number) | (1 << (q & 31));
  const touched = new Set<SeqSet | Uint32Array>();
  for (const [name, map] of setMaps(ix)) {
    for (const [key, set] of map) {
      if (set.dense && set.dense.length < words) set.dense = grown(set.dense, words);
      if (gone.length > 0 && removeFrom(set, gone, goneBits)) {
        touched.add(set);
        if (set.count === 0) map.delete(key);
      }
      await tick();
    }
    for (const [key, add] of setMapOf(mini, name)) {
      const set = map.get(key);
      if (set) addTo(set, add, words);
      else map.set(key, add);
      touched.add(set ?? add);
      await tick();
    }
  }
  return touched;
}

/**
 * The plain bitmaps (every profile, each owner's imports, the contact flags) as the changes
 * leave them, updated in place like the sets: grown to `words` when the seqs outgrow them, the
 * `gone` seqs cleared, the mini index's added. An owner left with nobody is dropped.
 */
async function mergeBitmaps(
  ix: AudienceIndex,
  mini: AudienceIndex,
  gone: readonly number[],
  tick: () => Promise<void> | undefined,
) {
  const words = mini.words;
  const alive = grown(ix.alive, words);
  clearBits(alive, gone);
  orBits(alive, mini.alive);
  let profiles = cardinality(alive);
  await tick();
  const owned = new Map<string, Uint32Array>();
  for (const [owner, bits] of ix.owned) {
    const g = grown(bits, words);
    clearBits(g, gone);
    const more = mini.owned.get(owner);
    if (more) orBits(g, more);
    const n = cardinality(g);
    if (n > 0) owned.set(owner, g);
    profiles += n;
    await tick();
  }
  for (const [owner, bits] of mini.owned) {
    if (owned.has(owner)) continue;
    owned.set(owner, bits);
    profiles += cardinality(bits);
  }
  const flags = { ...ix.flags };
  for (const f of Object.keys(flags) as (keyof typeof flags)[]) {
    flags[f] = grown(flags[f], words);
    clearBits(flags[f], gone);
    orBits(flags[f], mini.flags[f]);
    await tick();
  }
  return { alive, owned, flags, profiles };
}

/**
 * Tallies of changed sets are stale, and so may be those of every plain bitmap (all profiles,
 * flags, experience steps, owners): they are dropped, and prepareBreakdown tallies them again.
 */
function freshTallies(ix: AudienceIndex, touched: Set<SeqSet | Uint32Array>) {
  const tallies = new Map(ix.tallies);
  for (const key of tallies.keys())
    if (touched.has(key) || key instanceof Uint32Array) tallies.delete(key);
  return tallies;
}

/**
 * Brings the index up to the database's current state by merging the profiles changed since
 * its snapshot (rows of `profile_changes`, written by triggers): their seqs are taken out of
 * every set, then the rows as they are now are added. Answers a new index object that shares
 * the sets (updated in place) with `ix`; requests served meanwhile read `ix`, whose counts may
 * be briefly off by the profiles being merged. Asks for a full rebuild when the log cannot
 * tell (truncated, pruned past the index's snapshot) or when a scan is cheaper.
 */
export async function catchUp(db: Db, ix: AudienceIndex): Promise<CatchUp> {
  const started = performance.now();
  const read = await readChanges(db, ix);
  if (read.kind === "rebuild") return read;
  const readMs = Math.round(performance.now() - started);
  const { mini, changed } = read;
  const tick = pacer();
  const words = mini.words;
  // Only seqs the index may hold are taken out: a pure import has none to take.
  const gone = changed.filter((q) => q <= ix.maxSeq);
  // Each step yields between bitmaps like mergeSets: when the seqs outgrow the bitmaps, every
  // one of them is copied into a longer one and counted, which done in one stretch after the
  // sets held the event loop 141 ms at 10M profiles (docs/benchmarks.md, "Own contacts counted").
  const touched = await mergeSets(ix, mini, gone, tick);
  const { alive, owned, flags, profiles } = await mergeBitmaps(ix, mini, gone, tick);
  const experience = await mergeExperience(ix, mini, gone, words, tick);
  const breakdown = await mergeBreakdown(ix, mini, gone, changed, words, tick);
  const emailDays = mergeEmailDays(ix, mini, gone, changed, words);
  await tick();
  // A new label moves the places of the columns after it in every tally: none is kept then.
  const labelsGrew = (Object.keys(breakdown) as BreakdownKey[]).some(
    (key) => breakdown[key].labels.length !== ix.breakdown[key].labels.length,
  );
  const next: AudienceIndex = {
    ...ix,
    version: Math.max(ix.version, mini.version),
    snapshot: mini.snapshot,
    builtAt: new Date(),
    words,
    maxSeq: Math.max(ix.maxSeq, changed.at(-1) ?? 0),
    profiles,
    alive,
    owned,
    flags,
    emailDays,
    experienceAtLeast: experience.steps,
    experienceRange: experience.range,
    breakdown,
    tallies: labelsGrew ? new Map() : freshTallies(ix, touched),
    scratch:
      words === ix.words
        ? ix.scratch
        : [newBitmap(words), newBitmap(words), newBitmap(words), newBitmap(words)],
  };
  carryLayout(ix, next, changed);
  return { kind: "applied", index: next, changed: changed.length, readMs };
}

type SetMapName = `values.${string}` | `arrays.${string}` | "titleWords" | "lexemes";

/** Every map of value → set of the index, by a name stable across processes. */
export function setMaps(ix: AudienceIndex): [SetMapName, Map<string, SeqSet>][] {
  return [
    ...Object.entries(ix.values).map(
      ([f, m]) => [`values.${f}`, m] as [SetMapName, Map<string, SeqSet>],
    ),
    ...Object.entries(ix.arrays).map(
      ([f, m]) => [`arrays.${f}`, m] as [SetMapName, Map<string, SeqSet>],
    ),
    ["titleWords", ix.titleWords],
    ["lexemes", ix.lexemes],
  ];
}

function setMapOf(ix: AudienceIndex, name: SetMapName): Map<string, SeqSet> {
  return new Map(setMaps(ix)).get(name) as Map<string, SeqSet>;
}

/**
 * experienceAtLeast[k] holds the seqs with at least k years; steps no profile has exactly share
 * one array with the step above. A seq of e years is set in every step up to e, after giving
 * step e its own copy if it shared the array of e + 1.
 */
async function mergeExperience(
  ix: AudienceIndex,
  mini: AudienceIndex,
  gone: number[],
  words: number,
  tick: () => Promise<void> | undefined,
): Promise<{ steps: Uint32Array[]; range: AudienceIndex["experienceRange"] }> {
  const copies = new Map<Uint32Array, Uint32Array>();
  const steps: Uint32Array[] = [];
  for (const bits of ix.experienceAtLeast) {
    let g = copies.get(bits);
    if (!g) {
      g = grown(bits, words);
      clearBits(g, gone);
      copies.set(bits, g);
      await tick();
    }
    steps.push(g);
  }
  const m = mini.experienceAtLeast;
  for (let e = m.length - 1; e >= 0; e--) {
    const exact: number[] = [];
    const here = m[e] as Uint32Array;
    const above = m[e + 1];
    if (above === here) continue;
    for (let i = 0, end = here.length; i < end; i++) {
      let w = (here[i] as number) & ~((above?.[i] ?? 0) as number);
      while (w !== 0) {
        const low = w & -w;
        exact.push((i << 5) + 31 - Math.clz32(low));
        w ^= low;
      }
    }
    if (exact.length === 0) continue;
    if (steps.length <= e) {
      const fresh = newBitmap(words);
      for (let k = steps.length; k <= e; k++) steps[k] = fresh;
    }
    const own = steps[e] as Uint32Array;
    if (steps[e + 1] === own) {
      const copy = newBitmap(words);
      copy.set(own);
      for (let k = e; k >= 0 && steps[k] === own; k--) steps[k] = copy;
    }
    let previous: Uint32Array | undefined;
    for (let k = 0; k <= e; k++) {
      const bits = steps[k] as Uint32Array;
      if (bits === previous) continue;
      previous = bits;
      for (const q of exact) bits[q >>> 5] = (bits[q >>> 5] as number) | (1 << (q & 31));
    }
    await tick();
  }
  const counts: number[] = [];
  for (const bits of steps) {
    counts.push(cardinality(bits));
    await tick();
  }
  while (counts.length > 0 && counts.at(-1) === 0) {
    counts.pop();
    steps.pop();
  }
  if (steps.length === 0) return { steps, range: null };
  let min = 0;
  while (min < counts.length - 1 && counts[min] === counts[min + 1]) min++;
  return { steps, range: { min, max: steps.length - 1 } };
}

/** The e-mail days of the changed seqs (in place, grown like the breakdown codes). */
function mergeEmailDays(
  ix: AudienceIndex,
  mini: AudienceIndex,
  gone: number[],
  changed: number[],
  words: number,
): Uint16Array {
  let days = ix.emailDays;
  if (days.length < words * 32) {
    days = new Uint16Array(words * 32);
    days.set(ix.emailDays);
  }
  for (const q of gone) days[q] = 0;
  for (const q of changed) days[q] = mini.emailDays[q] ?? 0;
  return days;
}

/** Breakdown codes of the changed seqs, with the labels the merged rows bring appended. */
async function mergeBreakdown(
  ix: AudienceIndex,
  mini: AudienceIndex,
  gone: number[],
  changed: number[],
  words: number,
  tick: () => Promise<void> | undefined,
): Promise<Record<BreakdownKey, BreakdownColumn>> {
  const out = {} as Record<BreakdownKey, BreakdownColumn>;
  for (const key of Object.keys(ix.breakdown) as BreakdownKey[]) {
    const column = ix.breakdown[key];
    let codes = column.codes;
    if (codes.length < words * 32) {
      codes = new Uint16Array(words * 32);
      codes.set(column.codes);
    }
    for (const q of gone) codes[q] = 0;
    const labels = [...column.labels];
    const byLabel = new Map(labels.map((l, i) => [l, i + 1]));
    const from = mini.breakdown[key];
    for (const q of changed) {
      const code = from.codes[q] as number;
      if (code === 0) continue;
      const label = from.labels[code - 1] as string;
      let mine = byLabel.get(label);
      if (mine === undefined) {
        labels.push(label);
        mine = labels.length;
        if (mine > 0xffff) throw new Error(`too many distinct values for breakdown ${key}`);
        byLabel.set(label, mine);
      }
      codes[q] = mine;
    }
    out[key] = { codes, labels };
    await tick();
  }
  return out;
}

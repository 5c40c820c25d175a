/**
 * The audience index's hand-written bitmaps against CRoaring compiled to WebAssembly (npm
 * `roaring-wasm`), side by side on the real sets of a seeded index:
 * `npm run bench:bitmaps -- --profiles 1000000` (the database as for bench:estimate).
 *
 * Memory: every set of the index (values, array values, title words, lexemes, contact flags,
 * experience steps, the shared catalogue) as the index holds it, and as a run-optimized roaring
 * bitmap (its serialized CRoaring size: what its containers take, without the allocator's
 * overhead in the WebAssembly heap, which the library does not report). Speed: and / and-not / or / cardinality over sets the filter mix
 * uses, each answer checked equal between the two. Writes bench/results/bitmaps-<N>.json with
 * the CPU model and the load average.
 */
import { mkdir, writeFile } from "node:fs/promises";
import os from "node:os";
import { parseArgs } from "node:util";
import { RoaringBitmap32, roaringLibraryInitialize } from "roaring-wasm";
import { getDb } from "@/db/client";
import { logger } from "@/lib/core/logger";
import { type AudienceIndex, getAudienceIndex } from "@/lib/engines/audience";
import {
  andBits,
  andInto,
  andNotInto,
  cardinality,
  orInto,
  type SeqSet,
} from "@/lib/engines/audience/bitmap";
import { benchDatabase } from "./bench-account";
import { stats } from "./mix";

const { values: args } = parseArgs({
  options: {
    profiles: { type: "string", default: "1000000" },
    iterations: { type: "string", default: "300" },
    seed: { type: "string", default: "1" },
  },
});
const N = Number(args.profiles);
const ITERATIONS = Number(args.iterations);

logger.level = "warn";
const load = () => os.loadavg().map((x) => Math.round(x * 100) / 100);

/** A set of the index as the seqs it holds (dense bitmaps and sparse lists alike). */
function seqsOf(set: SeqSet | Uint32Array): Uint32Array {
  if (set instanceof Uint32Array)
    return seqsOf({ count: cardinality(set), dense: set, sparse: null });
  if (set.sparse) return set.sparse;
  const out = new Uint32Array(set.count);
  const d = set.dense as Uint32Array;
  let n = 0;
  for (let i = 0; i < d.length; i++) {
    let w = d[i] as number;
    while (w !== 0) {
      const low = w & -w;
      out[n++] = (i << 5) + 31 - Math.clz32(low);
      w ^= low;
    }
  }
  return out;
}

function bytesOf(set: SeqSet | Uint32Array): number {
  if (set instanceof Uint32Array) return set.byteLength;
  return (set.dense?.byteLength ?? 0) + (set.sparse?.byteLength ?? 0);
}

/** Every set of the index, named. */
function allSets(ix: AudienceIndex): Map<string, SeqSet | Uint32Array> {
  const out = new Map<string, SeqSet | Uint32Array>([["alive", ix.alive]]);
  const maps = {
    ...Object.fromEntries(Object.entries(ix.values).map(([k, m]) => [`value.${k}`, m])),
    ...Object.fromEntries(Object.entries(ix.arrays).map(([k, m]) => [`array.${k}`, m])),
    titleWord: ix.titleWords,
    lexeme: ix.lexemes,
  };
  for (const [kind, map] of Object.entries(maps)) {
    for (const [value, set] of map) out.set(`${kind}:${value}`, set);
  }
  for (const [flag, bits] of Object.entries(ix.flags)) out.set(`flag:${flag}`, bits);
  ix.experienceAtLeast.forEach((bits, k) => {
    out.set(`experienceAtLeast:${k}`, bits);
  });
  return out;
}

/** The most common values of a map (the filter mix picks its values by rank too). */
function topOf(map: Map<string, SeqSet>, n: number): SeqSet[] {
  return [...map.values()].sort((a, b) => b.count - a.count).slice(0, n);
}

function time(fn: () => number): { answer: number; us: ReturnType<typeof stats> } {
  for (let i = 0; i < 20; i++) fn();
  const samples: number[] = [];
  let answer = 0;
  for (let i = 0; i < ITERATIONS; i++) {
    const t = performance.now();
    answer = fn();
    samples.push((performance.now() - t) * 1000);
  }
  return { answer, us: stats(samples) };
}

async function main() {
  const loadAtStart = load();
  const { close, stop } = await benchDatabase(N, Number(args.seed));
  const { index: ix } = await getAudienceIndex(getDb());
  await roaringLibraryInitialize();

  const sets = allSets(ix);
  const roaring = new Map<SeqSet | Uint32Array, RoaringBitmap32>();
  let handBytes = 0;
  let roaringBytes = 0;
  const convertStarted = performance.now();
  for (const set of sets.values()) {
    const r = new RoaringBitmap32(seqsOf(set));
    r.runOptimize();
    r.shrinkToFit();
    roaring.set(set, r);
    handBytes += bytesOf(set);
    roaringBytes += r.getSerializationSizeInBytes("croaring");
  }
  const convertMs = Math.round(performance.now() - convertStarted);
  const memory = {
    sets: sets.size,
    handWrittenMb: Math.round((handBytes / 2 ** 20) * 10) / 10,
    roaringSerializedMb: Math.round((roaringBytes / 2 ** 20) * 10) / 10,
    roaringBuildMs: convertMs,
  };
  console.log("memory", memory);

  const r = (s: SeqSet | Uint32Array) => roaring.get(s) as RoaringBitmap32;
  const [country] = topOf(ix.values.country, 1) as [SeqSet];
  const manager = ix.values.seniority.get("manager") as SeqSet;
  const europe = ix.values.continent.get("Europe") as SeqSet;
  const uk = ix.values.country.get("United Kingdom") as SeqSet;
  const engineering = ix.values.department.get("Engineering") as SeqSet;
  const skills = topOf(ix.arrays.skills, 7).slice(2);
  // A title word held by a few hundred people: a sparse list in the hand-written index.
  const rareWord = [...ix.titleWords.values()].find((s) => s.sparse && s.count > 300) as SeqSet;
  const email = ix.flags.hasEmail;
  const [out, scratch] = [new Uint32Array(ix.words), new Uint32Array(ix.words)];

  const cases: Record<string, { hand: () => number; roaring: () => number }> = {
    "and, 2 dense sets (top country ∧ manager), count": {
      hand: () => {
        out.set(ix.alive);
        andInto(out, country, scratch);
        andInto(out, manager, scratch);
        return cardinality(out);
      },
      roaring: () => {
        const x = RoaringBitmap32.and(r(ix.alive), r(country));
        const n = x.andCardinality(r(manager));
        x.dispose();
        return n;
      },
    },
    "and-not (Europe ∧ ¬United Kingdom), count": {
      hand: () => {
        out.set(ix.alive);
        andInto(out, europe, scratch);
        andNotInto(out, uk);
        return cardinality(out);
      },
      roaring: () => {
        const x = RoaringBitmap32.and(r(ix.alive), r(europe));
        x.andNotInPlace(r(uk));
        const n = x.size;
        x.dispose();
        return n;
      },
    },
    "or of 5 skills, count": {
      hand: () => {
        out.fill(0);
        for (const s of skills) orInto(out, s);
        andBits(out, ix.alive, false);
        return cardinality(out);
      },
      roaring: () => {
        const x = RoaringBitmap32.orMany(skills.map(r));
        x.andInPlace(r(ix.alive));
        const n = x.size;
        x.dispose();
        return n;
      },
    },
    "and of 5 (country ∧ manager ∧ Engineering ∧ has e-mail), count": {
      hand: () => {
        out.set(ix.alive);
        andInto(out, country, scratch);
        andInto(out, manager, scratch);
        andInto(out, engineering, scratch);
        andBits(out, email, false);
        return cardinality(out);
      },
      roaring: () => {
        const x = RoaringBitmap32.and(r(ix.alive), r(country));
        x.andInPlace(r(manager));
        x.andInPlace(r(engineering));
        const n = x.andCardinality(r(email));
        x.dispose();
        return n;
      },
    },
    "sparse title word ∧ top country, count": {
      hand: () => {
        out.set(ix.alive);
        andInto(out, country, scratch);
        andInto(out, rareWord, scratch);
        return cardinality(out);
      },
      roaring: () => {
        const x = RoaringBitmap32.and(r(rareWord), r(country));
        const n = x.andCardinality(r(ix.alive));
        x.dispose();
        return n;
      },
    },
    "cardinality of the shared catalogue": {
      hand: () => cardinality(ix.alive),
      roaring: () => r(ix.alive).size,
    },
  };
  const speed: Record<string, object> = {};
  for (const [name, c] of Object.entries(cases)) {
    const hand = time(c.hand);
    const wasm = time(c.roaring);
    if (hand.answer !== wasm.answer) {
      throw new Error(`${name}: hand-written ${hand.answer}, roaring ${wasm.answer}`);
    }
    speed[name] = { count: hand.answer, handWrittenUs: hand.us, roaringWasmUs: wasm.us };
    console.log(name, `count ${hand.answer}`, "hand µs", hand.us, "roaring µs", wasm.us);
  }

  const result = {
    profiles: ix.profiles,
    at: new Date().toISOString(),
    library: "roaring-wasm 1.1.0 (CRoaring in WebAssembly)",
    machine: {
      cpus: os.cpus().length,
      cpu: os.cpus()[0]?.model,
      // The machine is shared: other work shows up in every timing above.
      loadAverageAtStart: loadAtStart,
      loadAverageAtEnd: load(),
    },
    memory,
    speed,
  };
  await mkdir("bench/results", { recursive: true });
  const file = `bench/results/bitmaps-${ix.profiles}.json`;
  await writeFile(file, `${JSON.stringify(result, null, 2)}\n`);
  console.log(`wrote ${file}`);
  for (const x of roaring.values()) x.dispose();
  await close();
  await stop();
  process.exit(0);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

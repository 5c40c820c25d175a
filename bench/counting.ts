/**
 * The estimate's counting alone, per targeting of the mix: `npm run bench:counting -- --profiles N`.
 *
 * Uses DATABASE_URL, or the embedded server in `.data/bench-<N>` (bench/bench-account.ts). Builds
 * the index, then times in this process, for each targeting of bench/mix.ts, its evaluation (the
 * audience's bitmap) and its tally (count, contact counts and breakdown), with no HTTP, database
 * or cache: what a change to lib/engines/audience does, without the noise of the rest of a
 * request. Two passes; the second is reported (the first lets the JIT compile). Writes
 * bench/results/counting-<N>.json (or `--out FILE`). `--exact-up-to V[,V…]` sets the visits past
 * which a breakdown is taken from a sample (ESTIMATE_EXACT_BREAKDOWN_UP_TO's default otherwise),
 * the mix run once for each; each targeting's row says whether it was. The tally is
 * countAndBreakdown, the count included.
 */
import { mkdir, writeFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import { getDb } from "@/db/client";
import { logger } from "@/lib/core/logger";
import {
  evaluatePlan,
  getFilterCatalogue,
  resolveTargeting,
  warmEstimateIndex,
} from "@/lib/engines/audience";
import { countAndBreakdown, EXACT_UP_TO as EXACT_DEFAULT } from "@/lib/engines/audience/breakdown";
import { benchDatabase } from "./bench-account";
import { loadAverage, machineFacts } from "./cpu";
import { mix, mixCompanies } from "./mix";

const { values: args } = parseArgs({
  options: {
    profiles: { type: "string", default: "50000" },
    repeats: { type: "string", default: "30" },
    seed: { type: "string", default: "1" },
    out: { type: "string" },
    "exact-up-to": { type: "string" },
  },
});
const EXACT_UP_TO = args["exact-up-to"]
  ? args["exact-up-to"].split(",").map(Number)
  : [EXACT_DEFAULT];
const N = Number(args.profiles);
const REPEATS = Number(args.repeats);

logger.level = "warn";

const ms = (x: number) => Math.round(x * 1000) / 1000;

async function main() {
  const loadAtStart = loadAverage();
  const { stop } = await benchDatabase(N, Number(args.seed));
  const db = getDb();
  const built = await warmEstimateIndex(db);
  const catalogue = await getFilterCatalogue({ db });
  const companies = await mixCompanies(db);
  const combos = mix(catalogue, companies);
  const resolved: Awaited<ReturnType<typeof resolveTargeting>>[] = [];
  for (const c of combos) resolved.push(await resolveTargeting(db, c.filters, undefined));

  type Row = {
    name: string;
    count: number;
    evaluateMs: number;
    tallyMs: number;
    sampledOneIn?: number;
  };
  const runs: {
    exactUpTo: number;
    meanOverMix: { evaluateMs: number; tallyMs: number };
    targetings: Row[];
  }[] = [];
  for (const limit of EXACT_UP_TO) {
    let rows: Row[] = [];
    for (let pass = 0; pass < 2; pass++) {
      rows = combos.map((c, i) => {
        const { plan, index } = resolved[i] as (typeof resolved)[number];
        let evaluate = 0;
        let tally = 0;
        let count = 0;
        let sampledOneIn: number | undefined;
        for (let r = 0; r < REPEATS; r++) {
          const t0 = performance.now();
          const bits = evaluatePlan(index, plan);
          const t1 = performance.now();
          const counted = countAndBreakdown(index, plan, bits, 5, limit);
          tally += performance.now() - t1;
          evaluate += t1 - t0;
          count = counted.counts.count;
          sampledOneIn = counted.sampled?.oneIn;
        }
        return {
          name: c.name,
          count,
          evaluateMs: ms(evaluate / REPEATS),
          tallyMs: ms(tally / REPEATS),
          ...(sampledOneIn && { sampledOneIn }),
        };
      });
    }
    console.log(`— exact breakdowns up to ${limit.toLocaleString("en-US")} visits`);
    for (const r of rows) {
      console.log(
        `${r.name.padEnd(52)} ${String(r.count).padStart(9)}  evaluate ${r.evaluateMs.toFixed(3)} ms  tally ${r.tallyMs.toFixed(3)} ms${r.sampledOneIn ? `  sampled 1 in ${r.sampledOneIn}` : ""}`,
      );
    }
    const mean = (k: "evaluateMs" | "tallyMs") =>
      ms(rows.reduce((a, r) => a + r[k], 0) / rows.length);
    const summary = { evaluateMs: mean("evaluateMs"), tallyMs: mean("tallyMs") };
    console.log(
      `mean over the mix: evaluate ${summary.evaluateMs} ms, tally ${summary.tallyMs} ms`,
    );
    runs.push({ exactUpTo: limit, meanOverMix: summary, targetings: rows });
  }

  const out = args.out ?? `bench/results/counting-${N}.json`;
  await mkdir("bench/results", { recursive: true });
  await writeFile(
    out,
    `${JSON.stringify(
      {
        profiles: N,
        repeats: REPEATS,
        indexBuildMs: built.ms,
        machine: machineFacts(loadAtStart),
        ...(runs.length === 1 ? runs[0] : { runs }),
      },
      null,
      2,
    )}\n`,
  );
  console.log(`wrote ${out}`);
  await stop();
  process.exit(0);
}

void main();

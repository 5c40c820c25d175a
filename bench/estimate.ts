/**
 * Live Estimate and contact search latency: `npm run bench:estimate -- --profiles N`.
 *
 * Uses DATABASE_URL, or an embedded server in `.data/bench-<N>` that is seeded once and reused.
 * Calls the real route handlers (authentication, zod, domain, JSON) in this process, over a
 * fixed mix of 33 targetings, first with one client, then with 8 concurrent clients. Also times
 * the same targetings as a plain PostgreSQL count, for comparison. Writes
 * bench/results/estimate-<N>.json (or `--out FILE`).
 */
import { mkdir, writeFile } from "node:fs/promises";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { parseArgs } from "node:util";
import v8 from "node:v8";
import vm from "node:vm";
import { sql } from "drizzle-orm";
import { POST as searchRoute } from "@/app/v1/contact/search/route";
import { POST as estimateRoute } from "@/app/v1/estimate/route";
import { getClient, getDb } from "@/db/client";
import { profiles } from "@/db/schema";
import { logger } from "@/lib/core/logger";
import {
  getAudienceIndex,
  getFilterCatalogue,
  indexBytes,
  resolveTargeting,
  setCountCacheSize,
  warmEstimateIndex,
} from "@/lib/engines/audience";
import type { Targeting } from "@/lib/model/targeting/schema";
import { planToSql } from "@/lib/model/targeting/sql";
import { benchAccount, benchDatabase } from "./bench-account";
import { loadAverage, machineFacts } from "./cpu";
import { mix, mixCompanies, rareMix, stats } from "./mix";

const { values: args } = parseArgs({
  options: {
    profiles: { type: "string", default: "50000" },
    iterations: { type: "string", default: "20" },
    /** `rare` runs the second mix (bench/mix.ts, rareMix) instead of the first. */
    mix: { type: "string", default: "first" },
    "search-iterations": { type: "string", default: "5" },
    seed: { type: "string", default: "1" },
    // Another name for the results, e.g. to keep runs on two Node.js versions side by side.
    out: { type: "string" },
  },
});
const N = Number(args.profiles);
const ITERATIONS = Number(args.iterations);
const SEARCH_ITERATIONS = Number(args["search-iterations"]);
const CLIENTS = 8;
const BENCH_EMAIL = "bench@leadwise.local";

// A request log line per call would measure the terminal, not the estimate.
logger.level = "warn";
// To measure what the index retains, garbage must be collected before reading the heap.
v8.setFlagsFromString("--expose-gc");
const gc = vm.runInNewContext("gc") as () => void;

type Call = (filters: Targeting) => Promise<number>;

function routeCall(
  route: (req: Request) => Promise<Response>,
  url: string,
  apiKey: string,
  extra: object = {},
): Call {
  return async (filters) => {
    const started = performance.now();
    const res = await route(
      new Request(url, {
        method: "POST",
        headers: { authorization: `Bearer ${apiKey}`, "content-type": "application/json" },
        body: JSON.stringify({ filters, ...extra }),
      }),
    );
    const body = (await res.json()) as { count?: number; total?: number };
    if (res.status !== 200)
      throw new Error(`${url} answered ${res.status}: ${JSON.stringify(body)}`);
    return performance.now() - started;
  };
}

/** `iterations` passes over the mix by each of `clients` concurrent clients; latencies per combination. */
async function run(
  call: Call,
  combos: { filters: Targeting }[],
  iterations: number,
  clients: number,
) {
  const samples = combos.map(() => [] as number[]);
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      for (let i = 0; i < iterations; i++) {
        for (let k = 0; k < combos.length; k++) {
          const c = (k + client * 7) % combos.length;
          (samples[c] as number[]).push(await call((combos[c] as { filters: Targeting }).filters));
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const total = samples.length * iterations * clients;
  const cpu = process.cpuUsage(cpuBefore);
  return {
    samples,
    overall: stats(samples.flat()),
    perSecond: Math.round(total / seconds),
    // This process's CPU per request (not PostgreSQL's): what latency is made of on an idle machine.
    cpuMsPerRequest: Math.round(((cpu.user + cpu.system) / 1000 / total) * 100) / 100,
  };
}

function table(
  title: string,
  combos: { name: string }[],
  runs: Record<string, Awaited<ReturnType<typeof run>>>,
) {
  console.log(`\n${title}`);
  const names = Object.keys(runs);
  console.log(
    ["combination".padEnd(50), ...names.map((n) => `${n} p50/p95/max ms`.padStart(36))].join(""),
  );
  combos.forEach((c, i) => {
    const cells = names.map((n) => {
      const s = stats((runs[n] as Awaited<ReturnType<typeof run>>).samples[i] as number[]);
      return `${s.p50} / ${s.p95} / ${s.max}`.padStart(36);
    });
    console.log([c.name.padEnd(50), ...cells].join(""));
  });
  const overall = names.map((n) => {
    const o = (runs[n] as Awaited<ReturnType<typeof run>>).overall;
    return `${o.p50} / ${o.p95} / ${o.max}`.padStart(36);
  });
  console.log(["OVERALL".padEnd(50), ...overall].join(""));
  const cpu = names.map((n) => {
    const r = runs[n] as Awaited<ReturnType<typeof run>>;
    return `${r.perSecond}/s, ${r.cpuMsPerRequest} ms CPU each`.padStart(36);
  });
  console.log(["throughput, Node CPU per request".padEnd(50), ...cpu].join(""));
}

async function main() {
  const loadAtStart = loadAverage();
  const { db, close, stop } = await benchDatabase(N, Number(args.seed));
  const { apiKey } = await benchAccount(db, BENCH_EMAIL, { search: true });

  gc();
  const before = process.memoryUsage();
  // A rebuild runs beside live requests: how long does it hold the event loop at a stretch?
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  const warmed = await warmEstimateIndex(getDb());
  loop.disable();
  gc();
  const after = process.memoryUsage();
  const { index } = await getAudienceIndex(getDb());
  const memory = {
    indexMb: Math.round(indexBytes(index) / 2 ** 20),
    arrayBuffersMb: Math.round((after.arrayBuffers - before.arrayBuffers) / 2 ** 20),
    heapUsedMb: Math.round((after.heapUsed - before.heapUsed) / 2 ** 20),
    rssMb: Math.round(after.rss / 2 ** 20),
  };
  const buildLoopDelay = {
    p99Ms: Math.round(loop.percentile(99) / 1e6),
    maxMs: Math.round(loop.max / 1e6),
  };
  console.log(`index: ${warmed.profiles} profiles built in ${warmed.ms} ms`, memory, {
    eventLoopDelayDuringBuild: buildLoopDelay,
  });

  const catalogue = await getFilterCatalogue({ db: getDb() });
  const companies = await mixCompanies(db);
  const combos = (args.mix === "rare" ? rareMix : mix)(catalogue, companies);
  const estimate = routeCall(estimateRoute, "http://bench/v1/estimate", apiKey);
  const search = routeCall(searchRoute, "http://bench/v1/contact/search", apiKey, { limit: 25 });

  const counts: number[] = [];
  for (const c of combos) {
    const res = await estimateRoute(
      new Request("http://bench/v1/estimate", {
        method: "POST",
        headers: { authorization: `Bearer ${apiKey}` },
        body: JSON.stringify({ filters: c.filters }),
      }),
    );
    const body = (await res.json()) as { count: number; tookMs: number };
    if (res.status !== 200) throw new Error(`${c.name}: ${res.status} ${JSON.stringify(body)}`);
    counts.push(body.count);
  }

  // Warm-up so the JIT has compiled the hot paths before anything is timed.
  await run(estimate, combos, 2, 1);

  // The counting itself is measured: the result cache would answer every repetition of the mix.
  setCountCacheSize(0);
  const estimateRuns: Record<string, Awaited<ReturnType<typeof run>>> = {
    "1 client": await run(estimate, combos, ITERATIONS, 1),
    [`${CLIENTS} clients`]: await run(estimate, combos, ITERATIONS, CLIENTS),
  };
  setCountCacheSize(500);
  await run(estimate, combos, 1, 1);
  estimateRuns[`${CLIENTS} clients, cached`] = await run(estimate, combos, ITERATIONS, CLIENTS);
  const searchRuns = {
    "1 client": await run(search, combos, SEARCH_ITERATIONS, 1),
    [`${CLIENTS} clients`]: await run(search, combos, SEARCH_ITERATIONS, CLIENTS),
  };

  // Plain PostgreSQL: the same plans as one count(*) each, single client, for comparison.
  const sqlSamples: number[][] = [];
  for (const c of combos) {
    const { plan } = await resolveTargeting(getDb(), c.filters, undefined);
    const times: number[] = [];
    for (let i = 0; i < 2; i++) {
      const t = performance.now();
      await db.select({ n: sql<number>`count(*)` }).from(profiles).where(planToSql(plan));
      times.push(performance.now() - t);
    }
    sqlSamples.push(times);
  }

  console.log(`\n${N} profiles; audience sizes: ${counts.join(", ")}`);
  console.log(`load average at start ${loadAtStart.join(" ")}, now ${loadAverage().join(" ")}`);
  table("POST /v1/estimate (route handler, in process)", combos, estimateRuns);
  table("POST /v1/contact/search, limit 25", combos, searchRuns);
  console.log(
    `\nplain PostgreSQL count(*) of the same plans, 1 client: ${JSON.stringify(stats(sqlSamples.flat()))}`,
  );

  const combo = (runs: Record<string, Awaited<ReturnType<typeof run>>>) =>
    Object.fromEntries(
      Object.entries(runs).map(([k, r]) => [
        k,
        {
          overall: r.overall,
          requestsPerSecond: r.perSecond,
          cpuMsPerRequest: r.cpuMsPerRequest,
          perCombination: combos.map((c, i) => ({
            name: c.name,
            ...stats(r.samples[i] as number[]),
          })),
        },
      ]),
    );
  const result = {
    profiles: N,
    at: new Date().toISOString(),
    machine: machineFacts(loadAtStart),
    index: { buildMs: warmed.ms, ...memory, eventLoopDelayDuringBuild: buildLoopDelay },
    combinations: combos.map((c, i) => ({ name: c.name, filters: c.filters, count: counts[i] })),
    estimate: combo(estimateRuns),
    search: combo(searchRuns),
    postgresCount: {
      overall: stats(sqlSamples.flat()),
      perCombination: combos.map((c, i) => ({ name: c.name, ...stats(sqlSamples[i] as number[]) })),
    },
  };
  await mkdir("bench/results", { recursive: true });
  const file = args.out ?? `bench/results/estimate-${N}.json`;
  await writeFile(file, `${JSON.stringify(result, null, 2)}\n`);
  console.log(`\nwrote ${file}`);
  await close();
  await getClient().close();
  await stop();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

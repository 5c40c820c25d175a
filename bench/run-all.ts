/**
 * Every benchmark, one after the other: `npm run bench` (all of them, ~20 minutes on two cores
 * the first time, when the estimate's 1M database is seeded and the app built), or
 * `npm run bench -- seed enrich` for some. Each runs in a process of its own, as its own npm
 * script would, prints its figures and writes bench/results/*.json; at the end this prints
 * each one's headline figures against the target its issue set. Exits non-zero if a benchmark
 * failed (not if a target was missed: that is a figure to report, not an error).
 */
import { spawn } from "node:child_process";
import { readFile } from "node:fs/promises";
import path from "node:path";

interface Bench {
  script: string;
  args: string[];
  results: string;
  /** The figures worth a line each, from the results file. */
  headline: (r: Record<string, unknown>) => string[];
  /** Run inside a loopback-only network namespace (it makes the product call addresses). */
  loopbackOnly?: boolean;
}

type Json = Record<string, unknown>;
const at = (r: unknown, ...keys: string[]): unknown =>
  keys.reduce<unknown>((o, k) => (o as Json | undefined)?.[k], r);

function estimateHeadline(r: Json): string[] {
  return [
    `estimate p95, 8 clients: ${at(r, "estimate", "8 clients", "overall", "p95")} ms (target ≤ 50 ms at 1M), max ${at(r, "estimate", "8 clients", "overall", "max")} ms`,
    `estimate p95, 1 client: ${at(r, "estimate", "1 client", "overall", "p95")} ms`,
    `search p95, 1 client: ${at(r, "search", "1 client", "overall", "p95")} ms (target ≤ 100 ms at 1M)`,
  ];
}

function enrichHeadline(r: Json): string[] {
  return [
    `${at(r, "setup", "server")}:`,
    `  ${at(r, "workload", "acceptedPerSecond")} accepted requests/s (target ≥ 500)`,
    `  p95 submit → webhook ${at(r, "workload", "submitToWebhookMs", "p95")} ms (target ≤ 1,000 ms)`,
  ];
}

const BENCHES: Record<string, Bench> = {
  seed: {
    script: "bench/seed.ts",
    args: ["--profiles", "1000000"],
    results: "seed-1000000.json",
    headline: (r) => [`1M profiles seeded in ${at(r, "seconds")} s (target ≤ 60 s)`],
  },
  "seed-disk": {
    script: "bench/seed-disk.ts",
    args: ["--profiles", "200000"],
    results: "seed-disk-200000.json",
    headline: (r) => [
      `200,000 profiles seeded: ${at(r, "databaseBytesPerProfile")} bytes a profile (target ≤ 4,500), data folder at its peak ${at(r, "peak", "dataMb")} MB`,
    ],
  },
  "estimate-50k": {
    script: "bench/estimate.ts",
    args: ["--profiles", "50000"],
    results: "estimate-50000.json",
    headline: estimateHeadline,
  },
  "estimate-1m": {
    script: "bench/estimate.ts",
    args: ["--profiles", "1000000"],
    results: "estimate-1000000.json",
    headline: estimateHeadline,
  },
  counting: {
    script: "bench/counting.ts",
    args: ["--profiles", "1000000"],
    results: "counting-1000000.json",
    headline: (r) => [
      `counting in process over the mix: evaluation ${at(r, "meanOverMix", "evaluateMs")} ms, tally ${at(r, "meanOverMix", "tallyMs")} ms a targeting (1M)`,
    ],
  },
  scale: {
    script: "bench/scale.ts",
    args: ["--profiles", "1000000,3000000"],
    results: "scale.json",
    headline: (r) =>
      ((at(r, "rows") ?? []) as Json[]).map(
        (row) =>
          `${at(row, "profiles")} profiles: index ${at(row, "startUp", "indexMb")} MB (target ≤ 120 MB/M), ready ${at(row, "startUp", "indexReadyMs")} ms after start (target ≤ 10,000 at 1M); 8 clients estimate p95 ${at(row, "http", "estimate, 8 clients", "latencyMs", "p95")} ms (≤ 15), search p95 ${at(row, "http", "search, 8 clients", "latencyMs", "p95")} ms (≤ 40)`,
      ),
  },
  "bitmaps-1m": {
    script: "bench/bitmaps.ts",
    args: ["--profiles", "1000000"],
    results: "bitmaps-1000000.json",
    headline: (r) => [
      `the 1M index's sets: ${at(r, "memory", "handWrittenMb")} MB hand-written, ${at(r, "memory", "roaringSerializedMb")} MB in roaring-wasm; and of 2 dense sets p50 ${at(r, "speed", "and, 2 dense sets (top country ∧ manager), count", "handWrittenUs", "p50")} µs against ${at(r, "speed", "and, 2 dense sets (top country ∧ manager), count", "roaringWasmUs", "p50")} µs`,
    ],
  },
  "company-list-1m": {
    script: "bench/company-list.ts",
    args: ["--profiles", "1000000"],
    results: "company-list-1000000.json",
    headline: (r) => [
      `10,000-row company list uploaded: p95 ${at(r, "upload", "ms", "p95")} ms (target < 10,000 ms), match rate ${at(r, "upload", "report", "matchRate")}`,
      `estimate p95 with the list ${at(r, "estimate", "list included", "p95")} ms, without ${at(r, "estimate", "without list", "p95")} ms`,
    ],
  },
  "crm-exclude": {
    script: "bench/crm-exclude.ts",
    args: ["--profiles", "200000"],
    results: "crm-exclude-200000.json",
    headline: (r) => [
      `estimate p95 with 100,000 CRM contacts, people excluded ${at(r, "estimate", "people excluded", "p95")} ms against ${at(r, "estimate", "CRM, no exclusion", "p95")} ms without the exclusion (target ≤ 1.10×: ${at(r, "peopleExcludedOverNoExclusion")}×) and ${at(r, "estimate", "no CRM", "p95")} ms with no CRM`,
    ],
  },
  "crm-push": {
    script: "bench/crm-push.ts",
    args: ["--leads", "10000"],
    results: "crm-push-10000.json",
    loopbackOnly: true,
    headline: (r) => [
      `10,000 leads pushed to the HubSpot simulator in ${at(r, "wallMs")} ms against ${at(r, "idealMs")} ms its rate limit allows (target ≤ 1.10×: ${at(r, "ratio")}×); event loop max ${at(r, "eventLoopDelayMs", "max")} ms (target ≤ 50 ms)`,
    ],
  },
  "csv-parse": {
    script: "bench/csv-parse.ts",
    args: [],
    results: "csv-parse.json",
    headline: (r) => {
      const [, large] = (r.results as Json[] | undefined) ?? [];
      return [
        `100,000-row CSV: whole read p50 ${at(large, "wholeFileMs", "p50")} ms; longest hold of the event loop between two turns ${at(large, "heldMs", "max")} ms (p99 ${at(large, "heldMs", "p99")} ms)`,
      ];
    },
  },
  "enrichment-job": {
    script: "bench/enrichment-job.ts",
    args: [],
    results: "enrichment-job.json",
    headline: (r) => [
      `${at(r, "rows")} rows enriched end to end in ${at(r, "totalSeconds")} s (target ≤ 240 s), ${at(r, "rowsPerSecond")} rows/s; event loop while the upload is read: max ${at(r, "eventLoop", "upload", "maxMs")} ms wall, ${at(r, "eventLoop", "upload", "heldCpu", "maxMs")} ms of its own CPU (target ≤ 50); RSS +${at(r, "rssMb", "growthDuringUpload")} MB while it is read; another account's estimate p95 +${at(r, "otherAccountEstimateMs", "p95RisePercent", "run")} % while the chunks run (target ≤ 25 %)`,
    ],
  },
  "index-updates-1m": {
    script: "bench/index-updates.ts",
    args: ["--profiles", "1000000"],
    results: "index-updates-1000000.json",
    headline: (r) => [
      `start-up to ready: ${at(r, "startup", "withSnapshot", "readyMs")} ms from the snapshot (target ≤ 10,000 ms), ${at(r, "startup", "withoutSnapshot", "readyMs")} ms without`,
      `10,000 imported contacts counted by the estimate ${at(r, "import", "countedAfterAnswerMs")} ms after the import answered (target ≤ 5,000 ms), full rebuilds: ${at(r, "import", "fullRebuilds")}`,
    ],
  },
  "wizard-estimate": {
    script: "bench/wizard-estimate.ts",
    args: [],
    results: "wizard-estimate.json",
    headline: (r) => [
      `click → number on screen p90 ${at(r, "discreteChanges", "inputToNumberMs", "p90")} ms (target ≤ 150 ms), p50 ${at(r, "discreteChanges", "inputToNumberMs", "p50")} ms, max ${at(r, "discreteChanges", "inputToNumberMs", "max")} ms`,
      `CLS over 20 changes ${at(r, "layoutShift", "over20Changes", "cls")} (target 0); typed keywords, last key → number p50 ${at(r, "typedKeywords", "lastKeyToNumberMs", "p50")} ms`,
    ],
  },
  enrich: {
    script: "bench/enrich.ts",
    args: [],
    results: "enrich.json",
    headline: enrichHeadline,
  },
  "enrich-handlers": {
    script: "bench/enrich.ts",
    args: ["--server", "handlers"],
    results: "enrich-handlers.json",
    headline: enrichHeadline,
  },
  "first-requests": {
    script: "bench/first-requests.ts",
    args: [],
    results: "first-requests-run.json",
    headline: (r) =>
      Object.entries((at(r, "checkouts") ?? {}) as Json).map(
        ([checkout, c]) =>
          `${checkout}: a fresh npm start's first answer of each hot route, worst ${at(c, "worstFirstMs")} ms (target ≤ 250 ms)`,
      ),
  },
  "module-load": {
    script: "bench/module-load.ts",
    args: [],
    results: "module-load.json",
    headline: (r) =>
      ["drizzle", "admin"].map(
        (probe) =>
          `${probe}: CPU p50 ${at(r, "figures", probe, "installed", "cpuMs", "p50")} ms as installed, ${at(r, "figures", probe, "published", "cpuMs", "p50")} ms with drizzle-orm's published exports map`,
      ),
  },
  cluster: {
    script: "bench/cluster.ts",
    args: [],
    results: "cluster.json",
    headline: (r) => [
      `1 web node: ${at(r, "web1", "enrichThroughHaproxy", "perSecond")} enrich accepted/s, ${at(r, "web1", "estimateThroughHaproxy", "perSecond")} estimates/s through HAProxy (${at(r, "web1", "estimateDirectToNode", "perSecond")}/s direct)`,
      `2 web nodes: ${at(r, "web2", "enrichThroughHaproxy", "perSecond")} enrich accepted/s, ${at(r, "web2", "estimateThroughHaproxy", "perSecond")} estimates/s`,
      `rate-limit statement p50 ${at(r, "rateLimitStatementMs", "sequential", "p50")} ms`,
    ],
  },
  providers: {
    script: "bench/providers.ts",
    args: [],
    results: "providers.json",
    loopbackOnly: true,
    headline: (r) =>
      Object.entries((at(r, "depths") ?? {}) as Json).map(
        ([depth, d]) =>
          `found at depth ${depth}: ${at(d, "found")}/${at(d, "people")}, completion p95 ${at(d, "completionMs", "p95")} ms`,
      ),
  },
  webhooks: {
    script: "bench/webhooks.ts",
    args: [],
    results: "webhooks.json",
    loopbackOnly: true,
    headline: (r) => [
      `healthy accounts' deliveries beside a receiver hanging at 10/s for ${at(r, "workload", "seconds")} s: p99 ${at(r, "healthy", "latencyMs", "p99")} ms (target ≤ 1,000 ms), max ${at(r, "healthy", "latencyMs", "max")} ms, ${at(r, "healthy", "delivered")}/${at(r, "healthy", "handed")} delivered`,
    ],
  },
  faults: {
    script: "bench/fault-walk.ts",
    args: [],
    results: "faults.json",
    loopbackOnly: true,
    headline: (r) => [
      `kill -9 of the postmaster: first 503 after ${at(r, "database", "first503AfterMs")} ms, back after ${at(r, "database", "backAfterMs")} ms (targets 1,000 and 15,000 ms)`,
      `kill -9 of the main process: all gone after ${at(r, "orphan", "allGoneAfterMs")} ms (target 5,000 ms)`,
      `Ctrl-C: stopped in ${at(r, "ctrlC", "stopMs")} ms (target 15,000 ms), ${at(r, "ctrlC", "cut")} cut; after the next start ${at(r, "outcome", "unfinished")} of ${at(r, "outcome", "accepted")} accepted unfinished`,
    ],
  },
};

function run(bench: Bench): Promise<number> {
  return new Promise((resolve) => {
    // node --import tsx, as the bench:* scripts' tsx would: one process per benchmark, so none
    // shares a heap, a JIT or a database with the one before.
    const command = [process.execPath, "--import", "tsx", bench.script, ...bench.args];
    const child = bench.loopbackOnly
      ? spawn("unshare", ["-n", "sh", "-c", 'ip link set lo up && exec "$@"', "sh", ...command], {
          stdio: "inherit",
        })
      : spawn(command[0] as string, command.slice(1), { stdio: "inherit" });
    const forward = (signal: NodeJS.Signals) => child.kill(signal);
    process.once("SIGINT", forward);
    process.once("SIGTERM", forward);
    child.on("exit", (code, signal) => {
      process.off("SIGINT", forward);
      process.off("SIGTERM", forward);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

async function main() {
  const names = process.argv.slice(2);
  const unknown = names.filter((n) => !(n in BENCHES));
  if (unknown.length > 0) {
    console.error(
      `Unknown benchmark: ${unknown.join(", ")}. Known: ${Object.keys(BENCHES).join(", ")}.`,
    );
    process.exit(2);
  }
  const chosen = names.length > 0 ? names : Object.keys(BENCHES);
  const summary: string[] = [];
  let failed = 0;
  for (const name of chosen) {
    const bench = BENCHES[name] as Bench;
    console.log(`\n=== ${name}: ${[bench.script, ...bench.args].join(" ")}\n`);
    const started = performance.now();
    const code = await run(bench);
    const minutes = ((performance.now() - started) / 60_000).toFixed(1);
    if (code !== 0) {
      failed++;
      summary.push(`${name}: FAILED (exit ${code}) after ${minutes} min`);
      continue;
    }
    const file = path.join("bench/results", bench.results);
    const result = JSON.parse(await readFile(file, "utf8")) as Json;
    summary.push(
      `${name} (${minutes} min, ${file}):`,
      ...bench.headline(result).map((l) => `  ${l}`),
    );
  }
  console.log(`\n=== Summary\n${summary.join("\n")}`);
  process.exit(failed > 0 ? 1 : 0);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

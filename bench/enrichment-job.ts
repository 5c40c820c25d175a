/**
 * An enrichment job of a whole file, end to end, in process: `npm run bench:enrichment-job`.
 *
 * Variants (`--variants`, each run in turn, `--rounds` times, so that the machine's load weighs
 * on all alike): `same` runs the job's thread and its PostgreSQL backends at the bench's own
 * priority; `thread` lowers the thread `--nice` steps; `both` the thread and its backends (as
 * `npm start` does with JOB_WORKER_NICE, lib/engines/jobs/background-priority.ts);
 * `thread:N`, `both:N` by N steps. Each phase
 * also says where the time went, from Linux's schedstat: the other account's estimate's own
 * CPU and run-queue wait (this thread, and its PostgreSQL backends), the job thread's and its
 * backends' CPU.
 *
 * An embedded PostgreSQL on a throwaway folder (or DATABASE_URL, an empty database) seeded with
 * synthetic profiles; a CSV of `--rows` rows (default 100,000: the job's limit), nine in ten the
 * e-mail of a seeded profile and one in ten an unknown address, generated as it is sent (never
 * held whole), is accepted as the route accepts it (`createFileJob`: read and stored as it
 * arrives, rung), then run to the end by the worker's own loop (`runFileJob`) on a worker thread
 * of its own, as `npm start` runs the job workers, then its result streamed as CSV on this
 * thread, as the web process serves the download, and again as XLSX.
 *
 * Meanwhile another account's Live Estimate (the estimate route, the benchmarks' mix) is asked
 * by one client in a loop: before the job (the baseline), while the upload is stored and while
 * the chunks run. Reports the time of each phase, rows per second end to end, this thread's
 * event-loop delay per phase (the web process's share: upload and result; and while the chunks
 * run beside it), the RSS growth while the upload is read (sampled every 100 ms: flat means
 * it does not grow with the file), each phase's estimate p95, the CPU model and the load, and
 * writes bench/results/enrichment-job[-label].json.
 */
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { Worker } from "node:worker_threads";
import { sql } from "drizzle-orm";
import { POST as estimateRoute } from "@/app/v1/estimate/route";
import { createDb, type Db } from "@/db/client";
import { startEmbedded } from "@/db/embedded";
import { runMigrations } from "@/db/migrate";
import { systemClock } from "@/lib/core/clock";
import { resetEnvCache } from "@/lib/core/env";
import { logger } from "@/lib/core/logger";
import { getFilterCatalogue, warmEstimateIndex } from "@/lib/engines/audience";
import { stopBoss } from "@/lib/engines/jobs/boss";
import { createAccount } from "@/lib/features/accounts/create-account";
import { CHUNK_ROWS } from "@/lib/features/enrichment/file-job-process";
import {
  createFileJob,
  fileJobResultCsv,
  fileJobResultXlsx,
  getFileJob,
} from "@/lib/features/enrichment/file-jobs";
import { seedProfiles } from "@/lib/model/profiles/synthetic";
import type { Targeting } from "@/lib/model/targeting/schema";
import { loadAverage, machineFacts, schedMs, threadNice } from "./cpu";
import { mix, stats } from "./mix";

const { values: args } = parseArgs({
  options: {
    rows: { type: "string", default: "100000" },
    profiles: { type: "string", default: "20000" },
    label: { type: "string" },
    variants: { type: "string", default: "same,thread,both" },
    rounds: { type: "string", default: "2" },
    /** The nice steps of the `thread` and `both` variants (JOB_WORKER_NICE's default). */
    nice: { type: "string", default: "10" },
    "baseline-seconds": { type: "string", default: "15" },
    /** Rows per chunk, to compare with the worker's own (CHUNK_ROWS) in one sitting. */
    "chunk-rows": { type: "string" },
  },
});
const ROWS = Number(args.rows);
const PROFILES = Number(args.profiles);
/** How long the baseline of the other account's estimate is measured. */
const BASELINE_MS = Number(args["baseline-seconds"]) * 1000;
/** This process's highest RSS since last reset, sampled every 100 ms. */
let peakRss = 0;

const ROUNDS = Number(args.rounds);
const NICE = Number(args.nice);
const CHUNK = Number(args["chunk-rows"] ?? CHUNK_ROWS);
/**
 * A variant's priorities: `same`, `thread` or `both`, each lowering `--nice` steps, or
 * `thread:N` and `both:N` for N steps.
 */
function variantOf(name: string): { threadNice: number; backendNice: number } {
  const [kind, steps] = name.split(":");
  const n = steps === undefined ? NICE : Number(steps);
  if (kind === "same") return { threadNice: 0, backendNice: 0 };
  if (kind === "thread") return { threadNice: n, backendNice: 0 };
  if (kind === "both") return { threadNice: n, backendNice: n };
  throw new Error(`unknown variant ${name}`);
}
const variantNames = (args.variants ?? "").split(",").filter(Boolean);
for (const v of variantNames) variantOf(v);
/** The bench's own pool, the estimate route's (getDb: "leadwise") and the job thread's. */
const BENCH_APP = "leadwise-bench";
const JOB_APP = "leadwise-job-workers";
const ms = (n: number) => Math.round(n);

/** This thread's CPU time, ms (process.threadCpuUsage: not the worker thread's, not PostgreSQL's). */
const threadCpuMs = () => {
  const u = (process as unknown as { threadCpuUsage: () => NodeJS.CpuUsage }).threadCpuUsage();
  return (u.user + u.system) / 1000;
};

/**
 * The event-loop delay of this thread over a phase, and how much of it was this thread's own
 * work: a 10 ms timer notes, for each late tick, the CPU time this thread spent since the tick
 * before. On a loaded machine a tick is also late while the thread waits for a core; the CPU
 * time is what the code held the loop for (`heldCpu`), the wall time what a request waiting
 * behind it saw (`p99Ms`, `maxMs`).
 */
function loopDelay() {
  const h = monitorEventLoopDelay({ resolution: 10 });
  h.enable();
  const held: number[] = [];
  let lastWall = performance.now();
  let lastCpu = threadCpuMs();
  const timer = setInterval(() => {
    const wall = performance.now();
    const cpu = threadCpuMs();
    if (wall - lastWall > 20) held.push(cpu - lastCpu);
    lastWall = wall;
    lastCpu = cpu;
  }, 10);
  return () => {
    h.disable();
    clearInterval(timer);
    held.sort((a, b) => a - b);
    return {
      p99Ms: ms(h.percentile(99) / 1e6),
      maxMs: ms(h.max / 1e6),
      heldCpu: {
        p99Ms: ms(held[Math.floor(held.length * 0.99)] ?? 0),
        maxMs: ms(held.at(-1) ?? 0),
      },
    };
  };
}

/** The CSV of the bench, generated in 64 KB pieces as it is sent. */
let sentBytes = 0;
async function* csvFile(rows: number, emails: string[]): AsyncGenerator<Uint8Array> {
  let text = "E-mail;First name;Notes\r\n";
  for (let i = 0; i < rows; i++) {
    const email = i % 10 === 9 ? `nobody.${i}@unknown.example` : emails[i % emails.length];
    text += `${email};Row ${i};Bench, row ${i}\r\n`;
    if (text.length >= 64 * 1024) {
      sentBytes += Buffer.byteLength(text);
      yield Buffer.from(text);
      text = "";
      // As a socket hands a body over: a piece at a time, other work in between.
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  sentBytes += Buffer.byteLength(text);
  if (text) yield Buffer.from(text);
}

/** Another account's Live Estimates, one client asking in a loop until stopped; latencies. */
function estimates(apiKey: string, combos: { filters: Targeting }[]) {
  let on = true;
  const samples: number[] = [];
  const started = performance.now();
  const done = (async () => {
    for (let i = 0; on; i++) {
      const started = performance.now();
      const res = await estimateRoute(
        new Request("http://bench/v1/estimate", {
          method: "POST",
          headers: { authorization: `Bearer ${apiKey}`, "content-type": "application/json" },
          body: JSON.stringify({ filters: combos[i % combos.length]?.filters }),
        }),
      );
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`the estimate answered ${res.status}`);
      samples.push(performance.now() - started);
    }
  })();
  return async () => {
    on = false;
    await done;
    const wall = performance.now() - started;
    return { ...stats(samples), n: samples.length, meanMs: round1(wall / samples.length) };
  };
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * Where the time of a phase went, from schedstat: this thread's (the estimate's, and the
 * loop's) CPU and run-queue wait, and that of the estimate route's PostgreSQL backends
 * (application_name "leadwise"), read at the phase's start and end.
 */
async function schedOf(db: Db) {
  const main = await schedMs(`/proc/${process.pid}/task/${process.pid}/schedstat`);
  const pids = await db.execute<{ pid: number }>(
    sql`select pid from pg_stat_activity where application_name = 'leadwise'`,
  );
  const backends = new Map<number, { runMs: number; waitMs: number }>();
  for (const { pid } of pids) backends.set(pid, await schedMs(`/proc/${pid}/schedstat`));
  return { main, backends };
}

function schedSince(a: Awaited<ReturnType<typeof schedOf>>, b: typeof a, n: number) {
  let runMs = 0;
  let waitMs = 0;
  for (const [pid, end] of b.backends) {
    const start = a.backends.get(pid) ?? { runMs: 0, waitMs: 0 };
    runMs += end.runMs - start.runMs;
    waitMs += end.waitMs - start.waitMs;
  }
  // Per estimate: what one estimate's wall time was made of, on average.
  return {
    mainCpuMs: round1((b.main.runMs - a.main.runMs) / n),
    mainRunQueueMs: round1((b.main.waitMs - a.main.waitMs) / n),
    postgresCpuMs: round1(runMs / n),
    postgresRunQueueMs: round1(waitMs / n),
  };
}

/** The estimate's figures over a phase, with where its time went. */
async function estimatePhase(db: Db, apiKey: string, combos: { filters: Targeting }[]) {
  const before = await schedOf(db);
  const stop = estimates(apiKey, combos);
  return async () => {
    const got = await stop();
    return { ...got, where: schedSince(before, await schedOf(db), got.n) };
  };
}

interface Setup {
  url: string;
  db: Db;
  ctx: { db: Db; accountId: string; clock: typeof systemClock };
  emails: string[];
  otherKey: string;
  combos: { filters: Targeting }[];
}

/** One variant: baseline, upload, chunks on a thread at the variant's priority, CSV result. */
async function runVariant(s: Setup, name: string, round: number) {
  const variant = variantOf(name);
  console.log(`round ${round}, ${name}: baseline…`);
  const loadAtStart = loadAverage();
  await estimates(s.otherKey, s.combos)();
  const baselineRun = await estimatePhase(s.db, s.otherKey, s.combos);
  await new Promise((resolve) => setTimeout(resolve, BASELINE_MS));
  const baseline = await baselineRun();

  sentBytes = 0;
  global.gc?.();
  const rssBefore = process.memoryUsage().rss;
  peakRss = rssBefore;
  const started = performance.now();
  const uploadDelay = loopDelay();
  const uploadEstimates = await estimatePhase(s.db, s.otherKey, s.combos);
  const accepted = await createFileJob(s.ctx, {
    file: csvFile(ROWS, s.emails),
    query: async () => ({}),
  });
  const uploadMs = performance.now() - started;
  const upload = uploadDelay();
  const duringUpload = await uploadEstimates();
  const uploadRssGrowthMb = Math.round((peakRss - rssBefore) / 2 ** 20);
  console.log(`round ${round}, ${name}: accepted ${accepted.rows} rows in ${ms(uploadMs)} ms`);

  const runStarted = performance.now();
  const runDelay = loopDelay();
  const runEstimates = await estimatePhase(s.db, s.otherKey, s.combos);
  const thread = new Worker(new URL("./enrichment-job-thread.mjs", import.meta.url), {
    workerData: {
      url: s.url,
      jobId: accepted.id,
      chunkRows: CHUNK,
      applicationName: JOB_APP,
      ...variant,
    },
  });
  let niceSeen: number | undefined;
  const done = await new Promise<{
    thread: { runMs: number; waitMs: number };
    backends: { runMs: number; waitMs: number; count: number };
    backendsLowered: number;
  }>((resolve, reject) => {
    thread.on("message", async (m) => {
      // The thread's own nice value, as the kernel has it (per thread on Linux).
      if (m.type === "tid") niceSeen = await threadNice(process.pid, m.tid);
      if (m.type === "done") resolve(m);
    });
    thread.once("error", reject);
    thread.once("exit", (code) => code !== 0 && reject(new Error(`exit ${code}`)));
  });
  const runMs = performance.now() - runStarted;
  const run = runDelay();
  const duringRun = await runEstimates();
  const progress = await getFileJob(s.ctx, accepted.id);

  const resultStarted = performance.now();
  const resultDelay = loopDelay();
  let bytes = 0;
  for await (const part of fileJobResultCsv(s.ctx, accepted.id)) bytes += Buffer.byteLength(part);
  const resultMs = performance.now() - resultStarted;
  const resultLoop = resultDelay();
  const totalMs = performance.now() - started;
  const rise = (p: number) => Math.round((p / baseline.p95 - 1) * 1000) / 10;
  const share = (x: number) => Math.round((x / runMs) * 100) / 100;
  const out = {
    variant: name,
    round,
    ...variant,
    jobThreadNiceSeen: niceSeen ?? null,
    mainThreadNiceSeen: (await threadNice(process.pid, process.pid)) ?? null,
    jobBackendsLowered: done.backendsLowered,
    loadAtStart,
    loadAtEnd: loadAverage(),
    jobId: accepted.id,
    status: progress.status,
    matched: progress.matched,
    uploadMs: ms(uploadMs),
    uploadRssGrowthMb,
    runMs: ms(runMs),
    resultMs: ms(resultMs),
    resultMb: Math.round((bytes / 1e6) * 10) / 10,
    fileMb: Math.round((sentBytes / 1e6) * 10) / 10,
    totalSeconds: Math.round(totalMs / 100) / 10,
    rowsPerSecond: Math.round(ROWS / (totalMs / 1000)),
    eventLoop: { upload, run, result: resultLoop },
    otherAccountEstimateMs: {
      baseline,
      duringUpload,
      duringRun,
      p95RisePercent: { upload: rise(duringUpload.p95), run: rise(duringRun.p95) },
      p95RatioRun: Math.round((duringRun.p95 / baseline.p95) * 100) / 100,
    },
    // The job's side of the chunks: cores its thread and its backends used (CPU s / wall s),
    // and how long they waited for one.
    job: {
      threadCpuMs: ms(done.thread.runMs),
      threadRunQueueMs: ms(done.thread.waitMs),
      threadCores: share(done.thread.runMs),
      backends: done.backends.count,
      backendsCpuMs: ms(done.backends.runMs),
      backendsRunQueueMs: ms(done.backends.waitMs),
      backendsCores: share(done.backends.runMs),
    },
  };
  console.log(
    `round ${round}, ${name}: ${out.totalSeconds} s, loop max ${run.maxMs} ms (held ${run.heldCpu.maxMs}), estimate p95 ${baseline.p95} → ${duringRun.p95} ms (${out.otherAccountEstimateMs.p95RatioRun}×)`,
  );
  return out;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
};

async function main() {
  logger.level = "warn";
  const loadAtStart = loadAverage();
  const tmp = await mkdtemp(path.join(os.tmpdir(), "leadwise-bench-file-job-"));
  const server = process.env.DATABASE_URL ? undefined : await startEmbedded({ dataDir: tmp });
  const url = process.env.DATABASE_URL ?? (server?.url() as string);
  process.env.DATABASE_URL = url;
  resetEnvCache();
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 100);
  try {
    await runMigrations(url);
    const { db, close } = createDb(url, { max: 6, applicationName: BENCH_APP });
    console.log(`seeding ${PROFILES} profiles…`);
    await seedProfiles(db, { profiles: PROFILES, seed: 1 });
    const emails = (
      await db.execute<{ value: string }>(
        sql`select value from contacts where kind = 'email' order by profile_id limit ${PROFILES}`,
      )
    ).map((r) => r.value);
    const account = await createAccount(db, {
      email: "bench-file-job@example.com",
      plan: "pro",
      daily: { api: 10_000_000, email: 10_000_000, mobile: 10_000_000 },
      credits: { api: 10_000_000, email: 10_000_000, mobile: 10_000_000 },
    });
    const other = await createAccount(db, { email: "bench-other@example.com", plan: "pro" });
    await db.execute(sql`update accounts set rate_limit = 1000000 where id = ${other.accountId}`);
    const ctx = { db, accountId: account.accountId, clock: systemClock };
    await warmEstimateIndex(db);
    const catalogue = await getFilterCatalogue({ db });
    const combos = mix(catalogue, []);
    const setup: Setup = { url, db, ctx, emails, otherKey: other.apiKey, combos };

    // The machine's own share of event-loop delay: this thread idle for a few seconds (on a
    // loaded machine the process waits for a core, and every figure below includes that).
    const idleDelay = loopDelay();
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    const idle = idleDelay();

    const runs: Awaited<ReturnType<typeof runVariant>>[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      for (const name of variantNames) runs.push(await runVariant(setup, name, round));
    }
    const last = runs.at(-1);

    // The last job's result as XLSX, streamed as the web process serves it; RSS sampled.
    global.gc?.();
    const rssBeforeXlsx = process.memoryUsage().rss;
    peakRss = rssBeforeXlsx;
    const xlsxStarted = performance.now();
    const xlsxDelay = loopDelay();
    let xlsxBytes = 0;
    const xlsx = (await fileJobResultXlsx(ctx, last?.jobId as string)).getReader();
    for (let part = await xlsx.read(); !part.done; part = await xlsx.read()) {
      xlsxBytes += part.value.byteLength;
    }
    const xlsxMs = performance.now() - xlsxStarted;
    const xlsxLoop = xlsxDelay();

    // Each variant over its rounds: medians of the figures the targets name.
    const summary = Object.fromEntries(
      variantNames.map((name) => {
        const mine = runs.filter((r) => r.variant === name);
        const of = (f: (r: (typeof runs)[number]) => number) => mine.map(f);
        return [
          name,
          {
            totalSeconds: of((r) => r.totalSeconds),
            loopMaxMsDuringRun: of((r) => r.eventLoop.run.maxMs),
            loopP99MsDuringRun: of((r) => r.eventLoop.run.p99Ms),
            estimateP95Baseline: of((r) => r.otherAccountEstimateMs.baseline.p95),
            estimateP95DuringRun: of((r) => r.otherAccountEstimateMs.duringRun.p95),
            estimateP95RatioRun: of((r) => r.otherAccountEstimateMs.p95RatioRun),
            medianRatioRun: median(of((r) => r.otherAccountEstimateMs.p95RatioRun)),
            medianLoopMaxMsDuringRun: median(of((r) => r.eventLoop.run.maxMs)),
            medianTotalSeconds: median(of((r) => r.totalSeconds)),
          },
        ];
      }),
    );

    const result = {
      date: new Date().toISOString(),
      label: args.label ?? null,
      machine: machineFacts(loadAtStart),
      database: process.env.DATABASE_URL === server?.url() ? "embedded PostgreSQL" : "DATABASE_URL",
      processNice: os.getPriority(0),
      profiles: PROFILES,
      rows: ROWS,
      chunkRows: CHUNK,
      nice: NICE,
      rounds: ROUNDS,
      idleEventLoop: idle,
      summary,
      runs,
      xlsx: {
        ofJob: last?.jobId,
        ms: ms(xlsxMs),
        mb: Math.round((xlsxBytes / 1e6) * 10) / 10,
        eventLoop: xlsxLoop,
        rssGrowthMb: Math.round((peakRss - rssBeforeXlsx) / 2 ** 20),
      },
    };
    console.log(JSON.stringify(summary, null, 2));
    await mkdir("bench/results", { recursive: true });
    const file = `bench/results/enrichment-job${args.label ? `-${args.label}` : ""}.json`;
    await writeFile(file, `${JSON.stringify(result, null, 2)}\n`);
    console.log(`wrote ${file}`);
    await stopBoss();
    await close();
  } finally {
    clearInterval(sampler);
    await server?.stop();
    await rm(tmp, { recursive: true, force: true });
  }
}

await main();
// The estimate route's pool and the job queue's client keep the loop alive: the run is over.
process.exit(0);

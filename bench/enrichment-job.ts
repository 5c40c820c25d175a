/**
 * An enrichment job of a whole file, end to end, in process: `npm run bench:enrichment-job`.
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
import { createDb } from "@/db/client";
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
import { mix, stats } from "./mix";

const { values: args } = parseArgs({
  options: {
    rows: { type: "string", default: "100000" },
    profiles: { type: "string", default: "20000" },
    label: { type: "string" },
    /** Rows per chunk, to compare with the worker's own (CHUNK_ROWS) in one sitting. */
    "chunk-rows": { type: "string" },
  },
});
const ROWS = Number(args.rows);
const PROFILES = Number(args.profiles);
/** How long the baseline of the other account's estimate is measured. */
const BASELINE_MS = 15_000;

const load = () => os.loadavg().map((x) => Math.round(x * 100) / 100);
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
    return stats(samples);
  };
}

async function main() {
  logger.level = "warn";
  const loadAtStart = load();
  const tmp = await mkdtemp(path.join(os.tmpdir(), "leadwise-bench-file-job-"));
  const server = process.env.DATABASE_URL ? undefined : await startEmbedded({ dataDir: tmp });
  const url = process.env.DATABASE_URL ?? (server?.url() as string);
  process.env.DATABASE_URL = url;
  resetEnvCache();
  let peakRss = 0;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 100);
  try {
    await runMigrations(url);
    const { db, close } = createDb(url, { max: 6 });
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
      daily: { api: 1_000_000, email: 1_000_000, mobile: 1_000_000 },
      credits: { api: 1_000_000, email: 1_000_000, mobile: 1_000_000 },
    });
    const other = await createAccount(db, { email: "bench-other@example.com", plan: "pro" });
    await db.execute(sql`update accounts set rate_limit = 1000000 where id = ${other.accountId}`);
    const ctx = { db, accountId: account.accountId, clock: systemClock };
    await warmEstimateIndex(db);
    const catalogue = await getFilterCatalogue({ db });
    const combos = mix(catalogue, []);

    // The machine's own share of event-loop delay: this thread idle for a few seconds (on a
    // loaded machine the process waits for a core, and every figure below includes that).
    const idleDelay = loopDelay();
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    const idle = idleDelay();
    // The baseline: the estimate with nothing else running, after a warm-up.
    await estimates(other.apiKey, combos)();
    const baselineRun = estimates(other.apiKey, combos);
    await new Promise((resolve) => setTimeout(resolve, BASELINE_MS));
    const baseline = await baselineRun();

    global.gc?.();
    const rssBefore = process.memoryUsage().rss;
    peakRss = rssBefore;
    const started = performance.now();
    const uploadDelay = loopDelay();
    const uploadEstimates = estimates(other.apiKey, combos);
    const accepted = await createFileJob(ctx, {
      file: csvFile(ROWS, emails),
      query: async () => ({}),
    });
    const uploadMs = performance.now() - started;
    const upload = uploadDelay();
    const duringUpload = await uploadEstimates();
    const uploadRss = peakRss;
    console.log(`accepted ${accepted.rows} rows in ${ms(uploadMs)} ms`);

    const runStarted = performance.now();
    const runDelay = loopDelay();
    const runEstimates = estimates(other.apiKey, combos);
    const thread = new Worker(new URL("./enrichment-job-thread.mjs", import.meta.url), {
      workerData: { url, jobId: accepted.id, chunkRows: Number(args["chunk-rows"] ?? CHUNK_ROWS) },
    });
    await new Promise<void>((resolve, reject) => {
      thread.once("message", () => resolve());
      thread.once("error", reject);
      thread.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`exit ${code}`))));
    });
    const runMs = performance.now() - runStarted;
    const run = runDelay();
    const duringRun = await runEstimates();
    const progress = await getFileJob(ctx, accepted.id);

    const resultStarted = performance.now();
    const resultDelay = loopDelay();
    let bytes = 0;
    for await (const part of fileJobResultCsv(ctx, accepted.id)) bytes += Buffer.byteLength(part);
    const resultMs = performance.now() - resultStarted;
    const resultLoop = resultDelay();
    const totalMs = performance.now() - started;

    // The same result as XLSX, streamed as the web process serves it; RSS sampled throughout.
    global.gc?.();
    const rssBeforeXlsx = process.memoryUsage().rss;
    peakRss = rssBeforeXlsx;
    const xlsxStarted = performance.now();
    const xlsxDelay = loopDelay();
    let xlsxBytes = 0;
    const xlsx = (await fileJobResultXlsx(ctx, accepted.id)).getReader();
    for (let part = await xlsx.read(); !part.done; part = await xlsx.read()) {
      xlsxBytes += part.value.byteLength;
    }
    const xlsxMs = performance.now() - xlsxStarted;
    const xlsxLoop = xlsxDelay();
    const xlsxRss = peakRss;
    const rise = (p: number) => Math.round((p / baseline.p95 - 1) * 1000) / 10;

    const result = {
      date: new Date().toISOString(),
      label: args.label ?? null,
      cpu: os.cpus()[0]?.model ?? "unknown",
      cores: os.cpus().length,
      loadAtStart,
      loadAtEnd: load(),
      database: process.env.DATABASE_URL === server?.url() ? "embedded PostgreSQL" : "DATABASE_URL",
      profiles: PROFILES,
      rows: ROWS,
      chunkRows: Number(args["chunk-rows"] ?? CHUNK_ROWS),
      fileMb: Math.round((sentBytes / 1e6) * 10) / 10,
      status: progress.status,
      matched: progress.matched,
      spent: progress.spent,
      uploadMs: ms(uploadMs),
      runMs: ms(runMs),
      resultMs: ms(resultMs),
      resultMb: Math.round((bytes / 1e6) * 10) / 10,
      xlsxMs: ms(xlsxMs),
      xlsxMb: Math.round((xlsxBytes / 1e6) * 10) / 10,
      totalSeconds: Math.round(totalMs / 100) / 10,
      rowsPerSecond: Math.round(ROWS / (totalMs / 1000)),
      eventLoop: { idle, upload, run, result: resultLoop, xlsx: xlsxLoop },
      rssMb: {
        beforeUpload: Math.round(rssBefore / 2 ** 20),
        peakDuringUpload: Math.round(uploadRss / 2 ** 20),
        growthDuringUpload: Math.round((uploadRss - rssBefore) / 2 ** 20),
        beforeXlsx: Math.round(rssBeforeXlsx / 2 ** 20),
        growthDuringXlsx: Math.round((xlsxRss - rssBeforeXlsx) / 2 ** 20),
      },
      otherAccountEstimateMs: {
        baseline,
        duringUpload,
        duringRun,
        p95RisePercent: { upload: rise(duringUpload.p95), run: rise(duringRun.p95) },
      },
    };
    console.log(JSON.stringify(result, null, 2));
    await mkdir("bench/results", { recursive: true });
    await writeFile(
      `bench/results/enrichment-job${args.label ? `-${args.label}` : ""}.json`,
      `${JSON.stringify(result, null, 2)}\n`,
    );
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

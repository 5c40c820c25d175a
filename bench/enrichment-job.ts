/**
 * An enrichment job of a whole file, end to end, in process: `npm run bench:enrichment-job`.
 *
 * An embedded PostgreSQL on a throwaway folder (or DATABASE_URL, an empty database) seeded with
 * synthetic profiles; a CSV of `--rows` rows (default 100,000: the job's limit), nine in ten the
 * e-mail of a seeded profile and one in ten an unknown address, is accepted as the route accepts
 * it (`createFileJob`: read, stored, rung), then run to the end by the worker's own loop
 * (`runFileJob`, chunk after chunk as the job worker runs it), then its result streamed as CSV.
 * Reports the time of each phase, rows per second end to end, the event-loop delay of this
 * process while the upload is read and stored (the part that runs on the web process) and
 * while the chunks run (the worker's), the peak RSS sampled every 250 ms, the CPU model and the
 * load, and writes bench/results/enrichment-job.json.
 */
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { createDb } from "@/db/client";
import { startEmbedded } from "@/db/embedded";
import { runMigrations } from "@/db/migrate";
import { systemClock } from "@/lib/core/clock";
import { resetEnvCache } from "@/lib/core/env";
import { stopBoss } from "@/lib/engines/jobs/boss";
import { createAccount } from "@/lib/features/accounts/create-account";
import { runFileJob } from "@/lib/features/enrichment/file-job-process";
import { createFileJob, fileJobResultCsv, getFileJob } from "@/lib/features/enrichment/file-jobs";
import { seedProfiles } from "@/lib/model/profiles/synthetic";

const { values: args } = parseArgs({
  options: {
    rows: { type: "string", default: "100000" },
    profiles: { type: "string", default: "20000" },
    label: { type: "string" },
  },
});
const ROWS = Number(args.rows);
const PROFILES = Number(args.profiles);

const load = () => os.loadavg().map((x) => Math.round(x * 100) / 100);
const ms = (n: number) => Math.round(n);

function loopDelay() {
  const h = monitorEventLoopDelay({ resolution: 10 });
  h.enable();
  return () => {
    h.disable();
    return { p99Ms: ms(h.percentile(99) / 1e6), maxMs: ms(h.max / 1e6) };
  };
}

async function main() {
  const loadAtStart = load();
  const tmp = await mkdtemp(path.join(os.tmpdir(), "leadwise-bench-file-job-"));
  const server = process.env.DATABASE_URL ? undefined : await startEmbedded({ dataDir: tmp });
  const url = process.env.DATABASE_URL ?? (server?.url() as string);
  process.env.DATABASE_URL = url;
  resetEnvCache();
  let peakRss = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 250);
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
    const ctx = { db, accountId: account.accountId, clock: systemClock };
    const lines = ["E-mail;First name;Notes"];
    for (let i = 0; i < ROWS; i++) {
      const email = i % 10 === 9 ? `nobody.${i}@unknown.example` : emails[i % emails.length];
      lines.push(`${email};Row ${i};Bench, row ${i}`);
    }
    const file = Buffer.from(`${lines.join("\r\n")}\r\n`);
    const rssBefore = process.memoryUsage().rss;

    const started = performance.now();
    const uploadDelay = loopDelay();
    const accepted = await createFileJob(ctx, {
      file: (async function* () {
        yield file;
      })(),
      query: async () => ({}),
    });
    const uploadMs = performance.now() - started;
    const upload = uploadDelay();
    console.log(`accepted ${accepted.rows} rows in ${ms(uploadMs)} ms`);

    const runStarted = performance.now();
    const runDelay = loopDelay();
    for (;;) {
      await runFileJob(db, accepted.id);
      const p = await getFileJob(ctx, accepted.id);
      if (p.status !== "running") break;
    }
    const runMs = performance.now() - runStarted;
    const run = runDelay();
    const progress = await getFileJob(ctx, accepted.id);

    const resultStarted = performance.now();
    let bytes = 0;
    for await (const part of fileJobResultCsv(ctx, accepted.id)) bytes += Buffer.byteLength(part);
    const resultMs = performance.now() - resultStarted;
    const totalMs = performance.now() - started;

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
      fileMb: Math.round((file.byteLength / 1e6) * 10) / 10,
      status: progress.status,
      matched: progress.matched,
      spent: progress.spent,
      uploadMs: ms(uploadMs),
      runMs: ms(runMs),
      resultMs: ms(resultMs),
      resultMb: Math.round((bytes / 1e6) * 10) / 10,
      totalSeconds: Math.round(totalMs / 100) / 10,
      rowsPerSecond: Math.round(ROWS / (totalMs / 1000)),
      eventLoop: { upload, run },
      rssMb: {
        beforeUpload: Math.round(rssBefore / 2 ** 20),
        peak: Math.round(peakRss / 2 ** 20),
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

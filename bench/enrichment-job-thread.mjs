// The job worker of bench/enrichment-job.ts, on a thread of its own as `npm start` runs the job
// workers (lib/engines/jobs/inline-workers.ts, lib/edge/worker/jobs-thread.ts): lowers its own
// priority and its backends' as the variant says (lib/engines/jobs/background-priority.ts),
// tells its thread id, runs the job's chunks to the end, then says so.
// Worker threads do not inherit tsx: it is registered here first.
import { readlinkSync } from "node:fs";
import { parentPort, workerData } from "node:worker_threads";
import { register } from "tsx/esm/api";

register();
const { createDb } = await import("../db/client.ts");
const { runFileJob } = await import("../lib/features/enrichment/file-job-process.ts");
const { lowerBackendPriority, lowerThreadPriority } = await import(
  "../lib/engines/jobs/background-priority.ts"
);
const { enrichmentJobs } = await import("../db/schema/index.ts");
const { eq, sql } = await import("drizzle-orm");
const { schedMs } = await import("./cpu.ts");

const { url, jobId, chunkRows, threadNice, backendNice, applicationName } = workerData;
const { db, close } = createDb(url, { max: 4, applicationName });
lowerThreadPriority(threadNice);
// "<pid>/task/<tid>": this thread's own /proc entry.
const tid = Number(readlinkSync("/proc/thread-self").split("/").at(-1));
const done = new Set();
let backendsLowered = 0;
const lower = async () => {
  backendsLowered += await lowerBackendPriority(db, backendNice, done).catch(() => 0);
};
const timer = setInterval(lower, 1_000);
await lower();
parentPort?.postMessage({ type: "tid", tid });
for (;;) {
  await runFileJob(db, jobId, chunkRows ? { chunkRows } : {});
  const [job] = await db.select().from(enrichmentJobs).where(eq(enrichmentJobs.id, jobId));
  if (job?.status !== "running") break;
}
clearInterval(timer);
// The backends' whole lives were this run: their schedstat is the run's, read before they go.
const pids = await db.execute(
  sql`select pid from pg_stat_activity where application_name = current_setting('application_name')`,
);
const backends = { runMs: 0, waitMs: 0, count: pids.length };
for (const { pid } of pids) {
  const s = await schedMs(`/proc/${pid}/schedstat`);
  backends.runMs += s.runMs;
  backends.waitMs += s.waitMs;
}
// By its id: a read through /proc/thread-self would run on libuv's pool, another thread.
const thread = await schedMs(`/proc/self/task/${tid}/schedstat`);
parentPort?.postMessage({ type: "done", thread, backends, backendsLowered });
await close();

// The job worker of bench/enrichment-job.ts, on a thread of its own as `npm start` runs the job
// workers (lib/engines/jobs/inline-workers.ts): runs the job's chunks to the end, then says so.
// Worker threads do not inherit tsx: it is registered here first.
import { parentPort, workerData } from "node:worker_threads";
import { register } from "tsx/esm/api";

register();
const { createDb } = await import("../db/client.ts");
const { runFileJob } = await import("../lib/features/enrichment/file-job-process.ts");
const { enrichmentJobs } = await import("../db/schema/index.ts");
const { eq } = await import("drizzle-orm");

const { url, jobId, chunkRows } = workerData;
const { db, close } = createDb(url, { max: 4 });
for (;;) {
  await runFileJob(db, jobId, chunkRows ? { chunkRows } : {});
  const [job] = await db.select().from(enrichmentJobs).where(eq(enrichmentJobs.id, jobId));
  if (job?.status !== "running") break;
}
await close();
parentPort?.postMessage("done");

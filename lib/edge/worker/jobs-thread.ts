import { parentPort } from "node:worker_threads";
import { getDb, nameThreadConnections } from "@/db/client";
import { env } from "@/lib/core/env";
import { logger } from "@/lib/core/logger";
import { runInBackground } from "@/lib/engines/jobs/background-priority";
import type { FromJobsThread, ToJobsThread } from "@/lib/engines/jobs/inline-workers";
import { startJobs, stopJobs } from "./start-worker";

/*
 * The job workers of a web process, on a thread of their own (see lib/engines/jobs/inline-workers.ts): started
 * at once, stopped when the web process asks. The thread and its connections' backends run
 * JOB_WORKER_NICE below the web process (lib/engines/jobs/background-priority.ts).
 */

/** How the job workers' connections are named in pg_stat_activity. */
export const JOB_WORKERS_APPLICATION_NAME = "leadwise-job-workers";

const port = parentPort;
if (port) {
  nameThreadConnections(JOB_WORKERS_APPLICATION_NAME);
  const stopLowering = runInBackground(getDb(), { steps: env().JOB_WORKER_NICE });
  port.on("message", async (message: ToJobsThread) => {
    if (message.type !== "stop") return;
    stopLowering();
    await stopJobs().catch((err) => logger.error({ err }, "could not stop the job workers"));
    port.postMessage({ type: "stopped" } satisfies FromJobsThread);
  });
  await startJobs();
  port.postMessage({ type: "started" } satisfies FromJobsThread);
}

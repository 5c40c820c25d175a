import { parentPort } from "node:worker_threads";
import { logger } from "@/lib/core/logger";
import type { FromJobsThread, ToJobsThread } from "@/lib/engines/jobs/inline-workers";
import { startJobs, stopJobs } from "./start-worker";

/*
 * The job workers of a web process, on a thread of their own (see lib/engines/jobs/inline-workers.ts): started
 * at once, stopped when the web process asks.
 */

const port = parentPort;
if (port) {
  port.on("message", async (message: ToJobsThread) => {
    if (message.type !== "stop") return;
    await stopJobs().catch((err) => logger.error({ err }, "could not stop the job workers"));
    port.postMessage({ type: "stopped" } satisfies FromJobsThread);
  });
  await startJobs();
  port.postMessage({ type: "started" } satisfies FromJobsThread);
}

import { parentPort } from "node:worker_threads";
import { logger } from "@/lib/logger";
import { startJobs, stopJobs } from "./start";

/*
 * The job workers of a web process, on a thread of their own (see inline.ts): started at once,
 * stopped when the web process asks.
 */
export type ToJobsThread = { type: "stop" };
export type FromJobsThread = { type: "started" } | { type: "stopped" };

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

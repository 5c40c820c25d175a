import path from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { logger } from "@/lib/core/logger";

/*
 * Inline job workers (the default, docs/decisions.md "Processes") run in the web process, on a worker
 * thread: their own event loop and connections, so a burst of enrichment or webhook work does
 * not hold up the route handlers' event loop, and the reverse. One process still starts and
 * stops everything. A thread that dies is started again after a second; one that keeps dying
 * young (its database is gone, say) waits twice as long each time, up to 15 s, so its work
 * pauses instead of crash-looping until the database is back.
 */

/** The messages between the web process and its jobs thread (lib/edge/worker/jobs-thread.ts). */
export type ToJobsThread = { type: "stop" };
export type FromJobsThread = { type: "started" } | { type: "stopped" };

export interface InlineJobs {
  /** Stops the job workers (running jobs finish) and the thread. */
  stop: () => Promise<void>;
}

const RESTART_MS = { first: 1_000, max: 15_000 };
/** A thread that ran this long died of something new: its restart waits a second again. */
const LIVED_MS = 60_000;

export interface InlineJobsOptions {
  /**
   * The module the thread runs, speaking jobs-thread.ts's messages. Tests give a stand-in;
   * by default lib/edge/worker/jobs-thread.mjs, which runs every feature's jobs.
   */
  entry?: string;
}

export function startInlineJobs(options: InlineJobsOptions = {}): Promise<InlineJobs> {
  // A path from the project root, not import.meta.url: in Next.js's compiled server this module
  // lives under .next/, the thread's sources do not. The thread imports it from evaluated code
  // so the bundler leaves it alone (it would try to bundle tsx into the server).
  const entry = pathToFileURL(
    options.entry ?? path.join(process.cwd(), "lib/edge/worker/jobs-thread.mjs"),
  ).href;
  let stopping = false;
  let worker: Worker | undefined;
  let stopped: (() => void) | undefined;
  let restartMs = RESTART_MS.first;

  /** Starts the thread; `onStarted` hears once whether the first start worked. */
  const spawn = (onStarted?: (err?: Error) => void) => {
    let first = onStarted;
    const thread = new Worker(`import(${JSON.stringify(entry)})`, { eval: true });
    const startedAt = Date.now();
    worker = thread;
    thread.on("message", (message: FromJobsThread) => {
      if (message.type === "started") {
        first?.();
        first = undefined;
      } else if (message.type === "stopped") stopped?.();
    });
    thread.on("error", (err) => logger.error({ err }, "the job workers' thread failed"));
    thread.on("exit", (code) => {
      if (worker === thread) worker = undefined;
      if (stopping) return stopped?.();
      if (first) return first(new Error(`the job workers' thread exited (${code}) at start`));
      if (Date.now() - startedAt >= LIVED_MS) restartMs = RESTART_MS.first;
      logger.error({ code, inMs: restartMs }, "the job workers' thread exited; starting it again");
      setTimeout(() => !stopping && spawn(), restartMs).unref();
      restartMs = Math.min(restartMs * 2, RESTART_MS.max);
    });
  };

  return new Promise((resolve, reject) => {
    spawn((err) => {
      if (err) return reject(err);
      resolve({
        stop: async () => {
          if (stopping) return;
          stopping = true;
          const thread = worker;
          if (!thread) return; // between a crash and its restart
          await new Promise<void>((done) => {
            stopped = done;
            thread.postMessage({ type: "stop" } satisfies ToJobsThread);
          });
          await thread.terminate();
        },
      });
    });
  });
}

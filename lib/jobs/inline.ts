import path from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { logger } from "@/lib/logger";
import type { FromJobsThread, ToJobsThread } from "./jobs-thread";

/*
 * Inline job workers (the default, DESIGN.md "Processes") run in the web process, on a worker
 * thread: their own event loop and connections, so a burst of enrichment or webhook work does
 * not hold up the route handlers' event loop, and the reverse. One process still starts and
 * stops everything. A thread that dies is started again after a second.
 */

export interface InlineJobs {
  /** Stops the job workers (running jobs finish) and the thread. */
  stop: () => Promise<void>;
}

const RESTART_MS = 1_000;

export interface InlineJobsOptions {
  /**
   * The module the thread runs, speaking jobs-thread.ts's messages. Tests give a stand-in;
   * by default lib/jobs/jobs-thread.mjs.
   */
  entry?: string;
}

export function startInlineJobs(options: InlineJobsOptions = {}): Promise<InlineJobs> {
  // A path from the project root, not import.meta.url: in Next.js's compiled server this module
  // lives under .next/, the thread's sources do not. The thread imports it from evaluated code
  // so the bundler leaves it alone (it would try to bundle tsx into the server).
  const entry = pathToFileURL(
    options.entry ?? path.join(process.cwd(), "lib/jobs/jobs-thread.mjs"),
  ).href;
  let stopping = false;
  let worker: Worker | undefined;
  let stopped: (() => void) | undefined;

  /** Starts the thread; `onStarted` hears once whether the first start worked. */
  const spawn = (onStarted?: (err?: Error) => void) => {
    let first = onStarted;
    const thread = new Worker(`import(${JSON.stringify(entry)})`, { eval: true });
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
      logger.error({ code }, "the job workers' thread exited; starting it again");
      setTimeout(() => !stopping && spawn(), RESTART_MS).unref();
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

import type { Db } from "@/db/client";
import type { JobDefinition } from "./define-job";

export interface Sweep {
  name: string;
  /** Idempotent; runs at worker start and then every few seconds in every worker process. */
  run: (db: Db) => Promise<unknown>;
  /** Its own period instead of the shared sweep interval. */
  everyMs?: () => number;
}

/**
 * What the worker processes run, handed to `startJobWorkers` by the one module that knows every
 * feature (lib/edge/worker/worker-registry.ts): lib/engines/jobs itself knows none of them.
 */
export interface WorkerRegistry {
  // biome-ignore lint/suspicious/noExplicitAny: a list of jobs with different payload schemas.
  jobs: JobDefinition<any>[];
  sweeps: Sweep[];
  /**
   * Work a feature runs in the process outside the queues (first webhook attempts sent right
   * after enrichment, say), waited for on stop after the queues' running jobs have finished.
   */
  drains: (() => Promise<void>)[];
}

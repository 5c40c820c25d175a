import type { z } from "zod";
import type { Logger } from "@/lib/core/logger";

export interface JobContext {
  jobId: string;
  /** 0 on the first run; pg-boss counts retries after a handler error or an expired run. */
  retryCount: number;
  retryLimit: number;
  /** This process's worker identity (see presence.ts). */
  workerId: string;
  log: Logger;
}

export interface QueueOptions {
  /** Retries after a handler error or expiry (pg-boss), not after a schema failure. */
  retryLimit?: number;
  retryDelay?: number;
  retryBackoff?: boolean;
  /** A run still active after this long counts as lost and is retried. */
  expireInSeconds?: number;
  /**
   * pg-boss queue policy: `stately` keeps at most one queued and one running job per
   * singletonKey (e.g. one delivery run per campaign); default `standard`.
   */
  policy?: "standard" | "short" | "singleton" | "stately";
}

export interface BatchItem<T> {
  data: T;
  jobId: string;
}

export interface JobDefinition<S extends z.ZodType = z.ZodType> {
  /** Queue name; letters, digits, `_`, `-`, `.`. */
  name: string;
  schema: S;
  /** Idempotent: it may run more than once for one job. State lives in rows. */
  handle: (data: z.output<S>, job: JobContext) => Promise<void>;
  /** Runs once when the last retry has failed, to record the failure in the job's rows. */
  onFailed?: (data: z.output<S>, error: unknown, job: JobContext) => Promise<void>;
  /**
   * Handles up to `batchSize` jobs in one call instead of `handle` one by one, so their work
   * can share queries and one commit. Throwing fails every job of the batch (each is retried).
   */
  handleBatch?: (items: BatchItem<z.output<S>>[], job: Omit<JobContext, "jobId">) => Promise<void>;
  batchSize?: number;
  queue?: QueueOptions;
  /** Jobs (or batches, with handleBatch) of this queue run at once per worker process. */
  concurrency?: number;
  /** pg-boss cron schedule (minute granularity, UTC) that sends this job with `{}`. */
  cron?: string;
}

/**
 * What sending a job needs to know of its type: a module that queues jobs it does not run
 * itself names them by this, without importing their handler (and whatever the handler imports).
 */
export type JobQueue<S extends z.ZodType = z.ZodType> = Pick<
  JobDefinition<S>,
  "name" | "schema" | "queue"
>;

/** A job type: its payload schema and its handler, listed in lib/edge/worker/worker-registry.ts. */
export function defineJob<S extends z.ZodType>(definition: JobDefinition<S>): JobDefinition<S> {
  return definition;
}

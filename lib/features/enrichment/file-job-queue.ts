import { z } from "zod";
import type { DbOrTx } from "@/db/client";
import { enqueue } from "@/lib/engines/jobs/boss";
import type { JobQueue } from "@/lib/engines/jobs/define-job";

/*
 * The enrichment job's queue as senders see it (the upload, resume, the recovery sweep): a
 * message only rings for a job; the job's rows are its state, so a message delivered twice,
 * or after the job ended, does nothing wrong (file-job-process.ts).
 */

const Payload = z.strictObject({ jobId: z.string().min(1).max(100) });

export const fileJobQueue = {
  name: "enrichment-job.run",
  schema: Payload,
  queue: { retryLimit: 20, retryDelay: 5, retryBackoff: true, expireInSeconds: 300 },
} satisfies JobQueue<typeof Payload>;

/** Rings for the job, in the caller's transaction when `db` is one. */
export function ringFileJob(db: DbOrTx, jobId: string): Promise<void> {
  return enqueue(db, fileJobQueue, { jobId });
}

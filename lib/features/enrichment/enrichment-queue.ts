import { z } from "zod";
import type { DbOrTx } from "@/db/client";
import { enqueueMany, ensureQueue } from "@/lib/engines/jobs/boss";
import type { JobQueue } from "@/lib/engines/jobs/define-job";

/*
 * The enrichment job's queue as senders see it (submission, slot hand-over, recovery): they
 * queue jobs without importing the handler in process.ts, which imports them.
 */

/** A request processing for longer than this is taken over by the recovery sweep. */
export const LEASE_SECONDS = 300;
/** Jobs of requests that had to wait for a slot go first; requests over the cap go last. */
export const PRIORITY = { handedOver: 1, normal: 0, overCap: -1 } as const;

/**
 * The requests a job rings for: all those accepted together in one submission transaction (or
 * handed a slot, or recovered, together), so a burst costs a job per commit, not per request.
 * `requestId` alone is the form of jobs queued before that.
 */
const Payload = z.union([
  z.strictObject({ requestIds: z.array(z.string().min(1)).min(1) }),
  z.strictObject({ requestId: z.string().min(1) }),
]);
export type Payload = z.output<typeof Payload>;

export const requestIdsOf = (data: Payload): string[] =>
  "requestIds" in data ? data.requestIds : [data.requestId];

export const enrichmentQueue = {
  name: "enrichment.process",
  schema: Payload,
  queue: { retryLimit: 5, retryDelay: 2, retryBackoff: true, expireInSeconds: LEASE_SECONDS },
} satisfies JobQueue<typeof Payload>;

/** Queues the job `jobId` for requests whose rows name it, in the caller's transaction. */
export async function enqueueRequests(
  db: DbOrTx,
  requestIds: string[],
  jobId: string,
  priority: number,
): Promise<void> {
  if (requestIds.length === 0) return;
  await enqueueMany(db, enrichmentQueue, [
    { data: { requestIds }, options: { id: jobId, priority } },
  ]);
}

/**
 * Starts this process's job sender (pg-boss) and checks the queue, as the first enqueue would:
 * the start-up warm-up runs it, so the first accepted request does not wait for it.
 */
export function prepareEnqueue(): Promise<void> {
  return ensureQueue(enrichmentQueue);
}

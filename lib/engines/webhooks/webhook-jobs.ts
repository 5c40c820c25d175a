import { sql } from "drizzle-orm";
import { type Db, getDb } from "@/db/client";
import { webhookDeliveries } from "@/db/schema";
import { enqueue } from "@/lib/engines/jobs/boss";
import { defineJob } from "@/lib/engines/jobs/define-job";
import type { WorkerRegistry } from "@/lib/engines/jobs/job-registry";
import { workerAlive } from "@/lib/engines/jobs/presence";
import { attemptDelivery } from "./attempts";
import { drainInlineDeliveries } from "./inline-delivery";
import { webhookQueue } from "./webhook-queue";

export const webhookJob = defineJob({
  ...webhookQueue,
  concurrency: 64,
  handle: ({ deliveryId, manual }, job) =>
    attemptDelivery(getDb(), deliveryId, { manual, workerId: job.workerId, log: job.log }),
});

/**
 * Deliveries whose attempt was lost: in flight in a worker process that has died, or overdue
 * by minutes (a retry whose job was lost). Marking them due now keeps the next sweep from
 * queueing them again while their new job waits; a duplicate job finds nothing to claim.
 */
export async function requeueStalledDeliveries(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const stalled = await tx
      .update(webhookDeliveries)
      .set({ nextAttemptAt: sql`now()`, workerId: null })
      .where(
        sql`${webhookDeliveries.id} in (select id from ${webhookDeliveries}
          where status = 'pending' and (next_attempt_at < now() - interval '2 minutes'
            or (worker_id is not null and not ${workerAlive(sql`worker_id`)}))
          limit 500 for update skip locked)`,
      )
      .returning({ id: webhookDeliveries.id });
    for (const { id } of stalled) await enqueue(tx, webhookJob, { deliveryId: id });
    return stalled.length;
  });
}

/** What the worker processes run for webhooks (lib/edge/worker/worker-registry.ts lists it). */
export const webhookWorker: WorkerRegistry = {
  jobs: [webhookJob],
  sweeps: [{ name: "webhooks.requeue", run: (db) => requeueStalledDeliveries(db) }],
  drains: [drainInlineDeliveries],
};

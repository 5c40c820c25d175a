import { z } from "zod";
import type { JobQueue } from "@/lib/engines/jobs/define-job";

/**
 * The `webhook.deliver` queue, apart from its handler (jobs.ts): the outbox and the attempts
 * queue turns on it without importing what runs them.
 */
export const webhookQueue = {
  name: "webhook.deliver",
  schema: z.strictObject({ deliveryId: z.string().min(1), manual: z.boolean().optional() }),
  // An attempt takes at most the 10 s timeout; a job still active after 30 s was in a process
  // that died before claiming its delivery, and pg-boss hands it to another worker. (A job
  // that expires while its attempt is in flight finds the delivery claimed and does nothing.)
  queue: { retryLimit: 3, retryDelay: 5, retryBackoff: true, expireInSeconds: 30 },
} satisfies JobQueue;

import { z } from "zod";
import type { JobQueue } from "@/lib/engines/jobs/define-job";

/** The `crm.push` queue, named apart from its handler (push-job.ts) so senders need not import it. */
export const crmPushQueue = {
  name: "crm.push",
  schema: z.object({ accountId: z.string().min(1), pushId: z.string().min(1) }),
  queue: {
    retryLimit: 20,
    retryDelay: 10,
    retryBackoff: true,
    expireInSeconds: 120,
    policy: "stately",
  },
} satisfies JobQueue;

import { z } from "zod";
import type { JobQueue } from "@/lib/engines/jobs/define-job";

/** The `crm.pull` queue, named apart from its handler (pull.ts) so senders need not import it. */
export const crmPullQueue = {
  name: "crm.pull",
  schema: z.object({ accountId: z.string().min(1), connectionId: z.string().min(1) }),
  queue: {
    retryLimit: 20,
    retryDelay: 10,
    retryBackoff: true,
    expireInSeconds: 120,
    policy: "stately",
  },
} satisfies JobQueue;

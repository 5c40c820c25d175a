import type { Db } from "@/db/client";
import { enrichmentJob, recoverEnrichment } from "@/lib/enrichment/process";
import { requeueStalledDeliveries, webhookJob } from "@/lib/webhooks/deliver";
import type { JobDefinition } from "./define-job";

/*
 * Every job type and every recovery sweep, in one place. To add a job: `defineJob` it beside
 * its domain code and list it here; worker processes (inline or `npm run worker`) then run it.
 */

// biome-ignore lint/suspicious/noExplicitAny: a list of jobs with different payload schemas.
export const JOBS: JobDefinition<any>[] = [enrichmentJob, webhookJob];

export interface Sweep {
  name: string;
  /** Idempotent; runs at worker start and then every few seconds in every worker process. */
  run: (db: Db) => Promise<unknown>;
}

export const SWEEPS: Sweep[] = [
  { name: "enrichment.recover", run: (db) => recoverEnrichment(db) },
  { name: "webhooks.requeue", run: (db) => requeueStalledDeliveries(db) },
];

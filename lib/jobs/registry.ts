import type { Db } from "@/db/client";
import { expireAttempts } from "@/lib/accounts/throttle";
import {
  campaignDeliverJob,
  campaignTickJob,
  sendCampaignTick,
} from "@/lib/campaigns/delivery/jobs";
import { enrichmentJob, recoverEnrichment } from "@/lib/enrichment/process";
import { env } from "@/lib/env";
import { mailJob } from "@/lib/mail/mail-job";
import { requeueStalledDeliveries, webhookJob } from "@/lib/webhooks/deliver";
import type { JobDefinition } from "./define-job";

/*
 * Every job type and every recovery sweep, in one place. To add a job: `defineJob` it beside
 * its domain code and list it here; worker processes (inline or `npm run worker`) then run it.
 */

// biome-ignore lint/suspicious/noExplicitAny: a list of jobs with different payload schemas.
export const JOBS: JobDefinition<any>[] = [
  enrichmentJob,
  webhookJob,
  mailJob,
  campaignTickJob,
  campaignDeliverJob,
];

export interface Sweep {
  name: string;
  /** Idempotent; runs at worker start and then every few seconds in every worker process. */
  run: (db: Db) => Promise<unknown>;
  /** Its own period instead of the shared sweep interval. */
  everyMs?: () => number;
}

export const SWEEPS: Sweep[] = [
  { name: "enrichment.recover", run: (db) => recoverEnrichment(db) },
  { name: "webhooks.requeue", run: (db) => requeueStalledDeliveries(db) },
  {
    name: "campaigns.tick",
    run: (db) => sendCampaignTick(db),
    everyMs: () => env().CAMPAIGN_TICK_SECONDS * 1000,
  },
  {
    name: "auth.attempts.expire",
    run: (db) => expireAttempts(db, new Date()),
    everyMs: () => 600_000,
  },
];

import { expireAccountLinks } from "@/lib/accounts/account-links";
import { expireAttempts } from "@/lib/accounts/throttle";
import { pruneChangeLog } from "@/lib/audience";
import {
  campaignDeliverJob,
  campaignTickJob,
  sendCampaignTick,
} from "@/lib/campaigns/delivery/jobs";
import { requestDeliveryTexts } from "@/lib/enrichment/delivery-body";
import { enrichmentJob, recoverEnrichment } from "@/lib/enrichment/process";
import { env } from "@/lib/env";
import type { WorkerRegistry } from "@/lib/jobs/registry";
import { mailJob } from "@/lib/mail/mail-job";
import { registerBodySource } from "@/lib/webhooks/bodies";
import { webhookWorker } from "@/lib/webhooks/jobs";

/*
 * Every job type and every recovery sweep, in one place: the only module that knows every
 * feature's background work (lib/jobs runs what it is given). To add a job: `defineJob` it
 * beside its domain code and list it here; worker processes (inline or `npm run worker`) then
 * run it.
 */
// An enrichment request's deliveries keep no body: their attempts rebuild it from the request.
registerBodySource("requestId", requestDeliveryTexts);

export const WORKER_REGISTRY: WorkerRegistry = {
  jobs: [enrichmentJob, ...webhookWorker.jobs, mailJob, campaignTickJob, campaignDeliverJob],
  sweeps: [
    { name: "enrichment.recover", run: (db) => recoverEnrichment(db) },
    ...webhookWorker.sweeps,
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
    {
      name: "accounts.links.expire",
      run: (db) => expireAccountLinks(db, new Date()),
      everyMs: () => 600_000,
    },
    { name: "audience.changes.prune", run: (db) => pruneChangeLog(db), everyMs: () => 600_000 },
  ],
  drains: [...webhookWorker.drains],
};

import { env } from "@/lib/core/env";
import { pruneChangeLog } from "@/lib/engines/audience";
import type { WorkerRegistry } from "@/lib/engines/jobs/job-registry";
import { mailJob } from "@/lib/engines/mail/mail-job";
import { registerBodySource } from "@/lib/engines/webhooks/bodies";
import { webhookWorker } from "@/lib/engines/webhooks/webhook-jobs";
import { expireAccountLinks } from "@/lib/features/accounts/account-links";
import { pruneUserSessions } from "@/lib/features/accounts/sessions";
import { expireAttempts } from "@/lib/features/accounts/throttle";
import { sweepAuditEvents } from "@/lib/features/audit/audit-retention";
import {
  campaignDeliverJob,
  campaignTickJob,
  reportFailingCampaignWebhooks,
  sendCampaignTick,
} from "@/lib/features/campaigns/delivery/delivery-jobs";
import { pruneFeeds } from "@/lib/features/changes/feed-retention";
import { refreshWatchedLists } from "@/lib/features/changes/refresh";
import { reverifyJob } from "@/lib/features/changes/reverify";
import { crmPullJob, schedulePulls } from "@/lib/features/crm/pull";
import { crmPushJob } from "@/lib/features/crm/push-job";
import {
  pushNewDeliveries,
  recoverAbandonedPushes,
  resumeOpenPushes,
} from "@/lib/features/crm/pushes";
import { requestDeliveryTexts } from "@/lib/features/enrichment/delivery-body";
import {
  fileJobWorker,
  recoverFileJobs,
  sweepExpiredFileJobs,
} from "@/lib/features/enrichment/file-job-process";
import { enrichmentJob, recoverEnrichment } from "@/lib/features/enrichment/process";
import { prunePreviewViews } from "@/lib/features/estimate/sample";
import { disableFailingEndpoints } from "@/lib/features/webhook-endpoints/failing-endpoints";

/*
 * Every job type and every recovery sweep, in one place: the only module that knows every
 * feature's background work (lib/engines/jobs runs what it is given). To add a job: `defineJob` it
 * beside its domain code and list it here; worker processes (inline or `npm run worker`) then
 * run it.
 */
// An enrichment request's deliveries keep no body: their attempts rebuild it from the request.
registerBodySource("requestId", requestDeliveryTexts);

export const WORKER_REGISTRY: WorkerRegistry = {
  jobs: [
    enrichmentJob,
    fileJobWorker,
    ...webhookWorker.jobs,
    mailJob,
    campaignTickJob,
    campaignDeliverJob,
    crmPushJob,
    reverifyJob,
    crmPullJob,
  ],
  sweeps: [
    { name: "enrichment.recover", run: (db) => recoverEnrichment(db) },
    // Every 10 s, as the other recoveries: a job whose process died is found by its presence.
    { name: "enrichment-jobs.recover", run: (db) => recoverFileJobs(db) },
    {
      name: "enrichment-jobs.expire",
      run: (db) => sweepExpiredFileJobs(db, new Date()),
      everyMs: () => 3_600_000,
    },
    ...webhookWorker.sweeps,
    {
      name: "campaigns.tick",
      run: (db) => sendCampaignTick(db),
      everyMs: () => env().CAMPAIGN_TICK_SECONDS * 1000,
    },
    { name: "crm.pushes.resume", run: (db) => resumeOpenPushes(db), everyMs: () => 60_000 },
    { name: "crm.pushes.recover", run: (db) => recoverAbandonedPushes(db) },
    { name: "crm.campaigns.push", run: (db) => pushNewDeliveries(db) },
    { name: "crm.pulls", run: (db) => schedulePulls(db), everyMs: () => 60_000 },
    { name: "lists.refresh", run: (db) => refreshWatchedLists(db), everyMs: () => 600_000 },
    { name: "changes.feeds.prune", run: (db) => pruneFeeds(db), everyMs: () => 3_600_000 },
    { name: "campaigns.webhooks.failing", run: (db) => reportFailingCampaignWebhooks(db) },
    {
      name: "webhooks.endpoints.failing",
      run: (db) => disableFailingEndpoints(db),
      everyMs: () => 600_000,
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
    {
      name: "accounts.sessions.prune",
      run: (db) => pruneUserSessions(db, new Date()),
      everyMs: () => 3_600_000,
    },
    {
      name: "audit.events.expire",
      run: (db) => sweepAuditEvents(db, new Date()),
      everyMs: () => 3_600_000,
    },
    { name: "audience.changes.prune", run: (db) => pruneChangeLog(db), everyMs: () => 600_000 },
    {
      name: "estimate.preview.prune",
      run: (db) => prunePreviewViews(db, new Date()),
      everyMs: () => 3_600_000,
    },
  ],
  drains: [...webhookWorker.drains],
};

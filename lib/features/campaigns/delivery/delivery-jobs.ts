import { eq } from "drizzle-orm";
import { z } from "zod";
import { type Db, type DbOrTx, getDb } from "@/db/client";
import { campaigns } from "@/db/schema";
import { systemClock } from "@/lib/core/clock";
import { env } from "@/lib/core/env";
import { publicOrigin } from "@/lib/core/public-url";
import { enqueue } from "@/lib/engines/jobs/boss";
import { defineJob } from "@/lib/engines/jobs/define-job";
import { reportFailingWebhooks } from "../webhook-health";
import { deliverCampaignShare } from "./deliver-leads";

/** Delivers what is due for one campaign now; safe to run any number of times. */
export const campaignDeliverJob = defineJob({
  name: "campaign.deliver",
  schema: z.object({ campaignId: z.string().min(1) }),
  queue: {
    retryLimit: 3,
    retryDelay: 5,
    retryBackoff: true,
    expireInSeconds: 300,
    policy: "stately",
  },
  concurrency: 2,
  handle: async ({ campaignId }, job) => {
    const outcome = await deliverCampaignShare(getDb(), campaignId, {
      clock: systemClock,
      tickSeconds: env().CAMPAIGN_TICK_SECONDS,
      appUrl: publicOrigin(),
    });
    if (outcome.delivered > 0 || outcome.reason === "completed") {
      job.log.info({ campaignId, ...outcome }, "campaign share delivered");
    }
  },
});

/** Queues a delivery run for a campaign, at most one waiting per campaign. */
export function queueCampaignDelivery(db: DbOrTx, campaignId: string) {
  return enqueue(db, campaignDeliverJob, { campaignId }, { singletonKey: campaignId });
}

/**
 * The campaign tick: one delivery run queued for every active campaign. Worker processes send
 * it every CAMPAIGN_TICK_SECONDS under one singleton key per time slot, so however many
 * workers run, each slot ticks once.
 */
export const campaignTickJob = defineJob({
  name: "campaign.tick",
  schema: z.object({ slot: z.number().int() }),
  queue: { retryLimit: 1, expireInSeconds: 120 },
  handle: async () => {
    const db = getDb();
    const active = await db
      .select({ id: campaigns.id })
      .from(campaigns)
      .where(eq(campaigns.status, "active"));
    for (const { id } of active) await queueCampaignDelivery(db, id);
  },
});

export function sendCampaignTick(db: DbOrTx, now = Date.now()) {
  const seconds = env().CAMPAIGN_TICK_SECONDS;
  const slot = Math.floor(now / 1000 / seconds);
  return enqueue(
    db,
    campaignTickJob,
    { slot },
    { singletonKey: "tick", singletonSeconds: seconds },
  );
}

/**
 * The sweep that e-mails an account's owner when a launched campaign's webhook starts failing,
 * once per failing episode (webhook-health.ts).
 */
export function reportFailingCampaignWebhooks(db: Db) {
  return reportFailingWebhooks(db, systemClock, publicOrigin());
}

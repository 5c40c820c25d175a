import type { campaigns } from "@/db/schema";
import type { TxCtx } from "@/lib/core/context";
import { publicOrigin } from "@/lib/core/public-url";
import { queueEmail } from "@/lib/engines/mail/mail-job";
import { launchedEmail } from "./campaign-emails";
import { queueCampaignDelivery } from "./delivery-jobs";
import { recordCampaignEvent } from "./events";

type CampaignRow = typeof campaigns.$inferSelect;

// campaigns.ts records its own events (paused, reset…) through here.
export { recordCampaignEvent };
/**
 * In the transaction that makes a campaign active: its first delivery run is queued at once
 * (it delivers the first share when inside the window), the event is recorded, and a launch
 * e-mail goes to the campaign's recipients.
 */
export async function onCampaignLive(
  ctx: TxCtx,
  campaign: CampaignRow,
  how: "launched" | "resumed",
): Promise<void> {
  await recordCampaignEvent(
    ctx,
    campaign.id,
    how,
    how === "launched" ? "Campaign launched" : "Campaign resumed",
  );
  await queueCampaignDelivery(ctx.db, campaign.id);
  const email = campaign.notifications.email;
  if (how === "launched" && email.enabled && email.to.length > 0) {
    await queueEmail(ctx.db, campaign.accountId, {
      ...launchedEmail(campaign, publicOrigin()),
      to: email.to,
      campaignId: campaign.id,
      dedupeKey: `launched:${campaign.id}`,
    });
  }
}

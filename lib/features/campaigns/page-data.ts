import type { Ctx } from "@/lib/core/context";
import { labelWithListNames } from "@/lib/features/company-lists/company-list-labels";
import { listCompanyLists } from "@/lib/features/company-lists/company-lists";
import { estimateAudience } from "@/lib/features/estimate/estimate";
import { getListOrThrow, listLists } from "@/lib/features/lists/lists";
import { getCampaign } from "./campaigns";
import { getCampaignActivity } from "./delivery/activity";
import { getCampaignChecklist } from "./lifecycle";
import { leadsDelivered } from "./list";
import { targetingChips } from "./targeting-chips";
import { failingWebhooks } from "./webhook-health";

/**
 * Everything the campaign page shows of one campaign of the caller's account: the campaign, its
 * targeting as chips (company lists by name), the leads delivered, the audience it reaches now,
 * the launch checklist (drafts and paused campaigns), the list it saves to and, once launched,
 * its delivery activity and whether its webhook keeps failing (webhook-health.ts). Throws NotFound for a campaign of another account, as `getCampaign`.
 *
 * The audience and the list are null when they cannot be had (the audience index not ready, the
 * list deleted since): the page shows the campaign without them rather than failing.
 */
export async function campaignPageData(ctx: Ctx, id: string) {
  const campaign = await getCampaign(ctx, id);
  const listNames = new Map((await listCompanyLists(ctx)).map((l) => [l.id, l.name]));
  const chips = targetingChips(campaign.filters, labelWithListNames(listNames));
  const [delivered, estimate, checklist, list, failing] = await Promise.all([
    leadsDelivered(ctx, [campaign.id]),
    chips.length > 0
      ? estimateAudience(ctx, { filters: campaign.filters, delivery: campaign.delivery }).catch(
          () => null,
        )
      : null,
    campaign.status === "draft" || campaign.status === "paused"
      ? getCampaignChecklist(ctx, campaign.id)
      : null,
    campaign.saveToList.listId
      ? getListOrThrow(ctx, campaign.saveToList.listId).catch(() => null)
      : null,
    failingWebhooks(ctx, [campaign]),
  ]);
  const activity =
    campaign.status === "draft" ? null : (await getCampaignActivity(ctx, campaign.id)).activity;
  return {
    campaign,
    chips,
    delivered: delivered.get(campaign.id) ?? 0,
    estimate,
    checklist,
    list,
    activity,
    webhookFailing: failing.get(campaign.id) ?? null,
  };
}

/**
 * What the wizard's edit page needs: the campaign of the caller's account (NotFound for another
 * account's) and the account's lists it may save to.
 */
export async function campaignEditData(ctx: Ctx, id: string) {
  const [campaign, lists] = await Promise.all([getCampaign(ctx, id), listLists(ctx)]);
  return { campaign, lists };
}

import { withApi } from "@/lib/edge/api/with-api";
import { createCampaign } from "@/lib/features/campaigns/campaigns";
import { ListCampaignsQuery, listCampaignViews } from "@/lib/features/campaigns/list";
import { CampaignInput } from "@/lib/features/campaigns/schema";

export const GET = withApi(
  { permission: "campaigns:read", query: ListCampaignsQuery },
  ({ ctx, query }) => listCampaignViews(ctx, query),
);

export const POST = withApi(
  { permission: "campaigns:write", body: CampaignInput },
  async ({ ctx, body }) => {
    const campaign = await createCampaign(ctx, body);
    return Response.json(campaign, {
      status: 201,
      headers: { location: `/v1/campaigns/${campaign.id}` },
    });
  },
);

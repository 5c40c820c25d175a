import { withApi } from "@/lib/api/with-api";
import { createCampaign } from "@/lib/campaigns/campaigns";
import { ListCampaignsQuery, listCampaigns } from "@/lib/campaigns/list";
import { CampaignInput } from "@/lib/campaigns/schema";

export const GET = withApi({ query: ListCampaignsQuery }, ({ ctx, query }) =>
  listCampaigns(ctx, query),
);

export const POST = withApi({ body: CampaignInput }, async ({ ctx, body }) => {
  const campaign = await createCampaign(ctx, body);
  return Response.json(campaign, {
    status: 201,
    headers: { location: `/v1/campaigns/${campaign.id}` },
  });
});

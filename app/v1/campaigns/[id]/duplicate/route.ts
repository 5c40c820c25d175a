import { withApi } from "@/lib/edge/api/with-api";
import { duplicateCampaign } from "@/lib/features/campaigns/campaigns";

export const POST = withApi({ permission: "campaigns:write" }, async ({ ctx, params }) => {
  const campaign = await duplicateCampaign(ctx, params.id ?? "");
  return Response.json(campaign, {
    status: 201,
    headers: { location: `/v1/campaigns/${campaign.id}` },
  });
});

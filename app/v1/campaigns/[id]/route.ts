import { withApi } from "@/lib/api/with-api";
import { getCampaign, updateCampaign } from "@/lib/campaigns/campaigns";
import { CampaignPatch } from "@/lib/campaigns/schema";

export const GET = withApi({}, ({ ctx, params }) => getCampaign(ctx, params.id ?? ""));

export const PATCH = withApi({ body: CampaignPatch }, ({ ctx, params, body }) =>
  updateCampaign(ctx, params.id ?? "", body),
);

import { withApi } from "@/lib/edge/api/with-api";
import { getCampaign, updateCampaign } from "@/lib/features/campaigns/campaigns";
import { CampaignPatch } from "@/lib/features/campaigns/schema";

export const GET = withApi({}, ({ ctx, params }) => getCampaign(ctx, params.id ?? ""));

export const PATCH = withApi({ body: CampaignPatch }, ({ ctx, params, body }) =>
  updateCampaign(ctx, params.id ?? "", body),
);

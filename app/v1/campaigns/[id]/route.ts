import { withApi } from "@/lib/edge/api/with-api";
import { getCampaign, updateCampaign } from "@/lib/features/campaigns/campaigns";
import { CampaignPatch } from "@/lib/features/campaigns/schema";

export const GET = withApi({ permission: "campaigns:read" }, ({ ctx, params }) =>
  getCampaign(ctx, params.id ?? ""),
);

export const PATCH = withApi(
  { permission: "campaigns:write", body: CampaignPatch },
  ({ ctx, params, body }) => updateCampaign(ctx, params.id ?? "", body),
);

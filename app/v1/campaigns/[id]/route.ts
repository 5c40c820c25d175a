import { withApi } from "@/lib/edge/api/with-api";
import { updateCampaign } from "@/lib/features/campaigns/campaigns";
import { getCampaignView } from "@/lib/features/campaigns/list";
import { CampaignPatch } from "@/lib/features/campaigns/schema";

export const GET = withApi({ permission: "campaigns:read" }, ({ ctx, params }) =>
  getCampaignView(ctx, params.id ?? ""),
);

export const PATCH = withApi(
  { permission: "campaigns:write", body: CampaignPatch },
  ({ ctx, params, body }) => updateCampaign(ctx, params.id ?? "", body),
);

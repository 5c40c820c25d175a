import { withApi } from "@/lib/edge/api/with-api";
import { resetCampaign } from "@/lib/features/campaigns/campaigns";

export const POST = withApi({ permission: "campaigns:write" }, ({ ctx, params }) =>
  resetCampaign(ctx, params.id ?? ""),
);

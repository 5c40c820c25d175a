import { withApi } from "@/lib/edge/api/with-api";
import { launchCampaign } from "@/lib/features/campaigns/lifecycle";

export const POST = withApi({ permission: "campaigns:write" }, ({ ctx, params }) =>
  launchCampaign(ctx, params.id ?? ""),
);

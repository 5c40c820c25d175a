import { withApi } from "@/lib/edge/api/with-api";
import { pauseCampaign } from "@/lib/features/campaigns/lifecycle";

export const POST = withApi({ permission: "campaigns:write" }, ({ ctx, params }) =>
  pauseCampaign(ctx, params.id ?? ""),
);

import { withApi } from "@/lib/edge/api/with-api";
import { resumeCampaign } from "@/lib/features/campaigns/lifecycle";

export const POST = withApi({ permission: "campaigns:write" }, ({ ctx, params }) =>
  resumeCampaign(ctx, params.id ?? ""),
);

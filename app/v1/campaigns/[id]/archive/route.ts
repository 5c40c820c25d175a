import { withApi } from "@/lib/edge/api/with-api";
import { archiveCampaign } from "@/lib/features/campaigns/lifecycle";

export const POST = withApi({ permission: "campaigns:write" }, ({ ctx, params }) =>
  archiveCampaign(ctx, params.id ?? ""),
);

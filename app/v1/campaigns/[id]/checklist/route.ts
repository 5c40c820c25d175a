import { withApi } from "@/lib/edge/api/with-api";
import { getCampaignChecklist } from "@/lib/features/campaigns/lifecycle";

export const GET = withApi({ permission: "campaigns:read" }, ({ ctx, params }) =>
  getCampaignChecklist(ctx, params.id ?? ""),
);

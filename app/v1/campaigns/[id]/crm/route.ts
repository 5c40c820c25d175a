import { withApi } from "@/lib/edge/api/with-api";
import { campaignCrm, setCampaignCrm } from "@/lib/features/crm/pushes";
import { CampaignCrm } from "@/lib/features/crm/schema";

/** The campaign's `crm`: the connection each new delivery is pushed to, if enabled. */
export const GET = withApi({ permission: "campaigns:read" }, ({ ctx, params }) =>
  campaignCrm(ctx, params.id ?? ""),
);

export const PUT = withApi({ permission: "admin", body: CampaignCrm }, ({ ctx, params, body }) =>
  setCampaignCrm(ctx, params.id ?? "", body),
);

import { withApi } from "@/lib/edge/api/with-api";
import { LeadsQuery, listCampaignLeads } from "@/lib/features/campaigns/leads";

export const GET = withApi(
  { permission: "campaigns:read", query: LeadsQuery },
  ({ ctx, params, query }) => listCampaignLeads(ctx, params.id ?? "", query),
);

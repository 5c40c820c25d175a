import { withApi } from "@/lib/api/with-api";
import { LeadsQuery, listCampaignLeads } from "@/lib/campaigns/leads";

export const GET = withApi({ query: LeadsQuery }, ({ ctx, params, query }) =>
  listCampaignLeads(ctx, params.id ?? "", query),
);

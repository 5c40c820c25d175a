import { withApi } from "@/lib/api/with-api";
import { getCampaignChecklist } from "@/lib/campaigns/lifecycle";

export const GET = withApi({}, ({ ctx, params }) => getCampaignChecklist(ctx, params.id ?? ""));

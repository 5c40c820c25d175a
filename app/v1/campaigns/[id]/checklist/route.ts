import { withApi } from "@/lib/edge/api/with-api";
import { getCampaignChecklist } from "@/lib/features/campaigns/lifecycle";

export const GET = withApi({}, ({ ctx, params }) => getCampaignChecklist(ctx, params.id ?? ""));

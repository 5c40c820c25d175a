import { withApi } from "@/lib/api/with-api";
import { pauseCampaign } from "@/lib/campaigns/lifecycle";

export const POST = withApi({}, ({ ctx, params }) => pauseCampaign(ctx, params.id ?? ""));

import { withApi } from "@/lib/api/with-api";
import { resetCampaign } from "@/lib/campaigns/campaigns";

export const POST = withApi({}, ({ ctx, params }) => resetCampaign(ctx, params.id ?? ""));

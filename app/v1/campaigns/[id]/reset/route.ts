import { withApi } from "@/lib/edge/api/with-api";
import { resetCampaign } from "@/lib/features/campaigns/campaigns";

export const POST = withApi({}, ({ ctx, params }) => resetCampaign(ctx, params.id ?? ""));

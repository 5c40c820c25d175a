import { withApi } from "@/lib/edge/api/with-api";
import { launchCampaign } from "@/lib/features/campaigns/lifecycle";

export const POST = withApi({}, ({ ctx, params }) => launchCampaign(ctx, params.id ?? ""));

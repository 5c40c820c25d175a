import { withApi } from "@/lib/api/with-api";
import { launchCampaign } from "@/lib/campaigns/campaigns";

export const POST = withApi({}, ({ ctx, params }) => launchCampaign(ctx, params.id ?? ""));

import { withApi } from "@/lib/api/with-api";
import { launchCampaign } from "@/lib/campaigns/lifecycle";

export const POST = withApi({}, ({ ctx, params }) => launchCampaign(ctx, params.id ?? ""));

import { withApi } from "@/lib/api/with-api";
import { resumeCampaign } from "@/lib/campaigns/lifecycle";

export const POST = withApi({}, ({ ctx, params }) => resumeCampaign(ctx, params.id ?? ""));

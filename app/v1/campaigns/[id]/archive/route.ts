import { withApi } from "@/lib/api/with-api";
import { archiveCampaign } from "@/lib/campaigns/lifecycle";

export const POST = withApi({}, ({ ctx, params }) => archiveCampaign(ctx, params.id ?? ""));

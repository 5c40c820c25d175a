import { withApi } from "@/lib/edge/api/with-api";
import { archiveCampaign } from "@/lib/features/campaigns/lifecycle";

export const POST = withApi({}, ({ ctx, params }) => archiveCampaign(ctx, params.id ?? ""));

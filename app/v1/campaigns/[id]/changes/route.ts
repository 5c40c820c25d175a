import { withApi } from "@/lib/edge/api/with-api";
import { ChangesQuery, readFeed } from "@/lib/features/changes/feed";

/** The change feed of the campaign's leads: joined, changed, opted out; cursor-paged, oldest first. */
export const GET = withApi(
  { permission: "campaigns:read", query: ChangesQuery },
  ({ ctx, params, query }) => readFeed(ctx, { campaignId: params.id ?? "" }, query),
);

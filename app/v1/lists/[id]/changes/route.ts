import { withApi } from "@/lib/edge/api/with-api";
import { ChangesQuery, readFeed } from "@/lib/features/changes/feed";

/** The list's change feed: joined, left, changed, opted out; cursor-paged, oldest first. */
export const GET = withApi(
  { permission: "lists:read", query: ChangesQuery },
  ({ ctx, params, query }) => readFeed(ctx, { listId: params.id ?? "" }, query),
);

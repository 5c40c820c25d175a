import { withApi } from "@/lib/edge/api/with-api";
import { ListItemsQuery, listItemsPage } from "@/lib/features/lists/items";

export const GET = withApi(
  { permission: "lists:read", query: ListItemsQuery },
  ({ ctx, params, query }) => listItemsPage(ctx, params.id ?? "", query),
);

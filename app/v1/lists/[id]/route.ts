import { withApi } from "@/lib/api/with-api";
import { ListItemsQuery, listItemsPage } from "@/lib/lists/items";

export const GET = withApi({ query: ListItemsQuery }, ({ ctx, params, query }) =>
  listItemsPage(ctx, params.id ?? "", query),
);

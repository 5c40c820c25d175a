import { withApi } from "@/lib/edge/api/with-api";
import { pushRowsPage } from "@/lib/features/crm/pushes";
import { PushRowsQuery } from "@/lib/features/crm/schema";

/** The push's rows in order: what the CRM did with each person, and the record's link. */
export const GET = withApi(
  { permission: "lists:read", query: PushRowsQuery },
  ({ ctx, params, query }) => pushRowsPage(ctx, params.id ?? "", query),
);

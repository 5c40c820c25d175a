import { withApi } from "@/lib/edge/api/with-api";
import { listEndpointDeliveries } from "@/lib/features/webhook-endpoints/endpoint-deliveries";
import { EndpointDeliveriesQuery } from "@/lib/features/webhook-endpoints/schema";

/** The endpoint's delivery log, newest first, cursor-paged, each with its attempts. */
export const GET = withApi(
  { permission: "admin", query: EndpointDeliveriesQuery },
  ({ ctx, params, query }) => listEndpointDeliveries(ctx, params.id ?? "", query),
);

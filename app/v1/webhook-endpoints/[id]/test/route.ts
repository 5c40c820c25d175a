import { withApi } from "@/lib/edge/api/with-api";
import { sendEndpointTest } from "@/lib/features/webhook-endpoints/endpoints";

/** "Send test": a signed `webhook.test` event POSTed now, and what the receiver answered. */
export const POST = withApi({ permission: "admin" }, ({ ctx, params }) =>
  sendEndpointTest(ctx, params.id ?? ""),
);

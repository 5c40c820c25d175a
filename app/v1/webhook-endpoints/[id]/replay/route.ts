import { withApi } from "@/lib/edge/api/with-api";
import { replayEndpointDeliveries } from "@/lib/features/webhook-endpoints/endpoint-deliveries";
import { ReplayInput } from "@/lib/features/webhook-endpoints/schema";

/** Sends one delivery's event again, or every event since a time, each under its original id. */
export const POST = withApi({ permission: "admin", body: ReplayInput }, ({ ctx, params, body }) =>
  replayEndpointDeliveries(ctx, params.id ?? "", body),
);

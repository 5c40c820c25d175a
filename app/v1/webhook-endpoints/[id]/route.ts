import { withApi } from "@/lib/edge/api/with-api";
import {
  deleteEndpoint,
  getEndpoint,
  updateEndpoint,
} from "@/lib/features/webhook-endpoints/endpoints";
import { WebhookEndpointPatch } from "@/lib/features/webhook-endpoints/schema";

export const GET = withApi({ permission: "admin" }, ({ ctx, params }) =>
  getEndpoint(ctx, params.id ?? ""),
);

export const PATCH = withApi(
  { permission: "admin", body: WebhookEndpointPatch },
  ({ ctx, params, body }) => updateEndpoint(ctx, params.id ?? "", body),
);

/** Deletes the endpoint and its delivery log. */
export const DELETE = withApi({ permission: "admin" }, async ({ ctx, params }) => {
  await deleteEndpoint(ctx, params.id ?? "");
  return { id: params.id ?? "", deleted: true };
});

import { withApi } from "@/lib/edge/api/with-api";
import { createEndpoint, listEndpoints } from "@/lib/features/webhook-endpoints/endpoints";
import { WebhookEndpointInput } from "@/lib/features/webhook-endpoints/schema";

/** The account's webhook endpoints, newest first. */
export const GET = withApi({ permission: "admin" }, ({ ctx }) => listEndpoints(ctx));

/** A new endpoint; the answer carries its signing secret. */
export const POST = withApi(
  { permission: "admin", body: WebhookEndpointInput },
  async ({ ctx, body }) => {
    const endpoint = await createEndpoint(ctx, body);
    return Response.json(endpoint, {
      status: 201,
      headers: { location: `/v1/webhook-endpoints/${endpoint.id}` },
    });
  },
);

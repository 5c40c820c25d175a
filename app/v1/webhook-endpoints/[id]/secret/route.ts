import { withApi } from "@/lib/edge/api/with-api";
import { revealEndpointSecret } from "@/lib/features/webhook-endpoints/endpoints";

/** The endpoint's signing secret, revealed. */
export const GET = withApi({ permission: "admin" }, ({ ctx, params }) =>
  revealEndpointSecret(ctx, params.id ?? ""),
);

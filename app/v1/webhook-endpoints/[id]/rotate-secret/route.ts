import { withApi } from "@/lib/edge/api/with-api";
import { rotateEndpointSecret } from "@/lib/features/webhook-endpoints/endpoints";
import { RotateSecretInput } from "@/lib/features/webhook-endpoints/schema";

/** A new signing secret; the old one keeps signing too for `overlapHours`. */
export const POST = withApi(
  { permission: "admin", body: RotateSecretInput },
  ({ ctx, params, body }) => rotateEndpointSecret(ctx, params.id ?? "", body),
);

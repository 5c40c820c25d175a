import { withApi } from "@/lib/edge/api/with-api";
import { acceptedResponse } from "@/lib/features/enrichment/accepted";
import { DetailsRequest } from "@/lib/features/enrichment/schemas";
import { idempotencyKeyOf, submitEnrichment, webhookOf } from "@/lib/features/enrichment/submit";

export const POST = withApi(
  { permission: "enrich", body: DetailsRequest, consumes: ["api"] },
  async ({ ctx, body, req }) =>
    acceptedResponse(
      await submitEnrichment(
        ctx,
        {
          kind: "details",
          inputs: [body.profile],
          include: { email: false, mobile: false },
          webhookUrl: webhookOf(body),
          name: body.name,
        },
        idempotencyKeyOf(req, "details", body),
      ),
    ),
);

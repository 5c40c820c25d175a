import { withApi } from "@/lib/api/with-api";
import { acceptedResponse } from "@/lib/enrichment/accepted";
import { DetailsRequest } from "@/lib/enrichment/schemas";
import { idempotencyKeyOf, submitEnrichment, webhookOf } from "@/lib/enrichment/submit";

export const POST = withApi(
  { body: DetailsRequest, consumes: ["api"] },
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

import { withApi } from "@/lib/api/with-api";
import { acceptedResponse } from "@/lib/enrichment/accepted";
import { getEnrichmentResult } from "@/lib/enrichment/result";
import { EnrichRequest, PollQuery } from "@/lib/enrichment/schemas";
import { idempotencyKeyOf, submitEnrichment, webhookOf } from "@/lib/enrichment/submit";

export const POST = withApi(
  { body: EnrichRequest, consumes: ["api", "email", "mobile"] },
  async ({ ctx, body, req }) =>
    acceptedResponse(
      await submitEnrichment(
        ctx,
        {
          kind: "enrich",
          inputs: [body.profile],
          include: {
            email: body.include?.email ?? true,
            mobile: body.include?.mobile ?? false,
            workEmailOnly: body.include?.workEmailOnly ?? false,
          },
          webhookUrl: webhookOf(body),
          name: body.name,
        },
        idempotencyKeyOf(req, "enrich", body),
      ),
    ),
);

/** Polling: free and unlimited, so it draws no rate-limit token, reports no allowance and consumes nothing. */
export const GET = withApi({ query: PollQuery, unlimited: true }, async ({ ctx, query }) =>
  getEnrichmentResult(ctx, query.id),
);

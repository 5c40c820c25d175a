import { withApi } from "@/lib/edge/api/with-api";
import { acceptedResponse } from "@/lib/features/enrichment/accepted";
import { prepareEnqueue } from "@/lib/features/enrichment/enrichment-queue";
import { getEnrichmentResult } from "@/lib/features/enrichment/result";
import { DEFAULT_INCLUDE, EnrichRequest, PollQuery } from "@/lib/features/enrichment/schemas";
import { idempotencyKeyOf, submitEnrichment, webhookOf } from "@/lib/features/enrichment/submit";

export const POST = withApi(
  {
    permission: "enrich",
    body: EnrichRequest,
    consumes: ["api", "email", "mobile"],
    warmUp: prepareEnqueue,
  },
  async ({ ctx, body, req }) =>
    acceptedResponse(
      await submitEnrichment(
        ctx,
        {
          kind: "enrich",
          inputs: [body.profile],
          include: body.include ?? DEFAULT_INCLUDE,
          webhookUrl: webhookOf(body),
          name: body.name,
        },
        idempotencyKeyOf(req, "enrich", body),
      ),
    ),
);

/** Polling: free and unlimited, so it draws no rate-limit token, reports no allowance and consumes nothing. */
export const GET = withApi(
  { permission: "enrich", query: PollQuery, unlimited: true },
  async ({ ctx, query }) => getEnrichmentResult(ctx, query.id),
);

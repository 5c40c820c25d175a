import { withApi } from "@/lib/api/with-api";
import { acceptedResponse } from "@/lib/enrichment/accepted";
import { BulkEnvelope, BulkRequest, DEFAULT_INCLUDE, MAX_BATCH } from "@/lib/enrichment/schemas";
import { idempotencyKeyOf, submitEnrichment, webhookOf } from "@/lib/enrichment/submit";
import { InvalidBatch } from "@/lib/errors";

export const POST = withApi(
  { body: BulkEnvelope, consumes: ["api", "email", "mobile"] },
  async ({ ctx, body: envelope, req }) => {
    // The batch size is judged first: 422 for 0 or more than 10 entries, whatever they hold.
    const count = envelope.profiles.length;
    if (count < 1 || count > MAX_BATCH) throw new InvalidBatch(count);
    const body = BulkRequest.parse(envelope);
    return acceptedResponse(
      await submitEnrichment(
        ctx,
        {
          kind: "bulk",
          inputs: body.profiles,
          include: body.include ?? DEFAULT_INCLUDE,
          webhookUrl: webhookOf(body),
          name: body.name,
        },
        idempotencyKeyOf(req, "bulk", body),
      ),
    );
  },
);

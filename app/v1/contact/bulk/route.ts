import { InvalidBatch } from "@/lib/core/errors";
import { withApi } from "@/lib/edge/api/with-api";
import { recordAudit } from "@/lib/features/audit/record-audit";
import { acceptedResponse } from "@/lib/features/enrichment/accepted";
import {
  BulkEnvelope,
  BulkRequest,
  DEFAULT_INCLUDE,
  MAX_BATCH,
} from "@/lib/features/enrichment/schemas";
import { idempotencyKeyOf, submitEnrichment, webhookOf } from "@/lib/features/enrichment/submit";

export const POST = withApi(
  { permission: "enrich", body: BulkEnvelope, consumes: ["api", "email", "mobile"] },
  async ({ ctx, body: envelope, req }) => {
    // The batch size is judged first: 422 for 0 or more than 10 entries, whatever they hold.
    const count = envelope.profiles.length;
    if (count < 1 || count > MAX_BATCH) throw new InvalidBatch(count);
    const body = BulkRequest.parse(envelope);
    const outcome = await submitEnrichment(
      ctx,
      {
        kind: "bulk",
        inputs: body.profiles,
        include: body.include ?? DEFAULT_INCLUDE,
        webhookUrl: webhookOf(body),
        name: body.name,
      },
      idempotencyKeyOf(req, "bulk", body),
    );
    if (!outcome.replayed) {
      await recordAudit(ctx, {
        action: "enrichment.bulk_started",
        target: { type: "enrichment_request", id: outcome.accepted.requestId },
        summary: { profiles: count, name: body.name },
      });
    }
    return acceptedResponse(outcome);
  },
);

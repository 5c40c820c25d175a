import { withApi } from "@/lib/edge/api/with-api";
import { cancelFileJob } from "@/lib/features/enrichment/file-jobs";

/** Stops the job: the rows done stay, charged once; the rest are never worked on. */
export const POST = withApi({ permission: "enrich" }, async ({ ctx, params }) =>
  cancelFileJob(ctx, params.id ?? ""),
);

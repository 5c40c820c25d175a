import { withApi } from "@/lib/edge/api/with-api";
import { getFileJob } from "@/lib/features/enrichment/file-jobs";

/** The job's progress (free and unlimited, like polling a request). */
export const GET = withApi({ permission: "enrich", unlimited: true }, async ({ ctx, params }) =>
  getFileJob(ctx, params.id ?? ""),
);

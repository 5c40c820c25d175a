import { withApi } from "@/lib/edge/api/with-api";
import { ResumeRequest } from "@/lib/features/enrichment/file-job-schema";
import { resumeFileJob } from "@/lib/features/enrichment/file-jobs";

/** Resumes a paused job, with higher ceilings when given. */
export const POST = withApi(
  { permission: "enrich", body: ResumeRequest },
  async ({ ctx, params, body }) => resumeFileJob(ctx, params.id ?? "", body.ceiling ?? {}),
);

import { streamUpload, uploadOptions } from "@/lib/edge/api/file-upload";
import { withApi } from "@/lib/edge/api/with-api";
import { FileJobQuery, MAX_FILE_JOB_BYTES } from "@/lib/features/enrichment/file-job-schema";
import { createFileJob } from "@/lib/features/enrichment/file-jobs";

/**
 * A whole file enriched as one job: the CSV as the body (text/csv, options in the query) or as
 * the `file` field of a multipart form (options as its other fields), read and stored as it
 * arrives. 202 with the id.
 */
export const POST = withApi(
  {
    permission: "enrich",
    query: FileJobQuery,
    bodyType: "text/csv",
    consumes: ["api", "email", "mobile"],
  },
  async ({ ctx, query, req }) => {
    const upload = streamUpload(req, MAX_FILE_JOB_BYTES);
    const accepted = await createFileJob(ctx, {
      file: upload.file,
      query: uploadOptions(upload, req, FileJobQuery, query),
    });
    return Response.json(accepted, {
      status: 202,
      headers: { location: `/v1/enrichment-jobs/${accepted.id}` },
    });
  },
);

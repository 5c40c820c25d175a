import { parsedFields, readUpload } from "@/lib/edge/api/file-upload";
import { withApi } from "@/lib/edge/api/with-api";
import { FileJobQuery, MAX_FILE_JOB_BYTES } from "@/lib/features/enrichment/file-job-schema";
import { createFileJob } from "@/lib/features/enrichment/file-jobs";

/**
 * A whole file enriched as one job: the CSV as the body (text/csv, options in the query) or as
 * the `file` field of a multipart form (options as its other fields). 202 with the id.
 */
export const POST = withApi(
  {
    permission: "enrich",
    query: FileJobQuery,
    bodyType: "text/csv",
    consumes: ["api", "email", "mobile"],
  },
  async ({ ctx, query, req }) => {
    const { bytes, fields } = await readUpload(req, MAX_FILE_JOB_BYTES);
    const options = Object.keys(fields).length
      ? parsedFields(FileJobQuery, {
          ...Object.fromEntries(new URL(req.url).searchParams),
          ...fields,
        })
      : query;
    const accepted = await createFileJob(ctx, bytes, options);
    return Response.json(accepted, {
      status: 202,
      headers: { location: `/v1/enrichment-jobs/${accepted.id}` },
    });
  },
);

import { parsedFields, readUpload } from "@/lib/edge/api/file-upload";
import { withApi } from "@/lib/edge/api/with-api";
import { FileJobQuery, MAX_FILE_JOB_BYTES } from "@/lib/features/enrichment/file-job-schema";
import { previewFileJob } from "@/lib/features/enrichment/file-jobs";

/** What a file would be as a job: read, mapped, a sample matched, its ceiling; nothing stored. */
export const POST = withApi(
  { permission: "enrich", query: FileJobQuery, bodyType: "text/csv" },
  async ({ ctx, query, req }) => {
    const { bytes, fields } = await readUpload(req, MAX_FILE_JOB_BYTES);
    const options = Object.keys(fields).length
      ? parsedFields(FileJobQuery, {
          ...Object.fromEntries(new URL(req.url).searchParams),
          ...fields,
        })
      : query;
    return previewFileJob(ctx, bytes, options);
  },
);

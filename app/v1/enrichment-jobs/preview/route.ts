import { streamUpload, uploadOptions } from "@/lib/edge/api/file-upload";
import { withApi } from "@/lib/edge/api/with-api";
import { FileJobQuery, MAX_FILE_JOB_BYTES } from "@/lib/features/enrichment/file-job-schema";
import { previewFileJob } from "@/lib/features/enrichment/file-jobs";

/** What a file would be as a job: read, mapped, a sample matched, its ceiling; nothing stored. */
export const POST = withApi(
  { permission: "enrich", query: FileJobQuery, bodyType: "text/csv" },
  async ({ ctx, query, req }) => {
    const upload = streamUpload(req, MAX_FILE_JOB_BYTES);
    return previewFileJob(ctx, {
      file: upload.file,
      query: uploadOptions(upload, req, FileJobQuery, query),
    });
  },
);

import { csvDownload, downloadName, xlsxDownload } from "@/lib/edge/api/download";
import { withApi } from "@/lib/edge/api/with-api";
import { FileJobResultQuery } from "@/lib/features/enrichment/file-job-schema";
import {
  fileJobName,
  fileJobResultCsv,
  fileJobResultXlsx,
} from "@/lib/features/enrichment/file-jobs";

/** The file enriched: its columns unchanged, then the enriched fields and each row's status. */
export const GET = withApi(
  { permission: "lists:export", query: FileJobResultQuery },
  async ({ ctx, params, query }) => {
    const id = params.id ?? "";
    const name = `${downloadName(await fileJobName(ctx, id), "enrichment")} enriched`;
    return query.format === "xlsx"
      ? xlsxDownload(name, await fileJobResultXlsx(ctx, id))
      : csvDownload(name, fileJobResultCsv(ctx, id));
  },
);

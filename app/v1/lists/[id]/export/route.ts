import { csvDownload, downloadName, xlsxDownload } from "@/lib/edge/api/download";
import { withApi } from "@/lib/edge/api/with-api";
import { recordAudit } from "@/lib/features/audit/record-audit";
import { ExportQuery, exportListCsv, exportListXlsx } from "@/lib/features/lists/items";
import { getListOrThrow } from "@/lib/features/lists/lists";

/** The list as CSV (streamed) or XLSX, one row per lead, in the columns of a preset. */
export const GET = withApi(
  { permission: "lists:export", query: ExportQuery },
  async ({ ctx, params, query }) => {
    const list = await getListOrThrow(ctx, params.id ?? "");
    const name = `${downloadName(list.name, "list")}${query.preset === "crm" ? " (CRM)" : ""}`;
    await recordAudit(ctx, {
      action: "list.exported",
      target: { type: "list", id: list.id },
      summary: { name: list.name, format: query.format, preset: query.preset },
    });
    return query.format === "xlsx"
      ? xlsxDownload(name, await exportListXlsx(ctx, list.id, query.preset))
      : csvDownload(name, exportListCsv(ctx, list.id, query.preset));
  },
);

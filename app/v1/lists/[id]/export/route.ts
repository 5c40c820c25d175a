import { withApi } from "@/lib/edge/api/with-api";
import { ExportQuery, exportListCsv, exportListXlsx } from "@/lib/features/lists/items";
import { getListOrThrow } from "@/lib/features/lists/lists";

const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** The list as CSV (streamed) or XLSX, one row per lead, in the columns of a preset. */
export const GET = withApi({ query: ExportQuery }, async ({ ctx, params, query }) => {
  const list = await getListOrThrow(ctx, params.id ?? "");
  const base = `${list.name.replace(/[^\w .-]+/g, "_").trim() || "list"}${query.preset === "crm" ? " (CRM)" : ""}`;
  if (query.format === "xlsx") {
    const body = await exportListXlsx(ctx, list.id, query.preset);
    return new Response(new Uint8Array(body), {
      headers: {
        "content-type": XLSX_TYPE,
        "content-disposition": `attachment; filename="${base}.xlsx"`,
      },
    });
  }
  const rows = exportListCsv(ctx, list.id, query.preset);
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await rows.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
  });
  return new Response(stream, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${base}.csv"`,
    },
  });
});

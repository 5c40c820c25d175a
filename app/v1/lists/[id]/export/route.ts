import { withApi } from "@/lib/api/with-api";
import { exportListCsv } from "@/lib/lists/items";
import { getListOrThrow } from "@/lib/lists/lists";

/** The list as CSV (one row per lead, every profile field), streamed. */
export const GET = withApi({}, async ({ ctx, params }) => {
  const list = await getListOrThrow(ctx, params.id ?? "");
  const rows = exportListCsv(ctx, list.id);
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await rows.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
  });
  const filename = `${list.name.replace(/[^\w .-]+/g, "_").trim() || "list"}.csv`;
  return new Response(stream, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${filename}"`,
    },
  });
});

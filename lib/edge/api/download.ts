const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** A file name made of the characters every browser and file system keeps. */
export function downloadName(name: string, fallback: string): string {
  return name.replace(/[^\w .-]+/g, "_").trim() || fallback;
}

/** A CSV download streamed from its text parts, saved as `name.csv`. */
export function csvDownload(name: string, parts: AsyncGenerator<string>): Response {
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await parts.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await parts.return(undefined);
    },
  });
  return new Response(stream, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${name}.csv"`,
    },
  });
}

/** An XLSX workbook download, whole or streamed, saved as `name.xlsx`. */
export function xlsxDownload(name: string, body: Buffer | ReadableStream<Uint8Array>): Response {
  return new Response(body instanceof ReadableStream ? body : new Uint8Array(body), {
    headers: {
      "content-type": XLSX_TYPE,
      "content-disposition": `attachment; filename="${name}.xlsx"`,
    },
  });
}

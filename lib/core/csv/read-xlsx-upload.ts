import { Readable } from "node:stream";
import ExcelJS from "exceljs";
import { InvalidRequest } from "@/lib/core/errors";

/** Whether the bytes are a ZIP archive, as every .xlsx workbook is. */
export function looksLikeXlsx(bytes: Uint8Array): boolean {
  return bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

/** A cell's value as the text the spreadsheet shows: a formula's result, a link's text. */
function textOf(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value !== "object") return String(value);
  const v = value as Record<string, unknown>;
  if (Array.isArray(v.richText)) {
    return (v.richText as { text?: string }[]).map((r) => r.text ?? "").join("");
  }
  if ("result" in v) return textOf(v.result);
  if ("text" in v) return textOf(v.text);
  if ("error" in v) return String(v.error);
  return "";
}

/**
 * The first worksheet of an uploaded .xlsx, read as it arrives (exceljs's streaming
 * WorkbookReader), handed to `sink` as the rows a CSV reading gives: each numbered by its row in
 * the sheet, its cells as text, blank rows left out, every row as wide as the header at least.
 * An error the sink throws (too many rows, the body past its limit) stops the reading and is
 * thrown as it is; anything else that cannot be read is a 400.
 */
export async function readXlsxStream(
  source: AsyncIterable<Uint8Array>,
  sink: (line: number, fields: string[]) => void | Promise<void>,
): Promise<void> {
  let own: unknown;
  const input = Readable.from(
    (async function* () {
      try {
        for await (const chunk of source) yield chunk;
      } catch (error) {
        own = error;
        throw error;
      }
    })(),
  );
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    worksheets: "emit",
    sharedStrings: "cache",
    hyperlinks: "ignore",
    styles: "ignore",
    entries: "ignore",
  });
  try {
    for await (const sheet of reader) {
      let width = 0;
      let first = true;
      for await (const row of sheet) {
        const values = (row.values as unknown[]).slice(1).map(textOf);
        if (values.every((v) => v.trim() === "")) continue;
        if (first) width = values.length;
        first = false;
        const fields = Array.from({ length: Math.max(width, values.length) }, (_, i) =>
          textOf(values[i]),
        );
        try {
          await sink(row.number, fields);
        } catch (error) {
          own = error;
          throw error;
        }
      }
      break;
    }
  } catch {
    if (own !== undefined) throw own;
    throw new InvalidRequest(
      "The file looks like an Excel workbook (.xlsx) but cannot be read. Save it again from the spreadsheet, as .xlsx or as CSV.",
    );
  } finally {
    input.destroy();
  }
}

import { Readable } from "node:stream";
import ExcelJS from "exceljs";
import { InvalidRequest } from "@/lib/core/errors";
import type { CsvRow } from "./read-csv";

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
 * The first worksheet of an uploaded .xlsx, read as a stream (exceljs's WorkbookReader), as
 * the rows a CSV reading gives: each numbered by its row in the sheet, its cells as text, blank
 * rows left out. Stops with `tooMany`'s error as soon as more than `maxRows` data rows follow
 * the header; anything else that cannot be read is a 400.
 */
export async function readXlsxUpload(
  bytes: Uint8Array,
  maxRows: number,
  tooMany: (rows: number) => Error,
): Promise<CsvRow[]> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([Buffer.from(bytes)]), {
    worksheets: "emit",
    sharedStrings: "cache",
    hyperlinks: "ignore",
    styles: "ignore",
    entries: "ignore",
  });
  const rows: CsvRow[] = [];
  let refused: Error | undefined;
  try {
    for await (const sheet of reader) {
      let width = 0;
      for await (const row of sheet) {
        const values = (row.values as unknown[]).slice(1).map(textOf);
        if (values.every((v) => v.trim() === "")) continue;
        if (rows.length === 0) width = values.length;
        const fields = Array.from({ length: Math.max(width, values.length) }, (_, i) =>
          textOf(values[i]),
        );
        rows.push({ row: row.number, fields });
        if (rows.length - 1 > maxRows) {
          refused = tooMany(rows.length - 1);
          throw refused;
        }
      }
      break;
    }
  } catch (error) {
    if (refused && error === refused) throw error;
    throw new InvalidRequest(
      "The file looks like an Excel workbook (.xlsx) but cannot be read. Save it again from the spreadsheet, as .xlsx or as CSV.",
    );
  }
  return rows;
}

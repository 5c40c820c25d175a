import { readCsv } from "@/lib/core/csv/read-csv";
import type { UnreadableRow } from "@/lib/core/csv/schema";
import { formulaSafe } from "@/lib/core/csv/spreadsheet-formula";
import { plural } from "@/lib/core/plural";
import {
  type ContactField,
  type ContactImportReport,
  type ContactMapping,
  MAX_IMPORT_BYTES,
  MAX_IMPORT_ROWS,
  type RejectedRow,
  suggestMapping,
} from "@/lib/features/contact-imports/schema";

/** Rows per request: each part answers quickly, and the progress bar moves part by part. */
const PART_ROWS = 1_000;

export type Row = { row: number; fields: string[] };
export interface Parsed {
  name: string;
  header: string[];
  /** The rows that can be read: the ones an import sends. */
  data: Row[];
  /** The rows that cannot be read (the first 1,000), shown before anything is sent. */
  unreadable: UnreadableRow[];
  unreadableCount: number;
}

export type Phase =
  | { status: "idle" }
  | { status: "importing"; done: number; total: number }
  | { status: "done"; imported: number; rejected: RejectedRow[]; rejectedCount: number }
  | { status: "error"; error: string };

/**
 * The file read as a CSV of contacts (readCsv, with csv-parse's browser build, loaded when a
 * file is chosen), with the field suggested for each column ("" for none) and the rows that
 * cannot be read, or why it cannot be imported at all.
 */
export async function readContactsFile(
  file: File,
): Promise<{ parsed: Parsed; fields: (ContactField | "")[] } | { error: string }> {
  if (file.size > MAX_IMPORT_BYTES) {
    return { error: `The file is larger than ${MAX_IMPORT_BYTES / 2 ** 20} MB.` };
  }
  const { parse } = await import("csv-parse/browser/esm");
  let reading: Awaited<ReturnType<typeof readCsv>>;
  try {
    reading = await readCsv(new Uint8Array(await file.arrayBuffer()), {
      maxBytes: MAX_IMPORT_BYTES,
      parse,
    });
  } catch (error) {
    return { error: (error as Error).message };
  }
  const [head, ...data] = reading.rows;
  if (!head) return { error: "The file holds no rows." };
  if (data.length > MAX_IMPORT_ROWS) {
    return {
      error: `The file has ${data.length.toLocaleString("en")} rows; the limit is ${MAX_IMPORT_ROWS.toLocaleString("en")}.`,
    };
  }
  const header = head.fields.map((h) => h.trim());
  const suggested = suggestMapping(header);
  const fields = header.map(
    (h) => (Object.entries(suggested).find(([, c]) => c === h)?.[0] as ContactField) ?? "",
  );
  const { unreadable, unreadableCount } = reading;
  return { parsed: { name: file.name, header, data, unreadable, unreadableCount }, fields };
}

/** A cell as CSV writes it: quoted when it holds a separator, a quote or a line break. */
function csvCell(value: string): string {
  return /[",;|\t\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

const csvLine = (fields: string[]) => fields.map(csvCell).join(",");

/**
 * One part of the file as its own CSV: the header, then the part's rows with blank lines where
 * the file has other lines between them, so the server numbers each row by its line in the whole
 * file (with `firstRow`), a cell's own line breaks counted.
 */
function partBody(header: string[], rows: Row[]): string {
  const lines = (text: string) => text.split("\n").length;
  const head = csvLine(header);
  let body = `${head}\n`;
  let line = lines(head) + 1;
  const first = rows[0]?.row ?? 2;
  for (const r of rows) {
    // The line this row starts on in the whole file, counted from the part's first data row.
    const at = lines(head) + 1 + (r.row - first);
    const text = csvLine(r.fields);
    body += `${"\n".repeat(Math.max(0, at - line))}${text}\n`;
    line = Math.max(at, line) + lines(text);
  }
  return body;
}

async function sendPart(
  mapping: ContactMapping,
  header: string[],
  rows: Row[],
): Promise<ContactImportReport> {
  const query = new URLSearchParams({
    ...(mapping as Record<string, string>),
    firstRow: String(rows[0]?.row ?? 2),
  });
  const res = await fetch(`/v1/contact/import?${query}`, {
    method: "POST",
    headers: { "content-type": "text/csv" },
    body: partBody(header, rows),
    credentials: "same-origin",
  });
  const body = (await res.json().catch(() => ({}))) as { detail?: string } & ContactImportReport;
  if (!res.ok) throw new Error(body.detail ?? `The server answered ${res.status}.`);
  return body;
}

/**
 * Sends the file part by part, telling `onProgress` after each; answers how it ended: the
 * imported and rejected rows, or the failure with what was imported before it.
 */
export async function importInParts(
  parsed: Parsed,
  mapping: ContactMapping,
  onProgress: (phase: Phase) => void,
): Promise<Phase> {
  const total = parsed.data.length;
  let imported = 0;
  let rejectedCount = 0;
  const rejected: RejectedRow[] = [];
  onProgress({ status: "importing", done: 0, total });
  try {
    for (let from = 0; from < total; from += PART_ROWS) {
      const part = parsed.data.slice(from, from + PART_ROWS);
      const report = await sendPart(mapping, parsed.header, part);
      imported += report.imported;
      rejectedCount += report.rejectedCount;
      rejected.push(...report.rejected);
      onProgress({ status: "importing", done: from + part.length, total });
    }
    return { status: "done", imported, rejected, rejectedCount };
  } catch (error) {
    return {
      status: "error",
      error: `${(error as Error).message} ${imported > 0 ? `${plural(imported, "person was", "people were")} imported before it; importing the file again adds no one twice.` : ""}`,
    };
  }
}

/**
 * The error report a spreadsheet opens: the row of the file and why it was not imported (a
 * reason may quote the row's cell, so it is made formula-safe as every CSV the service writes).
 */
export function reportCsv(rejected: RejectedRow[]): string {
  return `\uFEFFrow,reason\n${rejected.map((r) => `${r.row},${csvCell(formulaSafe(r.reason))}`).join("\n")}\n`;
}

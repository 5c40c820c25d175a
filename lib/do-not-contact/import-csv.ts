import type { TxCtx } from "@/lib/context";
import { InvalidRequest } from "@/lib/errors";
import { insertEntries } from "./entries";
import { DncDomain, DncEmail, type DncImportReport, inertCell } from "./schema";

export const MAX_ROWS = 100_000;
export const MAX_BYTES = 10 * 2 ** 20;
const MAX_REPORTED_ERRORS = 1_000;

/** RFC 4180 rows: quoted fields may hold commas, quotes ("") and line breaks. */
export function parseCsv(text: string): string[][] {
  return parseCsvRows(text).map((r) => r.fields);
}

/**
 * The rows of parseCsv, each with its row number as a spreadsheet shows the file (1 for the
 * first; blank rows count, though they are left out; a quoted line break stays in its row), so
 * a report names the row the user sees.
 */
export function parseCsvRows(text: string): { row: number; fields: string[] }[] {
  const rows: { row: number; fields: string[] }[] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  let at = 1;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === "") quoted = true;
    else if (c === "," || c === ";") {
      row.push(field);
      field = "";
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && text[i + 1] === "\n") i++;
      row.push(field);
      rows.push({ row: at++, fields: row });
      row = [];
      field = "";
    } else field += c;
  }
  if (field !== "" || row.length > 0) {
    row.push(field);
    rows.push({ row: at, fields: row });
  }
  return rows.filter((r) => r.fields.some((f) => f.trim() !== ""));
}

/**
 * Reads an uploaded do-not-contact CSV: a header naming an `email` and/or a `domain` column
 * (other columns are ignored), or a single column without header whose values are e-mail
 * addresses (they hold an @) or domains. Refuses the whole file, changing nothing, when it is
 * not UTF-8 text, too large, or has no usable column; otherwise adds every valid row and reports
 * the others by row number.
 */
export async function importDncCsv(ctx: TxCtx, bytes: Uint8Array): Promise<DncImportReport> {
  if (bytes.byteLength > MAX_BYTES) {
    throw new InvalidRequest(`The file is larger than ${MAX_BYTES / 2 ** 20} MB.`);
  }
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes).replace(/^\uFEFF/, "");
  } catch {
    throw new InvalidRequest("The file is not UTF-8 text. Save it as CSV UTF-8 and try again.");
  }
  if (text.includes("\u0000")) throw new InvalidRequest("The file is not a text CSV file.");
  const rows = parseCsv(text);
  if (rows.length === 0) throw new InvalidRequest("The file holds no rows.");
  const header = (rows[0] ?? []).map((h) => h.trim().toLowerCase());
  const emailAt = header.findIndex((h) => h === "email" || h === "e-mail");
  const domainAt = header.findIndex((h) => h === "domain" || h === "website");
  const hasHeader = emailAt >= 0 || domainAt >= 0;
  if (!hasHeader && rows.some((r) => r.length > 1)) {
    throw new InvalidRequest(
      'No "email" or "domain" column: name the columns in the first row, or upload a single column of addresses or domains.',
    );
  }
  const data = hasHeader ? rows.slice(1) : rows;
  if (data.length > MAX_ROWS) {
    throw new InvalidRequest(
      `The file has ${data.length.toLocaleString("en")} rows; the limit is ${MAX_ROWS.toLocaleString("en")}.`,
    );
  }
  const entries: { kind: "email" | "domain"; value: string }[] = [];
  const errors: DncImportReport["errors"] = [];
  let errorCount = 0;
  const fail = (row: number, value: string, message: string) => {
    errorCount++;
    if (errors.length < MAX_REPORTED_ERRORS) errors.push({ row, value: inertCell(value), message });
  };
  data.forEach((cells, i) => {
    const row = i + (hasHeader ? 2 : 1);
    const values = hasHeader
      ? [
          { kind: "email" as const, value: emailAt >= 0 ? (cells[emailAt] ?? "").trim() : "" },
          { kind: "domain" as const, value: domainAt >= 0 ? (cells[domainAt] ?? "").trim() : "" },
        ].filter((v) => v.value !== "")
      : [
          {
            kind: (cells[0] ?? "").includes("@") ? ("email" as const) : ("domain" as const),
            value: (cells[0] ?? "").trim(),
          },
        ];
    if (values.length === 0) fail(row, "", "empty row: no e-mail address or domain");
    for (const { kind, value } of values) {
      const parsed = (kind === "email" ? DncEmail : DncDomain).safeParse(value);
      if (parsed.success) entries.push({ kind, value: parsed.data });
      else fail(row, value, parsed.error.issues[0]?.message ?? `not a valid ${kind}`);
    }
  });
  const { added, existing } = await ctx.db.transaction((tx) =>
    insertEntries({ ...ctx, db: tx }, entries, "CSV upload"),
  );
  return { rows: data.length, added, existing, errors, errorCount };
}

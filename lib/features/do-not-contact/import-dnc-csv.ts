import type { TxCtx } from "@/lib/core/context";
import { readCsvUpload } from "@/lib/core/csv/read-csv-upload";
import { acceptUnreadable } from "@/lib/core/csv/unreadable-rows";
import { InvalidRequest } from "@/lib/core/errors";
import { recordAudit } from "@/lib/features/audit/record-audit";
import { forgetListVersion } from "./dnc-match";
import { insertEntries } from "./entries";
import {
  DncDomain,
  DncEmail,
  type DncImportQuery,
  type DncImportReport,
  type DncKind,
  kindOfText,
  typedEntry,
} from "./schema";

export const MAX_ROWS = 100_000;
export const MAX_BYTES = 10 * 2 ** 20;
const MAX_REPORTED_ERRORS = 1_000;
/**
 * Reads an uploaded do-not-contact CSV: a header naming an `email`, a `domain` and/or a `phone`
 * column (other columns are ignored), or a single column without header whose values are e-mail
 * addresses (they hold an @), phone numbers (digits and punctuation) or domains. A phone number
 * without its country code is read as one of `query.country`. Refuses the whole file, changing
 * nothing, when it is not text, too large, or has no usable column, or when rows cannot be read
 * (readCsv) and the query does not accept adding the others; otherwise adds every valid row and
 * reports the others by row number, each value as the file held it.
 */
export async function importDncCsv(
  ctx: TxCtx,
  bytes: Uint8Array,
  query: DncImportQuery = {},
): Promise<DncImportReport> {
  const reading = await readCsvUpload(bytes, MAX_BYTES);
  const rows = reading.rows.map((r) => r.fields);
  if (rows.length === 0) throw new InvalidRequest("The file holds no rows.");
  const header = (rows[0] ?? []).map((h) => h.trim().toLowerCase());
  const emailAt = header.findIndex((h) => h === "email" || h === "e-mail");
  const domainAt = header.findIndex((h) => h === "domain" || h === "website");
  const phoneAt = header.findIndex((h) => ["phone", "mobile", "phone number"].includes(h));
  const hasHeader = emailAt >= 0 || domainAt >= 0 || phoneAt >= 0;
  if (!hasHeader && rows.some((r) => r.length > 1)) {
    throw new InvalidRequest(
      'No "email", "domain" or "phone" column: name the columns in the first row, or upload a single column of addresses, domains or phone numbers.',
    );
  }
  const data = hasHeader ? rows.slice(1) : rows;
  const lines = (hasHeader ? reading.rows.slice(1) : reading.rows).map((r) => r.row);
  if (data.length > MAX_ROWS) {
    throw new InvalidRequest(
      `The file has ${data.length.toLocaleString("en")} rows; the limit is ${MAX_ROWS.toLocaleString("en")}.`,
    );
  }
  const unreadable = acceptUnreadable(reading, data.length, query.acceptPartial);
  const entries: { kind: DncKind; value: string }[] = [];
  const errors: DncImportReport["errors"] = [];
  let errorCount = 0;
  const fail = (row: number, value: string, message: string) => {
    errorCount++;
    if (errors.length < MAX_REPORTED_ERRORS) errors.push({ row, value, message });
  };
  const cellAt = (cells: string[], at: number) => (at >= 0 ? (cells[at] ?? "").trim() : "");
  data.forEach((cells, i) => {
    const row = lines[i] ?? i + 1;
    const values: { kind: DncKind; value: string }[] = hasHeader
      ? [
          { kind: "email" as const, value: cellAt(cells, emailAt) },
          { kind: "domain" as const, value: cellAt(cells, domainAt) },
          { kind: "phone" as const, value: cellAt(cells, phoneAt) },
        ].filter((v) => v.value !== "")
      : [{ kind: kindOfText(cells[0] ?? ""), value: (cells[0] ?? "").trim() }];
    if (values.length === 0) fail(row, "", "empty row: no e-mail address, domain or phone number");
    for (const { kind, value } of values) {
      if (kind === "phone") {
        const typed = typedEntry(value, query.country);
        if ("phone" in typed) entries.push({ kind, value: typed.phone });
        else fail(row, value, "refused" in typed ? typed.refused : "not a valid phone number");
        continue;
      }
      const parsed = (kind === "email" ? DncEmail : DncDomain).safeParse(value);
      if (parsed.success) entries.push({ kind, value: parsed.data });
      else fail(row, value, parsed.error.issues[0]?.message ?? `not a valid ${kind}`);
    }
  });
  const { added, existing } = await ctx.db.transaction(async (tx) => {
    const change = await insertEntries({ ...ctx, db: tx }, entries, "CSV upload");
    await recordAudit(
      { ...ctx, db: tx },
      { action: "do_not_contact.imported", summary: { rows: data.length, ...change } },
    );
    return change;
  });
  forgetListVersion(ctx.accountId);
  return { rows: data.length, added, existing, errors, errorCount, ...unreadable };
}

"use client";

import { useRouter } from "next/navigation";
import { useEffect, useId, useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { CsvFileField } from "@/components/ui/csv-file-field";
import { RejectedTable } from "@/components/ui/csv-upload-form";
import { Table, Td, Th, Tr } from "@/components/ui/table";
import {
  CONTACT_FIELDS,
  type ContactField,
  type ContactImportReport,
  type ContactMapping,
  e164,
  FIELD_LABELS,
  MAX_IMPORT_BYTES,
  MAX_IMPORT_ROWS,
  type RejectedRow,
  suggestMapping,
} from "@/lib/contact-imports/schema";
import { parseCsvRows } from "@/lib/do-not-contact/csv";
import { plural } from "@/lib/plural";

/** Rows per request: each part answers quickly, and the progress bar moves part by part. */
const PART_ROWS = 1_000;
const PREVIEW_ROWS = 5;

type Row = { row: number; fields: string[] };
interface Parsed {
  name: string;
  header: string[];
  data: Row[];
}

type Phase =
  | { status: "idle" }
  | { status: "importing"; done: number; total: number }
  | { status: "done"; imported: number; rejected: RejectedRow[]; rejectedCount: number }
  | { status: "error"; error: string };

/** A cell as CSV writes it: quoted when it holds a separator, a quote or a line break. */
function csvCell(value: string): string {
  return /[",;\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

const csvLine = (fields: string[]) => fields.map(csvCell).join(",");

/**
 * One part of the file as its own CSV: the header, then the part's rows with the blank rows
 * between them kept, so the server numbers each row as the whole file does (with `firstRow`).
 */
function partBody(header: string[], rows: Row[]): string {
  let body = `${csvLine(header)}\n`;
  let previous = (rows[0]?.row ?? 2) - 1;
  for (const r of rows) {
    body += `${"\n".repeat(r.row - previous - 1)}${csvLine(r.fields)}\n`;
    previous = r.row;
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

/** The error report a spreadsheet opens: the row of the file and why it was not imported. */
function reportCsv(rejected: RejectedRow[]): string {
  return `\uFEFFrow,reason\n${rejected.map((r) => `${r.row},${csvCell(r.reason)}`).join("\n")}\n`;
}

/** A cell as it will be stored: phone numbers as the international number they become. */
function previewCell(field: ContactField, value: string): string {
  return field === "mobile" && value ? (e164(value) ?? value) : value;
}

export function ImportContacts() {
  const router = useRouter();
  const id = useId();
  const [parsed, setParsed] = useState<Parsed>();
  /** The field each column is imported as ("" for none), by column. */
  const [fields, setFields] = useState<(ContactField | "")[]>([]);
  const [phase, setPhase] = useState<Phase>({ status: "idle" });
  const [readError, setReadError] = useState<string>();

  async function onFile(file: File | undefined) {
    setPhase({ status: "idle" });
    setReadError(undefined);
    setParsed(undefined);
    if (!file) return;
    if (file.size > MAX_IMPORT_BYTES) {
      setReadError(`The file is larger than ${MAX_IMPORT_BYTES / 2 ** 20} MB.`);
      return;
    }
    const [head, ...data] = parseCsvRows((await file.text()).replace(/^\uFEFF/, ""));
    if (!head) {
      setReadError("The file holds no rows.");
      return;
    }
    if (data.length > MAX_IMPORT_ROWS) {
      setReadError(
        `The file has ${data.length.toLocaleString("en")} rows; the limit is ${MAX_IMPORT_ROWS.toLocaleString("en")}.`,
      );
      return;
    }
    const header = head.fields.map((h) => h.trim());
    const suggested = suggestMapping(header);
    setFields(
      header.map(
        (h) => (Object.entries(suggested).find(([, c]) => c === h)?.[0] as ContactField) ?? "",
      ),
    );
    setParsed({ name: file.name, header, data });
  }

  /** A field goes to one column: choosing it for this one takes it from any other. */
  function choose(column: number, field: ContactField | "") {
    setFields((now) => now.map((f, i) => (i === column ? field : f === field ? "" : f)));
  }

  const mapping = useMemo(() => {
    const m: ContactMapping = {};
    fields.forEach((f, i) => {
      const column = parsed?.header[i];
      if (f && column) m[f] = column;
    });
    return m;
  }, [fields, parsed]);
  const mapped = fields.flatMap((f, i) => (f ? [{ field: f, column: i }] : []));
  const canImport = Boolean(mapping.email || mapping.mobile);

  async function onImport() {
    if (!parsed || !canImport) return;
    const total = parsed.data.length;
    let imported = 0;
    let rejectedCount = 0;
    const rejected: RejectedRow[] = [];
    setPhase({ status: "importing", done: 0, total });
    try {
      for (let from = 0; from < total; from += PART_ROWS) {
        const part = parsed.data.slice(from, from + PART_ROWS);
        const report = await sendPart(mapping, parsed.header, part);
        imported += report.imported;
        rejectedCount += report.rejectedCount;
        rejected.push(...report.rejected);
        setPhase({ status: "importing", done: from + part.length, total });
      }
      setPhase({ status: "done", imported, rejected, rejectedCount });
      router.refresh();
    } catch (error) {
      setPhase({
        status: "error",
        error: `${(error as Error).message} ${imported > 0 ? `${plural(imported, "person was", "people were")} imported before it; importing the file again adds no one twice.` : ""}`,
      });
    }
  }

  const reportUrl = useMemo(
    () =>
      phase.status === "done" && phase.rejected.length > 0
        ? URL.createObjectURL(new Blob([reportCsv(phase.rejected)], { type: "text/csv" }))
        : undefined,
    [phase],
  );
  useEffect(() => () => (reportUrl ? URL.revokeObjectURL(reportUrl) : undefined), [reportUrl]);

  return (
    <div className="flex flex-col gap-4">
      <CsvFileField
        id={id}
        label="CSV of contacts"
        hint={
          <>
            UTF-8, a header row, up to {MAX_IMPORT_ROWS.toLocaleString("en")} rows and{" "}
            {MAX_IMPORT_BYTES / 2 ** 20} MB. Every contact needs an e-mail address or a phone number
            with its country code (+49 …).
          </>
        }
        onFile={(file) => void onFile(file)}
      >
        {readError && (
          <p role="alert" className="text-sm text-red-700">
            {readError}
          </p>
        )}
      </CsvFileField>

      {parsed && (
        <>
          <section aria-labelledby={`${id}-mapping`} className="flex flex-col gap-2">
            <h2 id={`${id}-mapping`} className="text-sm font-semibold text-slate-900">
              Columns of {parsed.name}
            </h2>
            <p className="text-xs text-slate-600">
              Suggested from the column names; change any that is wrong.
            </p>
            <Table
              dense
              caption="Column mapping"
              hideCaption
              head={
                <>
                  <Th>Column in the file</Th>
                  <Th>First value</Th>
                  <Th>Import as</Th>
                </>
              }
            >
              {parsed.header.map((column, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a file's columns keep their order, and two may share a name.
                <Tr key={i}>
                  <th scope="row" className="px-3 py-3 font-medium">
                    {column || `Column ${i + 1}`}
                  </th>
                  <Td className="text-slate-700">{parsed.data[0]?.fields[i] ?? ""}</Td>
                  <Td>
                    <select
                      aria-label={`Import “${column || `Column ${i + 1}`}” as`}
                      value={fields[i] ?? ""}
                      onChange={(e) => choose(i, e.target.value as ContactField | "")}
                      className="rounded-md border border-slate-300 px-2 py-1 text-sm"
                    >
                      <option value="">Do not import</option>
                      {CONTACT_FIELDS.map((f) => (
                        <option key={f} value={f}>
                          {FIELD_LABELS[f]}
                        </option>
                      ))}
                    </select>
                  </Td>
                </Tr>
              ))}
            </Table>
          </section>

          <section aria-labelledby={`${id}-preview`} className="flex flex-col gap-2">
            <h2 id={`${id}-preview`} className="text-sm font-semibold text-slate-900">
              Preview: the first {Math.min(PREVIEW_ROWS, parsed.data.length)} of{" "}
              {plural(parsed.data.length, "row")} as they will be imported
            </h2>
            <Table
              dense
              caption="Preview of the import"
              hideCaption
              testId="import-preview"
              head={
                <>
                  <Th>Row</Th>
                  {mapped.map((m) => (
                    <Th key={m.field}>{FIELD_LABELS[m.field]}</Th>
                  ))}
                </>
              }
            >
              {parsed.data.slice(0, PREVIEW_ROWS).map((r) => (
                <Tr key={r.row}>
                  <Td className="tabular-nums">{r.row}</Td>
                  {mapped.map((m) => (
                    <Td key={m.field}>{previewCell(m.field, r.fields[m.column]?.trim() ?? "")}</Td>
                  ))}
                </Tr>
              ))}
            </Table>
          </section>

          {!canImport && (
            <p className="text-sm text-amber-800">
              Choose the column that holds the e-mail address or the phone number: every contact
              needs one of them.
            </p>
          )}
          <div>
            <Button
              onClick={() => void onImport()}
              disabled={!canImport || phase.status === "importing"}
            >
              Import {plural(parsed.data.length, "row")}
            </Button>
          </div>
        </>
      )}

      <div role="status" aria-live="polite" className="text-sm text-slate-800">
        {phase.status === "importing" && (
          <p className="flex items-center gap-2">
            <progress max={phase.total} value={phase.done} aria-label="Import progress" />
            {phase.done.toLocaleString("en")} of {plural(phase.total, "row")} sent
          </p>
        )}
        {phase.status === "done" && (
          <p data-testid="import-report">
            {plural(phase.imported, "person", "people")} imported
            {phase.rejectedCount > 0
              ? `; ${plural(phase.rejectedCount, "row")} not imported (see the report below)`
              : ""}
            . The Live Estimate counts them within a few seconds.
          </p>
        )}
      </div>
      {phase.status === "error" && (
        <p role="alert" className="text-sm text-red-700">
          {phase.error}
        </p>
      )}
      {phase.status === "done" && phase.rejected.length > 0 && (
        <RejectedTable
          rejected={{
            caption: "Rows not imported",
            total: phase.rejectedCount,
            head: ["Row", "Why"],
            rows: phase.rejected.map((r) => ({ key: String(r.row), cells: [r.row, r.reason] })),
          }}
        >
          <p className="px-3 py-2 text-sm">
            <a
              href={reportUrl}
              download="contact-import-errors.csv"
              className="font-medium text-brand-700 underline"
            >
              Download the error report (CSV)
            </a>
          </p>
        </RejectedTable>
      )}
    </div>
  );
}

"use client";

import { useRouter } from "next/navigation";
import { useEffect, useId, useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { CsvFileField } from "@/components/ui/csv-file-field";
import { RejectedTable, unreadableRows } from "@/components/ui/csv-upload-form";
import { Table, Td, Th, Tr } from "@/components/ui/table";
import { plural } from "@/lib/core/plural";
import {
  CONTACT_FIELDS,
  type ContactField,
  type ContactMapping,
  e164,
  FIELD_LABELS,
  MAX_IMPORT_BYTES,
  MAX_IMPORT_ROWS,
} from "@/lib/features/contact-imports/schema";
import { importInParts, type Parsed, type Phase, readContactsFile, reportCsv } from "./import-file";

const PREVIEW_ROWS = 5;

/** The field each column is imported as ("" for none), by column. */
type Fields = (ContactField | "")[];

/** A cell as it will be stored: phone numbers as the international number they become. */
function previewCell(field: ContactField, value: string): string {
  return field === "mobile" && value ? (e164(value) ?? value) : value;
}

/** Each column of the file with its first value and the field it is imported as. */
function ColumnMapping({
  id,
  parsed,
  fields,
  onChoose,
}: {
  id: string;
  parsed: Parsed;
  fields: Fields;
  onChoose: (column: number, field: ContactField | "") => void;
}) {
  return (
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
            <Th>Import as</Th>
            <Th>First value</Th>
          </>
        }
      >
        {parsed.header.map((column, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a file's columns keep their order, and two may share a name.
          <Tr key={i}>
            <th scope="row" className="px-3 py-3 font-medium">
              {column || `Column ${i + 1}`}
            </th>
            <Td>
              <select
                aria-label={`Import “${column || `Column ${i + 1}`}” as`}
                value={fields[i] ?? ""}
                onChange={(e) => onChoose(i, e.target.value as ContactField | "")}
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
            {/* Last and broken anywhere: a long value never pushes the choice out of a phone's view. */}
            <Td className="break-all text-slate-700">{parsed.data[0]?.fields[i] ?? ""}</Td>
          </Tr>
        ))}
      </Table>
    </section>
  );
}

/** The first rows as they will be imported: the mapped fields only, phone numbers normalised. */
function ImportPreview({
  id,
  parsed,
  mapped,
}: {
  id: string;
  parsed: Parsed;
  mapped: { field: ContactField; column: number }[];
}) {
  return (
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
  );
}

/** The progress while sending, then the outcome: the count, the failure, the rows refused. */
function ImportOutcome({ phase }: { phase: Phase }) {
  const reportUrl = useMemo(
    () =>
      phase.status === "done" && phase.rejected.length > 0
        ? URL.createObjectURL(new Blob([reportCsv(phase.rejected)], { type: "text/csv" }))
        : undefined,
    [phase],
  );
  useEffect(() => () => (reportUrl ? URL.revokeObjectURL(reportUrl) : undefined), [reportUrl]);

  return (
    <>
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
    </>
  );
}

/** The file picker, with the limits and what each contact needs, and why a file was refused. */
function ContactsFile({
  id,
  readError,
  onFile,
}: {
  id: string;
  readError: string | undefined;
  onFile: (file: File | undefined) => void;
}) {
  return (
    <CsvFileField
      id={id}
      label="CSV of contacts"
      hint={
        <>
          UTF-8, UTF-16 or Windows-1252, separated by commas, semicolons, tabs or pipes, a header
          row, up to {MAX_IMPORT_ROWS.toLocaleString("en")} rows and {MAX_IMPORT_BYTES / 2 ** 20}{" "}
          MB. Every contact needs an e-mail address or a phone number with its country code (+49 …).
        </>
      }
      onFile={onFile}
    >
      {readError && (
        <p role="alert" className="text-sm text-red-700">
          {readError}
        </p>
      )}
    </CsvFileField>
  );
}

/** The file read, its columns' fields (each field on one column at most), and the import. */
function useContactImport() {
  const router = useRouter();
  const [parsed, setParsed] = useState<Parsed>();
  const [fields, setFields] = useState<Fields>([]);
  const [phase, setPhase] = useState<Phase>({ status: "idle" });
  const [readError, setReadError] = useState<string>();
  /** Files imported so far: the picker is drawn anew (emptied) after each. */
  const [picked, setPicked] = useState(0);

  async function onFile(file: File | undefined) {
    setPhase({ status: "idle" });
    setReadError(undefined);
    setParsed(undefined);
    if (!file) return;
    const read = await readContactsFile(file);
    if ("error" in read) {
      setReadError(read.error);
      return;
    }
    setFields(read.fields);
    setParsed(read.parsed);
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

  function cancel() {
    setParsed(undefined);
    setPhase({ status: "idle" });
  }

  async function onImport() {
    if (!parsed || !canImport) return;
    const outcome = await importInParts(parsed, mapping, setPhase);
    setPhase(outcome);
    if (outcome.status !== "done") return;
    // Done with this file: its mapping and button go, and the picker is empty for the next one
    // (a second click would only import the same rows again).
    setParsed(undefined);
    setFields([]);
    setPicked((n) => n + 1);
    router.refresh();
  }

  return {
    parsed,
    fields,
    phase,
    readError,
    onFile,
    choose,
    mapped,
    canImport,
    onImport,
    cancel,
    picked,
  };
}

/** Own contacts from a CSV: the file read in the browser, its columns mapped, sent in parts. */
export function ImportContacts() {
  const id = useId();
  const {
    parsed,
    fields,
    phase,
    readError,
    onFile,
    choose,
    mapped,
    canImport,
    onImport,
    cancel,
    picked,
  } = useContactImport();

  return (
    <div className="flex flex-col gap-4">
      <ContactsFile
        key={picked}
        id={id}
        readError={readError}
        onFile={(file) => void onFile(file)}
      />

      {parsed && (
        <>
          <ColumnMapping id={id} parsed={parsed} fields={fields} onChoose={choose} />
          <ImportPreview id={id} parsed={parsed} mapped={mapped} />
          {!canImport && (
            <p className="text-sm text-amber-800">
              Choose the column that holds the e-mail address or the phone number: every contact
              needs one of them.
            </p>
          )}
          {parsed.unreadableCount > 0 && (
            <div className="flex flex-col gap-2" data-testid="unreadable-report">
              <p role="alert" className="text-sm text-amber-900">
                {plural(parsed.unreadableCount, "row")} of the file cannot be read (listed below)
                and will not be imported. Fix {parsed.unreadableCount === 1 ? "it" : "them"} in the
                file and choose it again, or import the {plural(parsed.data.length, "good row")}{" "}
                without {parsed.unreadableCount === 1 ? "it" : "them"}. Nothing is saved until you
                choose.
              </p>
              <RejectedTable rejected={unreadableRows(parsed.unreadable, parsed.unreadableCount)} />
            </div>
          )}
          <div className="flex flex-wrap gap-2">
            <Button
              onClick={() => void onImport()}
              disabled={!canImport || parsed.data.length === 0 || phase.status === "importing"}
            >
              Import{" "}
              {parsed.unreadableCount > 0
                ? plural(parsed.data.length, "good row")
                : plural(parsed.data.length, "row")}
            </Button>
            {parsed.unreadableCount > 0 && (
              <Button variant="secondary" onClick={cancel} disabled={phase.status === "importing"}>
                Cancel
              </Button>
            )}
          </div>
        </>
      )}

      <ImportOutcome phase={phase} />
    </div>
  );
}

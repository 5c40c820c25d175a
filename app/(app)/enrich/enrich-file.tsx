"use client";

import { useRouter } from "next/navigation";
import { useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { CsvFileField } from "@/components/ui/csv-file-field";
import { Table, Td, Th, Tr } from "@/components/ui/table";
import { plural } from "@/lib/core/plural";
import {
  type FileJobMapping,
  type FilePreview,
  IDENTIFIER_FIELDS,
  IDENTIFIER_LABELS,
  type IdentifierField,
  MAX_FILE_JOB_BYTES,
  MAX_FILE_JOB_ROWS,
  type Spend,
} from "@/lib/features/enrichment/file-job-schema";
import { type FindOptions, previewFile, startJob } from "./file-job-api";

const COUNTER_LABELS: Record<keyof Spend, string> = {
  api: "Matches (api)",
  email: "E-mail addresses (email)",
  mobile: "Mobile numbers (mobile)",
};

/** The field each column is used as, by column header. */
function fieldOf(mapping: FileJobMapping, column: string): IdentifierField | "" {
  return (IDENTIFIER_FIELDS.find((f) => mapping[f] === column) ?? "") as IdentifierField | "";
}

function ColumnMapping({
  preview,
  mapping,
  onChoose,
}: {
  preview: FilePreview;
  mapping: FileJobMapping;
  onChoose: (column: string, field: IdentifierField | "") => void;
}) {
  const first = preview.sample.find((s) => s.cells.length > 0);
  return (
    <Table
      dense
      caption="Which columns identify a person"
      testId="file-mapping"
      head={
        <>
          <Th>Column in the file</Th>
          <Th>Use as</Th>
          <Th>First value</Th>
        </>
      }
    >
      {preview.columns.map((column, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a file's columns keep their order, and two may share a name.
        <Tr key={i}>
          <th scope="row" className="px-3 py-3 text-left font-medium">
            {column || `Column ${i + 1}`}
          </th>
          <Td>
            <select
              aria-label={`Use “${column || `Column ${i + 1}`}” as`}
              value={fieldOf(mapping, column)}
              onChange={(e) => onChoose(column, e.target.value as IdentifierField | "")}
              className="rounded-md border border-slate-300 px-2 py-1 text-sm"
            >
              <option value="">Keep as it is</option>
              {IDENTIFIER_FIELDS.map((f) => (
                <option key={f} value={f}>
                  {IDENTIFIER_LABELS[f]}
                </option>
              ))}
            </select>
          </Td>
          <Td className="break-all text-slate-700">{first?.cells[i] ?? ""}</Td>
        </Tr>
      ))}
    </Table>
  );
}

function SamplePreview({ preview }: { preview: FilePreview }) {
  return (
    <Table
      dense
      caption={`The first ${plural(preview.sample.length, "row")} as they will be matched`}
      testId="file-sample"
      head={
        <>
          <Th>Line</Th>
          <Th>Matched by</Th>
          {preview.columns.map((c, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: columns keep their order.
            <Th key={i}>{c}</Th>
          ))}
        </>
      }
    >
      {preview.sample.map((row) => (
        <Tr key={row.line}>
          <Td className="tabular-nums">{row.line}</Td>
          <Td className={row.problem ? "text-amber-800" : ""}>{row.identifiedBy ?? row.problem}</Td>
          {preview.columns.map((_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: columns keep their order.
            <Td key={i} className="break-all">
              {row.cells[i] ?? ""}
            </Td>
          ))}
        </Tr>
      ))}
    </Table>
  );
}

function Cost({
  preview,
  find,
  ceiling,
  onCeiling,
}: {
  preview: FilePreview;
  find: FindOptions;
  ceiling: Spend;
  onCeiling: (counter: keyof Spend, n: number) => void;
}) {
  const id = useId();
  const counters = (["api", "email", "mobile"] as const).filter((c) => c === "api" || find[c]);
  const readable = preview.rows - preview.unreadable;
  return (
    <section aria-labelledby={`${id}-cost`} className="flex flex-col gap-3" data-testid="file-cost">
      <h2 id={`${id}-cost`} className="text-base font-semibold text-slate-900">
        Cost before it starts
      </h2>
      <p className="text-sm text-slate-800" data-testid="file-estimate">
        About {preview.estimate.expectedMatches.toLocaleString("en")} of{" "}
        {plural(readable, "readable row")} should match (from a sample of{" "}
        {plural(preview.estimate.sampled, "row")}, before any data provider is asked). A row costs
        only what it finds: 1 api for a match, 1 email for an address, 1 mobile for a number.
      </p>
      <fieldset className="flex flex-wrap gap-4">
        <legend className="mb-1 text-sm font-medium text-slate-800">
          Ceiling: the job never spends more than
        </legend>
        {counters.map((c) => (
          <label key={c} className="flex flex-col gap-1 text-sm">
            {COUNTER_LABELS[c]}
            <input
              type="number"
              min={0}
              max={10_000_000}
              value={ceiling[c]}
              onChange={(e) => onCeiling(c, Math.max(0, Math.floor(Number(e.target.value) || 0)))}
              className="w-40 rounded-md border border-slate-300 px-2 py-1"
              data-testid={`ceiling-${c}`}
            />
          </label>
        ))}
      </fieldset>
      {preview.shortfall.length > 0 && (
        <div role="alert" className="text-sm text-amber-900" data-testid="file-shortfall">
          {preview.shortfall.map((s) => (
            <p key={s.counter}>
              Today your {s.counter} allowance can pay {s.available.toLocaleString("en")} of the{" "}
              {s.ceiling.toLocaleString("en")} the job may need (
              {s.reason === "out_of_credits" ? "out of credits" : "daily limit"}). The job will
              pause when it runs out and go on by itself{" "}
              {s.reason === "out_of_credits" ? "once you buy credits" : "tomorrow (00:00 UTC)"}.
            </p>
          ))}
        </div>
      )}
      {find.providers && preview.providerCeilings.length > 0 && (
        <div className="text-sm text-slate-800" data-testid="file-provider-ceilings">
          <p>What local data lacks, your data providers are asked, in this order, about at most:</p>
          <ul className="list-disc pl-5">
            {preview.providerCeilings.map((p) => (
              <li key={p.provider}>
                {p.label}: {plural(p.calls, "row")}
                {p.budgetRemaining !== null &&
                  ` (its daily budget of ${p.dailyBudget?.toLocaleString("en")} calls leaves ${p.budgetRemaining.toLocaleString("en")} today)`}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

function FindChoices({
  find,
  onChange,
}: {
  find: FindOptions;
  onChange: (find: FindOptions) => void;
}) {
  const box = (key: keyof FindOptions, label: string) => (
    <label className="flex items-center gap-2 text-sm">
      <input
        type="checkbox"
        checked={find[key]}
        onChange={(e) => onChange({ ...find, [key]: e.target.checked })}
      />
      {label}
    </label>
  );
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 text-sm font-medium text-slate-800">What to find</legend>
      {box("email", "E-mail address (with its source and verification status)")}
      {box("mobile", "Mobile number")}
      {box("providers", "Ask my external data providers for what Leadwise lacks")}
    </fieldset>
  );
}

/** The upload, its mapping, what to find and the cost; starting it opens the job's page. */
export function EnrichFile() {
  const id = useId();
  const router = useRouter();
  const [file, setFile] = useState<File>();
  const [preview, setPreview] = useState<FilePreview>();
  const [mapping, setMapping] = useState<FileJobMapping>({});
  const [find, setFind] = useState<FindOptions>({ email: true, mobile: false, providers: true });
  const [ceiling, setCeiling] = useState<Spend>({ api: 0, email: 0, mobile: 0 });
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState<"reading" | "starting">();
  const asked = useRef(0);

  async function load(f: File, m: FileJobMapping | undefined, options: FindOptions) {
    const mine = ++asked.current;
    setBusy("reading");
    setError(undefined);
    try {
      const p = await previewFile(f, m, options);
      if (mine !== asked.current) return;
      setPreview(p);
      setMapping(p.mapping as FileJobMapping);
      setCeiling(p.ceiling);
    } catch (e) {
      if (mine === asked.current) setError((e as Error).message);
    } finally {
      if (mine === asked.current) setBusy(undefined);
    }
  }

  function onFile(f: File | undefined) {
    setFile(f);
    setPreview(undefined);
    setError(undefined);
    if (!f) return;
    if (f.size > MAX_FILE_JOB_BYTES) {
      setError(`The file is larger than ${MAX_FILE_JOB_BYTES / 1_000_000} MB.`);
      return;
    }
    void load(f, undefined, find);
  }

  function choose(column: string, field: IdentifierField | "") {
    const next: FileJobMapping = {};
    for (const f of IDENTIFIER_FIELDS) {
      if (mapping[f] && mapping[f] !== column && f !== field) next[f] = mapping[f];
    }
    if (field) next[field] = column;
    setMapping(next);
    if (file && Object.keys(next).length > 0) void load(file, next, find);
  }

  function changeFind(next: FindOptions) {
    setFind(next);
    if (file) void load(file, mapping, next);
  }

  async function start() {
    if (!file) return;
    setBusy("starting");
    setError(undefined);
    try {
      const accepted = await startJob(file, mapping, find, ceiling);
      router.push(`/enrich/${accepted.id}`);
    } catch (e) {
      setError((e as Error).message);
      setBusy(undefined);
    }
  }

  return (
    <div className="flex flex-col gap-6">
      <CsvFileField
        id={id}
        label="Spreadsheet to enrich (CSV or Excel)"
        accept=".csv,text/csv,.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        hint={
          <>
            An Excel workbook (.xlsx, its first sheet), or a CSV in UTF-8, UTF-16 or Windows-1252
            separated by commas, semicolons, tabs or pipes; a header row, up to{" "}
            {MAX_FILE_JOB_ROWS.toLocaleString("en")} rows and {MAX_FILE_JOB_BYTES / 1_000_000} MB.
            Each person needs an e-mail, a profile URL or username, or a first and last name with a
            company.
          </>
        }
        onFile={onFile}
      />
      <div role="status" aria-live="polite" className="text-sm text-slate-700">
        {busy === "reading" && "Reading the file…"}
        {busy === "starting" && "Uploading and starting the job…"}
        {preview && !busy && (
          <span data-testid="file-summary">
            {plural(preview.rows, "row")} (
            {preview.encoding === "xlsx"
              ? "an Excel workbook"
              : `${preview.encoding}, separated by “${preview.delimiter === "\t" ? "tab" : preview.delimiter}”`}
            )
            {preview.unreadable > 0
              ? `; ${plural(preview.unreadable, "row")} cannot be read and will be marked failed in the result`
              : ""}
            .
          </span>
        )}
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      {preview && file && (
        <>
          <ColumnMapping preview={preview} mapping={mapping} onChoose={choose} />
          <SamplePreview preview={preview} />
          <FindChoices find={find} onChange={changeFind} />
          <Cost
            preview={preview}
            find={find}
            ceiling={ceiling}
            onCeiling={(c, n) => setCeiling((now) => ({ ...now, [c]: n }))}
          />
          <div>
            <Button onClick={() => void start()} disabled={busy !== undefined}>
              Start enriching {plural(preview.rows, "row")}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}

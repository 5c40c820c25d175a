"use client";

import { useRouter } from "next/navigation";
import { type ReactNode, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import type { UnreadableReport, UnreadableRow } from "@/lib/core/csv/schema";
import { plural } from "@/lib/core/plural";
import { CsvFileField } from "./csv-file-field";
import { ReadyFieldset } from "./ready-fieldset";

/** The rows of an upload that were not taken, as the report table shows them. */
export interface RejectedRows {
  /** The table's accessible name, and the heading of the box that holds it. */
  caption: string;
  /** How many rows were rejected in all (the report may list only the first). */
  total: number;
  head: string[];
  rows: { key: string; cells: ReactNode[] }[];
}

type State<R> =
  | { status: "idle" }
  | { status: "uploading"; percent: number }
  | { status: "done"; report: R }
  | { status: "unreadable"; report: UnreadableReport }
  | { status: "error"; error: string };

/** The server's refusal of a file with rows it cannot read: nothing saved, the rows listed. */
class Unreadable extends Error {
  constructor(readonly report: UnreadableReport) {
    super("Rows of the file cannot be read.");
  }
}

/** The upload's address with the flag that imports a file's good rows without its unreadable ones. */
function acceptingPartial(url: string): string {
  const u = new URL(url, window.location.href);
  u.searchParams.set("acceptPartial", "true");
  return `${u.pathname}${u.search}`;
}

/** Sends the file as the request body, reporting upload progress (fetch cannot). */
function upload<R>(url: string, file: File, onProgress: (percent: number) => void): Promise<R> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.setRequestHeader("content-type", "text/csv");
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      let body: { detail?: string; code?: string } = {};
      try {
        body = JSON.parse(xhr.responseText);
      } catch {}
      if (xhr.status === 200) resolve(body as R);
      else if (xhr.status === 422 && body.code === "unreadable_rows") {
        reject(new Unreadable(body as unknown as UnreadableReport));
      } else reject(new Error(body.detail ?? `The server answered ${xhr.status}.`));
    };
    xhr.onerror = () => reject(new Error("The upload failed: check the connection and retry."));
    xhr.send(file);
  });
}

/** The rows an upload did not take, open under the form; `children` come before the table. */
export function RejectedTable({
  rejected,
  children,
}: {
  rejected: RejectedRows;
  children?: ReactNode;
}) {
  return (
    // Not a scrolling box: the page scrolls, so keyboard users reach every row.
    <details open className="rounded-lg border border-slate-200">
      <summary className="cursor-pointer px-3 py-2 text-sm font-medium text-slate-800">
        {rejected.caption} ({rejected.total.toLocaleString("en")}
        {rejected.total > rejected.rows.length
          ? `, the first ${rejected.rows.length.toLocaleString("en")} shown`
          : ""}
        )
      </summary>
      {children}
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{rejected.caption}</caption>
        <thead className="bg-slate-50 text-slate-600">
          <tr>
            {rejected.head.map((h) => (
              <th key={h} scope="col" className="px-3 py-2 font-medium">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rejected.rows.map((r) => (
            <tr key={r.key} className="border-t border-slate-100">
              {r.cells.map((cell, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are its columns, in order
                <td key={i} className="px-3 py-2">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

/** The rows of a file that cannot be read, as the report table shows them. */
export function unreadableRows(rows: UnreadableRow[], total: number): RejectedRows {
  return {
    caption: "Rows that cannot be read",
    total,
    head: ["Line", "Why"],
    rows: rows.map((r) => ({ key: String(r.line), cells: [r.line, r.reason] })),
  };
}

/**
 * The chosen file, sent on submit after the caller's own check; the upload's progress and
 * report. A file the server cannot read whole waits for the user: `acceptPartial` sends it
 * again to import its good rows, `cancel` drops it.
 */
function useCsvUpload<R>(url: () => string, check: (() => string | undefined) | undefined) {
  const router = useRouter();
  const [file, setFile] = useState<File>();
  const [state, setState] = useState<State<R>>({ status: "idle" });

  async function send(to: string, chosen: File) {
    setState({ status: "uploading", percent: 0 });
    try {
      const report = await upload<R>(to, chosen, (percent) =>
        setState({ status: "uploading", percent }),
      );
      setState({ status: "done", report });
      router.refresh();
    } catch (error) {
      setState(
        error instanceof Unreadable
          ? { status: "unreadable", report: error.report }
          : { status: "error", error: (error as Error).message },
      );
    }
  }

  async function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    const refused = check?.();
    if (refused || !file) {
      setState({ status: "error", error: refused ?? "Choose a CSV file first." });
      return;
    }
    await send(url(), file);
  }

  const acceptPartial = () => (file ? send(acceptingPartial(url()), file) : undefined);
  const cancel = () => setState({ status: "idle" });

  return { state, setFile, onSubmit, acceptPartial, cancel };
}

/** A file with unreadable rows, nothing saved yet: the rows, and the choice to go on without them. */
function UnreadableChoice({
  report,
  onAccept,
  onCancel,
}: {
  report: UnreadableReport;
  onAccept: () => void;
  onCancel: () => void;
}) {
  return (
    <div className="flex flex-col gap-3" data-testid="unreadable-report">
      <p role="alert" className="text-sm text-amber-900">
        {plural(report.unreadableCount, "row")} of the file cannot be read (listed below), so
        nothing has been saved yet. Fix {report.unreadableCount === 1 ? "it" : "them"} in the file
        and upload it again, or import the {plural(report.goodRows, "good row")} without{" "}
        {report.unreadableCount === 1 ? "it" : "them"}.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="button" onClick={onAccept} disabled={report.goodRows === 0}>
          Import {plural(report.goodRows, "good row")}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
      <RejectedTable rejected={unreadableRows(report.unreadable, report.unreadableCount)} />
    </div>
  );
}

/**
 * The settings pages' CSV upload: extra fields (`children`), a file input with its hint, upload
 * progress, then the server's report (`summary`, announced) and the rows it did not take
 * (`rejected`). `url` is asked at submission (it may carry the extra fields); `check` may refuse
 * the form before anything is sent.
 */
export function CsvUploadForm<R>({
  url,
  fileLabel,
  hint,
  submitLabel,
  check,
  summary,
  rejected,
  children,
}: {
  url: () => string;
  fileLabel: string;
  hint: ReactNode;
  submitLabel: string;
  check?: () => string | undefined;
  summary: (report: R) => ReactNode;
  rejected: (report: R) => RejectedRows | undefined;
  children?: ReactNode;
}) {
  const id = useId();
  const { state, setFile, onSubmit, acceptPartial, cancel } = useCsvUpload<R>(url, check);

  const rows = state.status === "done" ? rejected(state.report) : undefined;
  // The rows a file had that could not be read, left out when the user chose to import the rest.
  const left = state.status === "done" ? (state.report as Partial<UnreadableReport>) : undefined;
  return (
    <form onSubmit={onSubmit}>
      <ReadyFieldset className="flex min-w-0 flex-col gap-3">
        {children}
        <CsvFileField id={id} label={fileLabel} hint={hint} onFile={setFile} />
        <div>
          <Button type="submit" disabled={state.status === "uploading"}>
            {submitLabel}
          </Button>
        </div>
        <div role="status" aria-live="polite" className="text-sm text-slate-800">
          {state.status === "uploading" && (
            <progress max={100} value={state.percent} aria-label="Upload progress">
              {state.percent}%
            </progress>
          )}
          {state.status === "done" && summary(state.report)}
        </div>
        {state.status === "error" && (
          <p role="alert" className="text-sm text-red-700">
            {state.error}
          </p>
        )}
        {state.status === "unreadable" && (
          <UnreadableChoice
            report={state.report}
            onAccept={() => void acceptPartial()}
            onCancel={cancel}
          />
        )}
        {rows && rows.rows.length > 0 && <RejectedTable rejected={rows} />}
        {left?.unreadable && left.unreadable.length > 0 && (
          <RejectedTable
            rejected={{
              ...unreadableRows(left.unreadable, left.unreadableCount ?? left.unreadable.length),
              caption: "Rows left out (they cannot be read)",
            }}
          />
        )}
      </ReadyFieldset>
    </form>
  );
}

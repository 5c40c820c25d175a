"use client";

import { useRouter } from "next/navigation";
import { type ReactNode, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { CsvFileField } from "./csv-file-field";

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
  | { status: "error"; error: string };

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
      let body: { detail?: string } = {};
      try {
        body = JSON.parse(xhr.responseText);
      } catch {}
      if (xhr.status === 200) resolve(body as R);
      else reject(new Error(body.detail ?? `The server answered ${xhr.status}.`));
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

/** The chosen file, sent on submit after the caller's own check; the upload's progress and report. */
function useCsvUpload<R>(url: () => string, check: (() => string | undefined) | undefined) {
  const router = useRouter();
  const [file, setFile] = useState<File>();
  const [state, setState] = useState<State<R>>({ status: "idle" });

  async function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    const refused = check?.();
    if (refused || !file) {
      setState({ status: "error", error: refused ?? "Choose a CSV file first." });
      return;
    }
    setState({ status: "uploading", percent: 0 });
    try {
      const report = await upload<R>(url(), file, (percent) =>
        setState({ status: "uploading", percent }),
      );
      setState({ status: "done", report });
      router.refresh();
    } catch (error) {
      setState({ status: "error", error: (error as Error).message });
    }
  }

  return { state, setFile, onSubmit };
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
  const { state, setFile, onSubmit } = useCsvUpload<R>(url, check);

  const rows = state.status === "done" ? rejected(state.report) : undefined;
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-3">
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
      {rows && rows.rows.length > 0 && <RejectedTable rejected={rows} />}
    </form>
  );
}

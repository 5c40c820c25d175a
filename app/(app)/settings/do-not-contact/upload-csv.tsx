"use client";

import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import type { DncImportReport } from "@/lib/do-not-contact/schema";

type State =
  | { status: "idle" }
  | { status: "uploading"; percent: number }
  | { status: "done"; report: DncImportReport }
  | { status: "error"; error: string };

/** Sends the file as the request body, reporting upload progress (fetch cannot). */
function upload(file: File, onProgress: (percent: number) => void): Promise<DncImportReport> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/v1/suppressions/import");
    xhr.setRequestHeader("content-type", "text/csv");
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      let body: { detail?: string } & Partial<DncImportReport> = {};
      try {
        body = JSON.parse(xhr.responseText);
      } catch {}
      if (xhr.status === 200) resolve(body as DncImportReport);
      else reject(new Error(body.detail ?? `The server answered ${xhr.status}.`));
    };
    xhr.onerror = () => reject(new Error("The upload failed: check the connection and retry."));
    xhr.send(file);
  });
}

export function UploadCsv() {
  const router = useRouter();
  const id = useId();
  const [file, setFile] = useState<File>();
  const [state, setState] = useState<State>({ status: "idle" });

  async function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    if (!file) {
      setState({ status: "error", error: "Choose a CSV file first." });
      return;
    }
    setState({ status: "uploading", percent: 0 });
    try {
      const report = await upload(file, (percent) => setState({ status: "uploading", percent }));
      setState({ status: "done", report });
      router.refresh();
    } catch (error) {
      setState({ status: "error", error: (error as Error).message });
    }
  }

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          Upload a CSV
        </label>
        <input
          id={id}
          type="file"
          accept=".csv,text/csv"
          aria-describedby={`${id}-hint`}
          onChange={(e) => setFile(e.target.files?.[0])}
          className="text-sm"
        />
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          UTF-8, up to 100,000 rows and 10 MB: a header naming an <code>email</code> and/or a{" "}
          <code>domain</code> column, or one column of addresses or domains.
        </p>
      </div>
      <div>
        <Button type="submit" disabled={state.status === "uploading"}>
          Upload
        </Button>
      </div>
      <div role="status" aria-live="polite" className="text-sm text-slate-800">
        {state.status === "uploading" && (
          <progress max={100} value={state.percent} aria-label="Upload progress">
            {state.percent}%
          </progress>
        )}
        {state.status === "done" && (
          <p>
            {state.report.rows.toLocaleString("en")} rows read:{" "}
            {state.report.added.toLocaleString("en")} added,{" "}
            {state.report.existing.toLocaleString("en")} already listed,{" "}
            {state.report.errorCount.toLocaleString("en")} with errors.
          </p>
        )}
      </div>
      {state.status === "error" && (
        <p role="alert" className="text-sm text-red-700">
          {state.error}
        </p>
      )}
      {state.status === "done" && state.report.errors.length > 0 && (
        <div className="max-h-64 overflow-auto rounded-lg border border-slate-200">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Rows not added</caption>
            <thead className="bg-slate-50 text-slate-600">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  Row
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Value
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Problem
                </th>
              </tr>
            </thead>
            <tbody>
              {state.report.errors.map((e) => (
                <tr key={`${e.row}-${e.value}`} className="border-t border-slate-100">
                  <td className="px-3 py-2 tabular-nums">{e.row}</td>
                  <td className="px-3 py-2">
                    <code>{e.value}</code>
                  </td>
                  <td className="px-3 py-2">{e.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </form>
  );
}

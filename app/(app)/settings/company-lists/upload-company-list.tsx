"use client";

import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import type { CompanyListReport } from "@/lib/company-lists/schema";

type State =
  | { status: "idle" }
  | { status: "uploading"; percent: number }
  | { status: "done"; report: CompanyListReport }
  | { status: "error"; error: string };

/** Sends the file as the request body, reporting upload progress (fetch cannot). */
function upload(
  name: string,
  file: File,
  onProgress: (percent: number) => void,
): Promise<CompanyListReport> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `/v1/company-lists?name=${encodeURIComponent(name)}`);
    xhr.setRequestHeader("content-type", "text/csv");
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      let body: { detail?: string } & Partial<CompanyListReport> = {};
      try {
        body = JSON.parse(xhr.responseText);
      } catch {}
      if (xhr.status === 200) resolve(body as CompanyListReport);
      else reject(new Error(body.detail ?? `The server answered ${xhr.status}.`));
    };
    xhr.onerror = () => reject(new Error("The upload failed: check the connection and retry."));
    xhr.send(file);
  });
}

const percent = (rate: number) => `${Math.round(rate * 1000) / 10}%`;

export function UploadCompanyList() {
  const router = useRouter();
  const id = useId();
  const [name, setName] = useState("");
  const [file, setFile] = useState<File>();
  const [state, setState] = useState<State>({ status: "idle" });

  async function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    if (!name.trim()) {
      setState({ status: "error", error: "Give the list a name." });
      return;
    }
    if (!file) {
      setState({ status: "error", error: "Choose a CSV file first." });
      return;
    }
    setState({ status: "uploading", percent: 0 });
    try {
      const report = await upload(name.trim(), file, (p) =>
        setState({ status: "uploading", percent: p }),
      );
      setState({ status: "done", report });
      router.refresh();
    } catch (error) {
      setState({ status: "error", error: (error as Error).message });
    }
  }

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-name`} className="text-sm font-medium text-slate-800">
          List name
        </label>
        <input
          id={`${id}-name`}
          type="text"
          maxLength={100}
          value={name}
          onChange={(e) => setName(e.target.value)}
          className="max-w-md rounded-md border border-slate-300 px-3 py-2 text-sm shadow-sm focus:border-brand-500"
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-file`} className="text-sm font-medium text-slate-800">
          CSV of companies
        </label>
        <input
          id={`${id}-file`}
          type="file"
          accept=".csv,text/csv"
          aria-describedby={`${id}-hint`}
          onChange={(e) => setFile(e.target.files?.[0])}
          className="text-sm"
        />
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          UTF-8, up to 10,000 rows and 2 MB: a header naming a <code>domain</code> and/or a{" "}
          <code>name</code> column, or one column of domains or company names. Each row matches by
          domain first, then by name (case, punctuation and Inc, Ltd, GmbH… ignored).
        </p>
      </div>
      <div>
        <Button type="submit" disabled={state.status === "uploading"}>
          Upload list
        </Button>
      </div>
      <div role="status" aria-live="polite" className="text-sm text-slate-800">
        {state.status === "uploading" && (
          <progress max={100} value={state.percent} aria-label="Upload progress">
            {state.percent}%
          </progress>
        )}
        {state.status === "done" && (
          <p data-testid="company-list-report">
            “{state.report.name}” saved: {state.report.matched.toLocaleString("en")} of{" "}
            {state.report.rows.toLocaleString("en")} rows matched a company (
            {percent(state.report.matchRate)}; {state.report.matchedByDomain.toLocaleString("en")}{" "}
            by domain, {state.report.matchedByName.toLocaleString("en")} by name), reaching{" "}
            {state.report.people.toLocaleString("en")} people.{" "}
            {state.report.unmatchedCount > 0
              ? `${state.report.unmatchedCount.toLocaleString("en")} rows matched no company.`
              : ""}
          </p>
        )}
      </div>
      {state.status === "error" && (
        <p role="alert" className="text-sm text-red-700">
          {state.error}
        </p>
      )}
      {state.status === "done" && state.report.unmatched.length > 0 && (
        // Not a scrolling box: the page scrolls, so keyboard users reach every row.
        <details open className="rounded-lg border border-slate-200">
          <summary className="cursor-pointer px-3 py-2 text-sm font-medium text-slate-800">
            Rows that matched no company ({state.report.unmatchedCount.toLocaleString("en")}
            {state.report.unmatchedCount > state.report.unmatched.length
              ? `, the first ${state.report.unmatched.length.toLocaleString("en")} shown`
              : ""}
            )
          </summary>
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Rows that matched no company</caption>
            <thead className="bg-slate-50 text-slate-600">
              <tr>
                {["Row", "Name", "Domain", "Why"].map((h) => (
                  <th key={h} scope="col" className="px-3 py-2 font-medium">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {state.report.unmatched.map((r) => (
                <tr key={r.row} className="border-t border-slate-100">
                  <td className="px-3 py-2 tabular-nums">{r.row}</td>
                  <td className="px-3 py-2">{r.name ?? ""}</td>
                  <td className="px-3 py-2">
                    <code>{r.domain ?? ""}</code>
                  </td>
                  <td className="px-3 py-2">{r.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      )}
    </form>
  );
}

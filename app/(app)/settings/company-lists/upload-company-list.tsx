"use client";

import { useId, useState } from "react";
import { CsvUploadForm } from "@/components/ui/csv-upload-form";
import type { CompanyListReport } from "@/lib/features/company-lists/schema";

const percent = (rate: number) => `${Math.round(rate * 1000) / 10}%`;

export function UploadCompanyList() {
  const id = useId();
  const [name, setName] = useState("");
  return (
    <CsvUploadForm<CompanyListReport>
      url={() => `/v1/company-lists?name=${encodeURIComponent(name.trim())}`}
      check={() => (name.trim() ? undefined : "Give the list a name.")}
      fileLabel="CSV of companies"
      hint={
        <>
          UTF-8, UTF-16 or Windows-1252, up to 10,000 rows and 2 MB: a header naming a{" "}
          <code>domain</code> and/or a <code>name</code> column, or one column of domains or company
          names. Each row matches by domain first, then by name (case, punctuation and Inc, Ltd,
          GmbH… ignored).
        </>
      }
      submitLabel="Upload list"
      summary={(report) => (
        <p data-testid="company-list-report">
          “{report.name}” saved: {report.matched.toLocaleString("en")} of{" "}
          {report.rows.toLocaleString("en")} rows matched a company ({percent(report.matchRate)};{" "}
          {report.matchedByDomain.toLocaleString("en")} by domain,{" "}
          {report.matchedByName.toLocaleString("en")} by name), reaching{" "}
          {report.people.toLocaleString("en")} people.{" "}
          {report.unmatchedCount > 0
            ? `${report.unmatchedCount.toLocaleString("en")} rows matched no company.`
            : ""}
        </p>
      )}
      rejected={(report) => ({
        caption: "Rows that matched no company",
        total: report.unmatchedCount,
        head: ["Row", "Name", "Domain", "Why"],
        rows: report.unmatched.map((r) => ({
          key: String(r.row),
          cells: [r.row, r.name ?? "", <code key="domain">{r.domain ?? ""}</code>, r.reason],
        })),
      })}
    >
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
    </CsvUploadForm>
  );
}

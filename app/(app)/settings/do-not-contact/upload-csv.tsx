"use client";

import { useState } from "react";
import { CsvUploadForm } from "@/components/ui/csv-upload-form";
import type { DncImportReport } from "@/lib/features/do-not-contact/schema";
import { PhoneCountrySelect } from "./phone-country";

export function UploadCsv() {
  const [country, setCountry] = useState("");
  return (
    <CsvUploadForm<DncImportReport>
      url={() =>
        `/v1/suppressions/import${country ? `?country=${encodeURIComponent(country)}` : ""}`
      }
      fileLabel="Upload a CSV"
      hint={
        <>
          UTF-8, UTF-16 or Windows-1252, up to 100,000 rows and 10 MB: a header naming an{" "}
          <code>email</code>, a <code>domain</code> and/or a <code>phone</code> column, or one
          column of addresses, domains or phone numbers.
        </>
      }
      submitLabel="Upload"
      summary={(report) => (
        <p>
          {report.rows.toLocaleString("en")} rows read: {report.added.toLocaleString("en")} added,{" "}
          {report.existing.toLocaleString("en")} already listed,{" "}
          {report.errorCount.toLocaleString("en")} with errors.
        </p>
      )}
      rejected={(report) => ({
        caption: "Rows not added",
        total: report.errorCount,
        head: ["Row", "Value", "Problem"],
        rows: report.errors.map((e) => ({
          key: `${e.row}-${e.value}`,
          cells: [e.row, <code key="value">{e.value}</code>, e.message],
        })),
      })}
    >
      <PhoneCountrySelect id="upload-country" value={country} onChange={setCountry} />
    </CsvUploadForm>
  );
}

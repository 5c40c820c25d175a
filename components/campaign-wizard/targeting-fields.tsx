"use client";

import type { ReactNode } from "react";
import { MAX_KEYWORDS_LENGTH, MAX_VERIFIED_WITHIN_DAYS } from "@/lib/model/targeting/schema";

/** A section's id from its name, for the step's "Go to" toolbar. */
export function sectionId(legend: string): string {
  return `section-${legend.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
}

export function FilterGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset
      id={sectionId(legend)}
      tabIndex={-1}
      className="scroll-mt-4 rounded-lg border border-slate-200 bg-white p-4 focus:outline-none"
    >
      <legend className="px-1 text-sm font-semibold text-slate-900">{legend}</legend>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/** One bound of the years of experience; empty means no bound. */
export function YearsField({
  bound,
  value,
  error,
  onChange,
}: {
  bound: "min" | "max";
  value: number | undefined;
  error?: string;
  onChange: (next: number | undefined) => void;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={`experience-${bound}`} className="text-sm font-medium text-slate-800">
        {bound === "min" ? "At least (years)" : "At most (years)"}
      </label>
      <input
        id={`experience-${bound}`}
        type="number"
        inputMode="numeric"
        min={0}
        max={100}
        value={value ?? ""}
        onChange={(e) => onChange(e.target.value === "" ? undefined : Number(e.target.value))}
        aria-invalid={error ? true : undefined}
        aria-describedby={`experience-${bound}-error`}
        className="rounded-md border border-slate-300 px-3 py-2 text-sm shadow-sm focus:border-brand-500"
      />
      <p id={`experience-${bound}-error`} className="text-xs text-red-700">
        {error}
      </p>
    </div>
  );
}

/** "E-mail verified within N days": a number of days, empty for any time. */
export function VerifiedWithinField({
  value,
  error,
  onChange,
}: {
  value: number | undefined;
  error?: string;
  onChange: (next: number | undefined) => void;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor="verified-within-days" className="text-sm font-medium text-slate-800">
        E-mail verified within (days)
      </label>
      <input
        id="verified-within-days"
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX_VERIFIED_WITHIN_DAYS}
        placeholder="Any time"
        value={value ?? ""}
        onChange={(e) => onChange(e.target.value === "" ? undefined : Number(e.target.value))}
        aria-invalid={error ? true : undefined}
        aria-describedby="verified-within-days-hint verified-within-days-error"
        className="rounded-md border border-slate-300 px-3 py-2 text-sm shadow-sm focus:border-brand-500"
      />
      <p id="verified-within-days-hint" className="text-xs text-slate-600">
        Only people whose e-mail address was seen in a source or verified in the last this many
        days.
      </p>
      <p id="verified-within-days-error" className="text-xs text-red-700">
        {error}
      </p>
    </div>
  );
}

/** Free-text keywords, with a count of characters against the limit as the user types. */
export function KeywordsField({
  value,
  error,
  onChange,
}: {
  value: string;
  error?: string;
  onChange: (next: string) => void;
}) {
  return (
    <div className="flex flex-col gap-1 sm:col-span-2">
      <label htmlFor="keywords" className="text-sm font-medium text-slate-800">
        Keywords
      </label>
      <input
        id="keywords"
        type="text"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`keywords-hint keywords-count${error ? " keywords-error" : ""}`}
        className={`rounded-md border px-3 py-2 text-sm shadow-sm focus:border-brand-500 ${error ? "border-red-500" : "border-slate-300"}`}
      />
      <div className="flex justify-between gap-2 text-xs">
        <p id="keywords-hint" className="text-slate-600">
          Searched in title, headline and summary; every word must match.
        </p>
        <p
          id="keywords-count"
          data-testid="keywords-count"
          className={`shrink-0 tabular-nums ${value.length > MAX_KEYWORDS_LENGTH ? "font-medium text-red-700" : "text-slate-600"}`}
        >
          {value.length} of {MAX_KEYWORDS_LENGTH} characters
        </p>
      </div>
      {error && (
        <p id="keywords-error" role="alert" className="text-xs text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

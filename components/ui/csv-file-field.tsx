"use client";

import type { ReactNode } from "react";
import { useHydrated } from "./ready-fieldset";

/**
 * The settings pages' CSV file picker: its label, the input and the hint that describes it;
 * `children` (an error about the file, say) follow the hint. `id` is the caller's `useId()`.
 */
export function CsvFileField({
  id,
  label,
  hint,
  onFile,
  accept = ".csv,text/csv",
  children,
}: {
  id: string;
  label: string;
  hint: ReactNode;
  onFile: (file: File | undefined) => void;
  /** The file types offered (default CSV). */
  accept?: string;
  children?: ReactNode;
}) {
  // A file chosen before React hydrates the picker would never reach onFile.
  const hydrated = useHydrated();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={`${id}-file`} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={`${id}-file`}
        type="file"
        disabled={!hydrated}
        accept={accept}
        aria-describedby={`${id}-hint`}
        onChange={(e) => onFile(e.target.files?.[0])}
        // The picker's button drawn as the app's other secondary buttons: the CSS reset takes
        // the browser's own border and background away, leaving "Choose File" as plain text.
        className="text-sm text-slate-700 file:mr-3 file:cursor-pointer file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:font-medium file:text-slate-800 hover:file:bg-slate-50 disabled:file:cursor-not-allowed disabled:file:text-slate-400"
      />
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        {hint}
      </p>
      {children}
    </div>
  );
}

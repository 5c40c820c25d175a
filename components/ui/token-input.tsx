"use client";

import { type KeyboardEvent, useId, useState } from "react";

/**
 * Free values typed one at a time (job titles, company names, e-mail recipients): Enter or a
 * comma adds what was typed, each value becomes a removable chip. `validate` refuses a value
 * with a message instead of adding it.
 */
export function TokenInput({
  label,
  value,
  onChange,
  placeholder,
  hint,
  error,
  validate,
  inputType = "text",
}: {
  label: string;
  value: string[];
  onChange: (next: string[]) => void;
  placeholder?: string;
  hint?: string;
  error?: string;
  validate?: (token: string) => string | undefined;
  inputType?: "text" | "email";
}) {
  const id = useId();
  const [draft, setDraft] = useState("");
  const [refused, setRefused] = useState<string>();
  const shownError = refused ?? error;

  const add = () => {
    const token = draft.trim().replace(/,$/, "").trim();
    if (!token) return;
    const problem = validate?.(token);
    if (problem) {
      setRefused(problem);
      return;
    }
    if (!value.some((v) => v.toLowerCase() === token.toLowerCase())) onChange([...value, token]);
    setDraft("");
    setRefused(undefined);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "Enter" || e.key === ",") {
      e.preventDefault();
      add();
    } else if (e.key === "Backspace" && draft === "" && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };

  const describedBy = [hint ? `${id}-hint` : "", shownError ? `${id}-error` : ""]
    .filter(Boolean)
    .join(" ");

  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={`${id}-input`} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={`${id}-input`}
          type={inputType}
          value={draft}
          placeholder={placeholder}
          onChange={(e) => {
            setDraft(e.target.value);
            setRefused(undefined);
          }}
          onKeyDown={onKeyDown}
          onBlur={add}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={describedBy || undefined}
          className={`min-w-0 flex-1 rounded-md border px-3 py-2 text-sm shadow-sm ${shownError ? "border-red-500" : "border-slate-300"} focus:border-brand-500`}
        />
        <button
          type="button"
          onClick={add}
          aria-label={`Add to ${label}`}
          className="rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 hover:bg-slate-50"
        >
          Add
        </button>
      </div>
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      {shownError && (
        <p id={`${id}-error`} className="text-xs text-red-700" role="alert">
          {shownError}
        </p>
      )}
      {value.length > 0 && (
        <ul aria-label={`${label}: added`} className="mt-1 flex flex-wrap gap-1.5">
          {value.map((v) => (
            <li
              key={v}
              className="inline-flex items-center gap-1 rounded-full bg-slate-100 py-0.5 pr-1 pl-2.5 text-xs text-slate-800"
            >
              {v}
              <button
                type="button"
                onClick={() => onChange(value.filter((x) => x !== v))}
                aria-label={`Remove ${v} from ${label}`}
                className="rounded-full px-1.5 hover:bg-slate-200"
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

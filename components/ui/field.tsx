import { type ComponentProps, type ReactNode, useId } from "react";

/**
 * A labelled input with its hint and error wired to it for screen readers. An
 * `aria-describedby` given comes first: a hint shared by several fields (e.g. two dates).
 */
export function Field({
  label,
  hint,
  error,
  className = "",
  ...input
}: ComponentProps<"input"> & { label: ReactNode; hint?: ReactNode; error?: string }) {
  const id = useId();
  const describedBy = [
    input["aria-describedby"] ?? "",
    hint ? `${id}-hint` : "",
    error ? `${id}-error` : "",
  ]
    .filter(Boolean)
    .join(" ");
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={input.id ?? id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        {...input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={`rounded-md border px-3 py-2 text-sm shadow-sm ${error ? "border-red-500" : "border-slate-300"} focus:border-brand-500`}
      />
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-xs text-red-700" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

import { type ComponentProps, type ReactNode, useId } from "react";

/**
 * A checkbox or radio button inside its label, with an optional hint under it that the input
 * points to, so a screen reader reads the hint with the choice.
 */
export function Choice({
  label,
  hint,
  className,
  type = "checkbox",
  ...input
}: Omit<ComponentProps<"input">, "type"> & {
  label: ReactNode;
  hint?: ReactNode;
  type?: "checkbox" | "radio";
}) {
  const hintId = useId();
  const row = (
    <label className="flex items-center gap-2 text-sm text-slate-800">
      <input type={type} aria-describedby={hint ? hintId : undefined} {...input} />
      {label}
    </label>
  );
  if (!hint) return row;
  return (
    <div className={className}>
      {row}
      <p id={hintId} className="ml-6 text-xs text-slate-600">
        {hint}
      </p>
    </div>
  );
}

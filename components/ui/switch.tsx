import type { ComponentProps, ReactNode } from "react";

/** An on/off setting: a checkbox announced as a switch, with its label beside it. */
export function Switch({
  label,
  description,
  ...input
}: Omit<ComponentProps<"input">, "type" | "role"> & { label: ReactNode; description?: ReactNode }) {
  return (
    <label className="flex cursor-pointer items-start gap-3">
      {/* biome-ignore lint/a11y/useAriaPropsForRole: a native checkbox exposes its own checked state; ARIA in HTML forbids aria-checked on it. */}
      <input type="checkbox" role="switch" {...input} className="peer sr-only" />
      <span
        aria-hidden="true"
        className="relative mt-0.5 h-5 w-9 shrink-0 rounded-full bg-slate-300 transition-colors peer-checked:bg-brand-600 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 after:absolute after:top-0.5 after:left-0.5 after:h-4 after:w-4 after:rounded-full after:bg-white after:transition-transform peer-checked:after:translate-x-4"
      />
      <span className="flex flex-col">
        <span className="text-sm font-medium text-slate-900">{label}</span>
        {description && <span className="text-xs text-slate-600">{description}</span>}
      </span>
    </label>
  );
}

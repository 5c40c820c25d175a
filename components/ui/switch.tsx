import type { ComponentProps, ReactNode } from "react";

/**
 * An on/off setting: a checkbox announced as a switch, with its label beside it. The real
 * checkbox lies, transparent, over the drawn track, so pointer, keyboard and assistive
 * technology all act on the input itself.
 */
export function Switch({
  label,
  description,
  ...input
}: Omit<ComponentProps<"input">, "type" | "role"> & { label: ReactNode; description?: ReactNode }) {
  return (
    <label className="flex cursor-pointer items-start gap-3">
      <span className="relative mt-0.5 inline-flex h-5 w-9 shrink-0">
        <input
          type="checkbox"
          // biome-ignore lint/a11y/useAriaPropsForRole: a native checkbox exposes its own checked state; ARIA in HTML forbids aria-checked on it.
          role="switch"
          {...input}
          className="peer absolute inset-0 z-10 m-0 h-full w-full cursor-pointer opacity-0"
        />
        <span
          aria-hidden="true"
          className="pointer-events-none h-5 w-9 rounded-full bg-slate-400 motion-safe:transition-colors peer-checked:bg-brand-600 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 after:absolute after:top-0.5 after:left-0.5 after:h-4 after:w-4 after:rounded-full after:bg-white motion-safe:after:transition-transform peer-checked:after:translate-x-4"
        />
      </span>
      <span className="flex flex-col">
        <span className="text-sm font-medium text-slate-900">{label}</span>
        {description && <span className="text-xs text-slate-600">{description}</span>}
      </span>
    </label>
  );
}

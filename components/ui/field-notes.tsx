import type { ReactNode } from "react";

/**
 * The ids of the notes shown under a field, for its `aria-describedby`, in the order given:
 * a note's id is the field's id and its name (`${id}-hint`); undefined when none is shown.
 */
export function describedByOf(id: string, shown: Record<string, unknown>): string | undefined {
  const ids = Object.entries(shown)
    .filter(([, note]) => note)
    .map(([name]) => `${id}-${name}`);
  return ids.length > 0 ? ids.join(" ") : undefined;
}

/** A field's hint, named by its `aria-describedby`; nothing when there is none. */
export function FieldHint({ id, hint }: { id: string; hint?: ReactNode }) {
  if (!hint) return null;
  return (
    <p id={id} className="text-xs text-slate-600">
      {hint}
    </p>
  );
}

/**
 * A sentence about a field's values that blocks nothing but the user should know at once.
 * Always present (hidden when empty), so that a warning appearing in it is announced.
 */
export function FieldWarning({ id, warning }: { id: string; warning?: string }) {
  return (
    <p id={id} role="alert" className={warning ? "text-xs text-amber-800" : "sr-only"}>
      {warning}
    </p>
  );
}

import type { ReactNode } from "react";

/** In place of a table that has no rows yet: one sentence in the table's card. */
export function EmptyNote({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-lg border border-slate-200 bg-white px-4 py-3 text-sm text-slate-600">
      {children}
    </p>
  );
}

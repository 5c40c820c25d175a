import type { ReactNode } from "react";

/** A form's failure, announced as it appears (role="alert"); nothing when there is none. */
export function FormAlert({ children }: { children?: ReactNode }) {
  if (!children) return null;
  return (
    <p className="rounded-md bg-red-50 p-3 text-sm text-red-800" role="alert">
      {children}
    </p>
  );
}

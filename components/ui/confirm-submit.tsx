"use client";

import { Button } from "./button";
import { useHydrated } from "./ready-fieldset";

/** A submit button that asks first; the form submits only when the user confirms. */
export function ConfirmSubmit({ label, confirm }: { label: string; confirm: string }) {
  // Before hydration the form would be sent without asking.
  const hydrated = useHydrated();
  return (
    <Button
      type="submit"
      variant="secondary"
      disabled={!hydrated}
      onClick={(e) => {
        if (!window.confirm(confirm)) e.preventDefault();
      }}
    >
      {label}
    </Button>
  );
}

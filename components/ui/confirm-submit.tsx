"use client";

import { Button } from "./button";

/** A submit button that asks first; the form submits only when the user confirms. */
export function ConfirmSubmit({ label, confirm }: { label: string; confirm: string }) {
  return (
    <Button
      type="submit"
      variant="secondary"
      onClick={(e) => {
        if (!window.confirm(confirm)) e.preventDefault();
      }}
    >
      {label}
    </Button>
  );
}

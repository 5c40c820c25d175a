"use client";

import { useActionState } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { type AddEntryState, addEntryAction } from "@/lib/edge/actions/do-not-contact-actions";

export function AddEntry() {
  const [state, action, pending] = useActionState<AddEntryState, FormData>(addEntryAction, {
    status: "idle",
  });
  return (
    <form action={action} className="flex flex-wrap items-end gap-3">
      <Field
        label="Add an e-mail address or domain"
        name="entry"
        required
        className="min-w-72 flex-1"
        hint="A domain (acme.io) covers addresses at it and people whose company has it."
        error={state.status === "error" ? state.error : undefined}
      />
      <Button type="submit" disabled={pending}>
        Add
      </Button>
      <p role="status" className="w-full text-sm text-slate-700">
        {state.status === "added" ? "Added." : state.status === "existing" ? "Already listed." : ""}
      </p>
    </form>
  );
}

"use client";

import { useActionState } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { type AddEntryState, addEntryAction } from "@/lib/edge/actions/do-not-contact-actions";
import { PhoneCountrySelect } from "./phone-country";

export function AddEntry() {
  const [state, action, pending] = useActionState<AddEntryState, FormData>(addEntryAction, {
    status: "idle",
  });
  return (
    <form action={action} className="flex flex-wrap items-end gap-3">
      <Field
        label="Add an e-mail address, domain or phone number"
        name="entry"
        required
        className="min-w-72 flex-1"
        hint="A domain (acme.io) covers addresses at it and people whose company has it; a phone number, people with that mobile."
        error={state.status === "error" ? state.error : undefined}
        // A refused entry stays typed, to be corrected (the form is reset after each submission).
        defaultValue={state.status === "error" ? state.entry : ""}
      />
      <PhoneCountrySelect
        id="add-entry-country"
        name="country"
        defaultValue={state.status === "error" ? state.country : ""}
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

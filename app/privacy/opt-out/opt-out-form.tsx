"use client";

import { useActionState } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { type OptOutState, requestOptOutAction } from "@/lib/edge/actions/privacy-actions";

export function OptOutForm() {
  const [state, action, pending] = useActionState<OptOutState, FormData>(requestOptOutAction, {
    status: "idle",
  });
  if (state.status === "sent") {
    return (
      <p role="status" className="text-sm text-slate-800">
        If the address can receive mail, a confirmation link is on its way to{" "}
        <strong>{state.email}</strong>. Open it to finish: nothing changes until you confirm.
      </p>
    );
  }
  return (
    <form action={action} className="flex flex-col gap-4">
      <Field
        label="E-mail address"
        name="email"
        type="email"
        autoComplete="email"
        required
        error={state.status === "error" ? state.error : undefined}
      />
      <Button type="submit" disabled={pending}>
        {pending ? "Sending…" : "Send confirmation link"}
      </Button>
    </form>
  );
}

"use client";

import { useActionState } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { FormAlert } from "@/components/ui/form-alert";
import { requestEmailChangeAction } from "@/lib/edge/actions/email-change-actions";

/** A new address for the login: confirmed by a link to it, undoable from the current one. */
export function ChangeEmail({ email, hasPassword }: { email: string; hasPassword: boolean }) {
  const [state, action, pending] = useActionState(requestEmailChangeAction, {});
  return (
    <section
      aria-labelledby="email-heading"
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id="email-heading" className="text-base font-semibold">
        E-mail address
      </h2>
      <p className="text-sm text-slate-700">
        Your login is <b>{email}</b>. A new address takes effect once you open the link we send to
        it; {email} gets a notice with a link that undoes the change. You stay signed in.
      </p>
      {state.sentTo ? (
        <p role="status" className="rounded-md bg-green-50 p-3 text-sm text-green-800">
          We sent a confirmation link to {state.sentTo}. Open it within 24 hours to make the change.
        </p>
      ) : null}
      <form action={action} className="flex max-w-sm flex-col gap-3">
        <Field label="New e-mail address" name="email" type="email" autoComplete="email" required />
        {hasPassword && (
          <Field
            label="Your password, to confirm the change"
            name="password"
            type="password"
            autoComplete="current-password"
            required
          />
        )}
        <FormAlert>{state.error}</FormAlert>
        <Button type="submit" disabled={pending}>
          {pending ? "Sending…" : "Change e-mail"}
        </Button>
      </form>
    </section>
  );
}

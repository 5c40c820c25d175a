"use client";

import { useActionState } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { FormAlert } from "@/components/ui/form-alert";
import { changePasswordAction } from "@/lib/edge/actions/account-actions";

export function ChangePassword() {
  const [state, action, pending] = useActionState(changePasswordAction, undefined);
  return (
    <section className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4">
      <h2 className="text-base font-semibold">Password</h2>
      <p className="text-sm text-slate-700">
        A new password ends every session: you sign in again with it, everywhere.
      </p>
      <form action={action} className="flex max-w-sm flex-col gap-3">
        <Field
          label="Current password"
          name="currentPassword"
          type="password"
          autoComplete="current-password"
        />
        <Field
          label="New password"
          name="newPassword"
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters."
        />
        <FormAlert>{state?.error}</FormAlert>
        <Button type="submit" disabled={pending}>
          {pending ? "Changing…" : "Change password"}
        </Button>
      </form>
    </section>
  );
}

"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { FormAlert } from "@/components/ui/form-alert";
import Link from "@/components/ui/link";
import { ReadyFieldset } from "@/components/ui/ready-fieldset";
import { resetPasswordAction } from "@/lib/edge/actions/account-actions";
import {
  ResetPasswordSchema,
  type ResetPasswordValues,
} from "@/lib/features/accounts/auth-schemas";

/** The new password for a reset link; on success the action sends the user to sign in. */
export function ResetPasswordForm({ token }: { token: string }) {
  const [error, setError] = useState<string>();
  const { register, handleSubmit, formState } = useForm<ResetPasswordValues>({
    resolver: zodResolver(ResetPasswordSchema),
    defaultValues: { token, password: "" },
  });
  const onSubmit = handleSubmit(async (values) => {
    setError(undefined);
    const result = await resetPasswordAction(values);
    if (result && !result.ok) setError(result.error);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold">Choose a new password</h1>
      <ReadyFieldset>
        <input type="hidden" {...register("token")} />
        <Field
          label="New password"
          type="password"
          autoComplete="new-password"
          hint={formState.errors.password ? undefined : "At least 8 characters."}
          {...register("password")}
          error={formState.errors.password?.message}
        />
        <FormAlert>
          {error && (
            <>
              {error}{" "}
              <Link href="/forgot-password" className="underline">
                Ask for a new link
              </Link>
              .
            </>
          )}
        </FormAlert>
        <Button type="submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? "Saving…" : "Set new password"}
        </Button>
      </ReadyFieldset>
    </form>
  );
}

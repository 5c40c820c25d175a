"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { FormAlert } from "@/components/ui/form-alert";
import Link from "@/components/ui/link";
import { ReadyFieldset } from "@/components/ui/ready-fieldset";
import { forgotPasswordAction } from "@/lib/edge/actions/account-actions";
import {
  ForgotPasswordSchema,
  type ForgotPasswordValues,
} from "@/lib/features/accounts/auth-schemas";

/** Asks for the address; the answer is the same whether or not it has an account. */
export function ForgotPasswordForm() {
  const [error, setError] = useState<string>();
  const [sent, setSent] = useState(false);
  const { register, handleSubmit, formState } = useForm<ForgotPasswordValues>({
    resolver: zodResolver(ForgotPasswordSchema),
    defaultValues: { email: "" },
  });
  const onSubmit = handleSubmit(async (values) => {
    setError(undefined);
    const result = await forgotPasswordAction(values);
    if (result.ok) setSent(true);
    else setError(result.error);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold">Forgot password</h1>
      {sent ? (
        <p className="rounded-md bg-green-50 p-3 text-sm text-green-800" role="status">
          If an account exists for that address, we sent a link to it. The link works once, for 1
          hour.
        </p>
      ) : (
        <ReadyFieldset>
          <p className="text-sm text-slate-700">
            Enter your account's e-mail address and we will send you a link to choose a new
            password.
          </p>
          <Field
            label="E-mail"
            type="email"
            autoComplete="email"
            {...register("email")}
            error={formState.errors.email?.message}
          />
          <FormAlert>{error}</FormAlert>
          <Button type="submit" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? "Sending…" : "Send reset link"}
          </Button>
        </ReadyFieldset>
      )}
      <p className="text-center text-sm text-slate-600">
        <Link href="/sign-in" className="font-medium text-brand-700 underline">
          Back to sign in
        </Link>
      </p>
    </form>
  );
}

"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { FormAlert } from "@/components/ui/form-alert";
import Link from "@/components/ui/link";
import { ReadyFieldset } from "@/components/ui/ready-fieldset";
import { signUpAction } from "@/lib/edge/actions/account-actions";
import { SignUpSchema, type SignUpValues } from "@/lib/features/accounts/auth-schemas";

/**
 * The form. It answers the same for every address (a new one is mailed its confirmation link,
 * one with an account a note to its owner), so it says where to look, never which it was.
 */
function useSignUp() {
  const [error, setError] = useState<string>();
  const [sentTo, setSentTo] = useState<string>();
  const { register, handleSubmit, formState } = useForm<SignUpValues>({
    resolver: zodResolver(SignUpSchema),
    defaultValues: { name: "", email: "", password: "" },
  });

  const onSubmit = handleSubmit(async (values) => {
    setError(undefined);
    const result = await signUpAction(values);
    if (result.ok) setSentTo(values.email.trim().toLowerCase());
    else setError(result.error);
  });

  return { register, formState, error, sentTo, onSubmit };
}

export function SignUpForm() {
  const { register, formState, error, sentTo, onSubmit } = useSignUp();

  if (sentTo) {
    return (
      <div className="flex flex-col gap-4">
        <h1 className="text-xl font-semibold">Check your e-mail</h1>
        <p role="status" className="text-sm text-slate-800">
          We sent a message to <b>{sentTo}</b>. Open its link to confirm the address and finish
          creating your account; the link works for 24 hours.
        </p>
        <p className="text-center text-sm text-slate-600">
          <Link href="/sign-in" className="font-medium text-brand-700 underline">
            Back to sign in
          </Link>
        </p>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold">Create your account</h1>
      <ReadyFieldset>
        <Field
          label="Company or team name"
          autoComplete="organization"
          {...register("name")}
          error={formState.errors.name?.message}
        />
        <Field
          label="Work e-mail"
          type="email"
          autoComplete="email"
          {...register("email")}
          error={formState.errors.email?.message}
        />
        <Field
          label="Password"
          type="password"
          autoComplete="new-password"
          // The rule is said once: as a hint, or, once broken, as the error that replaces it.
          hint={formState.errors.password ? undefined : "At least 8 characters."}
          {...register("password")}
          error={formState.errors.password?.message}
        />
        <FormAlert>{error}</FormAlert>
        <Button type="submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? "Creating account…" : "Create account"}
        </Button>
      </ReadyFieldset>
      <p className="text-center text-sm text-slate-600">
        Already have an account?{" "}
        <Link href="/sign-in" className="font-medium text-brand-700 underline">
          Sign in
        </Link>
      </p>
    </form>
  );
}

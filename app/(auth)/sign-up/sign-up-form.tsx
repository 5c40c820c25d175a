"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { signIn } from "next-auth/react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { FormAlert } from "@/components/ui/form-alert";
import { ReadyFieldset } from "@/components/ui/ready-fieldset";
import { signUpAction } from "@/lib/edge/actions/account-actions";
import { SignUpSchema, type SignUpValues } from "@/lib/features/accounts/auth-schemas";

/** The form; a new account is signed in at once, or sent to sign in with its e-mail filled in. */
function useSignUp() {
  const router = useRouter();
  const [error, setError] = useState<string>();
  const {
    register,
    handleSubmit,
    formState,
    setError: setFieldError,
  } = useForm<SignUpValues>({
    resolver: zodResolver(SignUpSchema),
    defaultValues: { name: "", email: "", password: "" },
  });

  const onSubmit = handleSubmit(async (values) => {
    setError(undefined);
    const result = await signUpAction(values);
    if (!result.ok) {
      if (result.field) setFieldError(result.field, { message: result.error });
      else setError(result.error);
      return;
    }
    const signedIn = await signIn("credentials", {
      email: values.email,
      password: values.password,
      redirect: false,
    });
    if (signedIn?.ok) {
      router.push("/campaigns");
      router.refresh();
    } else {
      router.push(`/sign-in?registered=1&email=${encodeURIComponent(values.email)}`);
    }
  });

  return { register, formState, error, onSubmit };
}

export function SignUpForm() {
  const { register, formState, error, onSubmit } = useSignUp();

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

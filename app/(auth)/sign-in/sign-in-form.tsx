"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { type ReadonlyURLSearchParams, useRouter, useSearchParams } from "next/navigation";
import { signIn } from "next-auth/react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { FormAlert } from "@/components/ui/form-alert";
import Link from "@/components/ui/link";
import { ReadyFieldset } from "@/components/ui/ready-fieldset";
import { formatWait, THROTTLED } from "@/lib/core/errors";
import { localPath } from "@/lib/core/security/local-path";
import { SignInSchema, type SignInValues } from "@/lib/features/accounts/auth-schemas";

/** Why a sign-in failed: the throttle's wait when it answered, else the one vague reason. */
function failureText(error: string | undefined): string {
  const wait = error?.startsWith(`${THROTTLED}:`)
    ? Number(error.slice(THROTTLED.length + 1))
    : undefined;
  return wait
    ? `Too many failed sign-ins for this account or from your network. Try again in ${formatWait(wait)}.`
    : "Wrong e-mail or password.";
}

/** The form, pre-filled with the e-mail a sign-up passed on, and where a sign-in leads. */
function useSignIn(params: ReadonlyURLSearchParams) {
  const router = useRouter();
  const [error, setError] = useState<string>();
  const { register, handleSubmit, formState } = useForm<SignInValues>({
    resolver: zodResolver(SignInSchema),
    defaultValues: { email: params.get("email") ?? "", password: "" },
  });

  const onSubmit = handleSubmit(async (values) => {
    setError(undefined);
    const result = await signIn("credentials", { ...values, redirect: false });
    if (!result?.ok) {
      setError(failureText(result?.error ?? undefined));
      return;
    }
    router.push(localPath(params.get("callbackUrl"), window.location.origin) ?? "/campaigns");
    router.refresh();
  });
  return { register, formState, error, onSubmit };
}

/** What the page that sent the user here wants said: signed out, new password, signed up. */
function Notices({ params }: { params: ReadonlyURLSearchParams }) {
  return (
    <>
      {params.get("signedOut") === "everywhere" && (
        <p className="rounded-md bg-green-50 p-3 text-sm text-green-800" role="status">
          You are signed out on every browser and device.
        </p>
      )}
      {params.get("passwordChanged") && (
        <p className="rounded-md bg-green-50 p-3 text-sm text-green-800" role="status">
          Password changed. Sign in with the new one.
        </p>
      )}
      {params.get("passwordReset") && (
        <p className="rounded-md bg-green-50 p-3 text-sm text-green-800" role="status">
          Password reset, and every session of the account ended. Sign in with the new password.
        </p>
      )}
      {params.get("verified") && (
        <p className="rounded-md bg-green-50 p-3 text-sm text-green-800" role="status">
          Address confirmed and account created. Sign in to continue.
        </p>
      )}
    </>
  );
}

/** The operator's single sign-on button, and why the last single sign-on was refused. */
function SingleSignOn({ name, params }: { name: string; params: ReadonlyURLSearchParams }) {
  const error = params.get("error");
  const start = () =>
    signIn("oidc", {
      callbackUrl: localPath(params.get("callbackUrl"), window.location.origin) ?? "/campaigns",
    });
  return (
    <>
      <FormAlert>
        {error === "OidcNoAccount"
          ? `No Leadwise account uses the address ${name} signed you in with, and no workspace admits its domain, so nothing was created. Ask a workspace admin for an invitation.`
          : error === "OidcUnverified"
            ? `${name} did not confirm that your e-mail address is verified, so it cannot sign you in.`
            : error && /^(OAuth\w*|Callback)$/.test(error)
              ? `Sign-in with ${name} did not complete. Try again.`
              : undefined}
      </FormAlert>
      <Button type="button" onClick={start}>
        Sign in with {name}
      </Button>
      <p className="text-center text-sm text-slate-500">or with your e-mail and password</p>
    </>
  );
}

export function SignInForm({ sso }: { sso?: { name: string } }) {
  const params = useSearchParams();
  const { register, formState, error, onSubmit } = useSignIn(params);

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold">Sign in</h1>
      <Notices params={params} />
      {sso && <SingleSignOn name={sso.name} params={params} />}
      <ReadyFieldset>
        <Field
          label="E-mail"
          type="email"
          autoComplete="email"
          {...register("email")}
          error={formState.errors.email?.message}
        />
        <Field
          label="Password"
          type="password"
          autoComplete="current-password"
          {...register("password")}
          error={formState.errors.password?.message}
        />
        <FormAlert>{error}</FormAlert>
        <Button type="submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? "Signing in…" : "Sign in"}
        </Button>
      </ReadyFieldset>
      <p className="text-center text-sm text-slate-600">
        <Link href="/forgot-password" className="font-medium text-brand-700 underline">
          Forgot password?
        </Link>
      </p>
      <p className="text-center text-sm text-slate-600">
        No account?{" "}
        <Link href="/sign-up" className="font-medium text-brand-700 underline">
          Create one
        </Link>
      </p>
    </form>
  );
}

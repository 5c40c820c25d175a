"use client";

import { useActionState } from "react";
import { Button } from "@/components/ui/button";
import Link from "@/components/ui/link";
import { type ConfirmSignUpState, confirmSignUpAction } from "@/lib/edge/actions/account-actions";

const MESSAGES: Record<Exclude<ConfirmSignUpState["status"], "idle">, string> = {
  invalid: "This link no longer works: it was used, has expired or is incomplete. Sign up again.",
  taken: "This address already has an account.",
  failed: "Something went wrong on our side. Please try again later.",
};

/** The confirmation button; on success the action sends the user to sign in. */
export function VerifyEmailForm({ token }: { token: string }) {
  const [state, action, pending] = useActionState<ConfirmSignUpState, FormData>(
    confirmSignUpAction,
    { status: "idle" },
  );
  if (state.status !== "idle") {
    return (
      <p role="status" className="text-sm text-slate-800">
        {MESSAGES[state.status]}{" "}
        <Link
          href={state.status === "invalid" ? "/sign-up" : "/sign-in"}
          className="text-brand-700 underline"
        >
          {state.status === "invalid" ? "Sign up" : "Sign in"}
        </Link>
      </p>
    );
  }
  return (
    <form action={action} className="flex flex-col gap-4">
      <p className="text-sm text-slate-700">Confirm the address to create your account.</p>
      <input type="hidden" name="token" value={token} />
      <Button type="submit" disabled={pending}>
        {pending ? "Confirming…" : "Confirm and create account"}
      </Button>
    </form>
  );
}

"use client";

import { useActionState } from "react";
import { Button } from "@/components/ui/button";
import Link from "@/components/ui/link";
import type { EmailLinkState } from "@/lib/edge/actions/email-change-actions";

const MESSAGES: Record<Exclude<EmailLinkState["status"], "idle">, (email?: string) => string> = {
  confirmed: (email) => `Address changed: your login is now ${email}.`,
  undone: (email) =>
    `Change undone: the login's address is ${email}, and it is signed out everywhere. If someone else asked for the change, reset the password now.`,
  invalid: () => "This link no longer works: it was used, has expired, or was replaced.",
  taken: () => "Another login took this address meanwhile: the change was not made.",
  failed: () => "Something went wrong on our side. Please try again later.",
};

/**
 * The button that uses an e-mail change's link (a click, not the page load: mail scanners
 * open links too), then what happened.
 */
export function EmailLinkForm({
  token,
  action,
  intro,
  label,
}: {
  token: string;
  action: (previous: EmailLinkState, form: FormData) => Promise<EmailLinkState>;
  intro: string;
  label: string;
}) {
  const [state, formAction, pending] = useActionState(action, { status: "idle" });
  if (state.status !== "idle") {
    return (
      <p role="status" className="text-sm text-slate-800">
        {MESSAGES[state.status](state.email)}{" "}
        {state.status === "undone" ? (
          <Link href="/forgot-password" className="text-brand-700 underline">
            Reset the password
          </Link>
        ) : (
          <Link href="/settings/security" className="text-brand-700 underline">
            Go to Security
          </Link>
        )}
      </p>
    );
  }
  return (
    <form action={formAction} className="flex flex-col gap-4">
      <p className="text-sm text-slate-700">{intro}</p>
      <input type="hidden" name="token" value={token} />
      <Button type="submit" disabled={pending}>
        {pending ? "Working…" : label}
      </Button>
    </form>
  );
}

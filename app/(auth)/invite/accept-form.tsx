"use client";

import { useActionState } from "react";
import { Button } from "@/components/ui/button";
import { acceptInvitationAction } from "@/lib/edge/actions/member-actions";

/** Joining takes a click rather than happening on load: mail scanners open links too. */
export function AcceptForm({ token, workspace }: { token: string; workspace: string }) {
  const [state, action, pending] = useActionState(acceptInvitationAction, {});
  return (
    <form action={action} aria-busy={pending} className="flex flex-col gap-3">
      <input type="hidden" name="token" value={token} />
      <Button type="submit" disabled={pending}>
        {pending ? "Joining…" : `Join ${workspace}`}
      </Button>
      {state.error && (
        <p role="alert" className="text-sm text-red-700">
          {state.error}
        </p>
      )}
    </form>
  );
}

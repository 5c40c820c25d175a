"use client";

import { useActionState } from "react";
import { Button } from "@/components/ui/button";
import { type ConfirmState, confirmOptOutAction } from "@/lib/edge/actions/privacy-actions";

const MESSAGES: Record<Exclude<ConfirmState["status"], "idle">, string> = {
  done: "Done: the address is opted out. Leadwise will no longer show or deliver it to anyone.",
  invalid: "This link is not valid. Copy the whole link from the e-mail, or request a new one.",
  expired: "This link has expired. Request a new one from the opt-out page.",
  failed: "Something went wrong on our side. Please try again later.",
};

export function ConfirmForm({ token }: { token: string }) {
  const [state, action, pending] = useActionState<ConfirmState, FormData>(confirmOptOutAction, {
    status: "idle",
  });
  if (state.status !== "idle") {
    return (
      <p role="status" className="text-sm text-slate-800">
        {MESSAGES[state.status]}
      </p>
    );
  }
  return (
    <form action={action} className="flex flex-col gap-4">
      <input type="hidden" name="token" value={token} />
      <Button type="submit" disabled={pending}>
        {pending ? "Confirming…" : "Confirm opt-out"}
      </Button>
    </form>
  );
}

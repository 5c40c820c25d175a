"use client";

import { useState } from "react";
import { useHydrated } from "@/components/ui/ready-fieldset";
import { testProviderAction } from "@/lib/edge/actions/provider-actions";

/** A provider row's "Test" button: one cheap call with the saved key, the answer in words. */
export function TestConnection({ id, label }: { id: string; label: string }) {
  const [state, setState] = useState<{ pending: boolean; message?: string; ok?: boolean }>({
    pending: false,
  });
  const hydrated = useHydrated();
  const test = async () => {
    setState({ pending: true });
    const answer = await testProviderAction(id);
    setState(
      answer.ok
        ? { pending: false, message: answer.data.message, ok: answer.data.result === "ok" }
        : { pending: false, message: answer.message, ok: false },
    );
  };
  return (
    <div className="flex flex-col items-start gap-1">
      <button
        type="button"
        onClick={test}
        disabled={state.pending || !hydrated}
        className="text-sm font-medium text-brand-700 hover:underline disabled:text-slate-400"
      >
        {state.pending ? "Testing…" : "Test"}
        <span className="sr-only"> the connection to {label}</span>
      </button>
      {/* A live region of its own (not role="status": the add form's status is the page's). */}
      <p
        aria-live="polite"
        data-testid="provider-test-result"
        className={`text-xs ${state.ok ? "text-green-800" : "text-red-700"}`}
      >
        {state.message}
      </p>
    </div>
  );
}

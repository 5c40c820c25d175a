"use client";

import { useActionState } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { type SaveProviderState, saveProviderAction } from "@/lib/edge/actions/provider-actions";

type ProviderChoice = { id: string; label: string };

/** Which provider the key is for. */
function ProviderSelect({ providers }: { providers: ProviderChoice[] }) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor="provider" className="text-sm font-medium text-slate-800">
        Provider
      </label>
      <select
        id="provider"
        name="provider"
        className="rounded-md border border-slate-300 px-3 py-2 text-sm shadow-sm"
      >
        {providers.map((p) => (
          <option key={p.id} value={p.id}>
            {p.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** How much of the provider the account may use: calls a day, how long a call, how many at once. */
function LimitFields() {
  return (
    <>
      <Field
        label="Calls a day"
        name="dailyBudget"
        type="number"
        min={0}
        className="w-32"
        hint="Empty: no limit."
      />
      <Field
        label="Timeout (ms)"
        name="timeoutMs"
        type="number"
        min={200}
        max={60000}
        defaultValue={5000}
        className="w-32"
      />
      <Field
        label="At once"
        name="concurrency"
        type="number"
        min={1}
        max={64}
        defaultValue={4}
        className="w-24"
      />
    </>
  );
}

export function AddProvider({ providers }: { providers: ProviderChoice[] }) {
  const [state, action, pending] = useActionState<SaveProviderState, FormData>(saveProviderAction, {
    status: "idle",
  });
  return (
    <form action={action} className="flex flex-wrap items-end gap-3" autoComplete="off">
      <ProviderSelect providers={providers} />
      <Field
        label="API key"
        name="key"
        type="password"
        required
        className="min-w-64 flex-1"
        hint="Kept encrypted; shown only as its last characters once saved."
        error={state.status === "error" ? state.error : undefined}
      />
      <LimitFields />
      <Button type="submit" disabled={pending}>
        Save
      </Button>
      <p role="status" className="w-full text-sm text-slate-700">
        {state.status === "saved" ? `${state.label} saved (key ${state.keyHint}).` : ""}
      </p>
    </form>
  );
}

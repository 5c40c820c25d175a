"use client";

import { useEffect, useState } from "react";
import { useHydrated } from "@/components/ui/ready-fieldset";
import { plural } from "@/lib/core/plural";
import { crmPullStatusAction, refreshFromCrmAction } from "@/lib/edge/actions/crm-actions";
import type { CrmPull } from "@/lib/features/crm/schema";

/*
 * "Already in my CRM": per connection, what the index holds and when it was last pulled, with
 * Refresh from CRM (admins). While a pull is queued or running the row polls its state.
 */

const OPEN = new Set<CrmPull["status"]>(["queued", "running"]);

function when(iso: string | null): string {
  return iso ? new Date(iso).toLocaleString() : "never";
}

function PullRow({
  name,
  initial,
  canRefresh,
}: {
  name: string;
  initial: CrmPull;
  canRefresh: boolean;
}) {
  const [pull, setPull] = useState(initial);
  const [message, setMessage] = useState<string>();
  useEffect(() => {
    if (!OPEN.has(pull.status)) return;
    const timer = setTimeout(async () => {
      const answer = await crmPullStatusAction(pull.connectionId);
      if (answer.ok) setPull(answer.data);
    }, 1000);
    return () => clearTimeout(timer);
  }, [pull]);
  const busy = OPEN.has(pull.status);
  const hydrated = useHydrated();
  return (
    <li
      className="flex flex-wrap items-center gap-4 rounded-md border border-slate-200 p-3 text-sm"
      data-testid="crm-pull"
    >
      <span className="font-medium">{name}</span>
      <span aria-live="polite" data-testid="crm-pull-counts">
        {plural(pull.contacts, "contact")} (
        {plural(pull.emails, "e-mail address", "e-mail addresses")},{" "}
        {plural(pull.domains, "company domain")})
      </span>
      <span className="text-slate-600">
        Last pulled:{" "}
        {busy ? (pull.status === "running" ? "pulling now…" : "queued…") : when(pull.finishedAt)}
      </span>
      {pull.status === "failed" && pull.error && (
        <span className="text-red-700">Last pull failed: {pull.error}</span>
      )}
      {canRefresh && (
        <button
          type="button"
          className="text-sm font-medium text-brand-700 hover:underline disabled:text-slate-400"
          disabled={busy || !hydrated}
          onClick={async () => {
            const answer = await refreshFromCrmAction(pull.connectionId);
            if (answer.ok) {
              setPull(answer.data);
              setMessage(undefined);
            } else setMessage(answer.message);
          }}
        >
          Refresh from CRM
        </button>
      )}
      {message && (
        <p role="alert" className="w-full text-xs text-red-700">
          {message}
        </p>
      )}
    </li>
  );
}

export function CrmPulls({
  pulls,
  canRefresh,
}: {
  pulls: { name: string; pull: CrmPull }[];
  canRefresh: boolean;
}) {
  if (pulls.length === 0) return null;
  return (
    <section aria-labelledby="crm-pulls" className="flex flex-col gap-2">
      <h2 id="crm-pulls" className="text-base font-semibold">
        Already in your CRM
      </h2>
      <p className="text-sm text-slate-600">
        Contacts' e-mail addresses and company domains, pulled from the CRM when you connect, on a
        schedule and when you refresh; contacts deleted in the CRM leave it. A campaign's targeting
        can leave these people or companies out.
      </p>
      <ul className="flex flex-col gap-2">
        {pulls.map((p) => (
          <PullRow
            key={p.pull.connectionId}
            name={p.name}
            initial={p.pull}
            canRefresh={canRefresh}
          />
        ))}
      </ul>
    </section>
  );
}

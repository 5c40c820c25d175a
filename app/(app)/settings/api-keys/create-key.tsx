"use client";

import { useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { ReadyFieldset } from "@/components/ui/ready-fieldset";
import { createKeyAction } from "@/lib/edge/actions/account-actions";

/** The key just created, shown once, with a button that copies it. The live region stays in
 * place for the next key (so its arrival is announced); "Copied" belongs to the key copied. */
function NewKey({ created }: { created: Created }) {
  const [copiedKey, setCopiedKey] = useState<string>();
  return (
    <div className="mt-4 rounded-md border border-green-300 bg-green-50 p-3" role="status">
      <p className="text-sm font-medium text-green-900">
        Key “{created.name}” created. Copy it now: it is shown only once.
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <code className="rounded bg-white px-2 py-1 text-sm" data-testid="new-api-key">
          {created.apiKey}
        </code>
        <Button
          variant="secondary"
          onClick={async () => {
            await navigator.clipboard?.writeText(created.apiKey).catch(() => {});
            setCopiedKey(created.apiKey);
          }}
        >
          {copiedKey === created.apiKey ? "Copied" : "Copy"}
        </Button>
      </div>
    </div>
  );
}

type Created = { id: string; apiKey: string; name: string };

/**
 * The form that creates a key, and the key just created until it is revoked: `revokedIds`,
 * from the page's list, takes the banner away with the key it shows.
 */
export function CreateKey({ revokedIds, scopes }: { revokedIds: string[]; scopes: string[] }) {
  const [name, setName] = useState("");
  const [chosen, setChosen] = useState<string[]>(scopes);
  const [error, setError] = useState<string>();
  const [created, setCreated] = useState<Created>();
  const [pending, start] = useTransition();

  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4">
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          start(async () => {
            const result = await createKeyAction({ name, scopes: chosen });
            if (!result.ok) {
              setError(result.error);
              return;
            }
            setError(undefined);
            setName("");
            setCreated(result);
          });
        }}
      >
        <ReadyFieldset className="contents">
          <Field
            label="New key name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            placeholder="e.g. CRM sync"
            error={error}
            className="min-w-64"
          />
          <fieldset className="flex basis-full flex-wrap gap-x-4 gap-y-1">
            <legend className="mb-1 text-sm font-medium text-slate-700">Scopes</legend>
            {scopes.map((scope) => (
              <label key={scope} className="flex items-center gap-1 text-sm text-slate-700">
                <input
                  type="checkbox"
                  name="scopes"
                  value={scope}
                  checked={chosen.includes(scope)}
                  onChange={(e) =>
                    setChosen((now) =>
                      e.target.checked ? [...now, scope] : now.filter((s) => s !== scope),
                    )
                  }
                />
                <code>{scope}</code>
              </label>
            ))}
          </fieldset>
          <Button type="submit" disabled={pending}>
            {pending ? "Creating…" : "Create key"}
          </Button>
        </ReadyFieldset>
      </form>
      {created && !revokedIds.includes(created.id) && <NewKey created={created} />}
    </div>
  );
}

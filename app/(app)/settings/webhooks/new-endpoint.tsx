"use client";

import { useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { ReadyFieldset } from "@/components/ui/ready-fieldset";
import { createEndpointAction } from "@/lib/edge/actions/webhook-endpoint-actions";

type Created = { id: string; secret: string };

/** The form that subscribes a URL to event types, and the new endpoint's secret, shown once here. */
export function NewEndpoint({ eventTypes }: { eventTypes: readonly string[] }) {
  const [url, setUrl] = useState("");
  const [description, setDescription] = useState("");
  const [all, setAll] = useState(true);
  const [chosen, setChosen] = useState<string[]>([]);
  const [error, setError] = useState<string>();
  const [created, setCreated] = useState<Created>();
  const [pending, start] = useTransition();
  return (
    <section className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4">
      <h2 className="text-base font-semibold">Add an endpoint</h2>
      <form
        className="flex flex-col gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          start(async () => {
            const result = await createEndpointAction({
              url,
              description,
              eventTypes: (all ? [] : chosen) as never,
            });
            if (!result.ok) {
              setError(result.errors?.[0]?.message ?? result.message);
              return;
            }
            setError(undefined);
            setUrl("");
            setDescription("");
            setCreated(result.data);
          });
        }}
      >
        <ReadyFieldset className="contents">
          <Field
            label="URL"
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            placeholder="https://hooks.example.com/leadwise"
            error={error}
            required
          />
          <Field
            label="Description"
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            placeholder="e.g. CRM sync"
          />
          <fieldset className="flex flex-col gap-1 text-sm">
            <legend className="mb-1 font-medium">Events</legend>
            <label className="flex items-center gap-2">
              <input type="checkbox" checked={all} onChange={(e) => setAll(e.target.checked)} />
              All events, including types added later
            </label>
            {!all && (
              <div className="grid grid-cols-1 gap-1 pl-6 sm:grid-cols-2">
                {eventTypes.map((t) => (
                  <label key={t} className="flex items-center gap-2">
                    <input
                      type="checkbox"
                      checked={chosen.includes(t)}
                      onChange={(e) =>
                        setChosen((c) => (e.target.checked ? [...c, t] : c.filter((x) => x !== t)))
                      }
                    />
                    <code>{t}</code>
                  </label>
                ))}
              </div>
            )}
          </fieldset>
          <div>
            <Button type="submit" disabled={pending || (!all && chosen.length === 0)}>
              {pending ? "Adding…" : "Add endpoint"}
            </Button>
          </div>
        </ReadyFieldset>
      </form>
      {created && (
        <div className="rounded-md border border-green-300 bg-green-50 p-3" role="status">
          <p className="text-sm font-medium text-green-900">
            Endpoint added. Its signing secret (also revealable on its page):
          </p>
          <code
            className="mt-2 block rounded bg-white px-2 py-1 text-sm"
            data-testid="endpoint-secret"
          >
            {created.secret}
          </code>
        </div>
      )}
    </section>
  );
}

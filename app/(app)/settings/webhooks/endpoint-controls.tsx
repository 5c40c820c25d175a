"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { ReadyFieldset } from "@/components/ui/ready-fieldset";
import {
  deleteEndpointAction,
  replayEndpointAction,
  revealEndpointSecretAction,
  rotateEndpointSecretAction,
  testEndpointAction,
  updateEndpointAction,
} from "@/lib/edge/actions/webhook-endpoint-actions";

/** What the last control did, in words, announced to screen readers. */
function useOutcome() {
  const [text, setText] = useState<string>();
  const [pending, start] = useTransition();
  const run = (fn: () => Promise<string>) =>
    start(async () => {
      setText(await fn());
    });
  return { text, pending, run };
}

const failed = (r: { message: string; errors?: { message: string }[] }) =>
  r.errors?.[0]?.message ?? r.message;

/** An endpoint's buttons: send test, reveal and rotate the secret, enable or disable, delete. */
export function EndpointControls({ id, status }: { id: string; status: "enabled" | "disabled" }) {
  const router = useRouter();
  const { text, pending, run } = useOutcome();
  const [secret, setSecret] = useState<string>();
  const [overlap, setOverlap] = useState("24");
  // Disabled until hydrated: a click before the page's scripts run would do nothing at all.
  return (
    <ReadyFieldset className="flex min-w-0 flex-col gap-3">
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          disabled={pending}
          onClick={() =>
            run(async () => {
              const r = await testEndpointAction(id);
              if (!r.ok) return failed(r);
              return r.data.ok
                ? `Test delivered: ${r.data.statusCode} in ${r.data.durationMs} ms.`
                : `Test failed: ${r.data.statusCode ?? r.data.error ?? "no answer"}.`;
            })
          }
        >
          Send test
        </Button>
        <Button
          variant="secondary"
          disabled={pending}
          onClick={() =>
            run(async () => {
              if (secret) {
                setSecret(undefined);
                return "Secret hidden.";
              }
              const r = await revealEndpointSecretAction(id);
              if (!r.ok) return failed(r);
              setSecret(r.data.secret);
              return "Secret shown.";
            })
          }
        >
          {secret ? "Hide secret" : "Reveal secret"}
        </Button>
        <Button
          variant="secondary"
          disabled={pending}
          onClick={() =>
            run(async () => {
              const r = await updateEndpointAction(id, {
                status: status === "enabled" ? "disabled" : "enabled",
              });
              if (!r.ok) return failed(r);
              router.refresh();
              return status === "enabled" ? "Endpoint disabled." : "Endpoint enabled.";
            })
          }
        >
          {status === "enabled" ? "Disable" : "Enable"}
        </Button>
        <Button
          variant="danger"
          disabled={pending}
          onClick={() =>
            run(async () => {
              if (!window.confirm("Delete this endpoint and its delivery log?")) return "";
              const r = await deleteEndpointAction(id);
              if (!r.ok) return failed(r);
              router.push("/settings/webhooks");
              return "Deleted.";
            })
          }
        >
          Delete
        </Button>
      </div>
      {secret && (
        <code className="rounded bg-slate-100 px-2 py-1 text-sm" data-testid="endpoint-secret">
          {secret}
        </code>
      )}
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          run(async () => {
            const r = await rotateEndpointSecretAction(id, Number(overlap));
            if (!r.ok) return failed(r);
            setSecret(r.data.secret);
            router.refresh();
            return r.data.previousSecretUntil
              ? "New secret made; the old one also signs until the overlap ends."
              : "New secret made; the old one no longer signs.";
          });
        }}
      >
        <Field
          label="Overlap (hours)"
          type="number"
          min={0}
          max={168}
          value={overlap}
          onChange={(e) => setOverlap(e.target.value)}
          className="w-36"
        />
        <Button type="submit" variant="secondary" disabled={pending}>
          Rotate secret
        </Button>
      </form>
      <ReplaySince id={id} run={run} pending={pending} />
      <p role="status" className="text-sm text-slate-700">
        {text}
      </p>
    </ReadyFieldset>
  );
}

function ReplaySince({
  id,
  run,
  pending,
}: {
  id: string;
  run: (fn: () => Promise<string>) => void;
  pending: boolean;
}) {
  const router = useRouter();
  const [since, setSince] = useState("");
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        run(async () => {
          const at = new Date(since);
          if (Number.isNaN(at.getTime())) return "Give a date and time.";
          const r = await replayEndpointAction(id, { since: at.toISOString() });
          if (!r.ok) return failed(r);
          router.refresh();
          return `${r.data.replayed} ${r.data.replayed === 1 ? "event" : "events"} queued again.`;
        });
      }}
    >
      <Field
        label="Replay everything since"
        type="datetime-local"
        value={since}
        onChange={(e) => setSince(e.target.value)}
        required
      />
      <Button type="submit" variant="secondary" disabled={pending}>
        Replay
      </Button>
    </form>
  );
}

/** One delivery's Replay button in the log. */
export function ReplayDelivery({ id, deliveryId }: { id: string; deliveryId: string }) {
  const router = useRouter();
  const { text, pending, run } = useOutcome();
  return (
    <span className="inline-flex items-center gap-2">
      <ReadyFieldset className="contents">
        <button
          type="button"
          className="text-sm font-medium text-brand-700 hover:underline"
          disabled={pending}
          onClick={() =>
            run(async () => {
              const r = await replayEndpointAction(id, { deliveryId });
              if (!r.ok) return failed(r);
              router.refresh();
              return "Queued again.";
            })
          }
        >
          Replay<span className="sr-only"> delivery {deliveryId}</span>
        </button>
      </ReadyFieldset>
      <span role="status" className="text-xs text-slate-600">
        {text}
      </span>
    </span>
  );
}

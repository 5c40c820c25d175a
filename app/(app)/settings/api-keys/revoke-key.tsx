"use client";

import { useState, useTransition } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useHydrated } from "@/components/ui/ready-fieldset";
import { revokeKeyAction } from "@/lib/edge/actions/account-actions";

/**
 * Revoke, asked first in a dialog: a revoked key stops every script that uses it, at once and
 * for good. A refusal stays beside the button.
 */
export function RevokeKey({ id, name, prefix }: { id: string; name: string; prefix: string }) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string>();
  const [pending, start] = useTransition();
  const hydrated = useHydrated();
  return (
    <>
      <button
        type="button"
        disabled={!hydrated}
        onClick={() => setOpen(true)}
        className="text-sm font-medium text-red-700 hover:underline"
      >
        Revoke<span className="sr-only"> {name}</span>
      </button>
      {error && (
        <p role="alert" className="mt-1 max-w-xs text-left text-xs text-red-700">
          {error}
        </p>
      )}
      <ConfirmDialog
        open={open}
        title="Revoke this API key?"
        confirmLabel={pending ? "Revoking…" : "Revoke key"}
        danger
        busy={pending}
        onCancel={() => setOpen(false)}
        onConfirm={() =>
          start(async () => {
            const form = new FormData();
            form.set("id", id);
            const result = await revokeKeyAction({}, form);
            setError(result.error);
            setOpen(false);
          })
        }
      >
        <span className="wrap-anywhere">
          Scripts using “{name}” (<code>{prefix}…</code>) are refused from now on. This cannot be
          undone: they need a new key.
        </span>
      </ConfirmDialog>
    </>
  );
}

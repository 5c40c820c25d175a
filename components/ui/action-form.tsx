"use client";

import { type ReactNode, useActionState } from "react";
import type { FormState } from "@/lib/edge/api/with-action";

/**
 * A form whose server action answers a failure in words: the failure shows beside the button
 * that caused it, not on Next's error page, and the page stays as it was.
 */
export function ActionForm({
  action,
  fields = {},
  children,
}: {
  action: (previous: FormState, form: FormData) => Promise<FormState>;
  fields?: Record<string, string>;
  children: ReactNode;
}) {
  const [state, formAction, pending] = useActionState(action, {});
  return (
    <form action={formAction} aria-busy={pending}>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
      {state.error && (
        <p role="alert" className="mt-1 max-w-xs text-left text-xs text-red-700">
          {state.error}
        </p>
      )}
    </form>
  );
}

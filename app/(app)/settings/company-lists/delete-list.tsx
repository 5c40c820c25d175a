"use client";

import { useActionState } from "react";
import { useHydrated } from "@/components/ui/ready-fieldset";
import {
  type DeleteListState,
  deleteCompanyListAction,
} from "@/lib/edge/actions/company-list-actions";

export function DeleteList({ id, name }: { id: string; name: string }) {
  const [state, action, pending] = useActionState<DeleteListState, FormData>(
    deleteCompanyListAction,
    {},
  );
  // Before hydration the list would be deleted without asking.
  const hydrated = useHydrated();
  return (
    <form
      action={action}
      onSubmit={(e) => {
        if (!window.confirm(`Delete the company list "${name}"?`)) e.preventDefault();
      }}
    >
      <input type="hidden" name="id" value={id} />
      <button
        type="submit"
        disabled={pending || !hydrated}
        className="text-sm font-medium text-red-700 hover:underline"
      >
        Delete<span className="sr-only"> {name}</span>
      </button>
      {state.error && (
        <p role="alert" className="mt-1 max-w-xs text-left text-xs text-red-700">
          {state.error}
        </p>
      )}
    </form>
  );
}

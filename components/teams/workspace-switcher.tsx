"use client";

import { useActionState } from "react";
import { switchWorkspaceAction } from "@/lib/edge/actions/member-actions";

/**
 * The open workspace's name and, for a member of several, a switch to another: the session is
 * re-issued for the one chosen (lib/edge/auth/reissue-session.ts).
 */
export function WorkspaceSwitcher({
  current,
  workspaces,
}: {
  current: string;
  workspaces: { accountId: string; name: string }[];
}) {
  const [state, action, pending] = useActionState(switchWorkspaceAction, {});
  const open = workspaces.find((w) => w.accountId === current);
  if (workspaces.length < 2) {
    return (
      <span className="font-medium text-slate-800 wrap-anywhere" data-testid="workspace-name">
        {open?.name}
      </span>
    );
  }
  return (
    <form action={action} className="flex items-center gap-2" aria-busy={pending}>
      <label className="sr-only" htmlFor="workspace">
        Workspace
      </label>
      <select
        id="workspace"
        name="accountId"
        defaultValue={current}
        data-testid="workspace-name"
        className="max-w-48 rounded-md border border-slate-300 px-2 py-1.5 text-sm font-medium text-slate-800"
      >
        {workspaces.map((w) => (
          <option key={w.accountId} value={w.accountId}>
            {w.name}
          </option>
        ))}
      </select>
      <button
        type="submit"
        disabled={pending}
        className="rounded-md border border-slate-300 px-3 py-1.5 font-medium text-slate-700 hover:bg-slate-50"
      >
        Switch
      </button>
      {state.error && (
        <span role="alert" className="text-xs text-red-700">
          {state.error}
        </span>
      )}
    </form>
  );
}

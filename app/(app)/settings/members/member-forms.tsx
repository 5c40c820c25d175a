"use client";

import { useActionState } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import {
  changeRoleAction,
  deleteWorkspaceAction,
  inviteAction,
  setMemberCapsAction,
  transferOwnershipAction,
} from "@/lib/edge/actions/member-actions";

const ROLE_NAMES = ["viewer", "member", "admin", "owner"];

function RoleSelect({ id, name, value }: { id: string; name: string; value?: string }) {
  return (
    <select
      id={id}
      name={name}
      defaultValue={value ?? "member"}
      className="rounded-md border border-slate-300 px-2 py-2 text-sm"
    >
      {ROLE_NAMES.map((r) => (
        <option key={r} value={r}>
          {r}
        </option>
      ))}
    </select>
  );
}

/** Invite by e-mail with a role: the link is mailed (the Outbox without SMTP). */
export function InviteForm() {
  const [state, action, pending] = useActionState(inviteAction, {});
  return (
    <form
      action={action}
      aria-busy={pending}
      className="flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <Field
        label="Invite by e-mail"
        name="email"
        type="email"
        required
        className="min-w-64"
        error={state.error}
      />
      <div className="flex flex-col gap-1">
        <label htmlFor="invite-role" className="text-sm font-medium text-slate-800">
          Role
        </label>
        <RoleSelect id="invite-role" name="role" />
      </div>
      <Button type="submit" disabled={pending}>
        {pending ? "Inviting…" : "Send invitation"}
      </Button>
    </form>
  );
}

/** A member's role, changed in place. */
export function RoleForm({ userId, role, email }: { userId: string; role: string; email: string }) {
  const [state, action, pending] = useActionState(changeRoleAction, {});
  const id = `role-${userId}`;
  return (
    <form action={action} aria-busy={pending} className="flex items-center gap-2">
      <input type="hidden" name="userId" value={userId} />
      <label htmlFor={id} className="sr-only">
        Role of {email}
      </label>
      <RoleSelect id={id} name="role" value={role} />
      <button type="submit" className="text-sm font-medium text-brand-700 hover:underline">
        Change<span className="sr-only"> role of {email}</span>
      </button>
      {state.error && (
        <span role="alert" className="max-w-xs text-xs text-red-700">
          {state.error}
        </span>
      )}
    </form>
  );
}

const CAP_COUNTERS = ["search", "api", "email", "mobile"] as const;

/** A member's own daily cap per counter, under the workspace's; empty: no cap. */
export function CapsForm({
  userId,
  email,
  caps,
}: {
  userId: string;
  email: string;
  caps: Record<(typeof CAP_COUNTERS)[number], number | null>;
}) {
  const [state, action, pending] = useActionState(setMemberCapsAction, {});
  return (
    <form action={action} aria-busy={pending} className="flex flex-wrap items-center gap-2">
      <input type="hidden" name="userId" value={userId} />
      {CAP_COUNTERS.map((counter) => (
        <label key={counter} className="flex items-center gap-1 text-xs text-slate-600">
          {counter}
          <input
            type="number"
            name={counter}
            min={0}
            step={1}
            placeholder="no cap"
            defaultValue={caps[counter] ?? ""}
            aria-label={`Daily ${counter} cap of ${email}`}
            className="w-20 rounded-md border border-slate-300 px-2 py-1 text-sm"
          />
        </label>
      ))}
      <button type="submit" className="text-sm font-medium text-brand-700 hover:underline">
        Save<span className="sr-only"> daily caps of {email}</span>
      </button>
      {state.error && (
        <span role="alert" className="max-w-xs text-xs text-red-700">
          {state.error}
        </span>
      )}
    </form>
  );
}

/** The owner hands the ownership to another member, ticking a box to confirm. */
export function TransferOwnershipForm({
  members,
}: {
  members: { userId: string; email: string }[];
}) {
  const [state, action, pending] = useActionState(transferOwnershipAction, {});
  return (
    <form action={action} aria-busy={pending} className="flex flex-wrap items-end gap-3">
      <div className="flex flex-col gap-1">
        <label htmlFor="transfer-to" className="text-sm font-medium text-slate-800">
          New owner
        </label>
        <select
          id="transfer-to"
          name="userId"
          required
          className="rounded-md border border-slate-300 px-2 py-2 text-sm"
        >
          {members.map((m) => (
            <option key={m.userId} value={m.userId}>
              {m.email}
            </option>
          ))}
        </select>
      </div>
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input type="checkbox" name="confirm" value="yes" required />I understand I become an admin
      </label>
      <Button type="submit" variant="secondary" disabled={pending}>
        {pending ? "Transferring…" : "Transfer ownership"}
      </Button>
      {state.error && (
        <span role="alert" className="text-sm text-red-700">
          {state.error}
        </span>
      )}
    </form>
  );
}

/** The owner deletes the workspace, typing its name to confirm. */
export function DeleteWorkspaceForm({ name }: { name: string }) {
  const [state, action, pending] = useActionState(deleteWorkspaceAction, {});
  return (
    <form action={action} aria-busy={pending} className="flex flex-wrap items-end gap-3">
      <Field
        label={`Type “${name}” to delete the workspace`}
        name="name"
        required
        autoComplete="off"
        className="min-w-64"
        error={state.error}
      />
      <Button type="submit" variant="danger" disabled={pending}>
        {pending ? "Deleting…" : "Delete workspace"}
      </Button>
    </form>
  );
}

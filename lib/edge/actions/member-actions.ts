"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { z } from "zod";
import { ResourceId } from "@/lib/edge/api/resource-id";
import { type FormState, fieldsOf, formStateOf, withAction } from "@/lib/edge/api/with-action";
import { reissueSession } from "@/lib/edge/auth/reissue-session";
import {
  acceptInvitation,
  changeRole,
  InvitationInput,
  inviteMember,
  openWorkspace,
  RoleChange,
  removeMember,
  resendInvitation,
  revokeInvitation,
} from "@/lib/features/accounts/memberships";
import {
  deleteWorkspace,
  OwnershipTransfer,
  transferOwnership,
  WorkspaceDeletion,
} from "@/lib/features/accounts/owner-acts";
import { MemberCapsInput, setMemberCaps } from "@/lib/features/allowances/member-caps";

/*
 * The Members page's actions (admin): invitations and members' roles; and each member's own:
 * accepting an invitation, switching workspace.
 */

const MEMBERS = "/settings/members";

export async function inviteAction(_previous: FormState, form: FormData): Promise<FormState> {
  const result = await withAction("admin", [form], (ctx) =>
    inviteMember(ctx, InvitationInput.parse(Object.fromEntries(fieldsOf(form)))),
  );
  if (result.ok) revalidatePath(MEMBERS);
  return formStateOf(result);
}

export async function resendInvitationAction(
  _previous: FormState,
  form: FormData,
): Promise<FormState> {
  const result = await withAction("admin", [form], (ctx) =>
    resendInvitation(ctx, ResourceId.parse(fieldsOf(form).get("id"))),
  );
  if (result.ok) revalidatePath(MEMBERS);
  return formStateOf(result);
}

export async function revokeInvitationAction(
  _previous: FormState,
  form: FormData,
): Promise<FormState> {
  const result = await withAction("admin", [form], (ctx) =>
    revokeInvitation(ctx, ResourceId.parse(fieldsOf(form).get("id"))),
  );
  if (result.ok) revalidatePath(MEMBERS);
  return formStateOf(result);
}

export async function changeRoleAction(_previous: FormState, form: FormData): Promise<FormState> {
  const result = await withAction("admin", [form], (ctx) =>
    changeRole(ctx, RoleChange.parse(Object.fromEntries(fieldsOf(form)))),
  );
  if (result.ok) revalidatePath(MEMBERS);
  return formStateOf(result);
}

/** A member's own daily caps per counter (an empty field: no cap). */
export async function setMemberCapsAction(
  _previous: FormState,
  form: FormData,
): Promise<FormState> {
  const result = await withAction("admin", [form], (ctx) =>
    setMemberCaps(ctx, MemberCapsInput.parse(Object.fromEntries(fieldsOf(form)))),
  );
  if (result.ok) revalidatePath(MEMBERS);
  return formStateOf(result);
}

export async function removeMemberAction(_previous: FormState, form: FormData): Promise<FormState> {
  const result = await withAction("admin", [form], (ctx) =>
    removeMember(ctx, ResourceId.parse(fieldsOf(form).get("userId"))),
  );
  if (result.ok) revalidatePath(MEMBERS);
  return formStateOf(result);
}

const Token = z.string().min(1).max(200);

/** The signed-in user joins the invitation's workspace, which opens in this browser. */
export async function acceptInvitationAction(
  _previous: FormState,
  form: FormData,
): Promise<FormState> {
  const result = await withAction("self", [form], async (ctx) => {
    const token = Token.parse(fieldsOf(form).get("token"));
    const accountId = await acceptInvitation(ctx.db, ctx, token, ctx.clock.now());
    await openWorkspace(ctx.db, ctx.userId, accountId);
    return accountId;
  });
  if (!result.ok) return formStateOf(result);
  await reissueSession(result.data);
  redirect("/campaigns");
}

/** Opens another of the user's workspaces: the session is re-issued for it. */
export async function switchWorkspaceAction(
  _previous: FormState,
  form: FormData,
): Promise<FormState> {
  const result = await withAction("self", [form], async (ctx) => {
    const accountId = ResourceId.parse(fieldsOf(form).get("accountId"));
    await openWorkspace(ctx.db, ctx.userId, accountId);
    return accountId;
  });
  if (!result.ok) return formStateOf(result);
  await reissueSession(result.data);
  redirect("/campaigns");
}

/** The owner hands the ownership to another member and becomes admin (confirmed by a box). */
export async function transferOwnershipAction(
  _previous: FormState,
  form: FormData,
): Promise<FormState> {
  const result = await withAction("owner", [form], (ctx) =>
    transferOwnership(ctx, OwnershipTransfer.parse(Object.fromEntries(fieldsOf(form)))),
  );
  if (result.ok) revalidatePath(MEMBERS);
  return formStateOf(result);
}

/**
 * The owner deletes the workspace, typing its name: this browser opens another of their
 * workspaces, or signs in again when they have none.
 */
export async function deleteWorkspaceAction(
  _previous: FormState,
  form: FormData,
): Promise<FormState> {
  const result = await withAction("owner", [form], (ctx) =>
    deleteWorkspace(ctx, WorkspaceDeletion.parse(Object.fromEntries(fieldsOf(form)))),
  );
  if (!result.ok) return formStateOf(result);
  if (!result.data.next) redirect("/sign-in");
  await reissueSession(result.data.next);
  redirect("/campaigns");
}

import { and, asc, desc, eq, gt, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import type { DbOrTx } from "@/db/client";
import { accounts, apiKeys, invitations, memberships, ROLES, type Role, users } from "@/db/schema";
import type { Ctx } from "@/lib/core/context";
import { Conflict, InvalidRequest, NotFound } from "@/lib/core/errors";
import { queueEmail } from "@/lib/engines/mail/mail-job";
import { recordAudit } from "@/lib/features/audit/record-audit";
import { accountLink, hashLinkToken, newLinkToken } from "./account-links";
import { forgetKeysOf } from "./api-keys";
import { SignUpSchema } from "./auth-schemas";
import { MAX_WINDOW_MS, takeAttempt } from "./throttle";

/*
 * Who belongs to a workspace (an account) and with which role, and the invitations that add
 * members. Every function takes the acting member's ctx; the authorisation (admin for all of
 * them) is the caller's `withAction` permission.
 */

/** An invitation's link works this long, once. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60_000;
/**
 * Invitations a workspace may mail an hour (sent and resent together): enough for a team's
 * onboarding, too few to use the workspace as a mailer.
 */
export const INVITATIONS_PER_HOUR = 30;

/** Counts one invitation e-mail against the workspace's hourly allowance, or 429. */
function takeInvitation(ctx: MemberCtx) {
  return takeAttempt(
    ctx.db,
    [
      {
        key: `invite:account:${ctx.accountId}`,
        max: INVITATIONS_PER_HOUR,
        windowMs: MAX_WINDOW_MS,
      },
    ],
    ctx.clock.now(),
    "invitation",
  );
}

type MemberCtx = Pick<Ctx, "db" | "accountId" | "clock"> & {
  userId?: string;
  actor?: Ctx["actor"];
};

/** The user's role in the workspace, or undefined when they are not a member of it. */
export async function memberRole(
  db: DbOrTx,
  accountId: string,
  userId: string,
): Promise<Role | undefined> {
  const [row] = await db
    .select({ role: memberships.role })
    .from(memberships)
    .where(and(eq(memberships.accountId, accountId), eq(memberships.userId, userId)));
  return row?.role;
}

/** The workspace's members, owners first. */
export async function listMembers(ctx: MemberCtx) {
  return ctx.db
    .select({
      userId: users.id,
      email: users.email,
      name: users.name,
      role: memberships.role,
      since: memberships.createdAt,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.accountId, ctx.accountId))
    .orderBy(
      sql`array_position(array['owner','admin','member','viewer'], ${memberships.role})`,
      asc(users.email),
    );
}

/** The workspaces a user belongs to, by name, for the switcher. */
export async function listWorkspaces(db: DbOrTx, userId: string) {
  return db
    .select({ accountId: accounts.id, name: accounts.name, role: memberships.role })
    .from(memberships)
    .innerJoin(accounts, eq(accounts.id, memberships.accountId))
    .where(eq(memberships.userId, userId))
    .orderBy(asc(accounts.name), asc(accounts.id));
}

/** The workspace a user signs in to: the last one they opened, else their first. */
export async function signInWorkspace(db: DbOrTx, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ accountId: memberships.accountId })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.userId, userId))
    .orderBy(desc(sql`${memberships.accountId} = ${users.accountId}`), asc(memberships.createdAt))
    .limit(1);
  return row?.accountId;
}

/** Remembers the workspace a user opened, for their next sign-in; refuses one they are not in. */
export async function openWorkspace(db: DbOrTx, userId: string, accountId: string) {
  const role = await memberRole(db, accountId, userId);
  if (!role) throw new NotFound("Workspace");
  await db.update(users).set({ accountId }).where(eq(users.id, userId));
  return role;
}

async function ownerCount(db: DbOrTx, accountId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(memberships)
    .where(and(eq(memberships.accountId, accountId), eq(memberships.role, "owner")));
  return row?.n ?? 0;
}

const LAST_OWNER = "A workspace keeps at least one owner: make another member owner first.";

export const RoleChange = z.object({ userId: z.string().min(1).max(100), role: z.enum(ROLES) });

/**
 * A member's new role. The last owner cannot be demoted; the member's keys whose scopes the new
 * role lacks stop at once (checked at use).
 */
export async function changeRole(ctx: MemberCtx, raw: z.input<typeof RoleChange>) {
  const input = RoleChange.parse(raw);
  await ctx.db.transaction(async (tx) => {
    // Serialises changes of this workspace's owners, so two demotions cannot both pass.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`owners:${ctx.accountId}`}))`);
    const current = await memberRole(tx, ctx.accountId, input.userId);
    if (!current) throw new NotFound("Member");
    if (
      current === "owner" &&
      input.role !== "owner" &&
      (await ownerCount(tx, ctx.accountId)) < 2
    ) {
      throw new Conflict(LAST_OWNER);
    }
    await tx
      .update(memberships)
      .set({ role: input.role })
      .where(and(eq(memberships.accountId, ctx.accountId), eq(memberships.userId, input.userId)));
    await recordAudit(
      { ...ctx, db: tx },
      {
        action: "member.role_changed",
        target: { type: "user", id: input.userId },
        summary: { from: current, to: input.role },
      },
    );
  });
  forgetKeysOf(ctx.accountId);
}

/**
 * Removes a member (or lets one leave). The last owner cannot; their sessions in this workspace
 * and the keys they made stop at once (both are checked against the membership at use).
 */
export async function removeMember(ctx: MemberCtx, userId: string) {
  await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`owners:${ctx.accountId}`}))`);
    const current = await memberRole(tx, ctx.accountId, userId);
    if (!current) throw new NotFound("Member");
    if (current === "owner" && (await ownerCount(tx, ctx.accountId)) < 2) {
      throw new Conflict(LAST_OWNER);
    }
    await tx
      .delete(memberships)
      .where(and(eq(memberships.accountId, ctx.accountId), eq(memberships.userId, userId)));
    // Their keys in this workspace are revoked too, so they do not come back if they rejoin.
    await tx
      .update(apiKeys)
      .set({ revokedAt: ctx.clock.now() })
      .where(
        and(
          eq(apiKeys.accountId, ctx.accountId),
          eq(apiKeys.createdBy, userId),
          isNull(apiKeys.revokedAt),
        ),
      );
    await recordAudit(
      { ...ctx, db: tx },
      {
        action: "member.removed",
        target: { type: "user", id: userId },
        summary: { role: current, left: userId === ctx.userId },
      },
    );
  });
  forgetKeysOf(ctx.accountId);
}

export const InvitationInput = z.object({
  email: SignUpSchema.shape.email,
  role: z.enum(ROLES),
});

/** The workspace's invitations not yet accepted or revoked, newest first. */
export async function listInvitations(ctx: MemberCtx) {
  return ctx.db
    .select({
      id: invitations.id,
      email: invitations.email,
      role: invitations.role,
      expiresAt: invitations.expiresAt,
      createdAt: invitations.createdAt,
    })
    .from(invitations)
    .where(
      and(
        eq(invitations.accountId, ctx.accountId),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
      ),
    )
    .orderBy(desc(invitations.createdAt));
}

async function mailInvitation(
  tx: DbOrTx,
  ctx: MemberCtx,
  invitation: { email: string; role: Role },
  token: string,
) {
  const [account] = await tx
    .select({ name: accounts.name })
    .from(accounts)
    .where(eq(accounts.id, ctx.accountId));
  const link = accountLink("/invite", token);
  const name = account?.name ?? "a workspace";
  await queueEmail(tx, ctx.accountId, {
    to: [invitation.email],
    kind: "invitation",
    subject: `You are invited to ${name} on Leadwise`,
    text: `You are invited to join the workspace ${name} on Leadwise as ${invitation.role}.\n\nJoin here: ${link}\n\nSign in, or sign up with this address (${invitation.email}), then open the link again. It works once, for 7 days.`,
    html: `<p>You are invited to join the workspace <b>${escapeHtml(name)}</b> on Leadwise as ${invitation.role}.</p><p><a href="${link}">Join ${escapeHtml(name)}</a></p><p>Sign in, or sign up with this address (${escapeHtml(invitation.email)}), then open the link again. It works once, for 7 days.</p>`,
  });
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Invites an address with a role: a single-use link, mailed, good for 7 days. */
export async function inviteMember(ctx: MemberCtx, raw: z.input<typeof InvitationInput>) {
  const input = InvitationInput.parse(raw);
  const now = ctx.clock.now();
  await takeInvitation(ctx);
  return ctx.db.transaction(async (tx) => {
    const [already] = await tx
      .select({ id: users.id })
      .from(users)
      .innerJoin(memberships, eq(memberships.userId, users.id))
      .where(and(eq(users.email, input.email), eq(memberships.accountId, ctx.accountId)));
    if (already) throw new Conflict(`${input.email} is already a member of this workspace.`);
    const { token, hash } = newLinkToken();
    const [row] = await tx
      .insert(invitations)
      .values({
        accountId: ctx.accountId,
        email: input.email,
        role: input.role,
        tokenHash: hash,
        invitedBy: ctx.userId ?? null,
        expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
        createdAt: now,
      })
      .returning({ id: invitations.id });
    await mailInvitation(tx, ctx, input, token);
    await recordAudit(
      { ...ctx, db: tx },
      {
        action: "member.invited",
        target: { type: "invitation", id: row?.id ?? "" },
        summary: { email: input.email, role: input.role },
      },
    );
    return { id: row?.id ?? "" };
  });
}

/** Mails an open invitation again with a new link (the old one stops), good for 7 more days. */
export async function resendInvitation(ctx: MemberCtx, id: string) {
  const now = ctx.clock.now();
  await takeInvitation(ctx);
  await ctx.db.transaction(async (tx) => {
    const { token, hash } = newLinkToken();
    const [row] = await tx
      .update(invitations)
      .set({ tokenHash: hash, expiresAt: new Date(now.getTime() + INVITATION_TTL_MS) })
      .where(
        and(
          eq(invitations.id, id),
          eq(invitations.accountId, ctx.accountId),
          isNull(invitations.acceptedAt),
          isNull(invitations.revokedAt),
        ),
      )
      .returning({ email: invitations.email, role: invitations.role });
    if (!row) throw new NotFound("Invitation");
    await mailInvitation(tx, ctx, row, token);
  });
}

/** Ends an open invitation: its link opens nothing from now on. */
export async function revokeInvitation(ctx: MemberCtx, id: string) {
  const rows = await ctx.db
    .update(invitations)
    .set({ revokedAt: ctx.clock.now() })
    .where(
      and(
        eq(invitations.id, id),
        eq(invitations.accountId, ctx.accountId),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
      ),
    )
    .returning({ id: invitations.id, email: invitations.email });
  if (rows.length === 0) throw new NotFound("Invitation");
  await recordAudit(ctx, {
    action: "invitation.revoked",
    target: { type: "invitation", id },
    summary: { email: rows[0]?.email },
  });
}

const INVALID_LINK = "This invitation no longer works: it was used, revoked or has expired.";

/** What an invitation link offers, or undefined when it opens nothing. */
export async function invitationOf(db: DbOrTx, token: string, now: Date) {
  if (token.length < 20 || token.length > 100) return undefined;
  const [row] = await db
    .select({
      id: invitations.id,
      accountId: invitations.accountId,
      workspace: accounts.name,
      email: invitations.email,
      role: invitations.role,
    })
    .from(invitations)
    .innerJoin(accounts, eq(accounts.id, invitations.accountId))
    .where(
      and(
        eq(invitations.tokenHash, hashLinkToken(token)),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
        gt(invitations.expiresAt, now),
      ),
    );
  return row;
}

/**
 * The signed-in user joins the workspace an invitation names, with its role, when the
 * invitation was sent to their address; the link is used up. Answers the workspace's id.
 */
export async function acceptInvitation(
  db: DbOrTx,
  user: { userId: string; email: string },
  token: string,
  now: Date,
): Promise<string> {
  const invitation = await invitationOf(db, token, now);
  if (!invitation) throw new InvalidRequest(INVALID_LINK);
  if (invitation.email !== user.email.toLowerCase()) {
    throw new InvalidRequest(
      `This invitation is for ${invitation.email}: sign in with that address to accept it.`,
    );
  }
  await db.transaction(async (tx) => {
    const used = await tx
      .update(invitations)
      .set({ acceptedAt: now })
      .where(and(eq(invitations.id, invitation.id), isNull(invitations.acceptedAt)))
      .returning({ id: invitations.id });
    if (used.length === 0) throw new InvalidRequest(INVALID_LINK);
    await tx
      .insert(memberships)
      .values({ accountId: invitation.accountId, userId: user.userId, role: invitation.role })
      .onConflictDoNothing();
    await recordAudit(
      { db: tx, accountId: invitation.accountId, clock: { now: () => now } },
      {
        action: "member.joined",
        actor: { userId: user.userId },
        target: { type: "user", id: user.userId },
        summary: { role: invitation.role, invitation: invitation.id },
      },
    );
  });
  return invitation.accountId;
}

import { and, asc, eq, ne, sql } from "drizzle-orm";
import { z } from "zod";
import type { DbOrTx } from "@/db/client";
import { accounts, memberships, users } from "@/db/schema";
import type { Ctx } from "@/lib/core/context";
import { Conflict, InvalidRequest, NotFound } from "@/lib/core/errors";
import { logger } from "@/lib/core/logger";
import { recordAudit } from "@/lib/features/audit/record-audit";
import { forgetKeysOf } from "./api-keys";
import { memberRole } from "./memberships";

/*
 * The owner's two acts on the workspace itself (permission `owner`, docs/teams.md): handing the
 * ownership to another member, and deleting the workspace with everything in it. Both take the
 * owners' lock the role changes take, so they serialise with them.
 */

type OwnerCtx = Pick<Ctx, "db" | "accountId" | "clock" | "actor" | "log"> & { userId?: string };

async function lockOwners(tx: DbOrTx, accountId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`owners:${accountId}`}))`);
}

export const OwnershipTransfer = z.object({
  userId: z.string().min(1).max(100),
  confirm: z.literal("yes", { error: "Tick the box to confirm the transfer." }),
});

/**
 * The acting owner hands the ownership to another member of the workspace: that member becomes
 * owner, the acting owner becomes admin (their keys scoped `owner` stop at once, checked at use).
 */
export async function transferOwnership(ctx: OwnerCtx, raw: z.input<typeof OwnershipTransfer>) {
  const input = OwnershipTransfer.parse(raw);
  const from = ctx.userId;
  if (!from) throw new InvalidRequest("Only a signed-in owner can transfer the ownership.");
  if (input.userId === from) throw new InvalidRequest("You already own this workspace.");
  await ctx.db.transaction(async (tx) => {
    await lockOwners(tx, ctx.accountId);
    if ((await memberRole(tx, ctx.accountId, from)) !== "owner") {
      throw new Conflict("Only an owner can transfer the ownership.");
    }
    const previous = await memberRole(tx, ctx.accountId, input.userId);
    if (!previous) throw new NotFound("Member");
    const of = (userId: string) =>
      and(eq(memberships.accountId, ctx.accountId), eq(memberships.userId, userId));
    await tx.update(memberships).set({ role: "owner" }).where(of(input.userId));
    await tx.update(memberships).set({ role: "admin" }).where(of(from));
    await recordAudit(
      { ...ctx, db: tx },
      {
        action: "workspace.ownership_transferred",
        target: { type: "user", id: input.userId },
        summary: { from, to: input.userId, previousRole: previous, formerOwnerRole: "admin" },
      },
    );
  });
  forgetKeysOf(ctx.accountId);
}

export const WorkspaceDeletion = z.object({
  name: z.string().max(200, "That is not the workspace's name."),
});

/**
 * Deletes the workspace and everything in it (the foreign keys' cascade: campaigns, lists,
 * keys, providers, jobs' rows, mail, its audit log). Its campaigns stop, its keys and every
 * session in it are refused on the next request (both read the membership that goes).
 * Members who belong to other workspaces keep them: their remembered workspace moves to one of
 * those. A user who belonged only here goes with it (a user always has a workspace).
 *
 * The workspace's audit log goes with the workspace (docs/data-model.md), so the deletion is
 * recorded in the operator's log (`workspace.deleted`, with who, from where and what), written
 * once the deletion is committed. Answers the workspace the acting user should open next, if any.
 */
export async function deleteWorkspace(
  ctx: OwnerCtx,
  raw: z.input<typeof WorkspaceDeletion>,
): Promise<{ next: string | undefined }> {
  const input = WorkspaceDeletion.parse(raw);
  const { next, name, members } = await ctx.db.transaction(async (tx) => {
    await lockOwners(tx, ctx.accountId);
    const [account] = await tx
      .select({ name: accounts.name })
      .from(accounts)
      .where(eq(accounts.id, ctx.accountId))
      .for("update");
    if (!account) throw new NotFound("Workspace");
    if (ctx.userId && (await memberRole(tx, ctx.accountId, ctx.userId)) !== "owner") {
      throw new Conflict("Only an owner can delete the workspace.");
    }
    if (input.name.trim() !== account.name.trim()) {
      throw new InvalidRequest("Type the workspace's name exactly to delete it.", [
        { path: "name", message: `Type “${account.name}” to confirm.` },
      ]);
    }
    // Every user whose remembered workspace is this one moves to another of theirs.
    await tx.execute(sql`
      update ${users} u set account_id = (
        select m.account_id from ${memberships} m
        where m.user_id = u.id and m.account_id <> ${ctx.accountId}
        order by m.created_at asc, m.account_id asc limit 1)
      where u.account_id = ${ctx.accountId}
        and exists (select 1 from ${memberships} m
                    where m.user_id = u.id and m.account_id <> ${ctx.accountId})`);
    const [members] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(memberships)
      .where(eq(memberships.accountId, ctx.accountId));
    await tx.delete(accounts).where(eq(accounts.id, ctx.accountId));
    const gone = { name: account.name, members: members?.n ?? 0 };
    if (!ctx.userId) return { ...gone, next: undefined };
    const [other] = await tx
      .select({ accountId: memberships.accountId })
      .from(memberships)
      .where(and(eq(memberships.userId, ctx.userId), ne(memberships.accountId, ctx.accountId)))
      .orderBy(asc(memberships.createdAt), asc(memberships.accountId))
      .limit(1);
    return { ...gone, next: other?.accountId };
  });
  // Written once the deletion is committed, so the log never names a workspace that is still there.
  (ctx.log ?? logger).info(
    {
      event: "workspace.deleted",
      accountId: ctx.accountId,
      name,
      members,
      actorUserId: ctx.actor?.userId ?? ctx.userId ?? null,
      address: ctx.actor?.address ?? null,
    },
    "workspace deleted",
  );
  forgetKeysOf(ctx.accountId);
  return { next };
}

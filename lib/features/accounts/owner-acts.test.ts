import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { GET as usage } from "@/app/v1/usage/route";
import { accounts, apiKeys, auditEvents, campaigns, memberships, users } from "@/db/schema";
import { createTestDb } from "@/db/testing/test-db";
import { systemClock } from "@/lib/core/clock";
import { Conflict, InvalidRequest, NotFound } from "@/lib/core/errors";
import type { Logger } from "@/lib/core/logger";
import { stopBoss } from "@/lib/engines/jobs/boss";
import { createCampaign } from "@/lib/features/campaigns/campaigns";
import { createMemberKey } from "./api-keys";
import { createAccount } from "./create-account";
import { memberRole, openWorkspace } from "./memberships";
import { deleteWorkspace, transferOwnership } from "./owner-acts";
import { sessionRole } from "./sessions";

/*
 * The owner's acts: handing the ownership over (the old owner stays as admin) and deleting the
 * workspace (everything in it goes at once; its members keep their other workspaces).
 */

let db: Awaited<ReturnType<typeof createTestDb>>["db"];
let n = 0;

beforeAll(async () => {
  ({ db } = await createTestDb());
});
afterAll(() => stopBoss());

/** A workspace with its owner, and another user (with a workspace of their own) in it as `role`. */
async function team(role: "admin" | "member" | "viewer" = "member") {
  const tag = `${n++}`;
  const owner = await createAccount(db, { email: `owner${tag}@own.test`, name: `Team ${tag}` });
  const other = await createAccount(db, { email: `other${tag}@own.test`, name: `Own ${tag}` });
  await db.insert(memberships).values({ accountId: owner.accountId, userId: other.userId, role });
  const ctx = {
    db,
    accountId: owner.accountId,
    clock: systemClock,
    userId: owner.userId,
    actor: { userId: owner.userId, address: "203.0.113.9" },
  };
  return { owner, other, ctx, name: `Team ${tag}` };
}

const role = (accountId: string, userId: string) => memberRole(db, accountId, userId);

describe("transferring the ownership", () => {
  it("makes the chosen member owner and the old owner admin, and audits it", async () => {
    const { owner, other, ctx } = await team("viewer");
    await transferOwnership(ctx, { userId: other.userId, confirm: "yes" });
    expect(await role(owner.accountId, other.userId)).toBe("owner");
    expect(await role(owner.accountId, owner.userId)).toBe("admin");
    const [row] = await db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.accountId, owner.accountId));
    expect(row).toMatchObject({
      action: "workspace.ownership_transferred",
      actorUserId: owner.userId,
      address: "203.0.113.9",
      targetId: other.userId,
      summary: { from: owner.userId, to: other.userId, previousRole: "viewer" },
    });
    // The former owner can no longer transfer it.
    await expect(transferOwnership(ctx, { userId: other.userId, confirm: "yes" })).rejects.toThrow(
      Conflict,
    );
  });

  it("needs the confirmation and a member other than oneself", async () => {
    const { owner, other, ctx } = await team();
    await expect(
      transferOwnership(ctx, { userId: other.userId, confirm: "" as "yes" }),
    ).rejects.toThrow();
    await expect(transferOwnership(ctx, { userId: owner.userId, confirm: "yes" })).rejects.toThrow(
      InvalidRequest,
    );
    const stranger = await createAccount(db, { email: `stranger${n++}@own.test` });
    await expect(
      transferOwnership(ctx, { userId: stranger.userId, confirm: "yes" }),
    ).rejects.toThrow(NotFound);
    expect(await role(owner.accountId, owner.userId)).toBe("owner");
    expect(await role(owner.accountId, other.userId)).toBe("member");
  });
});

describe("deleting the workspace", () => {
  it("refuses a name that is not the workspace's, and deletes nothing", async () => {
    const { owner, ctx } = await team();
    await expect(deleteWorkspace(ctx, { name: "Team" })).rejects.toThrow(InvalidRequest);
    const [still] = await db.select().from(accounts).where(eq(accounts.id, owner.accountId));
    expect(still).toBeDefined();
  });

  it("deletes everything in it at once; its members keep their other workspaces", async () => {
    const { owner, other, ctx, name } = await team();
    // The member last opened the team's workspace: it is what they would sign in to.
    await openWorkspace(db, other.userId, owner.accountId);
    const campaign = await createCampaign(ctx, {
      name: "Doomed",
      filters: { companies: { include: ["Acme Robotics"] } },
    });
    const ownerKey = await createMemberKey(ctx, { name: "owner's" });
    const memberKey = await createMemberKey({ ...ctx, userId: other.userId }, { name: "member's" });
    const get = (key: string) =>
      usage(new Request("http://test/v1/usage", { headers: { authorization: `Bearer ${key}` } }));
    expect((await get(memberKey.apiKey)).status).toBe(200);
    const info = vi.fn();
    const log = { info } as unknown as Logger;

    const { next } = await deleteWorkspace({ ...ctx, log }, { name: ` ${name} ` });

    expect(next).toBeUndefined(); // the owner belonged nowhere else
    expect(await db.select().from(accounts).where(eq(accounts.id, owner.accountId))).toEqual([]);
    expect(await db.select().from(campaigns).where(eq(campaigns.id, campaign.id))).toEqual([]);
    expect(await db.select().from(apiKeys).where(eq(apiKeys.accountId, owner.accountId))).toEqual(
      [],
    );
    expect((await get(memberKey.apiKey)).status).toBe(401);
    expect((await get(ownerKey.apiKey)).status).toBe(401);
    // The member's session in the deleted workspace is refused; their own workspace stays theirs.
    expect(
      await sessionRole(db, { userId: other.userId, accountId: owner.accountId, version: 0 }),
    ).toBeUndefined();
    const [member] = await db.select().from(users).where(eq(users.id, other.userId));
    expect(member?.accountId).toBe(other.accountId);
    expect(await role(other.accountId, other.userId)).toBe("owner");
    // The owner had no other workspace: their user went with it.
    expect(await db.select().from(users).where(eq(users.id, owner.userId))).toEqual([]);
    // Recorded in the operator's log, since the workspace's own log is gone.
    expect(info).toHaveBeenCalledWith(
      expect.objectContaining({
        event: "workspace.deleted",
        accountId: owner.accountId,
        name,
        members: 2,
        actorUserId: owner.userId,
        address: "203.0.113.9",
      }),
      "workspace deleted",
    );
  });

  it("answers the owner's other workspace to open next", async () => {
    const first = await team();
    const second = await team();
    await db
      .insert(memberships)
      .values({ accountId: first.owner.accountId, userId: second.owner.userId, role: "owner" });
    const { next } = await deleteWorkspace(
      { ...first.ctx, userId: second.owner.userId },
      { name: first.name },
    );
    expect(next).toBe(second.owner.accountId);
    expect(await role(second.owner.accountId, second.owner.userId)).toBe("owner");
  });
});

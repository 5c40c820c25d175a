import { randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as enrich } from "@/app/v1/contact/enrich/route";
import { POST as estimate } from "@/app/v1/estimate/route";
import { GET as usage } from "@/app/v1/usage/route";
import { auditEvents, emailOutbox, users } from "@/db/schema";
import { createTestDb } from "@/db/testing/test-db";
import { fixedClock, systemClock } from "@/lib/core/clock";
import { resetEnvCache } from "@/lib/core/env";
import { Conflict, InsufficientRole, InvalidRequest } from "@/lib/core/errors";
import { sessionCookie, useTestAuthSecret } from "@/lib/edge/auth/session-cookie.testing";
import { stopBoss } from "@/lib/engines/jobs/boss";
import { createMemberKey, listApiKeys } from "./api-keys";
import { createAccount } from "./create-account";
import {
  acceptInvitation,
  changeRole,
  INVITATION_TTL_MS,
  invitationOf,
  inviteMember,
  listMembers,
  listWorkspaces,
  removeMember,
  resendInvitation,
  revokeInvitation,
} from "./memberships";
import { signInWithPassword } from "./sign-in";

let db: Awaited<ReturnType<typeof createTestDb>>["db"];
const APP_URL = "https://app.leadwise.example";
let owner: Awaited<ReturnType<typeof createAccount>>;
let ownerCtx: { db: typeof db; accountId: string; clock: typeof systemClock; userId: string };
let n = 0;

beforeAll(async () => {
  useTestAuthSecret();
  delete process.env.SMTP_URL;
  process.env.APP_URL = APP_URL;
  resetEnvCache();
  ({ db } = await createTestDb());
  owner = await createAccount(db, { email: "owner@team.test", password: "owner password" });
  ownerCtx = { db, accountId: owner.accountId, clock: systemClock, userId: owner.userId };
});
afterAll(async () => {
  delete process.env.APP_URL;
  resetEnvCache();
  await stopBoss();
});

/** The token of the newest invitation mailed to an address. */
async function invitationToken(email: string): Promise<string> {
  const [mail] = await db
    .select({ text: emailOutbox.text, html: emailOutbox.html })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.kind, "invitation"), sql`${email} = any(${emailOutbox.to})`))
    .orderBy(sql`${emailOutbox.createdAt} desc`)
    .limit(1);
  const token = new RegExp(`${APP_URL}/invite\\?token=([\\w-]+)`).exec(mail?.text ?? "")?.[1];
  if (!token) throw new Error(`no invitation mailed to ${email}`);
  expect(mail?.html).toContain(`${APP_URL}/invite?token=${token}`);
  return token;
}

/** A user of their own workspace who accepted an invitation to the owner's with this role. */
async function joined(role: "admin" | "member" | "viewer") {
  const email = `m${n++}-${randomBytes(3).toString("hex")}@team.test`;
  const own = await createAccount(db, { email, password: "member password" });
  await inviteMember(ownerCtx, { email, role });
  const accountId = await acceptInvitation(
    db,
    { userId: own.userId, email },
    await invitationToken(email),
    new Date(),
  );
  expect(accountId).toBe(owner.accountId);
  return { userId: own.userId, email, ownAccountId: own.accountId };
}

const bearer = (key: string) => ({ authorization: `Bearer ${key}` });
const post = (headers: Record<string, string>, body: unknown) =>
  new Request("http://test/v1/x", {
    method: "POST",
    headers: { ...headers, "content-type": "application/json", "sec-fetch-site": "same-origin" },
    body: JSON.stringify(body),
  });

describe("scoped API keys", () => {
  it("a key with only estimate gets 200 on /v1/estimate and 403 insufficient_scope on /v1/contact/enrich", async () => {
    const { apiKey } = await createMemberKey(ownerCtx, { name: "estimates", scopes: ["estimate"] });
    const estimated = await estimate(post(bearer(apiKey), { filters: {} }));
    expect(estimated.status).toBe(200);
    const refused = await enrich(post(bearer(apiKey), { profile: { email: "a@b.test" } }));
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({
      code: "insufficient_scope",
      scope: "enrich",
      status: 403,
    });
  });

  it("never carries more than its maker's role, and lists scopes and maker", async () => {
    const viewer = await joined("viewer");
    const ctx = { ...ownerCtx, userId: viewer.userId };
    await expect(createMemberKey(ctx, { name: "too much", scopes: ["enrich"] })).rejects.toThrow(
      InsufficientRole,
    );
    const made = await createMemberKey(ctx, { name: "reader" });
    const listed = (await listApiKeys(db, owner.accountId)).find((k) => k.id === made.id);
    expect(listed).toMatchObject({
      maker: viewer.email,
      scopes: ["campaigns:read", "lists:read", "usage:read"],
      lastUsedAt: null,
    });
    expect(
      (await usage(new Request("http://test/v1/usage", { headers: bearer(made.apiKey) }))).status,
    ).toBe(200);
    const used = (await listApiKeys(db, owner.accountId)).find((k) => k.id === made.id);
    expect(used?.lastUsedAt).not.toBeNull();
  });

  it("stops when its maker is demoted below its scopes, or removed", async () => {
    const member = await joined("member");
    const ctx = { ...ownerCtx, userId: member.userId };
    const enrichKey = await createMemberKey(ctx, {
      name: "enricher",
      scopes: ["estimate", "enrich"],
    });
    const readKey = await createMemberKey(ctx, { name: "reader", scopes: ["usage:read"] });
    const read = () =>
      usage(new Request("http://test/v1/usage", { headers: bearer(readKey.apiKey) }));
    expect((await estimate(post(bearer(enrichKey.apiKey), { filters: {} }))).status).toBe(200);

    await changeRole(ownerCtx, { userId: member.userId, role: "viewer" });
    expect((await estimate(post(bearer(enrichKey.apiKey), { filters: {} }))).status).toBe(401);
    expect((await read()).status).toBe(200);

    await removeMember(ownerCtx, member.userId);
    expect((await read()).status).toBe(401);
  });
});

describe("members", () => {
  it("a removed member's session in the workspace answers 401 on its next request", async () => {
    const member = await joined("member");
    const cookie = await sessionCookie({ userId: member.userId, accountId: owner.accountId });
    const call = () => usage(new Request("http://test/v1/usage", { headers: { cookie } }));
    expect((await call()).status).toBe(200);
    await removeMember(ownerCtx, member.userId);
    expect((await call()).status).toBe(401);
    // Their own workspace still opens.
    const own = await sessionCookie({ userId: member.userId, accountId: member.ownAccountId });
    expect(
      (await usage(new Request("http://test/v1/usage", { headers: { cookie: own } }))).status,
    ).toBe(200);
  });

  it("invitations, joins, role changes and removals are in the audit log, with who acted", async () => {
    const actorCtx = { ...ownerCtx, actor: { userId: owner.userId, address: "203.0.113.9" } };
    const email = `audited-${randomBytes(3).toString("hex")}@team.test`;
    const own = await createAccount(db, { email, password: "member password" });
    await inviteMember(actorCtx, { email, role: "viewer" });
    await acceptInvitation(
      db,
      { userId: own.userId, email },
      await invitationToken(email),
      new Date(),
    );
    await changeRole(actorCtx, { userId: own.userId, role: "member" });
    await removeMember(actorCtx, own.userId);
    const rows = await db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.accountId, owner.accountId),
          sql`${auditEvents.action} like 'member.%'`,
          sql`(${auditEvents.targetId} = ${own.userId} or ${auditEvents.summary}->>'email' = ${email})`,
        ),
      )
      .orderBy(auditEvents.at, auditEvents.id);
    expect(rows.map((r) => [r.action, r.actorUserId, r.summary])).toEqual([
      ["member.invited", owner.userId, { email, role: "viewer" }],
      ["member.joined", own.userId, expect.objectContaining({ role: "viewer" })],
      ["member.role_changed", owner.userId, { from: "viewer", to: "member" }],
      ["member.removed", owner.userId, { role: "member", left: false }],
    ]);
    expect(rows.filter((r) => r.actorUserId === owner.userId).map((r) => r.address)).toEqual([
      "203.0.113.9",
      "203.0.113.9",
      "203.0.113.9",
    ]);
    expect(rows[0]?.actorLabel).toBe("owner@team.test");
  });

  it("a viewer's session is refused 403 insufficient_role naming member", async () => {
    const viewer = await joined("viewer");
    const cookie = await sessionCookie({ userId: viewer.userId, accountId: owner.accountId });
    const res = await estimate(post({ cookie }, { filters: {} }));
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: "insufficient_role", role: "member" });
  });

  it("keeps the last owner: neither demoted nor removed", async () => {
    await expect(changeRole(ownerCtx, { userId: owner.userId, role: "admin" })).rejects.toThrow(
      Conflict,
    );
    await expect(removeMember(ownerCtx, owner.userId)).rejects.toThrow(Conflict);
    const admin = await joined("admin");
    await changeRole(ownerCtx, { userId: admin.userId, role: "owner" });
    await changeRole(ownerCtx, { userId: owner.userId, role: "admin" });
    await expect(changeRole(ownerCtx, { userId: admin.userId, role: "member" })).rejects.toThrow(
      Conflict,
    );
    await changeRole(ownerCtx, { userId: owner.userId, role: "owner" });
    const roles = (await listMembers(ownerCtx)).filter((m) => m.role === "owner");
    expect(roles.map((m) => m.email).sort()).toEqual([admin.email, "owner@team.test"].sort());
  });

  it("lists the workspaces a user belongs to, and signs them in to the one last opened", async () => {
    const member = await joined("member");
    const names = (await listWorkspaces(db, member.userId)).map((w) => w.accountId).sort();
    expect(names).toEqual([member.ownAccountId, owner.accountId].sort());
    await db.update(users).set({ accountId: owner.accountId }).where(eq(users.id, member.userId));
    const signedIn = await signInWithPassword(
      db,
      { email: member.email, password: "member password" },
      systemClock,
    );
    expect(signedIn?.accountId).toBe(owner.accountId);
    await removeMember(ownerCtx, member.userId);
    const again = await signInWithPassword(
      db,
      { email: member.email, password: "member password" },
      systemClock,
    );
    expect(again?.accountId).toBe(member.ownAccountId);
  });
});

describe("invitations", () => {
  it("are single-use, for the invited address only", async () => {
    const email = `i${n++}@team.test`;
    const own = await createAccount(db, { email });
    const other = await createAccount(db, { email: `other${n++}@team.test` });
    await inviteMember(ownerCtx, { email, role: "viewer" });
    const token = await invitationToken(email);
    await expect(
      acceptInvitation(db, { userId: other.userId, email: other.email }, token, new Date()),
    ).rejects.toThrow(/for i\d+@team.test/);
    await acceptInvitation(db, { userId: own.userId, email }, token, new Date());
    await expect(
      acceptInvitation(db, { userId: own.userId, email }, token, new Date()),
    ).rejects.toThrow(InvalidRequest);
    expect((await listMembers(ownerCtx)).find((m) => m.email === email)?.role).toBe("viewer");
  });

  it("expire after 7 days; resending mails a new link and ends the old; revoking ends it", async () => {
    const email = `e${n++}@team.test`;
    const { id } = await inviteMember(ownerCtx, { email, role: "member" });
    const first = await invitationToken(email);
    const week = fixedClock(new Date(Date.now() + INVITATION_TTL_MS + 60_000).toISOString());
    expect(await invitationOf(db, first, week.now())).toBeUndefined();
    expect(await invitationOf(db, first, new Date())).toMatchObject({ email, role: "member" });

    await resendInvitation(ownerCtx, id);
    const second = await invitationToken(email);
    expect(second).not.toBe(first);
    expect(await invitationOf(db, first, new Date())).toBeUndefined();
    expect(await invitationOf(db, second, new Date())).toBeDefined();

    await revokeInvitation(ownerCtx, id);
    expect(await invitationOf(db, second, new Date())).toBeUndefined();
  });

  it("refuses an address that is already a member", async () => {
    await expect(
      inviteMember(ownerCtx, { email: "owner@team.test", role: "viewer" }),
    ).rejects.toThrow(Conflict);
  });
});

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memberships, users } from "@/db/schema";
import { createTestDb } from "@/db/testing/test-db";
import { systemClock } from "@/lib/core/clock";
import { stopBoss } from "@/lib/engines/jobs/boss";
import { createAccount } from "./create-account";
import { openWorkspace } from "./memberships";
import { parseAutoJoin, signInWithOidc } from "./oidc-sign-in";

let db: Awaited<ReturnType<typeof createTestDb>>["db"];
let acme: Awaited<ReturnType<typeof createAccount>>;

beforeAll(async () => {
  ({ db } = await createTestDb());
  acme = await createAccount(db, { email: "owner@acme.test", password: "owner password" });
});
afterAll(async () => {
  await stopBoss();
});

describe("OIDC_AUTO_JOIN", () => {
  it("reads domain:workspace:role rules and refuses a malformed one", () => {
    expect(parseAutoJoin(" Acme.com:ws1:member, b.org:ws2:viewer ")).toEqual([
      { domain: "acme.com", accountId: "ws1", role: "member" },
      { domain: "b.org", accountId: "ws2", role: "viewer" },
    ]);
    expect(parseAutoJoin(undefined)).toEqual([]);
    expect(() => parseAutoJoin("acme.com:ws1:superuser")).toThrow(/acme.com:ws1:superuser/);
    expect(() => parseAutoJoin("acme.com:ws1")).toThrow(/domain:workspaceId:role/);
  });
});

describe("signing in with OpenID Connect", () => {
  it("creates nothing for an unknown address no rule covers", async () => {
    const result = await signInWithOidc(
      db,
      { email: "stranger@elsewhere.test", emailVerified: true },
      { rules: [{ domain: "acme.test", accountId: acme.accountId, role: "member" }] },
      systemClock,
    );
    expect(result).toEqual({ ok: false, reason: "no-account" });
    const rows = await db.select().from(users).where(eq(users.email, "stranger@elsewhere.test"));
    expect(rows).toHaveLength(0);
  });

  it("never trusts an address the provider has not verified", async () => {
    const result = await signInWithOidc(
      db,
      { email: "owner@acme.test", emailVerified: false },
      { rules: [] },
      systemClock,
    );
    expect(result).toEqual({ ok: false, reason: "unverified" });
  });

  it("joins an unknown user of a ruled domain to the rule's workspace with its role", async () => {
    const rules = [{ domain: "acme.test", accountId: acme.accountId, role: "viewer" as const }];
    const result = await signInWithOidc(
      db,
      { email: "New.Hire@ACME.test", name: "New Hire", emailVerified: true },
      { rules },
      systemClock,
    );
    expect(result.ok && result.user.accountId).toBe(acme.accountId);
    expect(result.ok && result.joined).toEqual({ accountId: acme.accountId, role: "viewer" });
    const [user] = await db.select().from(users).where(eq(users.email, "new.hire@acme.test"));
    expect(user?.passwordHash).toBeNull();
    const rows = await db
      .select({ accountId: memberships.accountId, role: memberships.role })
      .from(memberships)
      .where(eq(memberships.userId, user?.id ?? ""));
    expect(rows).toEqual([{ accountId: acme.accountId, role: "viewer" }]);

    // The second sign-in finds the same user and does not join again.
    const again = await signInWithOidc(
      db,
      { email: "new.hire@acme.test", emailVerified: true },
      { rules },
      systemClock,
    );
    expect(again.ok && again.user.id).toBe(user?.id);
    expect(again.ok && again.joined).toBeUndefined();
  });

  it("signs a known user in to the workspace they last opened, whatever the rules say", async () => {
    const other = await createAccount(db, { email: "boss@other.test", password: "boss password" });
    // The owner of acme also belongs to the other workspace and opened it last.
    await db
      .insert(memberships)
      .values({ accountId: other.accountId, userId: acme.userId, role: "admin" });
    await openWorkspace(db, acme.userId, other.accountId);
    const result = await signInWithOidc(
      db,
      { email: "owner@acme.test", emailVerified: true },
      { rules: [{ domain: "acme.test", accountId: acme.accountId, role: "viewer" }] },
      systemClock,
    );
    expect(result.ok && result.user).toMatchObject({
      id: acme.userId,
      accountId: other.accountId,
    });
    expect(result.ok && result.joined).toBeUndefined();
  });

  it("refuses, creating nothing, when the rule names a workspace that does not exist", async () => {
    const result = await signInWithOidc(
      db,
      { email: "ghost@gone.test", emailVerified: true },
      { rules: [{ domain: "gone.test", accountId: "no-such-workspace", role: "member" }] },
      systemClock,
    );
    expect(result).toEqual({ ok: false, reason: "no-account" });
    expect(await db.select().from(users).where(eq(users.email, "ghost@gone.test"))).toHaveLength(0);
  });
});

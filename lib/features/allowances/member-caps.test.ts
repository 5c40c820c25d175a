import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb } from "@/db/client";
import { memberships, memberUsage, users } from "@/db/schema";
import { createTestDb } from "@/db/testing/test-db";
import { systemClock } from "@/lib/core/clock";
import type { Actor } from "@/lib/core/context";
import { AllowanceExceeded, MemberLimitReached, NotFound } from "@/lib/core/errors";
import { createApiKey } from "@/lib/features/accounts/api-keys";
import { createAccount } from "@/lib/features/accounts/create-account";
import { consumeAllowance } from "./consume";
import { memberCaps, setMemberCaps } from "./member-caps";
import { getUsage } from "./usage";

let db: Awaited<ReturnType<typeof createTestDb>>["db"];
let wide: ReturnType<typeof createDb>;
let n = 0;

beforeAll(async () => {
  const t = await createTestDb();
  db = t.db;
  // A pool as wide as the burst, so the concurrent consumers really race inside PostgreSQL.
  wide = createDb(t.url, { max: 25 });
});
afterAll(() => wide.close());

/** A workspace (its owner has no cap) with a second user who is a plain member. */
async function workspace() {
  const a = await createAccount(db, {
    email: `owner${n++}@example.com`,
    plan: "pro",
    daily: { search: 1000, api: 1000, email: 1000, mobile: 1000 },
    credits: { search: 1000, api: 1000, email: 1000, mobile: 1000 },
  });
  const [member] = await db
    .insert(users)
    .values({ email: `member${n++}@example.com`, accountId: a.accountId })
    .returning({ id: users.id });
  if (!member) throw new Error("no member");
  await db
    .insert(memberships)
    .values({ accountId: a.accountId, userId: member.id, role: "member" });
  const as = (actor: Actor) => ({
    db: wide.db,
    accountId: a.accountId,
    clock: systemClock,
    actor,
  });
  return { accountId: a.accountId, ownerId: a.userId, memberId: member.id, as };
}

const noCaps = { search: null, api: null, email: null, mobile: null };

async function memberUsed(accountId: string, userId: string, counter: "email" | "search") {
  const [row] = await db
    .select({ used: memberUsage.used })
    .from(memberUsage)
    .where(
      and(
        eq(memberUsage.accountId, accountId),
        eq(memberUsage.userId, userId),
        eq(memberUsage.counter, counter),
      ),
    );
  return row?.used ?? 0;
}

describe("per-member daily caps", () => {
  it("a member with a daily email cap of 10 is refused the 11th address while the workspace still has allowance", async () => {
    const w = await workspace();
    await setMemberCaps(
      { db, accountId: w.accountId },
      { ...noCaps, userId: w.memberId, email: 10 },
    );
    const ctx = w.as({ userId: w.memberId });
    for (let i = 0; i < 10; i++) await consumeAllowance(ctx, { email: 1 }, "address delivered");
    const refused = await consumeAllowance(ctx, { email: 1 }, "address delivered").catch((e) => e);
    expect(refused).toBeInstanceOf(MemberLimitReached);
    expect(refused).not.toBeInstanceOf(AllowanceExceeded);
    expect(refused.status).toBe(402);
    expect(refused.code).toBe("member_limit_reached");
    expect(refused.message).toMatch(/^Member limit reached: your own daily email cap of 10/);
    expect(refused.extra).toMatchObject({ counter: "email", cap: 10 });
    // Nothing of the refused call was taken; the workspace has 990 left today.
    const usage = await getUsage({ db, accountId: w.accountId, clock: systemClock });
    expect(usage.email).toMatchObject({ used: 10, limit: 1000, credits: 990 });
    expect(await memberUsed(w.accountId, w.memberId, "email")).toBe(10);
    // The owner, who has no cap, still gets addresses.
    await consumeAllowance(w.as({ userId: w.ownerId }), { email: 1 }, "address delivered");
  });

  it("20 concurrent calls against a cap of 5: exactly 5 pass, the member's use stops at 5", async () => {
    const w = await workspace();
    await setMemberCaps(
      { db, accountId: w.accountId },
      { ...noCaps, userId: w.memberId, search: 5 },
    );
    const ctx = w.as({ userId: w.memberId });
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => consumeAllowance(ctx, { search: 1 }, "contact search")),
    );
    const ok = results.filter((r) => r.status === "fulfilled").length;
    const refused = results.flatMap((r) => (r.status === "rejected" ? [r.reason] : []));
    expect(ok).toBe(5);
    expect(refused).toHaveLength(15);
    for (const e of refused) expect(e).toBeInstanceOf(MemberLimitReached);
    expect(await memberUsed(w.accountId, w.memberId, "search")).toBe(5);
    const usage = await getUsage({ db, accountId: w.accountId, clock: systemClock });
    expect(usage.search).toMatchObject({ used: 5, credits: 995 });
  });

  it("an API key counts against its maker's cap; a key with no maker has none", async () => {
    const w = await workspace();
    await setMemberCaps(
      { db, accountId: w.accountId },
      { ...noCaps, userId: w.memberId, email: 2 },
    );
    const made = await createApiKey(db, w.accountId, "member's", { createdBy: w.memberId });
    const operator = await createApiKey(db, w.accountId, "operator's");
    const byKey = w.as({ apiKeyId: made.id });
    await consumeAllowance(byKey, { email: 2 }, "addresses delivered");
    await expect(consumeAllowance(byKey, { email: 1 }, "address delivered")).rejects.toThrow(
      MemberLimitReached,
    );
    // The same member signed in shares the count the key used.
    await expect(
      consumeAllowance(w.as({ userId: w.memberId }), { email: 1 }, "address delivered"),
    ).rejects.toThrow(MemberLimitReached);
    for (let i = 0; i < 5; i++) {
      await consumeAllowance(w.as({ apiKeyId: operator.id }), { email: 1 }, "address delivered");
    }
  });

  it("a member without a cap has their use counted, and a cap set later is judged on it", async () => {
    const w = await workspace();
    // Concurrent calls of an uncapped member: every one is counted for the member and the
    // workspace alike (one statement each, without a transaction).
    const ctx = w.as({ userId: w.memberId });
    const states = await Promise.all(
      Array.from({ length: 12 }, () => consumeAllowance(ctx, { search: 1 }, "contact search")),
    );
    expect(states.map((s) => s.search?.used).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(
      Array.from({ length: 12 }, (_, i) => i + 1),
    );
    expect(await memberUsed(w.accountId, w.memberId, "search")).toBe(12);
    const usage = await getUsage({ db, accountId: w.accountId, clock: systemClock });
    expect(usage.search).toMatchObject({ used: 12, credits: 988 });
    // A key whose maker authentication already knows counts against that maker the same way.
    const made = await createApiKey(db, w.accountId, "member's", { createdBy: w.memberId });
    const byKey = w.as({ apiKeyId: made.id, apiKeyMaker: w.memberId });
    await consumeAllowance(byKey, { search: 1 }, "contact search");
    expect(await memberUsed(w.accountId, w.memberId, "search")).toBe(13);
    // A cap below what they used today refuses their next call and takes nothing.
    await setMemberCaps(
      { db, accountId: w.accountId },
      { ...noCaps, userId: w.memberId, search: 13 },
    );
    await expect(consumeAllowance(byKey, { search: 1 }, "contact search")).rejects.toThrow(
      MemberLimitReached,
    );
    expect(await memberUsed(w.accountId, w.memberId, "search")).toBe(13);
    const after = await getUsage({ db, accountId: w.accountId, clock: systemClock });
    expect(after.search).toMatchObject({ used: 13, credits: 987 });
  });

  it("the workspace's own refusal wins when both are exhausted", async () => {
    const w = await workspace();
    await setMemberCaps(
      { db, accountId: w.accountId },
      { ...noCaps, userId: w.memberId, mobile: 0 },
    );
    const refused = await consumeAllowance(
      w.as({ userId: w.memberId }),
      { mobile: 1001 },
      "numbers",
    ).catch((e) => e);
    expect(refused).toBeInstanceOf(AllowanceExceeded);
  });

  it("caps are set per member of the admin's own workspace, and cleared with null", async () => {
    const w = await workspace();
    const other = await workspace();
    await expect(
      setMemberCaps({ db, accountId: w.accountId }, { ...noCaps, userId: other.memberId, api: 1 }),
    ).rejects.toThrow(NotFound);
    expect((await memberCaps({ db, accountId: other.accountId })).get(other.memberId)).toEqual(
      noCaps,
    );
    await setMemberCaps(
      { db, accountId: w.accountId },
      { userId: w.memberId, search: "3", api: "", email: 0, mobile: null },
    );
    expect((await memberCaps({ db, accountId: w.accountId })).get(w.memberId)).toEqual({
      search: 3,
      api: null,
      email: 0,
      mobile: null,
    });
    await expect(
      setMemberCaps({ db, accountId: w.accountId }, { ...noCaps, userId: w.memberId, api: -1 }),
    ).rejects.toThrow();
  });
});

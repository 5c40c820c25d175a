import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as bulk } from "@/app/v1/contact/bulk/route";
import { POST as enrich, GET as poll } from "@/app/v1/contact/enrich/route";
import { memberships, memberUsage, users } from "@/db/schema";
import { createTestDb } from "@/db/testing/test-db";
import { systemClock } from "@/lib/core/clock";
import { MemberLimitReached } from "@/lib/core/errors";
import { startJobs, stopJobs } from "@/lib/edge/worker/start-worker";
import { createMemberKey } from "@/lib/features/accounts/api-keys";
import { createAccount } from "@/lib/features/accounts/create-account";
import { setMemberCaps } from "@/lib/features/allowances/member-caps";
import { getUsage } from "@/lib/features/allowances/usage";
import { payForLeads } from "@/lib/features/campaigns/delivery/pay";
import type { Profile } from "@/lib/model/profiles/profile-schema";
import { saveProfiles } from "@/lib/model/profiles/save-profiles";
import { eventually, sampleProfile } from "./enrichment-fixtures";

/*
 * A member's own daily caps hold where the workspace's debits are batched: enrichment accepted
 * (api), contacts paid for when the result is built (email, mobile), and campaign deliveries
 * (counted for the member who launched the campaign).
 */

let db: Awaited<ReturnType<typeof createTestDb>>["db"];
let n = 0;

beforeAll(async () => {
  ({ db } = await createTestDb());
  await saveProfiles(
    db,
    Array.from({ length: 12 }, (_, i) => sampleProfile(i)),
    { source: "alpha" },
  );
  await startJobs({ pollMs: 50 });
});
// Registered after createTestDb's cleanup, so it runs first: workers stop before the drop.
beforeAll(() => {
  afterAll(() => stopJobs());
});

const noCaps = { search: null, api: null, email: null, mobile: null };

/** A roomy workspace with a member capped as given, and an API key the member made. */
async function cappedMember(caps: Partial<Record<"api" | "email" | "mobile", number>>) {
  const a = await createAccount(db, {
    email: `owner${n++}@caps.test`,
    plan: "pro",
    daily: { api: 1000, email: 1000, mobile: 1000 },
    credits: { api: 1000, email: 1000, mobile: 1000 },
  });
  const [member] = await db
    .insert(users)
    .values({ email: `member${n++}@caps.test`, accountId: a.accountId })
    .returning({ id: users.id });
  if (!member) throw new Error("no member");
  await db
    .insert(memberships)
    .values({ accountId: a.accountId, userId: member.id, role: "member" });
  await setMemberCaps({ db, accountId: a.accountId }, { ...noCaps, ...caps, userId: member.id });
  const ctx = { db, accountId: a.accountId, clock: systemClock, userId: member.id };
  const { apiKey } = await createMemberKey(ctx, { name: "member's" });
  return { ...a, memberId: member.id, memberKey: apiKey };
}

function post(handler: (req: Request) => Promise<Response>, key: string, body: unknown) {
  return handler(
    new Request("http://test/v1/contact/x", {
      method: "POST",
      headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
      body: JSON.stringify(body),
    }),
  );
}

async function done(key: string, id: string) {
  return eventually(async () => {
    const res = await poll(
      new Request(`http://test/v1/contact/enrich?id=${encodeURIComponent(id)}`, {
        headers: { authorization: `Bearer ${key}` },
      }),
    );
    const body = await res.json();
    return body.status === "pending" ? undefined : body;
  });
}

async function memberUsed(accountId: string, userId: string, counter: "api" | "email") {
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

const profiles = (from: number, to: number) =>
  Array.from({ length: to - from }, (_, i) => ({ id: `p_${from + i}` }));

describe("per-member caps on batched debits", () => {
  it("a member with a daily email cap of 10 gets the member-cap 402 on the 11th address while the workspace still has allowance", async () => {
    const w = await cappedMember({ email: 10 });
    // 6 addresses, then 6 more of which the cap pays 4: the last 2 are listed as missing.
    const first = await post(bulk, w.memberKey, { profiles: profiles(0, 6) });
    expect(first.status).toBe(202);
    const one = await done(w.memberKey, (await first.json()).requestId);
    expect(one.missing).toEqual([]);
    const second = await post(bulk, w.memberKey, { profiles: profiles(6, 12) });
    expect(second.status).toBe(202);
    const two = await done(w.memberKey, (await second.json()).requestId);
    expect(two.data.map((p: { email?: unknown[] }) => p.email?.length ?? 0)).toEqual([
      1, 1, 1, 1, 0, 0,
    ]);
    expect(two.missing).toEqual([
      { profileId: "p_10", field: "email", reason: "member_limit_reached" },
      { profileId: "p_11", field: "email", reason: "member_limit_reached" },
    ]);
    expect(await memberUsed(w.accountId, w.memberId, "email")).toBe(10);

    // The 11th address: refused up front with the member's own cap, consuming nothing.
    const refused = await post(enrich, w.memberKey, {
      profile: { id: "p_0" },
      include: { email: true },
    });
    expect(refused.status).toBe(402);
    const problem = await refused.json();
    expect(problem).toMatchObject({ code: "member_limit_reached", counter: "email", cap: 10 });
    expect(problem.detail).toContain("your own daily email cap of 10");
    const usage = await getUsage({ db, accountId: w.accountId, clock: systemClock });
    expect(usage.email).toMatchObject({ used: 10, limit: 1000 });
    expect(usage.api.used).toBe(12);

    // The workspace's owner (no cap) is not held by the member's.
    const owners = await post(enrich, w.apiKey, {
      profile: { id: "p_0" },
      include: { email: true },
    });
    expect(owners.status).toBe(202);
  });

  it("counts a submission's api units against the member's api cap, all or nothing", async () => {
    const w = await cappedMember({ api: 5 });
    expect((await post(bulk, w.memberKey, { profiles: profiles(0, 4) })).status).toBe(202);
    const over = await post(bulk, w.memberKey, { profiles: profiles(4, 6) });
    expect(over.status).toBe(402);
    expect(await over.json()).toMatchObject({ code: "member_limit_reached", counter: "api" });
    expect(await memberUsed(w.accountId, w.memberId, "api")).toBe(4);
    expect((await post(bulk, w.memberKey, { profiles: profiles(4, 5) })).status).toBe(202);
    expect(await memberUsed(w.accountId, w.memberId, "api")).toBe(5);
    const usage = await getUsage({ db, accountId: w.accountId, clock: systemClock });
    expect(usage.api.used).toBe(5);
  });

  it("stops a campaign's run at its launcher's cap, and counts what it delivered for them", async () => {
    const w = await cappedMember({ email: 3 });
    const leads = Array.from(
      { length: 5 },
      (_, i) => ({ id: `lead_${i}`, email: [{ address: `l${i}@x.test` }] }) as unknown as Profile,
    );
    const ctx = { db, accountId: w.accountId, clock: systemClock };
    const paid = await db.transaction((tx) =>
      payForLeads(
        { ...ctx, db: tx },
        {
          id: "c1",
          name: "Capped",
          delivery: { email: true, mobile: false },
          actingUserId: w.memberId,
        },
        leads,
      ),
    );
    expect(paid.leads).toHaveLength(3);
    expect(paid.exhausted).toBeInstanceOf(MemberLimitReached);
    expect(paid.exhausted).toMatchObject({ counter: "email", cap: 3 });
    expect(await memberUsed(w.accountId, w.memberId, "email")).toBe(3);
    expect(await memberUsed(w.accountId, w.memberId, "api")).toBe(3);
  });
});

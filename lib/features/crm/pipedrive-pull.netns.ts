import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { crmContacts } from "@/db/schema";
import { createTestDb } from "@/db/testing/test-db";
import { systemClock } from "@/lib/core/clock";
import { resetEnvCache } from "@/lib/core/env";
import { createAccount } from "@/lib/features/accounts/create-account";
import { estimateAudience } from "@/lib/features/estimate/estimate";
import { seedProfiles } from "@/lib/model/profiles/synthetic";
import { createConnection } from "./connections";
import { forgetCrmVersion } from "./crm-audience";
import { pullStatus, requestPull, runPull } from "./pull";
import {
  type PipedriveSimulator,
  pipedriveTime,
  startPipedriveSimulator,
} from "./testing/pipedrive-simulator";

/* The "already in my CRM" pull from the Pipedrive simulator, in the loopback-only namespace. */

const TOKEN = "fedcba9876543210fedcba9876543210fedcba98";
const T0 = Date.parse("2026-01-01T00:00:00Z");
let sim: PipedriveSimulator;
let db: Awaited<ReturnType<typeof createTestDb>>["db"];
let accountId: string;

process.env.AUTH_SECRET ??= "test-secret-for-crm-tokens";
const ctx = () => ({ db, accountId, clock: systemClock });

function put(id: number, email: string | null, updatedAt: number, orgId: number | null = null) {
  sim.persons.set(id, {
    id,
    name: `Person ${id}`,
    emails: email ? [{ value: email, primary: true, label: "work" }] : [],
    phones: [],
    org_id: orgId,
    job_title: null,
    custom_fields: {},
    add_time: pipedriveTime(T0),
    update_time: pipedriveTime(updatedAt),
  });
}

async function indexed(connectionId: string) {
  return db
    .select()
    .from(crmContacts)
    .where(and(eq(crmContacts.connectionId, connectionId), eq(crmContacts.accountId, accountId)));
}

/** The reads of what changed (a reconciliation's listing by id aside). */
const lists = (from: number) =>
  sim.calls
    .slice(from)
    .filter((c) => c.path.startsWith("/api/v2/persons?") && c.path.includes("sort_by=update_time"));

beforeAll(async () => {
  ({ db } = await createTestDb());
  sim = await startPipedriveSimulator({ token: TOKEN, max: 40, windowMs: 500, retryAfter: 1 });
  process.env.PIPEDRIVE_API_BASE_URL = sim.url;
  resetEnvCache();
  accountId = (await createAccount(db, { email: "pd-pull@example.com", plan: "pro" })).accountId;
});
afterAll(() => sim.close());

describe("pulling Pipedrive's persons into the index", () => {
  it("indexes exactly the persons' e-mails and domains, then only what changed", async () => {
    sim.persons.clear();
    sim.organizations.set(1, { id: 1, name: "Acme", website: "https://www.Acme.example/" });
    sim.organizations.set(2, { id: 2, name: "No site", website: null });
    for (let i = 0; i < 1_200; i++) {
      put(10_000 + i, `p${i}@firm${i % 40}.example`, T0 + i * 1000, i % 10 === 0 ? 1 : null);
    }
    put(20_000, "someone@gmail.com", T0 + 5_000, 2);
    put(20_001, null, T0 + 6_000, 1);
    const connection = await createConnection(ctx(), { vendor: "pipedrive", token: TOKEN });
    const from = sim.calls.length;
    expect(await runPull(db, accountId, connection.id)).toBe("done");
    // 1,202 persons at 500 a page.
    expect(lists(from).map((c) => c.status)).toEqual([200, 200, 200]);
    expect(lists(from)[0]?.path).toContain("sort_by=update_time");
    const rows = await indexed(connection.id);
    expect(rows).toHaveLength(1_202);
    const emails = new Set(rows.flatMap((r) => (r.email ? [r.email] : [])));
    const expected = [...sim.persons.values()].flatMap((p) =>
      p.emails[0] ? [p.emails[0].value.toLowerCase()] : [],
    );
    expect([...emails].sort()).toEqual(expected.sort());
    const byId = new Map(rows.map((r) => [r.recordId, r]));
    // The organisation's website first, else a work address's domain, never a webmail's.
    expect(byId.get("10000")?.domain).toBe("acme.example");
    expect(byId.get("10001")?.domain).toBe("firm1.example");
    expect(byId.get("20000")?.domain).toBeNull();
    expect(byId.get("20001")).toMatchObject({ email: null, domain: "acme.example" });
    const status = await pullStatus(ctx(), connection.id);
    expect(status).toMatchObject({ status: "done", contacts: 1_202, emails: 1_201, read: 1_202 });
    expect(status.mark).toBe(new Date(T0 + 1_199_000).toISOString());

    // One person changes address, one is added: the next pull reads those and the one at the mark.
    put(10_005, "moved@elsewhere.example", T0 + 2_000_000);
    put(30_000, "new@fresh.example", T0 + 2_100_000);
    await requestPull(ctx(), connection.id);
    const again = sim.calls.length;
    expect(await runPull(db, accountId, connection.id)).toBe("done");
    expect(lists(again)).toHaveLength(1);
    expect(lists(again)[0]?.path).toContain(
      `updated_since=${encodeURIComponent(pipedriveTime(T0 + 1_199_000))}`,
    );
    expect(await pullStatus(ctx(), connection.id)).toMatchObject({ contacts: 1_203, read: 3 });
    const after = new Map((await indexed(connection.id)).map((r) => [r.recordId, r]));
    expect(after.get("10005")).toMatchObject({
      email: "moved@elsewhere.example",
      domain: "elsewhere.example",
    });
    expect(after.get("30000")?.email).toBe("new@fresh.example");
  });

  it("rides out Pipedrive's 429s and misses nobody", async () => {
    sim.persons.clear();
    for (let i = 0; i < 700; i++) put(40_000 + i, `r${i}@storm.example`, T0 + i * 1000);
    const connection = await createConnection(ctx(), { vendor: "pipedrive", token: TOKEN });
    const from = sim.calls.length;
    sim.resetWindow();
    sim.storm(3);
    expect(await runPull(db, accountId, connection.id)).toBe("done");
    const calls = lists(from);
    expect(calls.filter((c) => c.status === 429)).toHaveLength(3);
    expect(calls.filter((c) => c.status === 200)).toHaveLength(2);
    expect(await pullStatus(ctx(), connection.id)).toMatchObject({
      status: "done",
      contacts: 700,
      error: null,
    });
  });

  it("fails on a refused token in Pipedrive's words", async () => {
    const connection = await createConnection(ctx(), {
      vendor: "pipedrive",
      token: "0000000000000000000000000000000000000000",
    });
    expect(await runPull(db, accountId, connection.id)).toBe("failed");
    expect((await pullStatus(ctx(), connection.id)).error).toBe(
      "Pipedrive refused the token: unauthorized access",
    );
  });
});

describe("the Live Estimate with a Pipedrive pulled", () => {
  it("drops by exactly the audience members whose e-mail is in Pipedrive", async () => {
    await seedProfiles(db, { profiles: 400, seed: 41 });
    const own = (await createAccount(db, { email: "pd-estimate@example.com", plan: "pro" }))
      .accountId;
    const mine = { db, accountId: own, clock: systemClock };
    const filters = { seniorities: ["manager" as const] };
    const before = await estimateAudience(mine, { filters });
    const audience = await db.execute<{ id: string; email: string }>(sql`
      select p.id, lower(c.value) as email
      from profiles p join contacts c on c.profile_id = p.id and c.kind = 'email'
      where p.seniority = 'manager' and p.owner_account_id is null order by p.seq`);
    const chosen = audience.filter((_, i) => i % 4 === 1);
    const people = new Set(chosen.map((r) => r.id)).size;
    expect(people).toBeGreaterThan(3);
    sim.persons.clear();
    for (const [i, r] of chosen.entries()) put(50_000 + i, r.email.toUpperCase(), T0 + i * 1000);
    // Pipedrive holds people outside the audience too.
    for (let i = 0; i < 25; i++) put(60_000 + i, `outsider${i}@elsewhere.example`, T0 + i);
    const connection = await createConnection(mine, { vendor: "pipedrive", token: TOKEN });
    expect(await runPull(db, own, connection.id)).toBe("done");
    forgetCrmVersion(own);
    const counted = await estimateAudience(mine, { filters });
    expect(counted.count).toBe(before.count);
    expect(counted.inCrm).toMatchObject({ people, excluded: 0 });
    const excluded = await estimateAudience(mine, {
      filters: { ...filters, excludeInCrm: { people: true } },
    });
    expect(excluded.count).toBe(before.count - people);
    expect(excluded.inCrm).toMatchObject({ people, excluded: people });
  }, 60_000);
});

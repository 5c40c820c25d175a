import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { crmPulls } from "@/db/schema";
import { createTestDb } from "@/db/testing/test-db";
import { systemClock } from "@/lib/core/clock";
import type { Ctx } from "@/lib/core/context";
import { createAccount } from "@/lib/features/accounts/create-account";
import { estimateAudience } from "@/lib/features/estimate/estimate";
import { seedProfiles } from "@/lib/model/profiles/synthetic";
import { createConnection } from "./connections";
import { forgetCrmVersion } from "./crm-audience";
import { pullStatus, requestPull, runPull, schedulePulls } from "./pull";
import { type CrmSimulators, connectByOAuth, startCrmSimulators } from "./testing/crm-simulators";
import type { HubSpotSimulator } from "./testing/hubspot-simulator";
import { type PipedriveSimulator, pipedriveTime } from "./testing/pipedrive-simulator";
import { type SalesforceSimulator, salesforceTime } from "./testing/salesforce-simulator";

/*
 * Records deleted in the CRM leave the "already in my CRM" index at the next pull, and the Live
 * Estimate's `inCrm` drops by exactly them: HubSpot's archived contacts, Salesforce's deleted
 * records (queryAll, IsDeleted), Pipedrive's persons gone from a full listing by id.
 */

process.env.AUTH_SECRET ??= "test-secret-for-crm-tokens";
const HUBSPOT_TOKEN = "pat-eu1-77777777-2222-3333-4444-555555555555";
const PIPEDRIVE_TOKEN = "abcdefabcdefabcdefabcdefabcdefabcdefabcd";
const T0 = Date.parse("2026-01-01T00:00:00Z");
const filters = { seniorities: ["manager" as const] };
let db: Awaited<ReturnType<typeof createTestDb>>["db"];
let hubspot: HubSpotSimulator;
let pipedrive: PipedriveSimulator;
let salesforce: SalesforceSimulator;
let sims: CrmSimulators;
/** Managers of the audience with an e-mail: one address each. */
let audience: { id: string; email: string }[];

beforeAll(async () => {
  ({ db } = await createTestDb());
  await seedProfiles(db, { profiles: 400, seed: 57 });
  const rows = await db.execute<{ id: string; email: string }>(sql`
    select distinct on (p.id) p.id, lower(c.value) as email
    from profiles p join contacts c on c.profile_id = p.id and c.kind = 'email'
    where p.seniority = 'manager' and p.owner_account_id is null order by p.id, c.value`);
  audience = [...rows];
  sims = await startCrmSimulators({
    hubspot: { token: HUBSPOT_TOKEN },
    pipedrive: { token: PIPEDRIVE_TOKEN, max: 40, windowMs: 500 },
    salesforce: { clientId: "3MVG9-del", clientSecret: "sf-del-secret", batchSize: 200 },
  });
  ({ hubspot, pipedrive, salesforce } = sims);
}, 120_000);
afterAll(() => sims.close());

async function account(email: string): Promise<Ctx> {
  const { accountId } = await createAccount(db, { email, plan: "pro" });
  return { db, accountId, clock: systemClock };
}

async function pulled(ctx: Ctx, connectionId: string): Promise<number> {
  expect(await runPull(db, ctx.accountId, connectionId)).toBe("done");
  forgetCrmVersion(ctx.accountId);
  const estimate = await estimateAudience(ctx, { filters });
  return estimate.inCrm?.people ?? 0;
}

/** The audience members the CRM holds, and the ones of them deleted there. */
function chosen(offset: number) {
  const held = audience.filter((_, i) => i % 3 === offset);
  const deleted = held.filter((_, i) => i % 4 === 0);
  expect(deleted.length).toBeGreaterThan(2);
  return { held, deleted };
}

describe("records deleted in the CRM leave the index", () => {
  it("HubSpot: archived contacts no longer count, at the next scheduled pull", async () => {
    const ctx = await account("del-hubspot@example.com");
    const { held, deleted } = chosen(0);
    hubspot.contacts.clear();
    held.forEach((r, i) => {
      hubspot.contacts.set(r.email, {
        id: String(5000 + i),
        properties: { email: r.email, hs_object_id: String(5000 + i) },
        createdAt: new Date(T0).toISOString(),
        updatedAt: new Date(T0 + i * 1000).toISOString(),
      });
    });
    const connection = await createConnection(ctx, { vendor: "hubspot", token: HUBSPOT_TOKEN });
    expect(await pulled(ctx, connection.id)).toBe(held.length);
    for (const r of deleted) hubspot.archive(r.email);
    await schedulePulls(db, new Date(Date.now() + 2 * 3_600_000));
    expect(await pulled(ctx, connection.id)).toBe(held.length - deleted.length);
    const excluded = await estimateAudience(ctx, {
      filters: { ...filters, excludeInCrm: { people: true } },
    });
    expect(excluded.inCrm?.excluded).toBe(held.length - deleted.length);
  });

  it("Salesforce: deleted Leads no longer count, at the next scheduled pull", async () => {
    const ctx = await account("del-salesforce@example.com");
    const { held, deleted } = chosen(1);
    salesforce.records.Lead.clear();
    const ids = new Map<string, string>();
    held.forEach((r, i) => {
      const Id = `00Q5g0000${String(i).padStart(9, "0")}`;
      ids.set(r.email, Id);
      salesforce.records.Lead.set(Id, {
        Id,
        LastName: `L${i}`,
        Company: "C",
        Email: r.email,
        LastModifiedDate: salesforceTime(T0 + i * 1000),
      });
    });
    const connection = { id: await connectByOAuth(ctx, "salesforce", "Lead") };
    expect(await pulled(ctx, connection.id)).toBe(held.length);
    for (const r of deleted) salesforce.remove("Lead", ids.get(r.email) ?? "");
    await schedulePulls(db, new Date(Date.now() + 2 * 3_600_000));
    const from = salesforce.calls.length;
    expect(await pulled(ctx, connection.id)).toBe(held.length - deleted.length);
    expect(salesforce.calls.slice(from).some((c) => c.path.includes("/queryAll?"))).toBe(true);
  });

  it("Pipedrive: deleted persons no longer count once the index is reconciled", async () => {
    const ctx = await account("del-pipedrive@example.com");
    const { held, deleted } = chosen(2);
    pipedrive.persons.clear();
    const ids = new Map<string, number>();
    held.forEach((r, i) => {
      const id = 7000 + i;
      ids.set(r.email, id);
      pipedrive.persons.set(id, {
        id,
        name: `P${i}`,
        emails: [{ value: r.email, primary: true, label: "work" }],
        phones: [],
        org_id: null,
        job_title: null,
        custom_fields: {},
        add_time: pipedriveTime(T0),
        update_time: pipedriveTime(T0 + i * 1000),
      });
    });
    // Outside the audience, enough persons for the listing by id to take three pages.
    for (let i = 0; i < 1_100; i++) {
      pipedrive.persons.set(20_000 + i, {
        id: 20_000 + i,
        name: `O${i}`,
        emails: [{ value: `outsider${i}@elsewhere.example`, primary: true, label: "work" }],
        phones: [],
        org_id: null,
        job_title: null,
        custom_fields: {},
        add_time: pipedriveTime(T0),
        update_time: pipedriveTime(T0 + i),
      });
    }
    const connection = await createConnection(ctx, { vendor: "pipedrive", token: PIPEDRIVE_TOKEN });
    expect(await pulled(ctx, connection.id)).toBe(held.length);
    expect((await pullStatus(ctx, connection.id)).contacts).toBe(held.length + 1_100);
    const sweeps = (from: number) =>
      pipedrive.calls.slice(from).filter((c) => c.path.includes("sort_by=id"));

    const [first, second] = deleted;
    pipedrive.persons.delete(ids.get(first?.email ?? "") ?? 0);
    // A scheduled pull within CRM_PULL_RECONCILE_HOURS of the last reconciliation lists no ids.
    await schedulePulls(db, new Date(Date.now() + 2 * 3_600_000));
    let from = pipedrive.calls.length;
    expect(await pulled(ctx, connection.id)).toBe(held.length);
    expect(sweeps(from)).toHaveLength(0);

    // Refresh from CRM reconciles at once.
    await requestPull(ctx, connection.id);
    from = pipedrive.calls.length;
    expect(await pulled(ctx, connection.id)).toBe(held.length - 1);
    expect(sweeps(from).length).toBeGreaterThan(0);

    // And a scheduled pull does, once the last reconciliation is CRM_PULL_RECONCILE_HOURS old:
    // on every page of the listing (the second's middle, the last one's end) too.
    for (const r of deleted.slice(1)) pipedrive.persons.delete(ids.get(r.email) ?? 0);
    pipedrive.persons.delete(20_700);
    pipedrive.persons.delete(21_099);
    expect(second).toBeDefined();
    await db
      .update(crmPulls)
      .set({ reconciledAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(crmPulls.connectionId, connection.id));
    await schedulePulls(db, new Date(Date.now() + 2 * 3_600_000));
    from = pipedrive.calls.length;
    expect(await pulled(ctx, connection.id)).toBe(held.length - deleted.length);
    expect(sweeps(from)).toHaveLength(3);
    expect((await pullStatus(ctx, connection.id)).contacts).toBe(
      held.length - deleted.length + 1_098,
    );
  });
});

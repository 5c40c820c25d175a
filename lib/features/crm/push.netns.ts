import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  campaignLeads,
  contacts,
  crmPushes,
  crmRecords,
  doNotContact,
  listItems,
  lists,
  profiles,
  suppressedProfiles,
} from "@/db/schema";
import { createTestDb } from "@/db/testing/test-db";
import { systemClock } from "@/lib/core/clock";
import { resetEnvCache } from "@/lib/core/env";
import { PRESENCE_SEED } from "@/lib/engines/jobs/presence";
import { createAccount } from "@/lib/features/accounts/create-account";
import { createCampaign } from "@/lib/features/campaigns/campaigns";
import { createConnection, saveMapping, testConnection } from "./connections";
import { runPush } from "./push-job";
import {
  getPush,
  pushNewDeliveries,
  pushRowsPage,
  recoverAbandonedPushes,
  setCampaignCrm,
  startPush,
} from "./pushes";
import { type HubSpotSimulator, startHubSpotSimulator } from "./testing/hubspot-simulator";

/* Pushes to the HubSpot simulator, inside the loopback-only namespace (docs/crm.md). */

const TOKEN = "pat-eu1-11111111-2222-3333-4444-555555555555";
const PEOPLE = 230;
let sim: HubSpotSimulator;
let db: Awaited<ReturnType<typeof createTestDb>>["db"];
let client: Awaited<ReturnType<typeof createTestDb>>["sql"];
let accountId: string;
let listId: string;

process.env.AUTH_SECRET ??= "test-secret-for-crm-tokens";

const email = (i: number) => `person${i}@acme${i % 7}.example`;
const ctx = () => ({ db, accountId, clock: systemClock });
/** Retries and back-offs at test speed; the simulator's window is short too. */
const pacing = { backoffMs: 5, attempts: 4 };

beforeAll(async () => {
  ({ db, sql: client } = await createTestDb());
  sim = await startHubSpotSimulator({
    token: TOKEN,
    max: 12,
    intervalMs: 150,
    customProperties: [{ name: "leadwise_department", label: "Department" }],
  });
  process.env.HUBSPOT_API_BASE_URL = sim.url;
  resetEnvCache();
  accountId = (await createAccount(db, { email: "crm@example.com", plan: "pro" })).accountId;
  const ids = Array.from({ length: PEOPLE }, (_, i) => `crm_p${i}`);
  await db.insert(profiles).values(
    ids.map((id, i) => ({
      id,
      data: { id, fn: `First${i}`, ln: `Last${i}`, title: `Engineer ${i}`, city: "Berlin" },
      title: `Engineer ${i}`,
      hasEmail: i !== 3,
    })),
  );
  await db
    .insert(contacts)
    .values(
      ids.flatMap((profileId, i) =>
        i === 3 ? [] : [{ profileId, kind: "email" as const, type: "work", value: email(i) }],
      ),
    );
  const [list] = await db.insert(lists).values({ accountId, name: "To HubSpot" }).returning();
  listId = list?.id ?? "";
  await db.insert(listItems).values(ids.map((profileId) => ({ listId, profileId, accountId })));
  // One opted out everywhere, one on the account's do-not-contact list.
  await db.insert(suppressedProfiles).values({ profileId: "crm_p5" });
  await db.insert(doNotContact).values({ accountId, kind: "email", value: email(6) });
});
afterAll(() => sim.close());

beforeEach(() => {
  sim.contacts.clear();
  sim.rejectEmails.clear();
});

async function connect() {
  const connection = await createConnection(ctx(), { vendor: "hubspot", token: TOKEN });
  return connection.id;
}

async function pushList(connectionId: string) {
  const push = await startPush(ctx(), { listId, connectionId });
  expect(await runPush(db, accountId, push.id, { pacing })).toBe("done");
  return getPush(ctx(), push.id);
}

async function allRows(pushId: string) {
  const rows = [];
  let cursor: string | undefined;
  do {
    const page = await pushRowsPage(ctx(), pushId, { cursor, limit: 100 });
    rows.push(...page.data);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return rows;
}

describe("push to HubSpot", () => {
  it("test, then a first push creates each person once, a second creates none", async () => {
    const connectionId = await connect();
    expect(await testConnection(ctx(), connectionId)).toMatchObject({ ok: true });

    const first = await pushList(connectionId);
    const sendable = PEOPLE - 3; // no e-mail, opted out, do-not-contact
    expect(first.counts).toEqual({
      pending: 0,
      created: sendable,
      updated: 0,
      unchanged: 0,
      skipped: 3,
      failed: 0,
    });
    expect(sim.contacts.size).toBe(sendable);
    expect(sim.contacts.get(email(0))?.properties).toMatchObject({
      firstname: "First0",
      lastname: "Last0",
      jobtitle: "Engineer 0",
      city: "Berlin",
    });
    expect(sim.contacts.has(email(5))).toBe(false);
    expect(sim.contacts.has(email(6))).toBe(false);
    // HubSpot's batch limit held: no upsert carried more than 100 inputs.
    const upserts = sim.calls.filter((c) => c.path.endsWith("/batch/upsert"));
    expect(Math.max(...upserts.map((c) => c.inputs))).toBeLessThanOrEqual(100);

    const rows = await allRows(first.id);
    expect(rows).toHaveLength(PEOPLE);
    const created = rows.find((r) => r.email === email(0));
    expect(created?.recordUrl).toBe(
      `https://app-eu1.hubspot.com/contacts/${sim.portalId}/record/0-1/${sim.contacts.get(email(0))?.id}`,
    );
    expect(rows.find((r) => r.profileId === "crm_p3")?.reason).toMatch(/No e-mail/);
    expect(rows.find((r) => r.profileId === "crm_p5")?.reason).toMatch(/Opted out/);
    expect(rows.find((r) => r.profileId === "crm_p6")?.reason).toMatch(/do-not-contact/);
    const [kept] = await db.select().from(crmRecords).where(eq(crmRecords.profileId, "crm_p0"));
    expect(kept?.recordId).toBe(sim.contacts.get(email(0))?.id);

    // Someone edits a record in HubSpot; the second push puts the mapped value back.
    const edited = sim.contacts.get(email(1));
    if (edited) edited.properties.city = "Hamburg";
    const second = await pushList(connectionId);
    expect(second.counts).toMatchObject({ created: 0, updated: 1, unchanged: sendable - 1 });
    expect(sim.contacts.size).toBe(sendable);
    expect(sim.contacts.get(email(1))?.properties.city).toBe("Berlin");
  });

  it("fill only if empty keeps a title the CRM already holds", async () => {
    const connectionId = await connect();
    expect(await testConnection(ctx(), connectionId)).toMatchObject({ ok: true });
    sim.contacts.set(email(0), {
      id: "9001",
      properties: { email: email(0), jobtitle: "VP Existing", hs_object_id: "9001" },
      createdAt: "2026-01-01T00:00:00Z",
      updatedAt: "2026-01-01T00:00:00Z",
    });
    const view = await saveMapping(ctx(), connectionId, {
      mapping: [
        { field: "firstName", property: "firstname", rule: "overwrite" },
        { field: "title", property: "jobtitle", rule: "fill_if_empty" },
        { field: "department", property: "leadwise_department", rule: "never" },
      ],
    });
    expect(view.suggested).toContainEqual({
      field: "department",
      property: "leadwise_department",
      rule: "overwrite",
    });
    const push = await pushList(connectionId);
    expect(push.counts.created).toBe(PEOPLE - 4);
    expect(push.counts.updated).toBe(1);
    expect(sim.contacts.get(email(0))?.properties).toMatchObject({
      jobtitle: "VP Existing",
      firstname: "First0",
    });
    expect(sim.contacts.get(email(0))?.id).toBe("9001");
    expect(sim.contacts.get(email(1))?.properties.jobtitle).toBe("Engineer 1");
  });

  it("rides out a 429 storm and 5xx, paced by the rate-limit headers", async () => {
    const connectionId = await connect();
    const started = await startPush(ctx(), { listId, connectionId });
    sim.resetWindow();
    sim.storm(8);
    sim.fail(2);
    const from = sim.calls.length;
    expect(await runPush(db, accountId, started.id, { pacing })).toBe("done");
    const push = await getPush(ctx(), started.id);
    expect(push.counts).toMatchObject({ pending: 0, created: PEOPLE - 3, failed: 0 });
    const calls = sim.calls.slice(from);
    expect(calls.filter((c) => c.status === 429)).toHaveLength(8);
    expect(calls.filter((c) => c.status === 502)).toHaveLength(2);
  });

  it("a partial batch failure fails only the rows HubSpot refused, in its words", async () => {
    const connectionId = await connect();
    sim.rejectEmails.add(email(10));
    const push = await pushList(connectionId);
    expect(push.counts).toMatchObject({ created: PEOPLE - 4, failed: 1 });
    const rows = await allRows(push.id);
    const failed = rows.find((r) => r.outcome === "failed");
    expect(failed?.email).toBe(email(10));
    expect(failed?.reason).toMatch(/was not a valid value for jobtitle/);
    expect(sim.contacts.has(email(10))).toBe(false);
  });

  it("a push stopped mid-batch resumes and leaves no contact twice", async () => {
    const connectionId = await connect();
    const push = await startPush(ctx(), { listId, connectionId });
    // HubSpot applies the second batch, then the run dies before it hears the answer.
    let upserts = 0;
    sim.onUpsert = () => {
      upserts++;
      if (upserts === 2) sim.dropAnswers(1);
    };
    await expect(
      runPush(db, accountId, push.id, { pacing: { backoffMs: 5, attempts: 1 } }),
    ).rejects.toThrow();
    sim.onUpsert = undefined;
    const halfway = await getPush(ctx(), push.id);
    expect(halfway.status).toBe("running");
    expect(halfway.counts.pending).toBeGreaterThan(0);

    expect(await runPush(db, accountId, push.id, { pacing })).toBe("done");
    const done = await getPush(ctx(), push.id);
    expect(done.counts.pending).toBe(0);
    expect(done.counts.created + done.counts.updated + done.counts.unchanged).toBe(PEOPLE - 3);
    expect(sim.contacts.size).toBe(PEOPLE - 3);
    const ids = [...sim.contacts.values()].map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("a push whose worker died is taken up at once; one a live worker runs is never run twice", async () => {
    const connectionId = await connect();
    const push = await startPush(ctx(), { listId, connectionId });
    // A live worker process holds its presence lock (lib/engines/jobs/presence.ts) and the push.
    const live = await client.reserve();
    await live`select pg_advisory_lock(hashtextextended('w_live', ${PRESENCE_SEED}))`;
    await db
      .update(crmPushes)
      .set({ status: "running", workerId: "w_live" })
      .where(eq(crmPushes.id, push.id));
    // Another job for it (a resume sweep's, the old one's retry) leaves it to that worker.
    expect(await runPush(db, accountId, push.id, { pacing, workerId: "w_other" })).toBe(
      "continued",
    );
    expect(await recoverAbandonedPushes(db)).toBe(0);
    expect((await getPush(ctx(), push.id)).counts.pending).toBe(PEOPLE);
    // The worker dies (kill -9: its connection, and the lock, go with it).
    await live`select pg_advisory_unlock(hashtextextended('w_live', ${PRESENCE_SEED}))`;
    live.release();
    expect(await recoverAbandonedPushes(db)).toBe(1);
    const [row] = await db
      .select({ workerId: crmPushes.workerId })
      .from(crmPushes)
      .where(eq(crmPushes.id, push.id));
    expect(row?.workerId).toBeNull();
    // A second sweep (another node starting) finds nothing left to take.
    expect(await recoverAbandonedPushes(db)).toBe(0);
    expect(await runPush(db, accountId, push.id, { pacing, workerId: "w_new" })).toBe("done");
    expect((await getPush(ctx(), push.id)).counts.pending).toBe(0);
  });

  it("a refused token fails the push and shows on the connection", async () => {
    const connection = await createConnection(ctx(), {
      vendor: "hubspot",
      token: "pat-wrong-0000",
    });
    expect(await testConnection(ctx(), connection.id)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/refused the token/),
    });
    const push = await startPush(ctx(), { listId, connectionId: connection.id });
    expect(await runPush(db, accountId, push.id, { pacing })).toBe("failed");
    expect(await getPush(ctx(), push.id)).toMatchObject({
      status: "failed",
      error: expect.stringMatching(/refused the token/),
      counts: { pending: PEOPLE },
    });
    expect(sim.contacts.size).toBe(0);
  });

  it("a campaign with crm enabled pushes each new delivery, and only new ones", async () => {
    const connectionId = await connect();
    const campaign = await createCampaign(ctx(), { name: "Send to CRM" });
    await db
      .insert(campaignLeads)
      .values({ campaignId: campaign.id, accountId, profileId: "crm_p0" });
    expect(await setCampaignCrm(ctx(), campaign.id, { connectionId, enabled: true })).toEqual({
      connectionId,
      enabled: true,
    });
    // Delivered before it was turned on: not pushed by it.
    await pushNewDeliveries(db);
    expect(await db.select().from(crmPushes).where(eq(crmPushes.campaignId, campaign.id))).toEqual(
      [],
    );

    await db.insert(campaignLeads).values([
      { campaignId: campaign.id, accountId, profileId: "crm_p1" },
      { campaignId: campaign.id, accountId, profileId: "crm_p2" },
    ]);
    await pushNewDeliveries(db);
    await pushNewDeliveries(db);
    const pushes = await db.select().from(crmPushes).where(eq(crmPushes.campaignId, campaign.id));
    expect(pushes).toHaveLength(1);
    const [auto] = pushes;
    expect(await runPush(db, accountId, auto?.id ?? "", { pacing })).toBe("done");
    expect(sim.contacts.size).toBe(2);
    expect(sim.contacts.has(email(1)) && sim.contacts.has(email(2))).toBe(true);
  });
});

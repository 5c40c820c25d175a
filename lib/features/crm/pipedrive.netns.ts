import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { contacts, crmRecords, listItems, lists, profiles, suppressedProfiles } from "@/db/schema";
import { createTestDb } from "@/db/testing/test-db";
import { systemClock } from "@/lib/core/clock";
import { resetEnvCache } from "@/lib/core/env";
import { createAccount } from "@/lib/features/accounts/create-account";
import { createConnection, getMapping, saveMapping, testConnection } from "./connections";
import { runPush } from "./push-job";
import { getPush, pushRowsPage, startPush } from "./pushes";
import { type PipedriveSimulator, startPipedriveSimulator } from "./testing/pipedrive-simulator";

/* Pushes to the Pipedrive simulator, inside the loopback-only namespace (docs/crm.md). */

const TOKEN = "0123456789abcdef0123456789abcdef01234567";
const DEPARTMENT_KEY = "a1b2c3d4e5f60718293a4b5c6d7e8f9012345678";
const PEOPLE = 45;
let sim: PipedriveSimulator;
let db: Awaited<ReturnType<typeof createTestDb>>["db"];
let accountId: string;
let listId: string;

process.env.AUTH_SECRET ??= "test-secret-for-crm-tokens";

const email = (i: number) => `lead${i}@firm${i % 4}.example`;
const ctx = () => ({ db, accountId, clock: systemClock });
/** Back-offs at test speed; the simulator's window is short too. */
const pacing = { backoffMs: 5, attempts: 4 };

beforeAll(async () => {
  ({ db } = await createTestDb());
  sim = await startPipedriveSimulator({
    token: TOKEN,
    max: 40,
    windowMs: 500,
    retryAfter: 0,
    customFields: [{ key: DEPARTMENT_KEY, name: "Department" }],
  });
  process.env.PIPEDRIVE_API_BASE_URL = sim.url;
  resetEnvCache();
  accountId = (await createAccount(db, { email: "pd@example.com", plan: "pro" })).accountId;
  const ids = Array.from({ length: PEOPLE }, (_, i) => `pd_p${i}`);
  await db.insert(profiles).values(
    ids.map((id, i) => ({
      id,
      data: {
        id,
        fn: `Ada${i}`,
        ln: `Byron${i}`,
        title: `Engineer ${i}`,
        department: "Engineering",
        organization: { name: `Firm ${i % 4}` },
      },
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
  const [list] = await db.insert(lists).values({ accountId, name: "To Pipedrive" }).returning();
  listId = list?.id ?? "";
  await db.insert(listItems).values(ids.map((profileId) => ({ listId, profileId, accountId })));
  await db.insert(suppressedProfiles).values({ profileId: "pd_p5" });
});
afterAll(() => sim.close());

beforeEach(() => {
  sim.persons.clear();
  sim.organizations.clear();
  sim.rejectEmails.clear();
});

async function connect() {
  const connection = await createConnection(ctx(), { vendor: "pipedrive", token: TOKEN });
  expect(await testConnection(ctx(), connection.id)).toMatchObject({ ok: true });
  return connection.id;
}

async function pushList(connectionId: string) {
  const push = await startPush(ctx(), { listId, connectionId });
  expect(await runPush(db, accountId, push.id, { pacing })).toBe("done");
  return getPush(ctx(), push.id);
}

async function allRows(pushId: string) {
  const page = await pushRowsPage(ctx(), pushId, { limit: 500 });
  return page.data;
}

const SENDABLE = PEOPLE - 2; // no e-mail, opted out

describe("push to Pipedrive", () => {
  it("test reads the person fields; the mapping suggests custom ones", async () => {
    const connectionId = await connect();
    const view = await getMapping(ctx(), connectionId);
    expect(view.properties.map((p) => p.name)).toContain(DEPARTMENT_KEY);
    expect(view.suggested).toEqual(
      expect.arrayContaining([
        { field: "fullName", property: "name", rule: "overwrite" },
        { field: "title", property: "job_title", rule: "overwrite" },
        { field: "company", property: "org_id", rule: "overwrite" },
        { field: "department", property: DEPARTMENT_KEY, rule: "overwrite" },
      ]),
    );
    // Read-only fields (the owner, the record id) are never suggested.
    expect(view.suggested.map((m) => m.property)).not.toContain("owner_id");
    // Pipedrive requires a name: a mapping without one names it before any push.
    const saved = await saveMapping(ctx(), connectionId, {
      mapping: [{ field: "title", property: "job_title", rule: "overwrite" }],
    });
    expect(saved.unmappedRequired).toEqual(["Name"]);
    await expect(startPush(ctx(), { listId, connectionId })).rejects.toThrow();
  });

  it("creates each person once with its organisation, a second push creates none", async () => {
    const connectionId = await connect();
    await saveMapping(ctx(), connectionId, {
      mapping: (await getMapping(ctx(), connectionId)).suggested,
    });
    const first = await pushList(connectionId);
    expect(first.counts).toEqual({
      pending: 0,
      created: SENDABLE,
      updated: 0,
      unchanged: 0,
      skipped: 2,
      failed: 0,
    });
    expect(sim.persons.size).toBe(SENDABLE);
    // Four firms: each organisation created once and linked.
    expect(sim.organizations.size).toBe(4);
    const ada = sim.byEmail(email(0));
    expect(ada).toMatchObject({ name: "Ada0 Byron0", job_title: "Engineer 0" });
    expect(sim.organizations.get(ada?.org_id ?? 0)?.name).toBe("Firm 0");
    expect(ada?.custom_fields[DEPARTMENT_KEY]).toBe("Engineering");
    const rows = await allRows(first.id);
    expect(rows.find((r) => r.email === email(0))?.recordUrl).toBe(
      `https://${sim.companyDomain}.pipedrive.com/person/${ada?.id}`,
    );
    const [kept] = await db
      .select()
      .from(crmRecords)
      .where(and(eq(crmRecords.profileId, "pd_p0"), eq(crmRecords.connectionId, connectionId)));
    expect(kept?.recordId).toBe(String(ada?.id));

    // Someone edits a record in Pipedrive, another changes a person's e-mail there: the second
    // push puts the title back and updates the record it stored, creating nobody.
    const edited = sim.byEmail(email(1));
    if (edited) edited.job_title = "Chief Tinkerer";
    const moved = sim.byEmail(email(2));
    if (moved)
      moved.emails = [{ value: "renamed@elsewhere.example", primary: true, label: "work" }];
    const second = await pushList(connectionId);
    expect(second.counts).toMatchObject({
      created: 0,
      updated: 1,
      unchanged: SENDABLE - 1,
      failed: 0,
    });
    expect(sim.persons.size).toBe(SENDABLE);
    expect(sim.byEmail(email(1))?.job_title).toBe("Engineer 1");
    expect(sim.organizations.size).toBe(4);
  });

  it("fill only if empty keeps a title and an organisation Pipedrive already holds", async () => {
    const connectionId = await connect();
    sim.organizations.set(5, { id: 5, name: "Their Own Org" });
    sim.persons.set(9001, {
      id: 9001,
      name: "Ada Existing",
      emails: [{ value: email(0), primary: true, label: "work" }],
      phones: [],
      org_id: 5,
      job_title: "VP Existing",
      custom_fields: { [DEPARTMENT_KEY]: null },
      add_time: "2026-01-01 00:00:00",
      update_time: "2026-01-01 00:00:00",
    });
    await saveMapping(ctx(), connectionId, {
      mapping: [
        { field: "fullName", property: "name", rule: "fill_if_empty" },
        { field: "title", property: "job_title", rule: "fill_if_empty" },
        { field: "company", property: "org_id", rule: "fill_if_empty" },
        { field: "department", property: DEPARTMENT_KEY, rule: "fill_if_empty" },
      ],
    });
    const push = await pushList(connectionId);
    expect(push.counts).toMatchObject({ created: SENDABLE - 1, updated: 1, failed: 0 });
    expect(sim.persons.get(9001)).toMatchObject({
      name: "Ada Existing",
      job_title: "VP Existing",
      org_id: 5,
      custom_fields: { [DEPARTMENT_KEY]: "Engineering" },
    });
    expect(sim.byEmail(email(1))?.job_title).toBe("Engineer 1");
  });

  it("rides out a 429 storm and backs off on 5xx, every row accounted for", async () => {
    const connectionId = await connect();
    const started = await startPush(ctx(), { listId, connectionId });
    sim.resetWindow();
    sim.storm(10);
    sim.fail(2);
    const from = sim.calls.length;
    expect(await runPush(db, accountId, started.id, { pacing })).toBe("done");
    const push = await getPush(ctx(), started.id);
    expect(push.counts).toMatchObject({ pending: 0, created: SENDABLE, skipped: 2, failed: 0 });
    const calls = sim.calls.slice(from);
    // Paced by the headers: the storm's 429s and no more.
    expect(calls.filter((c) => c.status === 429)).toHaveLength(10);
    expect(calls.filter((c) => c.status === 503)).toHaveLength(2);
    expect(sim.persons.size).toBe(SENDABLE);
  });

  it("a person Pipedrive refuses fails only its row, in Pipedrive's words", async () => {
    const connectionId = await connect();
    sim.rejectEmails.add(email(10));
    const push = await pushList(connectionId);
    expect(push.counts).toMatchObject({ created: SENDABLE - 1, failed: 1 });
    const failed = (await allRows(push.id)).find((r) => r.outcome === "failed");
    expect(failed).toMatchObject({
      email: email(10),
      reason: expect.stringMatching(/is not a valid email address/),
    });
  });

  it("a bad token is named clearly on Test and fails the push", async () => {
    const connection = await createConnection(ctx(), {
      vendor: "pipedrive",
      token: "ffffffffffffffffffffffffffffffffffffffff",
    });
    expect(await testConnection(ctx(), connection.id)).toEqual({
      ok: false,
      message: "Pipedrive refused the token: unauthorized access",
    });
    const push = await startPush(ctx(), { listId, connectionId: connection.id });
    expect(await runPush(db, accountId, push.id, { pacing })).toBe("failed");
    expect(await getPush(ctx(), push.id)).toMatchObject({
      status: "failed",
      error: "Pipedrive refused the token: unauthorized access",
      counts: { pending: PEOPLE },
    });
    expect(sim.persons.size).toBe(0);
  });
});

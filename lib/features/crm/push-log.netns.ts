import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { doNotContact, suppressedProfiles } from "@/db/schema";
import { createTestDb } from "@/db/testing/test-db";
import { systemClock } from "@/lib/core/clock";
import { createAccount } from "@/lib/features/accounts/create-account";
import { createConnection, getMapping, saveMapping, testConnection } from "./connections";
import { runPush } from "./push-job";
import { getPush, pushRowsPage, startPush } from "./pushes";
import {
  type CrmSimulators,
  connectByOAuth,
  seedList,
  startCrmSimulators,
} from "./testing/crm-simulators";
import type { HubSpotSimulator } from "./testing/hubspot-simulator";
import type { PipedriveSimulator } from "./testing/pipedrive-simulator";
import type { SalesforceSimulator } from "./testing/salesforce-simulator";

/*
 * The push's log as a marketer reads it, for each of the three CRMs (acceptance: "the push's log
 * opens each created or updated record in the CRM, and says why each skipped or failed row
 * was"): one list holding a person of each kind, pushed twice to each simulator.
 */

const HUBSPOT_TOKEN = "pat-eu1-log-1111-2222-3333-444444444444";
const PIPEDRIVE_TOKEN = "0123456789abcdef0123456789abcdef01234567";
const pacing = { backoffMs: 5, attempts: 4 };

let db: Awaited<ReturnType<typeof createTestDb>>["db"];
let accountId: string;
let listId: string;
let hubspot: HubSpotSimulator;
let pipedrive: PipedriveSimulator;
let salesforce: SalesforceSimulator;
let sims: CrmSimulators;

process.env.AUTH_SECRET ??= "test-secret-for-crm-tokens";

const ctx = () => ({ db, accountId, clock: systemClock });
const email = (i: number) => `log${i}@firm${i}.example`;

/** Who each row of the list is, by its position. */
const PEOPLE = [
  { id: "log_ok0", email: email(0) },
  { id: "log_ok1", email: email(1) },
  { id: "log_optout", email: email(2) },
  { id: "log_dnc", email: email(3) },
  { id: "log_noemail", email: null },
  { id: "log_twin", email: email(0) },
  { id: "log_refused", email: email(6) },
] as const;

beforeAll(async () => {
  ({ db } = await createTestDb());
  sims = await startCrmSimulators({
    hubspot: { token: HUBSPOT_TOKEN, max: 50, intervalMs: 200 },
    pipedrive: { token: PIPEDRIVE_TOKEN, max: 40, windowMs: 500, retryAfter: 0 },
    salesforce: { clientId: "3MVG9-log", clientSecret: "log" },
  });
  ({ hubspot, pipedrive, salesforce } = sims);
  accountId = (await createAccount(db, { email: "log@example.com", plan: "pro" })).accountId;
  listId = await seedList(db, accountId, "Every kind", PEOPLE);
  await db.insert(suppressedProfiles).values({ profileId: "log_optout" });
  await db.insert(doNotContact).values({ accountId, kind: "email", value: email(3) });
  hubspot.rejectEmails.add(email(6));
  pipedrive.rejectEmails.add(email(6));
  salesforce.rejectEmails.add(email(6));
});
afterAll(() => sims.close());

async function pushLog(connectionId: string) {
  const push = await startPush(ctx(), { listId, connectionId });
  expect(await runPush(db, accountId, push.id, { pacing })).toBe("done");
  const done = await getPush(ctx(), push.id);
  const rows = (await pushRowsPage(ctx(), push.id, { limit: 100 })).data;
  return { counts: done.counts, row: (i: number) => rows.find((r) => r.position === i) };
}

/**
 * Both pushes' logs: the two people sent get their record's link (created the first time,
 * updated or unchanged the second), the others none and the reason, the refused one in the
 * CRM's own words.
 */
async function expectLogs(
  vendor: string,
  connectionId: string,
  link: (email: string) => string | undefined,
  refusal: RegExp,
) {
  for (const [run, sent] of [
    ["first", ["created"]],
    ["second", ["updated", "unchanged"]],
  ] as const) {
    const { counts, row } = await pushLog(connectionId);
    expect(counts, `${vendor}, ${run} push`).toMatchObject({ pending: 0, skipped: 4, failed: 1 });
    for (const i of [0, 1]) {
      const r = row(i);
      expect(sent, `${vendor}, ${run} push, row ${i}`).toContain(r?.outcome);
      expect(r?.recordUrl).toBeTruthy();
      expect(r?.recordUrl).toBe(link(email(i)));
      expect(r?.reason).toBeNull();
    }
    expect(row(2)).toMatchObject({ outcome: "skipped", recordUrl: null });
    expect(row(2)?.reason).toMatch(/Opted out/);
    expect(row(3)).toMatchObject({ outcome: "skipped", recordUrl: null });
    expect(row(3)?.reason).toMatch(/do-not-contact list/);
    expect(row(4)).toMatchObject({ outcome: "skipped", recordUrl: null });
    expect(row(4)?.reason).toBe(`No e-mail address: ${vendor} records are keyed on e-mail.`);
    expect(row(5)).toMatchObject({ outcome: "skipped", recordUrl: null, email: email(0) });
    expect(row(5)?.reason).toMatch(/Same e-mail address as an earlier row/);
    expect(row(6)).toMatchObject({ outcome: "failed", recordUrl: null, email: email(6) });
    expect(row(6)?.reason).toMatch(refusal);
  }
  // Nobody skipped or refused reached the CRM.
  for (const i of [2, 3, 6]) expect(link(email(i)), `${vendor}: ${email(i)}`).toBeUndefined();
}

describe("the push's log: a link to each record, a reason for each row left out", () => {
  it("HubSpot", async () => {
    const connection = await createConnection(ctx(), { vendor: "hubspot", token: HUBSPOT_TOKEN });
    await expectLogs(
      "HubSpot",
      connection.id,
      (e) => {
        const id = hubspot.contacts.get(e)?.id;
        return id
          ? `https://app-eu1.hubspot.com/contacts/${hubspot.portalId}/record/0-1/${id}`
          : undefined;
      },
      /was not a valid value for jobtitle/,
    );
    expect(hubspot.contacts.size).toBe(2);
  });

  it("Pipedrive", async () => {
    const connection = await createConnection(ctx(), {
      vendor: "pipedrive",
      token: PIPEDRIVE_TOKEN,
    });
    expect(await testConnection(ctx(), connection.id)).toMatchObject({ ok: true });
    await saveMapping(ctx(), connection.id, {
      mapping: (await getMapping(ctx(), connection.id)).suggested,
    });
    await expectLogs(
      "Pipedrive",
      connection.id,
      (e) => {
        const id = pipedrive.byEmail(e)?.id;
        return id ? `https://${pipedrive.companyDomain}.pipedrive.com/person/${id}` : undefined;
      },
      /is not a valid email address/,
    );
    expect(pipedrive.persons.size).toBe(2);
  });

  it("Salesforce", async () => {
    const connectionId = await connectByOAuth(ctx(), "salesforce", "Lead");
    expect(await testConnection(ctx(), connectionId)).toMatchObject({ ok: true });
    await expectLogs(
      "Salesforce",
      connectionId,
      (e) => {
        const id = salesforce.byEmail("Lead", e)?.Id;
        return id ? `${salesforce.url}/${id}` : undefined;
      },
      /invalid email address/,
    );
    expect(salesforce.records.Lead.size).toBe(2);
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { contacts, listItems, lists, profiles } from "@/db/schema";
import { createTestDb } from "@/db/testing/test-db";
import { systemClock } from "@/lib/core/clock";
import { resetEnvCache } from "@/lib/core/env";
import { createAccount } from "@/lib/features/accounts/create-account";
import { createSalesforceConnection, getMapping, saveMapping, testConnection } from "./connections";
import { openOAuthState, sealOAuthState } from "./oauth-state";
import { runPush } from "./push-job";
import { getPush, pushRowsPage, startPush } from "./pushes";
import { salesforceAuthorizeUrl, salesforceExchange } from "./salesforce";
import { type SalesforceSimulator, startSalesforceSimulator } from "./testing/salesforce-simulator";

/* Pushes to the Salesforce simulator, inside the loopback-only namespace (docs/crm.md). */

const PEOPLE = 230; // more than one sObject Collections call of 200
const REDIRECT = "http://127.0.0.1:3000/api/crm/salesforce/callback";
let sim: SalesforceSimulator;
let db: Awaited<ReturnType<typeof createTestDb>>["db"];
let accountId: string;
let listId: string;

process.env.AUTH_SECRET ??= "test-secret-for-crm-tokens";

const email = (i: number) => `sf${i}@corp${i % 5}.example`;
const ctx = () => ({ db, accountId, clock: systemClock });
const pacing = { backoffMs: 5, attempts: 4 };

beforeAll(async () => {
  ({ db } = await createTestDb());
  sim = await startSalesforceSimulator({ clientId: "3MVG9-client", clientSecret: "sf-secret" });
  process.env.SALESFORCE_CLIENT_ID = "3MVG9-client";
  process.env.SALESFORCE_CLIENT_SECRET = "sf-secret";
  process.env.SALESFORCE_LOGIN_URL = sim.url;
  resetEnvCache();
  accountId = (await createAccount(db, { email: "sf@example.com", plan: "pro" })).accountId;
  const ids = Array.from({ length: PEOPLE }, (_, i) => `sf_p${i}`);
  await db.insert(profiles).values(
    ids.map((id, i) => ({
      id,
      data: {
        id,
        fn: `Grace${i}`,
        ln: `Hopper${i}`,
        title: `Admiral ${i}`,
        organization: { name: `Corp ${i % 5}` },
      },
      title: `Admiral ${i}`,
      hasEmail: true,
    })),
  );
  await db.insert(contacts).values(
    ids.map((profileId, i) => ({
      profileId,
      kind: "email" as const,
      type: "work",
      value: email(i),
    })),
  );
  const [list] = await db.insert(lists).values({ accountId, name: "To Salesforce" }).returning();
  listId = list?.id ?? "";
  await db.insert(listItems).values(ids.map((profileId) => ({ listId, profileId, accountId })));
});
afterAll(() => sim.close());

beforeEach(() => {
  sim.records.Lead.clear();
  sim.records.Contact.clear();
  sim.rejectEmails.clear();
});

/** The web server flow as the browser and the callback route run it. */
async function connect(object: "Lead" | "Contact" = "Lead") {
  const { state } = sealOAuthState({ vendor: "salesforce", accountId, userId: "u1", object });
  const authorize = await fetch(salesforceAuthorizeUrl(REDIRECT, state), { redirect: "manual" });
  expect(authorize.status).toBe(302);
  const back = new URL(authorize.headers.get("location") ?? "");
  expect(back.searchParams.get("state")).toBe(state);
  expect(openOAuthState(back.searchParams.get("state") ?? "")).toMatchObject({ accountId, object });
  const secret = await salesforceExchange(REDIRECT, back.searchParams.get("code") ?? "");
  const connection = await createSalesforceConnection(ctx(), secret, object);
  expect(await testConnection(ctx(), connection.id)).toMatchObject({ ok: true });
  return connection.id;
}

async function pushList(connectionId: string) {
  const push = await startPush(ctx(), { listId, connectionId });
  expect(await runPush(db, accountId, push.id, { pacing })).toBe("done");
  return getPush(ctx(), push.id);
}

describe("push to Salesforce", () => {
  it("a tampered or foreign state is refused", () => {
    const { state } = sealOAuthState({
      vendor: "salesforce",
      accountId,
      userId: "u1",
      object: "Lead",
    });
    expect(openOAuthState(`${state.slice(0, -2)}xx`)).toBeNull();
    expect(openOAuthState("not-a-state")).toBeNull();
  });

  it("refuses an instance_url that is not https (nor the configured login URL)", async () => {
    sim.instanceUrl = "http://attacker.example";
    try {
      const { state } = sealOAuthState({
        vendor: "salesforce",
        accountId,
        userId: "u1",
        object: "Lead",
      });
      const authorize = await fetch(salesforceAuthorizeUrl(REDIRECT, state), {
        redirect: "manual",
      });
      const code = new URL(authorize.headers.get("location") ?? "").searchParams.get("code");
      await expect(salesforceExchange(REDIRECT, code ?? "")).rejects.toThrow(
        /not https: http:\/\/attacker\.example/,
      );
    } finally {
      sim.instanceUrl = undefined;
    }
  });

  it("names required fields left unmapped before any push", async () => {
    const connectionId = await connect();
    const view = await getMapping(ctx(), connectionId);
    expect(view.suggested).toEqual(
      expect.arrayContaining([
        { field: "lastName", property: "LastName", rule: "overwrite" },
        { field: "company", property: "Company", rule: "overwrite" },
        { field: "department", property: "Department__c", rule: "overwrite" },
      ]),
    );
    const saved = await saveMapping(ctx(), connectionId, {
      mapping: [{ field: "lastName", property: "LastName", rule: "overwrite" }],
    });
    expect(saved.unmappedRequired).toEqual(["Company"]);
    await expect(startPush(ctx(), { listId, connectionId })).rejects.toThrow();
    expect(sim.records.Lead.size).toBe(0);
  });

  it("creates each lead once in collections of 200, a second push creates none", async () => {
    const connectionId = await connect();
    const first = await pushList(connectionId);
    expect(first.counts).toMatchObject({ pending: 0, created: PEOPLE, failed: 0 });
    expect(sim.records.Lead.size).toBe(PEOPLE);
    expect(sim.byEmail("Lead", email(0))).toMatchObject({
      LastName: "Hopper0",
      FirstName: "Grace0",
      Company: "Corp 0",
      Title: "Admiral 0",
    });
    const writes = sim.calls.filter((c) => c.path.includes("/composite/sobjects"));
    expect(Math.max(...writes.map((c) => c.records))).toBe(200);

    const edited = sim.byEmail("Lead", email(1));
    if (edited) edited.Title = "Rear Admiral";
    const second = await pushList(connectionId);
    expect(second.counts).toMatchObject({ created: 0, updated: 1, unchanged: PEOPLE - 1 });
    expect(sim.records.Lead.size).toBe(PEOPLE);
    expect(sim.byEmail("Lead", email(1))?.Title).toBe("Admiral 1");
    const rows = await pushRowsPage(ctx(), second.id, { limit: 1 });
    expect(rows.data[0]?.recordUrl).toBe(`${sim.url}/${sim.byEmail("Lead", email(0))?.Id}`);
  });

  it("an expired access token is refreshed and nothing is lost", async () => {
    const connectionId = await connect();
    sim.expireAccessTokens();
    const refreshes = () =>
      sim.calls.filter((c) => c.path === "/services/oauth2/token" && c.status === 200).length;
    const before = refreshes();
    const push = await pushList(connectionId);
    expect(push.counts).toMatchObject({ pending: 0, created: PEOPLE, failed: 0 });
    expect(sim.records.Lead.size).toBe(PEOPLE);
    expect(refreshes()).toBe(before + 1);
    // The new access token was kept: the next push needs no refresh.
    await pushList(connectionId);
    expect(refreshes()).toBe(before + 1);
  });

  it("a partial collection failure fails only the refused rows, in Salesforce's words", async () => {
    const connectionId = await connect();
    sim.rejectEmails.add(email(7));
    sim.fail(1);
    const push = await pushList(connectionId);
    expect(push.counts).toMatchObject({ created: PEOPLE - 1, failed: 1 });
    const page = await pushRowsPage(ctx(), push.id, { limit: 500 });
    expect(page.data.find((r) => r.outcome === "failed")).toMatchObject({
      email: email(7),
      reason: `Email: invalid email address: ${email(7)}`,
    });
  });

  it("Contact is the object when chosen", async () => {
    const connectionId = await connect("Contact");
    const push = await pushList(connectionId);
    expect(push.counts.created).toBe(PEOPLE);
    expect(sim.records.Contact.size).toBe(PEOPLE);
    expect(sim.records.Lead.size).toBe(0);
  });
});

import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { crmConnections, crmContacts } from "@/db/schema";
import { createTestDb } from "@/db/testing/test-db";
import { systemClock } from "@/lib/core/clock";
import { resetEnvCache } from "@/lib/core/env";
import { createAccount } from "@/lib/features/accounts/create-account";
import { createSalesforceConnection, salesforceSecretOf } from "./connections";
import { sealOAuthState } from "./oauth-state";
import { pullStatus, requestPull, runPull } from "./pull";
import { salesforceAuthorizeUrl, salesforceExchange } from "./salesforce";
import {
  type SalesforceSimulator,
  salesforceTime,
  startSalesforceSimulator,
} from "./testing/salesforce-simulator";

/* The "already in my CRM" pull from the Salesforce simulator, in the loopback-only namespace. */

const REDIRECT = "http://127.0.0.1:3000/api/crm/salesforce/callback";
const T0 = Date.parse("2026-01-01T00:00:00Z");
let sim: SalesforceSimulator;
let db: Awaited<ReturnType<typeof createTestDb>>["db"];
let accountId: string;

process.env.AUTH_SECRET ??= "test-secret-for-crm-tokens";
const ctx = () => ({ db, accountId, clock: systemClock });

beforeAll(async () => {
  ({ db } = await createTestDb());
  sim = await startSalesforceSimulator({
    clientId: "3MVG9-pull",
    clientSecret: "sf-pull-secret",
    batchSize: 200,
  });
  process.env.SALESFORCE_CLIENT_ID = "3MVG9-pull";
  process.env.SALESFORCE_CLIENT_SECRET = "sf-pull-secret";
  process.env.SALESFORCE_LOGIN_URL = sim.url;
  resetEnvCache();
  accountId = (await createAccount(db, { email: "sf-pull@example.com", plan: "pro" })).accountId;
});
afterAll(() => sim.close());

/** The web server flow as the browser and the callback route run it. */
async function connect(object: "Lead" | "Contact") {
  const { state } = sealOAuthState({ vendor: "salesforce", accountId, userId: "u1", object });
  const authorize = await fetch(salesforceAuthorizeUrl(REDIRECT, state), { redirect: "manual" });
  const back = new URL(authorize.headers.get("location") ?? "");
  const secret = await salesforceExchange(REDIRECT, back.searchParams.get("code") ?? "");
  return (await createSalesforceConnection(ctx(), secret, object)).id;
}

function lead(n: number, email: string | null, modifiedAt: number, website: string | null = null) {
  const Id = `00Q5g0000${String(n).padStart(9, "0")}`;
  sim.records.Lead.set(Id, {
    Id,
    LastName: `Lead ${n}`,
    Company: "Somewhere",
    Email: email,
    Website: website,
    LastModifiedDate: salesforceTime(modifiedAt),
  });
  return Id;
}

async function indexed(connectionId: string) {
  return db
    .select()
    .from(crmContacts)
    .where(and(eq(crmContacts.connectionId, connectionId), eq(crmContacts.accountId, accountId)));
}

const queries = (from: number) =>
  sim.calls.slice(from).filter((c) => /\/services\/data\/v[\d.]+\/query/.test(c.path));

describe("pulling Salesforce's Leads or Contacts into the index", () => {
  it("indexes exactly the Leads' e-mails and domains, then only what changed", async () => {
    sim.records.Lead.clear();
    for (let i = 0; i < 450; i++) {
      lead(i, `lead${i}@co${i % 30}.example`, T0 + i * 1000, i === 4 ? "www.Four.example" : null);
    }
    lead(900, "someone@yahoo.com", T0 + 10);
    lead(901, null, T0 + 20, "https://nomail.example");
    const connectionId = await connect("Lead");
    const from = sim.calls.length;
    expect(await runPull(db, accountId, connectionId)).toBe("done");
    // 452 records, 200 a batch: the query, then two queryMore.
    const reads = queries(from);
    expect(reads.map((c) => c.status)).toEqual([200, 200, 200]);
    const first = decodeURIComponent(reads[0]?.path ?? "");
    expect(first).toContain("FROM Lead");
    expect(first).toContain("ORDER BY LastModifiedDate, Id");
    expect(reads[1]?.path).toMatch(/\/query\/01g\w+-200$/);
    const rows = await indexed(connectionId);
    expect(rows).toHaveLength(452);
    const expected = [...sim.records.Lead.values()].flatMap((r) =>
      r.Email ? [r.Email.toLowerCase()] : [],
    );
    expect(rows.flatMap((r) => (r.email ? [r.email] : [])).sort()).toEqual(expected.sort());
    const byEmail = new Map(rows.map((r) => [r.email, r]));
    expect(byEmail.get("lead4@co4.example")?.domain).toBe("four.example");
    expect(byEmail.get("lead5@co5.example")?.domain).toBe("co5.example");
    expect(byEmail.get("someone@yahoo.com")?.domain).toBeNull();
    expect(rows.find((r) => r.email === null)?.domain).toBe("nomail.example");
    const status = await pullStatus(ctx(), connectionId);
    expect(status).toMatchObject({ status: "done", contacts: 452, read: 452 });
    expect(status.mark).toBe(new Date(T0 + 449_000).toISOString());

    // One Lead's e-mail changes, one is added: the next pull reads those and the one at the mark.
    const changed = [...sim.records.Lead.values()].find((r) => r.Email === "lead7@co7.example");
    if (changed) {
      changed.Email = "moved@elsewhere.example";
      changed.LastModifiedDate = salesforceTime(T0 + 900_000);
    }
    lead(1000, "new@fresh.example", T0 + 950_000);
    await requestPull(ctx(), connectionId);
    const again = sim.calls.length;
    expect(await runPull(db, accountId, connectionId)).toBe("done");
    expect(queries(again)).toHaveLength(1);
    expect(decodeURIComponent(queries(again)[0]?.path ?? "")).toContain(
      "WHERE LastModifiedDate >= 2026-01-01T00:07:29Z",
    );
    expect(await pullStatus(ctx(), connectionId)).toMatchObject({ contacts: 453, read: 3 });
    const emails = new Set((await indexed(connectionId)).map((r) => r.email));
    expect(emails.has("moved@elsewhere.example")).toBe(true);
    expect(emails.has("lead7@co7.example")).toBe(false);
    expect(emails.has("new@fresh.example")).toBe(true);
  });

  it("refreshes an access token that expires mid-pull, loses nothing and keeps the new token", async () => {
    sim.records.Lead.clear();
    for (let i = 0; i < 500; i++) lead(i, `x${i}@expiry.example`, T0 + i * 1000);
    const connectionId = await connect("Lead");
    const [row] = await db.select().from(crmConnections).where(eq(crmConnections.id, connectionId));
    const before = row ? salesforceSecretOf(row).accessToken : "";
    const from = sim.calls.length;
    expect(
      await runPull(db, accountId, connectionId, {
        afterPage: (n) => {
          if (n === 0) sim.expireAccessTokens();
        },
      }),
    ).toBe("done");
    const calls = sim.calls.slice(from);
    expect(calls.filter((c) => c.status === 401)).toHaveLength(1);
    expect(calls.some((c) => c.path === "/services/oauth2/token" && c.status === 200)).toBe(true);
    expect(await pullStatus(ctx(), connectionId)).toMatchObject({
      status: "done",
      contacts: 500,
      error: null,
    });
    const [after] = await db
      .select()
      .from(crmConnections)
      .where(eq(crmConnections.id, connectionId));
    const kept = after ? salesforceSecretOf(after).accessToken : "";
    expect(kept).not.toBe(before);
    // The kept token is the one Salesforce now accepts: the next pull needs no refresh.
    await requestPull(ctx(), connectionId);
    const next = sim.calls.length;
    expect(await runPull(db, accountId, connectionId)).toBe("done");
    expect(sim.calls.slice(next).filter((c) => c.status === 401)).toHaveLength(0);
  });

  it("queries again from the last time read when Salesforce no longer knows the locator", async () => {
    sim.records.Lead.clear();
    for (let i = 0; i < 450; i++) lead(i, `loc${i}@lapse.example`, T0 + i * 1000);
    const connectionId = await connect("Lead");
    const from = sim.calls.length;
    expect(
      await runPull(db, accountId, connectionId, {
        afterPage: (n) => {
          if (n === 0) sim.forgetQueryLocators();
        },
      }),
    ).toBe("done");
    const reads = queries(from);
    expect(reads.map((c) => c.status)).toEqual([200, 400, 200, 200]);
    // The new query starts at the last time the first batch read (its 200th Lead's).
    expect(decodeURIComponent(reads[2]?.path ?? "")).toContain(
      "WHERE LastModifiedDate >= 2026-01-01T00:03:19Z",
    );
    expect(await pullStatus(ctx(), connectionId)).toMatchObject({ status: "done", contacts: 450 });
  });

  it("reads Contacts with their Account's website as the company domain", async () => {
    sim.records.Contact.clear();
    sim.accounts.set("0015g00000Acme1", {
      Id: "0015g00000Acme1",
      Name: "Acme",
      Website: "acme.example",
    });
    sim.records.Contact.set("0035g0000000001", {
      Id: "0035g0000000001",
      LastName: "One",
      Email: "one@gmail.com",
      AccountId: "0015g00000Acme1",
      LastModifiedDate: salesforceTime(T0),
    });
    sim.records.Contact.set("0035g0000000002", {
      Id: "0035g0000000002",
      LastName: "Two",
      Email: "two@solo.example",
      AccountId: null,
      LastModifiedDate: salesforceTime(T0 + 1000),
    });
    const connectionId = await connect("Contact");
    expect(await runPull(db, accountId, connectionId)).toBe("done");
    const rows = await indexed(connectionId);
    expect(rows.map((r) => [r.email, r.domain]).sort()).toEqual([
      ["one@gmail.com", "acme.example"],
      ["two@solo.example", "solo.example"],
    ]);
  });
});

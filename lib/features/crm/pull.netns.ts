import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { crmContacts, crmPulls } from "@/db/schema";
import { createTestDb } from "@/db/testing/test-db";
import { systemClock } from "@/lib/core/clock";
import { resetEnvCache } from "@/lib/core/env";
import { createAccount } from "@/lib/features/accounts/create-account";
import { createConnection } from "./connections";
import { pullStatus, requestPull, runPull } from "./pull";
import {
  type HubSpotSimulator,
  type SimContact,
  startHubSpotSimulator,
} from "./testing/hubspot-simulator";

/* The "already in my CRM" pull against the HubSpot simulator's search, in the loopback-only namespace. */

const TOKEN = "pat-eu1-99999999-2222-3333-4444-555555555555";
let sim: HubSpotSimulator;
let db: Awaited<ReturnType<typeof createTestDb>>["db"];
let accountId: string;

process.env.AUTH_SECRET ??= "test-secret-for-crm-tokens";
const ctx = () => ({ db, accountId, clock: systemClock });
const T0 = Date.parse("2026-01-01T00:00:00.000Z");

function put(i: number, modifiedAt: number, website?: string): void {
  const email = `crm${i}@corp${i % 50}.example`;
  const c: SimContact = {
    id: String(1000 + i),
    properties: { email, hs_object_id: String(1000 + i), ...(website ? { website } : {}) },
    createdAt: new Date(T0).toISOString(),
    updatedAt: new Date(modifiedAt).toISOString(),
  };
  sim.contacts.set(email, c);
}

async function indexed(connectionId: string) {
  return db
    .select()
    .from(crmContacts)
    .where(and(eq(crmContacts.connectionId, connectionId), eq(crmContacts.accountId, accountId)));
}

beforeAll(async () => {
  ({ db } = await createTestDb());
  // Search at a test pace: the spacing and the 4-a-second limit are the real ones.
  sim = await startHubSpotSimulator({ token: TOKEN });
  process.env.HUBSPOT_API_BASE_URL = sim.url;
  resetEnvCache();
  accountId = (await createAccount(db, { email: "pull@example.com", plan: "pro" })).accountId;
});
afterAll(() => sim.close());

describe("pulling HubSpot's contacts into the index", () => {
  it("reads every contact page by page on connect, then only what changed since the mark", async () => {
    sim.contacts.clear();
    for (let i = 0; i < 250; i++)
      put(i, T0 + i * 1000, i === 7 ? "https://www.Seven.example/about" : undefined);
    const connection = await createConnection(ctx(), { vendor: "hubspot", token: TOKEN });
    expect((await pullStatus(ctx(), connection.id)).status).toBe("queued");
    const before = sim.calls.length;
    expect(await runPull(db, accountId, connection.id)).toBe("done");
    const searches = sim.calls.slice(before).filter((c) => c.path.endsWith("/contacts/search"));
    expect(searches.map((c) => c.status)).toEqual([200, 200, 200]);
    const rows = await indexed(connection.id);
    expect(rows).toHaveLength(250);
    const seven = rows.find((r) => r.recordId === "1007");
    expect(seven).toMatchObject({ email: "crm7@corp7.example", domain: "seven.example" });
    expect(rows.find((r) => r.recordId === "1008")?.domain).toBe("corp8.example");
    const status = await pullStatus(ctx(), connection.id);
    expect(status).toMatchObject({ status: "done", contacts: 250, emails: 250, read: 250 });
    expect(status.mark).toBe(new Date(T0 + 249_000).toISOString());

    // One changed, one new: the next pull reads those (and the one at the mark) only.
    put(3, T0 + 500_000, "https://changed.example");
    put(900, T0 + 600_000);
    await requestPull(ctx(), connection.id);
    expect(await runPull(db, accountId, connection.id)).toBe("done");
    const again = await pullStatus(ctx(), connection.id);
    expect(again).toMatchObject({ status: "done", contacts: 251, read: 3 });
    expect((await indexed(connection.id)).find((r) => r.recordId === "1003")?.domain).toBe(
      "changed.example",
    );
  });

  it("queries again from the last time read when a search reaches HubSpot's 10,000 results", async () => {
    sim.contacts.clear();
    for (let i = 0; i < 10_250; i++) put(i, T0 + i * 10);
    const connection = await createConnection(ctx(), { vendor: "hubspot", token: TOKEN });
    const before = sim.calls.length;
    expect(await runPull(db, accountId, connection.id, { sliceMs: 600_000 })).toBe("done");
    const searches = sim.calls.slice(before).filter((c) => c.path.endsWith("/contacts/search"));
    // Never a 400 for paging past 10,000, never a 429 at 4 a second.
    expect(searches.every((c) => c.status === 200)).toBe(true);
    expect((await pullStatus(ctx(), connection.id)).contacts).toBe(10_250);
  }, 120_000);

  it("resumes a run that died after a page from that page", async () => {
    sim.contacts.clear();
    for (let i = 0; i < 320; i++) put(i, T0 + i * 1000);
    const connection = await createConnection(ctx(), { vendor: "hubspot", token: TOKEN });
    await expect(
      runPull(db, accountId, connection.id, {
        afterPage: (n) => {
          if (n === 1) throw new Error("killed");
        },
      }),
    ).rejects.toThrow("killed");
    const [left] = await db.select().from(crmPulls).where(eq(crmPulls.connectionId, connection.id));
    expect(left).toMatchObject({ status: "running", after: "200" });
    const before = sim.calls.length;
    expect(await runPull(db, accountId, connection.id)).toBe("done");
    const searches = sim.calls.slice(before).filter((c) => c.path.endsWith("/contacts/search"));
    expect(searches).toHaveLength(2);
    expect(await pullStatus(ctx(), connection.id)).toMatchObject({ status: "done", contacts: 320 });
  });

  it("fails on a refused token, with HubSpot's words, and keeps nothing of another account", async () => {
    const connection = await createConnection(ctx(), {
      vendor: "hubspot",
      token: "pat-wrong-token",
    });
    expect(await runPull(db, accountId, connection.id)).toBe("failed");
    const status = await pullStatus(ctx(), connection.id);
    expect(status.status).toBe("failed");
    expect(status.error).toContain("HubSpot refused the token");
    const other = (await createAccount(db, { email: "other-pull@example.com", plan: "pro" }))
      .accountId;
    await expect(
      pullStatus({ db, accountId: other, clock: systemClock }, connection.id),
    ).rejects.toThrow();
  });
});

import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as bulk } from "@/app/v1/contact/bulk/route";
import { POST as details } from "@/app/v1/contact/details/route";
import { GET as poll } from "@/app/v1/contact/enrich/route";
import { POST as estimate } from "@/app/v1/estimate/route";
import { POST as importCsv } from "@/app/v1/suppressions/import/route";
import {
  POST as addEntries,
  GET as listEntries,
  DELETE as removeEntries,
} from "@/app/v1/suppressions/route";
import { doNotContact } from "@/db/schema";
import { fixedClock, systemClock } from "@/lib/core/clock";
import { resetEnvCache } from "@/lib/core/env";
import { startJobs, stopJobs } from "@/lib/edge/worker/start-worker";
import type { createAccount } from "@/lib/features/accounts/create-account";
import { getUsage } from "@/lib/features/allowances/usage";
import {
  createTestDbWithAudience,
  deliverCampaign,
  roomyAccount,
} from "@/lib/features/campaigns/testing/fixtures";
import { eventually, startReceiver } from "@/lib/features/enrichment/enrichment-fixtures";
import { DeliveryBody } from "@/lib/model/profiles/profile-schema";
import { LIST_VERSION_TTL_MS } from "./dnc-match";

let db: Awaited<ReturnType<typeof createTestDbWithAudience>>["db"];
let receiver: Awaited<ReturnType<typeof startReceiver>>;
const clock = fixedClock("2026-03-23T10:00:00Z");
type Account = Awaited<ReturnType<typeof createAccount>>;
let listing: Account;
let other: Account;
let n = 0;

// 30 people; sampleProfile gives p_i the company Acme Robotics, Globex or Initech (i mod 3)
// and the address first<i>.0@example.com.
beforeAll(async () => {
  process.env.WEBHOOK_ALLOW_PRIVATE = "true";
  resetEnvCache();
  ({ db } = await createTestDbWithAudience(30));
  listing = await account();
  other = await account();
  await startJobs({ pollMs: 50 });
  receiver = await startReceiver();
});
beforeAll(() => {
  afterAll(async () => {
    await stopJobs();
    await receiver.close();
  });
});

const account = () => roomyAccount(db, `dnc${n++}@example.com`);

function call(
  handler: (req: Request) => Promise<Response>,
  path: string,
  who: Account,
  body: unknown,
  contentType = "application/json",
) {
  return handler(
    new Request(`http://test${path}`, {
      method: "POST",
      headers: { authorization: `Bearer ${who.apiKey}`, "content-type": contentType },
      body:
        typeof body === "string" || body instanceof Uint8Array
          ? (body as BodyInit)
          : JSON.stringify(body),
    }),
  );
}

async function resultOf(res: Response, who: Account) {
  expect(res.status).toBe(202);
  const { requestId } = await res.json();
  return eventually(async () => {
    const body = await (
      await poll(
        new Request(`http://test/v1/contact/enrich?id=${requestId}`, {
          headers: { authorization: `Bearer ${who.apiKey}` },
        }),
      )
    ).json();
    return body.status === "pending" ? undefined : body;
  });
}

const entriesOf = async (who: Account) =>
  db.select().from(doNotContact).where(eq(doNotContact.accountId, who.accountId));

describe("do-not-contact lists", () => {
  it("takes e-mail addresses and domains by API, normalised, once each, validated", async () => {
    const res = await call(addEntries, "/v1/suppressions", listing, {
      entries: [
        { email: "First0.0@Example.com" },
        { domain: "https://www.Globex.com/about" },
        { email: "first0.0@example.com" },
      ],
      reason: "existing customers",
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ added: 2, existing: 1 });
    const bad = await call(addEntries, "/v1/suppressions", listing, {
      entries: [{ email: "not an address" }, { domain: "=cmd|' /C calc'!A0" }],
    });
    expect(bad.status).toBe(400);
    expect((await entriesOf(listing)).map((e) => `${e.kind}:${e.value}`).sort()).toEqual([
      "domain:globex.com",
      "email:first0.0@example.com",
    ]);
    const page = await (
      await listEntries(
        new Request("http://test/v1/suppressions", {
          headers: { authorization: `Bearer ${listing.apiKey}` },
        }),
      )
    ).json();
    expect(page.total).toBe(2);
    expect(page.data[0]).toMatchObject({ kind: "domain", value: "globex.com" });
  });

  it("the Live Estimate leaves listed people out and says how many the list removes", async () => {
    const mine = await (await call(estimate, "/v1/estimate", listing, { filters: {} })).json();
    const theirs = await (await call(estimate, "/v1/estimate", other, { filters: {} })).json();
    expect(theirs).toMatchObject({ count: 30, doNotContact: 0 });
    // Globex's 10 people, and p_0 (at Acme) by address.
    expect(mine).toMatchObject({ count: 19, doNotContact: 11, withEmail: 19 });
    const companies = mine.breakdown.industry.reduce(
      (a: number, r: { count: number }) => a + r.count,
      0,
    );
    expect(companies).toBeLessThanOrEqual(19);
    const acme = await (
      await call(estimate, "/v1/estimate", listing, {
        filters: { companies: { include: ["Acme Robotics"] } },
      })
    ).json();
    expect(acme).toMatchObject({ count: 9, doNotContact: 1 });
  });

  it("the Live Estimate counts a list change at once on this node, within the bound elsewhere", async () => {
    const who = await account();
    const removedBy = async () =>
      (await (await call(estimate, "/v1/estimate", who, { filters: {} })).json()).doNotContact;
    expect(await removedBy()).toBe(0);
    // Through this process's API, right after an estimate read the list's version.
    await call(addEntries, "/v1/suppressions", who, {
      entries: [{ email: "first0.0@example.com" }],
    });
    expect(await removedBy()).toBe(1);
    await removeEntries(
      new Request("http://test/v1/suppressions", {
        method: "DELETE",
        headers: { authorization: `Bearer ${who.apiKey}`, "content-type": "application/json" },
        body: JSON.stringify({ entries: [{ email: "first0.0@example.com" }] }),
      }),
    );
    expect(await removedBy()).toBe(0);
    // Written by another web node or a job worker: this process is not told, so its estimate
    // may count the old list until the version it read expires.
    await db
      .insert(doNotContact)
      .values({ accountId: who.accountId, kind: "domain", value: "globex.com" });
    await new Promise((r) => setTimeout(r, LIST_VERSION_TTL_MS + 50));
    expect(await removedBy()).toBe(10);
  });

  it("campaign delivery never delivers a listed person; another account's is unaffected", async () => {
    const deliverAll = async (who: Account) => {
      const ctx = { db, accountId: who.accountId, clock };
      const filters = { titles: { include: ["Head of Sales"] } };
      const { leads } = await deliverCampaign(
        ctx,
        { name: "Everyone", filters },
        { untilCompleted: true },
      );
      return leads;
    };
    // Credits, not today's use: launching also queues a delivery job, which may deliver first,
    // by the real clock, on another day than this test's clock reads.
    const credits = async () =>
      (await getUsage({ db, accountId: listing.accountId, clock })).email.credits;
    const before = await credits();
    const mine = await deliverAll(listing);
    expect(mine).toHaveLength(19);
    expect(mine).not.toContain("p_0");
    for (const id of mine) expect(Number(id.slice(2)) % 3).not.toBe(1);
    expect(before - (await credits())).toBe(19);
    expect(await deliverAll(other)).toHaveLength(30);
  });

  it("enrichment withholds and does not charge listed people, naming them in `withheld`", async () => {
    const before = await getUsage({ db, accountId: listing.accountId, clock: systemClock });
    const res = await call(bulk, "/v1/contact/bulk", listing, {
      profiles: [{ id: "p_0" }, { id: "p_1" }, { id: "p_2" }],
      include: { email: true, mobile: true },
      webhookUrl: receiver.url(),
    });
    const result = await resultOf(res, listing);
    expect(result.data.map((p: { id: string }) => p.id)).toEqual(["p_2"]);
    expect(result.withheld).toEqual([
      { profileId: "p_0", reason: "do_not_contact", entry: "email:first0.0@example.com" },
      { profileId: "p_1", reason: "do_not_contact", entry: "domain:globex.com" },
    ]);
    await receiver.waitFor(1);
    const delivered = DeliveryBody.parse(JSON.parse(receiver.received[0]?.body ?? "{}"));
    expect(delivered.withheld?.map((w) => w.profileId)).toEqual(["p_0", "p_1"]);
    expect(Object.keys(delivered).slice(0, 5)).toEqual([
      "status",
      "name",
      "id",
      "requestId",
      "data",
    ]);
    const after = await getUsage({ db, accountId: listing.accountId, clock: systemClock });
    expect(after.email.used - before.email.used).toBe(1);
    expect(after.mobile.used - before.mobile.used).toBe(1);
    // Without a list, nothing is withheld and the key is absent.
    const plain = await resultOf(
      await call(bulk, "/v1/contact/bulk", other, { profiles: [{ id: "p_1" }] }),
      other,
    );
    expect(plain.data).toHaveLength(1);
    expect(plain).not.toHaveProperty("withheld");
  });

  it("under 20 concurrent requests for listed people, none is delivered or charged", async () => {
    const before = await getUsage({ db, accountId: listing.accountId, clock: systemClock });
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(details, "/v1/contact/details", listing, {
          profile: { email: `first${[0, 1, 4, 7][i % 4]}.0@example.com` },
        }).then((res) => resultOf(res, listing)),
      ),
    );
    for (const r of results) {
      expect(r.data).toEqual([]);
      expect(r.withheld).toHaveLength(1);
    }
    const after = await getUsage({ db, accountId: listing.accountId, clock: systemClock });
    expect(after.email.used).toBe(before.email.used);
  });

  it("imports a CSV of 100,000 rows, reporting bad rows by number; bad files change nothing", async () => {
    const who = await account();
    const rows = Array.from({ length: 100_000 }, (_, i) => `user${i}@bulk${i % 1000}.example,`);
    rows[10] = "not-an-address,";
    rows[20] = ",=cmd|' /C calc'!A0";
    const res = await call(
      importCsv,
      "/v1/suppressions/import",
      who,
      `email,domain\r\n${rows.join("\r\n")}\r\n`,
      "text/csv",
    );
    expect(res.status).toBe(200);
    const report = await res.json();
    expect(report).toMatchObject({ rows: 100_000, added: 99_998, existing: 0, errorCount: 2 });
    expect(report.errors).toEqual([
      { row: 12, value: "not-an-address", message: expect.any(String) },
      // As the file held it: the app shows it as text, never in a spreadsheet.
      { row: 22, value: "=cmd|' /C calc'!A0", message: expect.stringMatching(/domain/) },
    ]);

    const fresh = await account();
    const refused = async (body: string | Uint8Array) => {
      const r = await call(importCsv, "/v1/suppressions/import", fresh, body, "text/csv");
      expect(r.status).toBe(400);
      expect(r.headers.get("content-type")).toBe("application/problem+json");
      return (await r.json()).detail as string;
    };
    expect(await refused("name,company\nAda,Acme\n")).toMatch(
      /No "email", "domain" or "phone" column/,
    );
    expect(await refused(new Uint8Array([0x65, 0x6d, 0xff, 0xfe, 0x0a, 0xc3]))).toMatch(/UTF-8/);
    expect(await refused(`email\n${"a@b.example\n".repeat(100_001)}`)).toMatch(/limit is 100,000/);
    expect(await refused(`email\n${"x".repeat(11 * 2 ** 20)}`)).toMatch(/larger than 10 MB/);
    expect(await entriesOf(fresh)).toEqual([]);

    // A ragged row and a broken quote: nothing added until the upload accepts leaving them out.
    const broken = 'email,domain\nok@fine.example,\nragged@fine.example,,x\n"open@fine.example,\n';
    const held = await call(importCsv, "/v1/suppressions/import", fresh, broken, "text/csv");
    expect(held.status).toBe(422);
    expect(await held.json()).toMatchObject({
      goodRows: 1,
      unreadable: [{ line: 3 }, { line: 4 }],
    });
    expect(await entriesOf(fresh)).toEqual([]);
    const accepted = await call(
      importCsv,
      "/v1/suppressions/import?acceptPartial=true",
      fresh,
      broken,
      "text/csv",
    );
    expect(await accepted.json()).toMatchObject({ rows: 1, added: 1, unreadableCount: 2 });
    const [{ n: total } = { n: 0 }] = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from do_not_contact where account_id = ${who.accountId}`,
    );
    expect(total).toBe(99_998);
  });
});

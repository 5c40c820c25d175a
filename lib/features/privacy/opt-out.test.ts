import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as bulk } from "@/app/v1/contact/bulk/route";
import { POST as details } from "@/app/v1/contact/details/route";
import { POST as enrich, GET as poll } from "@/app/v1/contact/enrich/route";
import { POST as search } from "@/app/v1/contact/search/route";
import { GET as exportList } from "@/app/v1/lists/[id]/export/route";
import { emailOutbox, emailSuppressions, optOutAttempts, suppressedProfiles } from "@/db/schema";
import { createTestDb } from "@/db/testing/test-db";
import { fixedClock, systemClock } from "@/lib/core/clock";
import { resetEnvCache } from "@/lib/core/env";
import { RateLimited } from "@/lib/core/errors";
import { startJobs, stopJobs } from "@/lib/edge/worker/start-worker";
import { refreshAudienceIndex } from "@/lib/engines/audience";
import { getUsage } from "@/lib/features/allowances/usage";
import { deliverCampaign, roomyAccount } from "@/lib/features/campaigns/testing/fixtures";
import { readFeed } from "@/lib/features/changes/feed";
import { eventually, sampleProfile } from "@/lib/features/enrichment/enrichment-fixtures";
import { estimateAudience } from "@/lib/features/estimate/estimate";
import { saveProfiles } from "@/lib/model/profiles/save-profiles";
import { addressHash } from "@/lib/model/suppression/address";
import { confirmOptOut, LINK_TTL_MS, requestOptOut } from "./opt-out";

process.env.AUTH_SECRET ??= "test-secret-for-opt-out-hashing";
process.env.APP_URL = "http://app.test/";

let db: Awaited<ReturnType<typeof createTestDb>>["db"];
let account: Awaited<ReturnType<typeof roomyAccount>>;
const clock = fixedClock("2026-03-23T10:00:00Z");
const ACME = { companies: { include: ["Acme Robotics"] } };
// p_3 works at Acme (sampleProfile cycles three companies); p_dup is the same person from
// another source, the address spelled differently.
const ADDRESS = "first3.0@example.com";
const HOLDERS = ["p_3", "p_dup"];
let listId: string;

beforeAll(async () => {
  resetEnvCache();
  ({ db } = await createTestDb());
  await saveProfiles(
    db,
    Array.from({ length: 30 }, (_, i) => sampleProfile(i)),
    { source: "alpha" },
  );
  await saveProfiles(
    db,
    [
      {
        ...sampleProfile(3),
        id: "p_dup",
        SourceUrl: "https://other.example/p/dup",
        email: [{ type: "work", value: "First3.0@Example.COM" }],
      },
    ],
    { source: "beta" },
  );
  account = await roomyAccount(db, "optout@example.com");
  await startJobs({ pollMs: 50 });
});
beforeAll(() => {
  afterAll(async () => {
    await stopJobs();
  });
});

const ctx = () => ({ db, accountId: account.accountId, clock });
const acmeCount = async () => (await estimateAudience({ db }, { filters: ACME })).count;

function call(handler: (req: Request) => Promise<Response>, path: string, body: unknown) {
  return handler(
    new Request(`http://test${path}`, {
      method: "POST",
      headers: { authorization: `Bearer ${account.apiKey}`, "content-type": "application/json" },
      body: JSON.stringify(body),
    }),
  );
}

async function resultOf(res: Response) {
  expect(res.status).toBe(202);
  const { requestId } = await res.json();
  return eventually(async () => {
    const body = await (
      await poll(
        new Request(`http://test/v1/contact/enrich?id=${requestId}`, {
          headers: { authorization: `Bearer ${account.apiKey}` },
        }),
      )
    ).json();
    return body.status === "pending" ? undefined : body;
  });
}

async function searchIds(filters: unknown): Promise<{ total: number; ids: string[] }> {
  const body = await (await call(search, "/v1/contact/search", { filters, limit: 100 })).json();
  return { total: body.total, ids: body.data.map((p: { id: string }) => p.id) };
}

/** The confirmation link's token, from the e-mail in the Outbox. */
async function tokenMailedTo(address: string): Promise<string> {
  const [mail] = await db
    .select()
    .from(emailOutbox)
    .where(sql`${emailOutbox.to} = array[${address}]::text[]`)
    .orderBy(sql`${emailOutbox.createdAt} desc`)
    .limit(1);
  const token = /\/privacy\/opt-out\/confirm\?token=([\w-]+)/.exec(mail?.text ?? "")?.[1];
  if (!token) throw new Error(`no confirmation link mailed to ${address}`);
  return token;
}

/**
 * Launches a campaign on ACME that can take the whole audience at once and waits until it has
 * (the launch's own queued run or this one, whichever locks the campaign first, delivers).
 */
async function deliverAllOfAcme(name: string, listName?: string) {
  const { campaign, leads } = await deliverCampaign(
    ctx(),
    {
      name,
      filters: ACME,
      saveToList: listName ? { enabled: true, listName } : { enabled: false },
    },
    { untilCompleted: true },
  );
  return { listId: campaign.saveToList.listId as string, leads };
}

async function exportCsv(): Promise<string> {
  const res = await exportList(
    new Request(`http://test/v1/lists/${listId}/export`, {
      headers: { authorization: `Bearer ${account.apiKey}` },
    }),
    { params: Promise.resolve({ id: listId }) },
  );
  return res.text();
}

describe("public opt-out", () => {
  it("before: the person is found everywhere and delivered to a list", async () => {
    await refreshAudienceIndex(db);
    expect(await acmeCount()).toBe(11);
    expect((await searchIds(ACME)).ids).toEqual(expect.arrayContaining(HOLDERS));
    const before = await deliverAllOfAcme("Acme before", "Acme people");
    expect(before.leads).toHaveLength(11);
    listId = before.listId;
    const csv = await exportCsv();
    expect(csv).toContain("First3");
  });

  it("mails a link and changes nothing until it is confirmed; stores only hashes", async () => {
    await requestOptOut({ db, clock }, { email: "  First3.0@Example.com ", client: "203.0.113.9" });
    const [mail] = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, "privacy.opt-out"));
    expect(mail?.to).toEqual([ADDRESS]);
    expect(mail?.text).toMatch(/^[\s\S]*http:\/\/app\.test\/privacy\/opt-out\/confirm\?token=/);
    expect(await db.select().from(emailSuppressions)).toEqual([]);
    const attempts = await db.select().from(optOutAttempts);
    expect(attempts).toHaveLength(1);
    expect(JSON.stringify(attempts)).not.toMatch(/first3|example|203\.0\.113/i);
    await refreshAudienceIndex(db);
    expect(await acmeCount()).toBe(11);
  });

  it("refuses a forged, tampered or expired link", async () => {
    const token = await tokenMailedTo(ADDRESS);
    expect(await confirmOptOut({ db, clock }, "nonsense")).toEqual({
      ok: false,
      reason: "invalid",
    });
    const tampered = `${token.slice(0, -2)}${token.endsWith("A") ? "B" : "A"}A`;
    expect((await confirmOptOut({ db, clock }, tampered)).ok).toBe(false);
    const later = fixedClock(new Date(clock.now().getTime() + LINK_TTL_MS + 1000));
    expect(await confirmOptOut({ db, clock: later }, token)).toEqual({
      ok: false,
      reason: "expired",
    });
    expect(await db.select().from(suppressedProfiles)).toEqual([]);
  });

  it("once confirmed, suppresses every profile holding the address, recording when and how", async () => {
    const token = await tokenMailedTo(ADDRESS);
    const confirmedAt = new Date("2026-03-23T10:05:00Z");
    expect(await confirmOptOut({ db, clock: fixedClock(confirmedAt) }, token)).toEqual({
      ok: true,
    });
    expect(await confirmOptOut({ db, clock }, token)).toEqual({ ok: true });
    const suppressions = await db.select().from(emailSuppressions);
    expect(suppressions).toEqual([
      {
        addressHash: addressHash(ADDRESS),
        method: "email-link",
        requestedAt: clock.now(),
        confirmedAt,
      },
    ]);
    expect(JSON.stringify(suppressions)).not.toContain("first3");
    // The confirmation e-mail held the address in the clear; it is not kept.
    expect(
      await db.select().from(emailOutbox).where(eq(emailOutbox.kind, "privacy.opt-out")),
    ).toEqual([]);
    const marked = await db.select({ id: suppressedProfiles.profileId }).from(suppressedProfiles);
    expect(marked.map((m) => m.id).sort()).toEqual(HOLDERS);
    // The list that holds them says so in its change feed, once (confirming twice changed nothing).
    const feed = await readFeed(
      { db, accountId: account.accountId, clock },
      { listId },
      { limit: 500 },
    );
    expect(feed.data.filter((e) => e.type === "opted_out").map((e) => e.profileId)).toEqual(
      feed.data
        .filter((e) => e.type === "joined" && HOLDERS.includes(e.profileId))
        .map((e) => e.profileId),
    );
    expect(feed.data.some((e) => e.type === "opted_out")).toBe(true);
  });

  it("the Live Estimate stops counting them once the index follows data_version", async () => {
    await refreshAudienceIndex(db);
    expect(await acmeCount()).toBe(9);
  });

  it("search never returns them, even on a targeting that names them", async () => {
    const found = await searchIds(ACME);
    expect(found.total).toBe(9);
    expect(found.ids).toHaveLength(9);
    for (const id of HOLDERS) expect(found.ids).not.toContain(id);
    const byTitle = await searchIds({ titles: { include: ["Head of Sales"] } });
    for (const id of HOLDERS) expect(byTitle.ids).not.toContain(id);
  });

  it("details, enrich and bulk answer not found for them and charge no contact", async () => {
    const before = await getUsage({ db, accountId: account.accountId, clock: systemClock });
    const d = await resultOf(
      await call(details, "/v1/contact/details", { profile: { email: ADDRESS } }),
    );
    expect(d.data).toEqual([]);
    expect(d.notFound).toEqual([{ email: ADDRESS }]);
    const e = await resultOf(
      await call(enrich, "/v1/contact/enrich", {
        profile: { id: "p_3" },
        include: { email: true, mobile: true },
      }),
    );
    expect(e.data).toEqual([]);
    const b = await resultOf(
      await call(bulk, "/v1/contact/bulk", {
        profiles: [{ id: "p_3" }, { SourceUrl: "https://other.example/p/dup" }, { id: "p_0" }],
        include: { email: true },
      }),
    );
    expect(b.data.map((p: { id: string }) => p.id)).toEqual(["p_0"]);
    const after = await getUsage({ db, accountId: account.accountId, clock: systemClock });
    expect(after.email.used - before.email.used).toBe(1);
    expect(after.mobile.used - before.mobile.used).toBe(0);
  });

  it("campaign delivery skips them and the list's CSV export no longer holds them", async () => {
    const { leads } = await deliverAllOfAcme("Acme after");
    expect(leads).toHaveLength(9);
    for (const id of HOLDERS) expect(leads).not.toContain(id);
    const csv = await exportCsv();
    expect(csv).toContain("First0");
    expect(csv).not.toContain("First3");
    expect(csv).not.toContain(ADDRESS);
  });

  it("a later import cannot bring the person back, under a new id or the old one", async () => {
    await saveProfiles(db, [sampleProfile(3)], { source: "alpha" });
    await saveProfiles(
      db,
      [{ ...sampleProfile(3), id: "p_new", SourceUrl: "https://third.example/x" }],
      { source: "gamma" },
    );
    await refreshAudienceIndex(db);
    expect(await acmeCount()).toBe(9);
    const found = await searchIds(ACME);
    for (const id of [...HOLDERS, "p_new"]) expect(found.ids).not.toContain(id);
  });

  it("rate-limits the form per address and per client", async () => {
    const at = fixedClock("2026-03-24T09:00:00Z");
    const ask = (email: string, client: string) =>
      requestOptOut({ db, clock: at }, { email, client });
    for (let i = 0; i < 3; i++) await ask("flood@example.com", `10.0.0.${i}`);
    await expect(ask("FLOOD@example.com", "10.0.0.9")).rejects.toBeInstanceOf(RateLimited);
    for (let i = 0; i < 10; i++) await ask(`p${i}@example.com`, "198.51.100.7");
    await expect(ask("another@example.com", "198.51.100.7")).rejects.toBeInstanceOf(RateLimited);
    const sent = await db
      .select()
      .from(emailOutbox)
      .where(sql`${emailOutbox.to} && array['flood@example.com', 'another@example.com']`);
    expect(sent).toHaveLength(3);
    at.advance(3600_000 + 1);
    await ask("flood@example.com", "10.0.0.1");
  });
});

import { eq } from "drizzle-orm";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as bulk } from "@/app/v1/contact/bulk/route";
import { GET as poll } from "@/app/v1/contact/enrich/route";
import { POST as estimate } from "@/app/v1/estimate/route";
import { GET as exportList } from "@/app/v1/lists/[id]/export/route";
import { POST as importCsv } from "@/app/v1/suppressions/import/route";
import { POST as addEntries } from "@/app/v1/suppressions/route";
import { doNotContact } from "@/db/schema";
import { fixedClock, systemClock } from "@/lib/core/clock";
import { startJobs, stopJobs } from "@/lib/edge/worker/start-worker";
import type { createAccount } from "@/lib/features/accounts/create-account";
import { getUsage } from "@/lib/features/allowances/usage";
import {
  ALL_AT_ONCE,
  createTestDbWithAudience,
  deliverCampaign,
  roomyAccount,
} from "@/lib/features/campaigns/testing/fixtures";
import { eventually } from "@/lib/features/enrichment/enrichment-fixtures";
import { listLists } from "@/lib/features/lists/lists";
import { typedEntry } from "./schema";

let db: Awaited<ReturnType<typeof createTestDbWithAudience>>["db"];
const clock = fixedClock("2026-03-23T10:00:00Z");
type Account = Awaited<ReturnType<typeof createAccount>>;
let n = 0;

// 30 people; sampleProfile gives p_i the mobile +3361234<i, 3 digits>0: p_3 holds +33612340030.
const P3_MOBILE = "+33612340030";

beforeAll(async () => {
  ({ db } = await createTestDbWithAudience(30));
  await startJobs({ pollMs: 50 });
});
beforeAll(() => {
  afterAll(() => stopJobs());
});

const account = () => roomyAccount(db, `phones${n++}@example.com`);

function post(
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
      body: typeof body === "string" ? body : JSON.stringify(body),
    }),
  );
}

const entriesOf = async (who: Account) =>
  (await db.select().from(doNotContact).where(eq(doNotContact.accountId, who.accountId)))
    .map((e) => `${e.kind}:${e.value}`)
    .sort();

/** Lists p_3's mobile, written as people write it. */
async function listP3(who: Account) {
  const res = await post(addEntries, "/v1/suppressions", who, {
    entries: [{ phone: "+33 6 12 34 00 30" }],
  });
  expect(res.status).toBe(200);
}

const estimateOf = async (who: Account) =>
  (await post(estimate, "/v1/estimate", who, { filters: {} })).json();

describe("do-not-contact phone numbers", () => {
  it("are stored in E.164 by API, given with their country code; others refused", async () => {
    const who = await account();
    const res = await post(addEntries, "/v1/suppressions", who, {
      entries: [
        { phone: "+49 160 0464 0056" },
        { phone: "+49 (0)160 0464-0056" },
        { phone: "+33 6 12 34 00 30" },
      ],
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ added: 2, existing: 1 });
    expect(await entriesOf(who)).toEqual(["phone:+33612340030", "phone:+4916004640056"]);
    for (const phone of ["12", "0160 04640056", "+49 160", "+1+SUM(A1)"]) {
      const bad = await post(addEntries, "/v1/suppressions", who, { entries: [{ phone }] });
      expect(bad.status).toBe(400);
      expect(JSON.stringify(await bad.json())).toMatch(/not a phone number with its country code/);
    }
  });

  it("are read as the settings form types them: national ones in the country picked", () => {
    expect(typedEntry("+4916004640056", undefined)).toEqual({ phone: "+4916004640056" });
    expect(typedEntry(" 0160 04640056 ", "DE")).toEqual({ phone: "+4916004640056" });
    expect(typedEntry("0049 160 0464 0056", undefined)).toEqual({ phone: "+4916004640056" });
    expect(typedEntry("06 12 34 00 30", "FR")).toEqual({ phone: "+33612340030" });
    expect(typedEntry("0160 04640056", undefined)).toEqual({
      refused: expect.stringMatching(/choose the country/),
    });
    expect(typedEntry("0160 12", "DE")).toEqual({ refused: "not a valid phone number" });
    expect(typedEntry("Ann@Example.com", "DE")).toEqual({ email: "Ann@Example.com" });
    expect(typedEntry("acme.io", "DE")).toEqual({ domain: "acme.io" });
  });

  it("are imported from a CSV, national ones in the country chosen; errors show values as typed", async () => {
    const who = await account();
    const upload = (body: string, query = "") =>
      post(importCsv, `/v1/suppressions/import${query}`, who, body, "text/csv");
    const column = await upload(
      "+4916004640056\r\n0160 04640056\r\n+49 160\r\n=1+2\r\n",
      "?country=DE",
    );
    expect(column.status).toBe(200);
    expect(await column.json()).toEqual({
      rows: 4,
      added: 1,
      existing: 1,
      errors: [
        { row: 3, value: "+49 160", message: "not a valid phone number" },
        { row: 4, value: "=1+2", message: expect.stringMatching(/domain/) },
      ],
      errorCount: 2,
      unreadable: [],
      unreadableCount: 0,
    });
    const headed = await upload(
      "email,phone\r\nann@example.com,+33 6 12 34 00 30\r\n,0612340060\r\n",
    );
    expect(await headed.json()).toMatchObject({
      rows: 2,
      added: 2,
      errors: [{ row: 3, value: "0612340060", message: expect.stringMatching(/country code/) }],
    });
    expect(await entriesOf(who)).toEqual([
      "email:ann@example.com",
      "phone:+33612340030",
      "phone:+4916004640056",
    ]);
    expect((await upload("+4916004640056\r\n", "?country=Germany")).status).toBe(400);
  });

  it("the Live Estimate leaves the person out of every count, mobiles included", async () => {
    const who = await account();
    const before = await estimateOf(who);
    expect(before).toMatchObject({ count: 30, doNotContact: 0, withMobile: 30 });
    await listP3(who);
    const after = await estimateOf(who);
    expect(after).toMatchObject({ count: 29, doNotContact: 1, withMobile: 29 });
    const mobiles = await (
      await post(estimate, "/v1/estimate", who, {
        filters: {},
        delivery: { ...ALL_AT_ONCE, email: false, mobile: true },
      })
    ).json();
    expect(mobiles.deliverable).toBe(29);
  });

  it("a campaign delivering mobiles never delivers the person", async () => {
    const who = await account();
    await listP3(who);
    const { leads } = await deliverCampaign(
      { db, accountId: who.accountId, clock },
      {
        name: "Mobiles",
        filters: { titles: { include: ["Head of Sales"] } },
        delivery: { ...ALL_AT_ONCE, email: false, mobile: true },
      },
      { untilCompleted: true },
    );
    expect(leads).toHaveLength(29);
    expect(leads).not.toContain("p_3");
  });

  it("enrichment withholds the person and charges nothing for them", async () => {
    const who = await account();
    await listP3(who);
    const before = await getUsage({ db, accountId: who.accountId, clock: systemClock });
    const res = await post(bulk, "/v1/contact/bulk", who, {
      profiles: [{ id: "p_3" }, { id: "p_4" }],
      include: { mobile: true },
    });
    expect(res.status).toBe(202);
    const { requestId } = await res.json();
    const result = await eventually(async () => {
      const body = await (
        await poll(
          new Request(`http://test/v1/contact/enrich?id=${requestId}`, {
            headers: { authorization: `Bearer ${who.apiKey}` },
          }),
        )
      ).json();
      return body.status === "pending" ? undefined : body;
    });
    expect(result.data.map((p: { id: string }) => p.id)).toEqual(["p_4"]);
    expect(JSON.stringify(result.data)).not.toContain(P3_MOBILE);
    expect(result.withheld).toEqual([
      { profileId: "p_3", reason: "do_not_contact", entry: `phone:${P3_MOBILE}` },
    ]);
    const after = await getUsage({ db, accountId: who.accountId, clock: systemClock });
    expect(after.mobile.used - before.mobile.used).toBe(1);
  });

  it("list exports leave out a person listed after their delivery", async () => {
    const who = await account();
    await deliverCampaign(
      { db, accountId: who.accountId, clock },
      {
        name: "Exported",
        filters: { titles: { include: ["Head of Sales"] } },
        delivery: { ...ALL_AT_ONCE, mobile: true },
        saveToList: { enabled: true, listName: "Exported" },
      },
      { untilCompleted: true },
    );
    const listId =
      (await listLists({ db, accountId: who.accountId, clock })).find((l) => l.name === "Exported")
        ?.id ?? "";
    const exported = async (search: string) => {
      const res = await exportList(
        new Request(`http://test/v1/lists/${listId}/export${search}`, {
          headers: { authorization: `Bearer ${who.apiKey}` },
        }),
        { params: Promise.resolve({ id: listId }) },
      );
      expect(res.status).toBe(200);
      return res;
    };
    const csvRows = async (preset: string) =>
      (await (await exported(`?preset=${preset}`)).text()).trim().split("\r\n").slice(1);
    expect(await csvRows("crm")).toHaveLength(30);
    expect((await csvRows("crm")).join("\n")).toContain(P3_MOBILE);

    await listP3(who);
    for (const preset of ["crm", "full"]) {
      const rows = await csvRows(preset);
      expect(rows).toHaveLength(29);
      expect(rows.join("\n")).not.toContain(P3_MOBILE);
    }
    const xlsx = new Uint8Array(await (await exported("?format=xlsx")).arrayBuffer());
    const files = unzipSync(xlsx);
    const text = Object.values(files)
      .map((f) => new TextDecoder().decode(f))
      .join("");
    expect(text).not.toContain(P3_MOBILE);
  });
});

import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { DELETE as deleteList, GET as getList } from "@/app/v1/company-lists/[id]/route";
import { GET as listLists, POST as upload } from "@/app/v1/company-lists/route";
import { POST as search } from "@/app/v1/contact/search/route";
import { POST as estimate } from "@/app/v1/estimate/route";
import { companyListEntries, companyLists } from "@/db/schema";
import { fixedClock } from "@/lib/core/clock";
import type { createAccount } from "@/lib/features/accounts/create-account";
import { createCampaign } from "@/lib/features/campaigns/campaigns";
import { archiveCampaign } from "@/lib/features/campaigns/lifecycle";
import {
  createTestDbWithAudience,
  deliverCampaign,
  roomyAccount,
} from "@/lib/features/campaigns/testing/fixtures";
import { addDncEntries } from "@/lib/features/do-not-contact/entries";
import { logicSentence } from "@/lib/model/targeting/logic";
import type { Targeting } from "@/lib/model/targeting/schema";

let db: Awaited<ReturnType<typeof createTestDbWithAudience>>["db"];
const clock = fixedClock("2026-03-23T10:00:00Z");
type Account = Awaited<ReturnType<typeof createAccount>>;
let marketer: Account;
let other: Account;
let n = 0;

// 30 people; sampleProfile gives p_i the company Acme Robotics (acme-robotics.io), Globex
// (globex.com) or Initech (initech.com) as i mod 3 is 0, 1 or 2.
beforeAll(async () => {
  ({ db } = await createTestDbWithAudience(30));
  marketer = await account();
  other = await account();
});

const account = () => roomyAccount(db, `abm${n++}@example.com`);

const auth = (who: Account) => ({ authorization: `Bearer ${who.apiKey}` });

async function uploadCsv(who: Account, name: string, csv: string | Uint8Array) {
  return upload(
    new Request(`http://test/v1/company-lists?name=${encodeURIComponent(name)}`, {
      method: "POST",
      headers: { ...auth(who), "content-type": "text/csv" },
      body: csv as BodyInit,
    }),
  );
}

async function listOf(who: Account, name: string, csv: string): Promise<string> {
  const res = await uploadCsv(who, name, csv);
  expect(res.status).toBe(200);
  return (await res.json()).id;
}

function post(handler: (req: Request) => Promise<Response>, who: Account, body: unknown) {
  return handler(
    new Request("http://test/v1/x", {
      method: "POST",
      headers: { ...auth(who), "content-type": "application/json" },
      body: JSON.stringify(body),
    }),
  );
}

const countOf = async (who: Account, filters: Targeting) => {
  const res = await post(estimate, who, { filters });
  expect(res.status).toBe(200);
  return res.json();
};

const storedLists = async (who: Account) =>
  db.select().from(companyLists).where(eq(companyLists.accountId, who.accountId));

describe("company lists", () => {
  it("an upload matches each row by domain first, then by normalised name, and reports the rest", async () => {
    const res = await uploadCsv(
      marketer,
      "Target accounts",
      [
        "Company Name,Website",
        '"The Acme Robotics, Inc.",', // by name: "the", punctuation and "Inc" ignored
        ",https://www.Globex.com/about", // by domain
        "Initech,wrong-initech.example", // the domain matches nobody, the name does
        "Hooli,hooli.example", // nothing
        "Vandelay,not a domain", // nothing, and the domain is broken
      ].join("\r\n"),
    );
    expect(res.status).toBe(200);
    const report = await res.json();
    expect(report).toMatchObject({
      name: "Target accounts",
      rows: 5,
      matched: 3,
      matchRate: 0.6,
      matchedByDomain: 1,
      matchedByName: 2,
      people: 30,
      unmatchedCount: 2,
    });
    expect(report.unmatched).toEqual([
      {
        row: 5,
        name: "Hooli",
        domain: "hooli.example",
        reason: "no company in the data has this domain or name",
      },
      {
        row: 6,
        name: "Vandelay",
        domain: "not a domain",
        reason: "not a valid domain, and no company in the data has this name",
      },
    ]);
    const again = await getList(
      new Request(`http://test/v1/company-lists/${report.id}`, { headers: auth(marketer) }),
      { params: Promise.resolve({ id: report.id }) },
    );
    const { unreadable, unreadableCount, ...listed } = report;
    expect({ unreadable, unreadableCount }).toEqual({ unreadable: [], unreadableCount: 0 });
    expect(await again.json()).toEqual(listed);
    const all = await (
      await listLists(new Request("http://test/v1/company-lists", { headers: auth(marketer) }))
    ).json();
    expect(all.data.map((l: { id: string }) => l.id)).toContain(report.id);
    // Another account neither sees nor reads it.
    const theirs = await getList(
      new Request(`http://test/v1/company-lists/${report.id}`, { headers: auth(other) }),
      { params: Promise.resolve({ id: report.id }) },
    );
    expect(theirs.status).toBe(404);
  });

  it("a headerless single column of domains and names is read as such", async () => {
    const res = await uploadCsv(marketer, "Column", "globex.com\nInitech GmbH\nnowhere.example\n");
    expect(await res.json()).toMatchObject({
      rows: 3,
      matched: 2,
      matchedByDomain: 1,
      matchedByName: 1,
      people: 20,
    });
  });

  it("the Live Estimate, search and the sentence honour include and exclude lists", async () => {
    const globex = await listOf(marketer, "Globex only", "domain\nglobex.com\n");
    const initech = await listOf(marketer, "Initech only", "name\nInitech\n");
    expect(await countOf(marketer, { companyLists: { include: [globex] } })).toMatchObject({
      count: 10,
    });
    expect(await countOf(marketer, { companyLists: { include: [globex, initech] } })).toMatchObject(
      { count: 20 },
    );
    const excluded = await countOf(marketer, { companyLists: { exclude: [globex] } });
    expect(excluded.count).toBe(20);
    expect(
      excluded.breakdown.industry.reduce((a: number, r: { count: number }) => a + r.count, 0),
    ).toBeLessThanOrEqual(20);
    expect(
      await countOf(marketer, { companyLists: { include: [globex, initech], exclude: [initech] } }),
    ).toMatchObject({ count: 10 });

    const page = await (
      await post(search, marketer, {
        filters: { companyLists: { include: [initech] } },
        limit: 100,
      })
    ).json();
    expect(page.total).toBe(10);
    expect(page.data).toHaveLength(10);
    for (const p of page.data) expect(Number(p.id.slice(2)) % 3).toBe(2);

    const names = new Map([
      [globex, "Globex only"],
      [initech, "Initech only"],
    ]);
    expect(
      logicSentence({ companyLists: { include: [initech], exclude: [globex] } }, (path, v) =>
        path.startsWith("companyLists.") ? (names.get(v) ?? v) : v,
      ),
    ).toBe("at a company on Initech only, excluding companies on Globex only");
  });

  it("a list with the do-not-contact list: the estimate counts both apart", async () => {
    const who = await account();
    const targets = await listOf(who, "Targets", "domain\nacme-robotics.io\nglobex.com\n");
    await addDncEntries(
      { db, accountId: who.accountId, clock },
      { entries: [{ domain: "globex.com" }] },
    );
    expect(await countOf(who, { companyLists: { include: [targets] } })).toMatchObject({
      count: 10,
      doNotContact: 10,
    });
  });

  it("refuses another account's list, or an unknown one, by its path", async () => {
    const mine = await listOf(marketer, "Mine", "domain\nglobex.com\n");
    for (const handler of [estimate, search]) {
      const res = await post(handler, other, {
        filters: { companyLists: { include: ["nope"], exclude: [mine] } },
      });
      expect(res.status).toBe(400);
      const problem = await res.json();
      expect(problem.type).toBe("https://leadwise.dev/problems/unknown-company-list");
      expect(problem.errors.map((e: { path: string }) => e.path)).toEqual([
        "filters.companyLists.include.0",
        "filters.companyLists.exclude.0",
      ]);
    }
    const ctx = { db, accountId: other.accountId, clock };
    await expect(
      createCampaign(ctx, { name: "Theirs", filters: { companyLists: { include: [mine] } } }),
    ).rejects.toMatchObject({ rule: "unknown-company-list" });
  });

  it("campaign delivery delivers only people on the included lists and none on the excluded", async () => {
    const who = await account();
    const ctx = { db, accountId: who.accountId, clock };
    const targets = await listOf(who, "Targets", "domain\nacme-robotics.io\nglobex.com\n");
    const customers = await listOf(who, "Customers", "name\nGlobex Corp.\n");
    const { leads } = await deliverCampaign(ctx, {
      name: "ABM",
      filters: { companyLists: { include: [targets], exclude: [customers] } },
    });
    expect(leads).toHaveLength(10);
    for (const id of leads) expect(Number(id.slice(2)) % 3).toBe(0);

    // A list a campaign that may still deliver uses cannot be deleted; once archived, it can.
    const draft = await createCampaign(ctx, {
      name: "ABM draft",
      filters: { companyLists: { exclude: [customers] } },
    });
    const del = (id: string) =>
      deleteList(
        new Request(`http://test/v1/company-lists/${id}`, { method: "DELETE", headers: auth(who) }),
        { params: Promise.resolve({ id }) },
      );
    const refused = await del(customers);
    expect(refused.status).toBe(409);
    expect((await refused.json()).detail).toMatch(/"ABM draft"/);
    await archiveCampaign(ctx, draft.id);
    expect((await del(customers)).status).toBe(200);
    expect(
      await db.select().from(companyListEntries).where(eq(companyListEntries.listId, customers)),
    ).toEqual([]);
  });

  it("a file with unreadable rows stores nothing until accepted, then the readable rows alone", async () => {
    const fresh = await account();
    const csv = [
      "name;domain",
      "Globex;globex.com",
      '"Acme Robotics;acme.example', // a quote never closed
      "Initech;initech.example;extra", // a field too many
      "Hooli;hooli.example",
    ].join("\n");
    const refused = await uploadCsv(fresh, "Broken", csv);
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({
      code: "unreadable_rows",
      goodRows: 2,
      unreadable: [{ line: 3 }, { line: 4 }],
      unreadableCount: 2,
    });
    expect(await storedLists(fresh)).toEqual([]);

    const res = await upload(
      new Request("http://test/v1/company-lists?name=Broken&acceptPartial=true", {
        method: "POST",
        headers: { ...auth(fresh), "content-type": "text/csv" },
        body: csv,
      }),
    );
    expect(res.status).toBe(200);
    const report = await res.json();
    expect(report).toMatchObject({ rows: 2, unreadableCount: 2, unmatched: [{ row: 5 }] });
    const entries = await db
      .select({ row: companyListEntries.row, name: companyListEntries.name })
      .from(companyListEntries)
      .where(eq(companyListEntries.listId, report.id));
    expect(entries.sort((x, y) => x.row - y.row)).toEqual([
      { row: 2, name: "Globex" },
      { row: 5, name: "Hooli" },
    ]);
  });

  it("bad files are refused with a clear error and store nothing", async () => {
    const fresh = await account();
    const refused = async (csv: string | Uint8Array) => {
      const res = await uploadCsv(fresh, "Bad", csv);
      expect(res.status).toBe(400);
      expect(res.headers.get("content-type")).toBe("application/problem+json");
      return (await res.json()).detail as string;
    };
    expect(await refused("email,phone\na@b.example,123\n")).toMatch(/No "domain" or "name" column/);
    expect(await refused(new Uint8Array([0x64, 0x6f, 0xff, 0xfe, 0x0a, 0xc3]))).toMatch(/UTF-8/);
    expect(await refused(`domain\n${"globex.com\n".repeat(10_001)}`)).toMatch(/limit is 10,000/);
    expect(await refused(`name\n${"x".repeat(3 * 2 ** 20)}`)).toMatch(/larger than 2 MB/);
    expect(await refused("name,domain\nAcme,acme.io\n\"=cmd|' /C calc'!A0\",\n")).toMatch(
      /Row 3 .*formula/,
    );
    expect(await refused("name\n@SUM(A1:A2)\n")).toMatch(/formula/);
    expect(await refused("domain\n")).toMatch(/only a header/);
    const noName = await upload(
      new Request("http://test/v1/company-lists", {
        method: "POST",
        headers: { ...auth(fresh), "content-type": "text/csv" },
        body: "domain\nglobex.com\n",
      }),
    );
    expect(noName.status).toBe(400);
    expect(await storedLists(fresh)).toEqual([]);
  });
});

import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as importRoute } from "@/app/v1/contact/import/route";
import { POST as search } from "@/app/v1/contact/search/route";
import { POST as estimate } from "@/app/v1/estimate/route";
import { GET as filters } from "@/app/v1/filters/route";
import { fixedClock } from "@/lib/core/clock";
import { refreshAudienceIndex } from "@/lib/engines/audience";
import type { createAccount } from "@/lib/features/accounts/create-account";
import {
  createTestDbWithAudience,
  deliverCampaign,
  roomyAccount,
} from "@/lib/features/campaigns/testing/fixtures";
import { suggestFileMapping } from "@/lib/features/enrichment/file-job-schema";
import { resolveInputs } from "@/lib/features/enrichment/resolve-person";
import type { Targeting } from "@/lib/model/targeting/schema";
import { e164, suggestMapping } from "./schema";

let db: Awaited<ReturnType<typeof createTestDbWithAudience>>["db"];
const clock = fixedClock("2026-03-23T10:00:00Z");
type Account = Awaited<ReturnType<typeof createAccount>>;
let n = 0;

// 12 shared people in France, titled "Head of Sales" (lib/features/enrichment/enrichment-fixtures.ts).
beforeAll(async () => {
  ({ db } = await createTestDbWithAudience(12));
});

const account = () => roomyAccount(db, `importer${n++}@example.com`);

const auth = (who: Account) => ({ authorization: `Bearer ${who.apiKey}` });

async function upload(who: Account, csv: string, query = "") {
  return importRoute(
    new Request(`http://test/v1/contact/import${query}`, {
      method: "POST",
      headers: { ...auth(who), "content-type": "text/csv" },
      body: csv,
    }),
  );
}

async function count(who: Account, f: Targeting): Promise<number> {
  const res = await estimate(
    new Request("http://test/v1/estimate", {
      method: "POST",
      headers: { ...auth(who), "content-type": "application/json" },
      body: JSON.stringify({ filters: f }),
    }),
  );
  expect(res.status).toBe(200);
  return (await res.json()).count;
}

const HUBSPOT = `First Name,Last Name,E-mail,Company,Job Title,Country,Phone
Ada,Lovelace,ada@analytical.example,Analytical Engines,Chief Importer,Liechtenstein,+423 123 45 67

Grace,Hopper,not-an-address,Navy,Rear Admiral,United States,
Alan,Turing,,Bletchley,Cryptanalyst,United Kingdom,0044 20 7946 0000
Edsger,Dijkstra,,,,,12345
Ada,L.,ADA@analytical.example,Analytical Engines,Chief Importer,Liechtenstein,
=cmd,Evil,evil@example.com,,,,
`;

describe("suggestMapping", () => {
  it("maps the header names HubSpot, Salesforce and Mautic exports use", () => {
    expect(
      suggestMapping([
        "First Name",
        "Last Name",
        "E-mail",
        "Company",
        "Job Title",
        "Country",
        "Phone",
      ]),
    ).toEqual({
      fn: "First Name",
      ln: "Last Name",
      email: "E-mail",
      organization: "Company",
      title: "Job Title",
      country: "Country",
      mobile: "Phone",
    });
    expect(suggestMapping(["email_address", "Mobile Phone", "Account Name", "Website"])).toEqual({
      email: "email_address",
      mobile: "Mobile Phone",
      organization: "Account Name",
      website: "Website",
    });
    expect(suggestMapping(["Notes", "Score"])).toEqual({});
  });

  it("reads headers without their accents, as the enrichment file's mapping does", () => {
    expect(suggestMapping(["Prénom", "Nom", "E-Mail", "Société"])).toEqual({
      fn: "Prénom",
      ln: "Nom",
      email: "E-Mail",
      organization: "Société",
    });
    expect(suggestFileMapping(["Prénom", "Nom", "E-Mail", "Société"])).toEqual({
      fn: "Prénom",
      ln: "Nom",
      email: "E-Mail",
      organization: "Société",
    });
  });

  it("reads phone numbers as spreadsheets hold them", () => {
    expect(e164("+49 (157) 783-14241")).toBe("+4915778314241");
    expect(e164("0044 20 7946 0000")).toBe("+442079460000");
    expect(e164("020 7946 0000")).toBeNull();
  });
});

describe("POST /v1/contact/import", () => {
  it("imports the valid rows, reports the others by the row a spreadsheet shows, and an import repeated adds no one twice", async () => {
    const a = await account();
    const res = await upload(a, HUBSPOT);
    expect(res.status).toBe(200);
    const report = await res.json();
    expect(report.rows).toBe(6);
    expect(report.imported).toBe(2);
    // Row 3 is blank: the rows after it keep their spreadsheet numbers.
    expect(report.rejected).toEqual([
      { row: 4, reason: "“not-an-address” is not an e-mail address." },
      {
        row: 6,
        reason: "“12345” is not a phone number with its country code (such as +49 157 78314241).",
      },
      {
        row: 7,
        reason: "The same person as row 2 (same e-mail address or phone number).",
      },
      { row: 8, reason: "First name starts like a spreadsheet formula (=)." },
    ]);
    expect(report.rejectedCount).toBe(4);

    await refreshAudienceIndex(db);
    expect(await count(a, { titles: { include: ["Chief Importer"] } })).toBe(1);
    expect(await count(a, { titles: { include: ["Cryptanalyst"] } })).toBe(1);
    const before = await count(a, {});

    const again = await (await upload(a, HUBSPOT)).json();
    expect(again.imported).toBe(2);
    await refreshAudienceIndex(db);
    expect(await count(a, {})).toBe(before);
  });

  it("takes a mapping, names the file's rows when sent in parts, and refuses a mapping without e-mail or phone", async () => {
    const a = await account();
    const csv = "Mail,Given,Role\nx1@part.example,Xena,Archivist\nbad,Yan,Archivist\n";
    const res = await upload(a, csv, "?email=Mail&fn=Given&title=Role&firstRow=1002");
    const report = await res.json();
    expect(report.mapping).toEqual({ email: "Mail", fn: "Given", title: "Role" });
    expect(report.imported).toBe(1);
    expect(report.rejected).toEqual([{ row: 1003, reason: "“bad” is not an e-mail address." }]);

    const none = await upload(a, "Name,Score\nX,1\n");
    expect(none.status).toBe(400);
    expect((await none.json()).detail).toMatch(/e-mail address or the phone number/);
    const missing = await upload(a, csv, "?email=Courriel");
    expect(missing.status).toBe(400);
    expect((await missing.json()).detail).toMatch(/no column named “Courriel”/);
  });

  it("saves nothing from a file with broken rows until the sender accepts them, then only the good rows", async () => {
    // The file of issue 45: Ada's company opens a quote that Bob's name would have closed,
    // merging the two rows into one garbled person; Cy's row is ragged.
    const broken = [
      "E-mail,First Name,Company,Job Title,Country",
      'ada@kontor.example,Ada,"Kontor Nord GmbH,CEO,Germany',
      'bob@kontor.example,Bob,Sm"ith,CTO,Germany',
      "cy@kontor.example,Cy,Kontor Nord GmbH,CFO",
      "di@kontor.example,Di,Kontor Nord GmbH,COO,Germany",
      "",
    ].join("\r\n");
    const a = await account();
    const saved = async () =>
      (
        await db.execute<{ n: number }>(
          sql`select count(*)::int as n from profiles where owner_account_id = ${a.accountId}`,
        )
      )[0]?.n;

    const refused = await upload(a, broken);
    expect(refused.status).toBe(422);
    expect(refused.headers.get("content-type")).toBe("application/problem+json");
    const problem = await refused.json();
    expect(problem).toMatchObject({ code: "unreadable_rows", goodRows: 1, unreadableCount: 3 });
    expect(problem.unreadable.map((u: { line: number }) => u.line)).toEqual([2, 3, 4]);
    expect(problem.unreadable[2].reason).toMatch(/^Has 4 fields where the first row has 5/);
    expect(problem.detail).toMatch(/nothing was saved.*acceptPartial=true.*1 good row/);
    expect(await saved()).toBe(0);

    const accepted = await upload(a, broken, "?acceptPartial=true");
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toMatchObject({
      rows: 1,
      imported: 1,
      rejectedCount: 0,
      unreadable: problem.unreadable,
      unreadableCount: 3,
    });
    const [di] = await db.execute<{ company_name: string; title: string }>(
      sql`select company_name, title from profiles where owner_account_id = ${a.accountId}`,
    );
    expect(di).toEqual({ company_name: "Kontor Nord GmbH", title: "COO" });
  });

  it("reads Windows-1252, UTF-16 and semicolon-separated exports", async () => {
    const a = await account();
    const text =
      "E-mail;Vorname;Firma;Position\nj@mueller.example;Jürgen;Müller & Söhne, KG;Geschäftsführer\n";
    const windows = Uint8Array.from(text, (c) => c.charCodeAt(0));
    const utf16 = new Uint8Array(Buffer.from(`\uFEFF${text.replace("j@", "k@")}`, "utf16le"));
    for (const body of [windows, utf16]) {
      const res = await importRoute(
        new Request(
          "http://test/v1/contact/import?email=E-mail&fn=Vorname&organization=Firma&title=Position",
          {
            method: "POST",
            headers: { ...auth(a), "content-type": "text/csv" },
            body,
          },
        ),
      );
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ rows: 1, imported: 1, unreadableCount: 0 });
    }
    const people = await db.execute<{ fn: string; company_name: string; title: string }>(
      sql`select fn, company_name, title from profiles where owner_account_id = ${a.accountId}`,
    );
    expect(people).toEqual([
      { fn: "Jürgen", company_name: "Müller & Söhne, KG", title: "Geschäftsführer" },
      { fn: "Jürgen", company_name: "Müller & Söhne, KG", title: "Geschäftsführer" },
    ]);
  });

  it("stores each person's targeting columns, document and contacts, and a repeated import replaces them", async () => {
    const a = await account();
    const stored = async () => {
      const rows = await db.execute<Record<string, unknown>>(sql`
        select p.fn, p.ln, p.title, p.seniority, p.country, p.company_name, p.company_domain,
          p.has_email, p.has_mobile, p.has_work_email, p.skills, p.owner_account_id,
          p.keywords @@ to_tsquery('english', 'engineer') as keyword_match, p.data::text as data,
          (select array_agg(c.kind || ':' || c.type || ':' || c.value order by c.kind, c.value)
             from contacts c where c.profile_id = p.id) as contacts
        from profiles p where p.owner_account_id = ${a.accountId}`);
      return rows;
    };
    const csv = (title: string, company: string, site: string, phone: string) =>
      `First Name,Last Name,Email,Job Title,Company,Website,Country,Phone\nLin,Park,lin@firm.example,${title},${company},${site},Korea,${phone}\n`;

    await upload(a, csv("Engineering Director", "Firm", "www.firm.example", "+82 2 1234 5678"));
    expect(await stored()).toEqual([
      {
        fn: "Lin",
        ln: "Park",
        title: "Engineering Director",
        seniority: "director",
        country: "Korea",
        company_name: "Firm",
        company_domain: "firm.example",
        has_email: true,
        has_mobile: true,
        has_work_email: true,
        skills: [],
        owner_account_id: a.accountId,
        keyword_match: true,
        data: expect.stringMatching(
          /^\{"id":"own-[0-9a-f]{32}","fn":"Lin","ln":"Park","name":"Lin Park",/,
        ),
        contacts: ["email:work:lin@firm.example", "mobile:mobile:+82212345678"],
      },
    ]);

    await upload(a, csv("Head of Sales", "Other", "https://other.example/", ""));
    const [after] = await stored();
    expect(after).toMatchObject({
      title: "Head of Sales",
      seniority: "head",
      company_name: "Other",
      company_domain: "other.example",
      has_mobile: false,
      keyword_match: false,
      contacts: ["email:work:lin@firm.example"],
    });
  });
});

describe("imported contacts belong to the importing account alone", () => {
  let a: Account;
  let b: Account;
  beforeAll(async () => {
    a = await account();
    b = await account();
    const res = await upload(
      a,
      "E-mail,Job Title,Country,Company,Website\nzed@own.example,Lighthouse Keeper,Liechtenstein,Own Co,own-co.example\n",
    );
    expect((await res.json()).imported).toBe(1);
    await refreshAudienceIndex(db);
  });

  it("the estimate counts them for their owner only", async () => {
    const shared = await count(b, {});
    expect(await count(a, {})).toBe(shared + 1);
    expect(await count(a, { titles: { include: ["Lighthouse Keeper"] } })).toBe(1);
    expect(await count(b, { titles: { include: ["Lighthouse Keeper"] } })).toBe(0);
    expect(await count(b, { contact: { requireEmail: true } })).toBe(12);
  });

  it("another account cannot target their values nor see them in the filter catalogue", async () => {
    const res = await estimate(
      new Request("http://test/v1/estimate", {
        method: "POST",
        headers: { ...auth(b), "content-type": "application/json" },
        body: JSON.stringify({ filters: { locations: { countries: ["Liechtenstein"] } } }),
      }),
    );
    expect(res.status).toBe(400);
    expect(await count(a, { locations: { countries: ["Liechtenstein"] } })).toBe(1);
    const catalogue = await (
      await filters(new Request("http://test/v1/filters", { headers: auth(b) }))
    ).json();
    const countries = catalogue.filters.find(
      (f: { key: string }) => f.key === "locations.countries",
    );
    expect(countries.values.map((v: { value: string }) => v.value)).not.toContain("Liechtenstein");
    expect(catalogue.profiles).toBe(12);
  });

  it("search finds them for their owner only", async () => {
    const find = async (who: Account) => {
      const res = await search(
        new Request("http://test/v1/contact/search", {
          method: "POST",
          headers: { ...auth(who), "content-type": "application/json" },
          body: JSON.stringify({ filters: { titles: { include: ["Lighthouse Keeper"] } } }),
        }),
      );
      expect(res.status).toBe(200);
      return res.json();
    };
    const mine = await find(a);
    expect(mine.total).toBe(1);
    expect(mine.data[0].title).toBe("Lighthouse Keeper");
    const theirs = await find(b);
    expect(theirs.total).toBe(0);
    expect(theirs.data).toEqual([]);
  });

  it("enrichment resolves them for their owner only", async () => {
    const [forA] = await resolveInputs(db, [{ email: "zed@own.example" }], [a.accountId]);
    expect(forA).toMatch(/^own-/);
    expect(await resolveInputs(db, [{ email: "zed@own.example" }], [b.accountId])).toEqual([null]);
    expect(await resolveInputs(db, [{ id: forA as string }], [b.accountId])).toEqual([null]);
  });

  it("campaigns deliver them to their owner only", async () => {
    const delivered = async (who: Account) => {
      const ctx = { db, accountId: who.accountId, clock };
      const filters = { contact: { requireEmail: true } };
      return (await deliverCampaign(ctx, { name: `Everyone ${who.accountId}`, filters })).leads;
    };
    const toA = await delivered(a);
    expect(toA).toHaveLength(13);
    expect(toA.filter((id) => id.startsWith("own-"))).toHaveLength(1);
    const toB = await delivered(b);
    expect(toB).toHaveLength(12);
    expect(toB.filter((id) => id.startsWith("own-"))).toEqual([]);
  });
});

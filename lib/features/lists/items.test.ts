import { unzipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as exportCsv } from "@/app/v1/lists/[id]/export/route";
import { createTestDb } from "@/db/testing/test-db";
import { fixedClock } from "@/lib/core/clock";
import type { Ctx } from "@/lib/core/context";
import { actAsLaggingReplica, pointReplicaAt } from "@/lib/core/sql/testing/replica-server";
import { refreshAudienceIndex } from "@/lib/engines/audience";
import { createAccount } from "@/lib/features/accounts/create-account";
import { createCampaign } from "@/lib/features/campaigns/campaigns";
import { deliverCampaignShare } from "@/lib/features/campaigns/delivery/deliver-leads";
import { listCampaignLeads } from "@/lib/features/campaigns/leads";
import { launchCampaign } from "@/lib/features/campaigns/lifecycle";
import { deliverCampaign } from "@/lib/features/campaigns/testing/fixtures";
import { sampleProfile } from "@/lib/features/enrichment/enrichment-fixtures";
import { workAddressesFirst } from "@/lib/model/profiles/email-domains";
import { saveProfiles } from "@/lib/model/profiles/save-profiles";
import { seedProfiles } from "@/lib/model/profiles/synthetic";
import { csvCell, exportHeaders } from "./export-csv";
import { listItemsPage, removeListItems } from "./items";
import { listLists } from "./lists";

let db: Awaited<ReturnType<typeof createTestDb>>["db"];
/** Replicas holding none of this account's rows: what is read there shows by its absence. */
let replicaUrl: string;
let laggingUrl: string;
let ctx: Ctx;
let other: Ctx;
let apiKey: string;
let listId: string;
let campaignId: string;
const clock = fixedClock("2026-03-24T09:00:00Z");

beforeAll(async () => {
  replicaUrl = (await createTestDb()).url;
  const lagging = await createTestDb();
  laggingUrl = lagging.url;
  await actAsLaggingReplica(lagging.sql, new URL(laggingUrl).pathname.slice(1));
  ({ db } = await createTestDb());
  await seedProfiles(db, { profiles: 300, seed: 5 });
  const a = await createAccount(db, { email: "lists@example.com", plan: "pro" });
  const b = await createAccount(db, { email: "nosy@example.com", plan: "pro" });
  apiKey = a.apiKey;
  ctx = { db, accountId: a.accountId, clock };
  other = { db, accountId: b.accountId, clock };
  const campaign = await createCampaign(ctx, {
    name: "Managers to list",
    filters: { seniorities: ["manager", "senior"] },
    delivery: {
      email: true,
      mobile: true,
      days: ["tue"],
      window: { start: "09:00", end: "10:00" },
      timezone: "UTC",
      leadsPerDay: 5,
      // Every lead with both, so each item below carries both kinds.
      requireContact: "all",
    },
    saveToList: { enabled: true, listName: "Q2 managers" },
  });
  campaignId = campaign.id;
  await launchCampaign(ctx, campaign.id);
  await deliverCampaignShare(db, campaign.id, { clock, tickSeconds: 3600 });
  const lists = await listLists(ctx);
  listId = lists.find((l) => l.name === "Q2 managers")?.id ?? "";
});

const exportList = (search: string) =>
  exportCsv(
    new Request(`http://test/v1/lists/${listId}/export${search}`, {
      headers: { authorization: `Bearer ${apiKey}` },
    }),
    { params: Promise.resolve({ id: listId }) },
  );

describe("lists and leads", () => {
  it("holds the campaign's leads, with the contacts it delivered, newest first", async () => {
    const page = await listItemsPage(ctx, listId);
    expect(page.list).toMatchObject({ name: "Q2 managers", items: 5 });
    expect(page.data).toHaveLength(5);
    for (const item of page.data) {
      expect(item.profile.email?.length).toBeGreaterThan(0);
      expect(item.profile.mobile?.length).toBeGreaterThan(0);
    }
    const leads = await listCampaignLeads(ctx, campaignId, { limit: 2 });
    expect(leads.data).toHaveLength(2);
    const rest = await listCampaignLeads(ctx, campaignId, {
      limit: 10,
      cursor: leads.nextCursor ?? "",
    });
    expect(rest.data).toHaveLength(3);
    expect(rest.nextCursor).toBeNull();
    const all = new Set([...leads.data, ...rest.data].map((l) => l.profileId));
    expect(all).toEqual(new Set(page.data.map((i) => i.profileId)));
  });

  it("searches by name, title, company or place", async () => {
    const page = await listItemsPage(ctx, listId);
    const someone = page.data[0]?.profile;
    const found = await listItemsPage(ctx, listId, { q: someone?.ln ?? "" });
    expect(found.data.map((i) => i.profileId)).toContain(someone?.id);
    const none = await listItemsPage(ctx, listId, { q: "zzzz-nobody" });
    expect(none.data).toHaveLength(0);
  });

  it("exports CSV with one row per lead and every column, UTF-8 with a BOM", async () => {
    const res = await exportList("");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    // The decoder takes the BOM off, as Excel does.
    const lines = new TextDecoder().decode(bytes).trim().split("\r\n");
    expect(lines[0]).toBe(exportHeaders("full").join(","));
    expect(lines).toHaveLength(1 + 5);
    expect(exportHeaders("full")).toEqual(
      expect.arrayContaining(["email", "mobile", "organization.name", "geo.lat", "experience"]),
    );
  });

  it("exports the CRM preset with headers CRMs map, one address and one number a row, phones as they are", async () => {
    const res = await exportList("?preset=crm");
    expect(res.headers.get("content-disposition")).toBe(
      'attachment; filename="Q2 managers (CRM).csv"',
    );
    const text = (await res.text()).replace(/^\uFEFF/, "");
    const [header, ...rows] = text.trim().split("\r\n");
    expect(header).toBe(
      "First Name,Last Name,Email,Phone Number,Company Name,Job Title,City,State/Region,Country/Region,Website URL,Industry,LinkedIn URL",
    );
    const page = await listItemsPage(ctx, listId, { limit: 10 });
    const phones = page.data.map((i) => i.profile.mobile?.[0]?.value);
    const emails = page.data.map((i) => workAddressesFirst(i.profile.email ?? [])[0]?.value);
    expect(rows).toHaveLength(5);
    for (const row of rows) {
      const cells = row.split(",");
      // A number starting with + is delivered exactly (no apostrophe a CRM would keep).
      expect(phones).toContain(cells[3]);
      expect(cells[3]).toMatch(/^\+\d/);
      expect(emails).toContain(cells[2]);
    }
  });

  it("exports XLSX whose every cell is typed text, never a formula", async () => {
    const res = await exportList("?preset=crm&format=xlsx");
    expect(res.headers.get("content-type")).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const sheet = new TextDecoder().decode(files["xl/worksheets/sheet1.xml"]);
    const cells = sheet.match(/<c [^>]*>/g) ?? [];
    expect(cells).toHaveLength(6 * 12);
    // Every cell a string (shared or inline), none a number or a formula.
    for (const c of cells) expect(c).toMatch(/ t="(s|inlineStr|str)"/);
    expect(sheet).not.toContain("<f>");
    const strings = new TextDecoder().decode(files["xl/sharedStrings.xml"] ?? new Uint8Array());
    const page = await listItemsPage(ctx, listId, { limit: 10 });
    for (const item of page.data) {
      const phone = item.profile.mobile?.[0]?.value ?? "";
      expect(`${sheet}${strings}`).toContain(`>${phone}<`);
    }
    // Text format on the cells, so a value typed over one later stays text too.
    const styles = new TextDecoder().decode(files["xl/styles.xml"]);
    expect(styles).toMatch(/numFmtId="49"|formatCode="@"/);
  });

  it("answers 400 for an unknown preset or format", async () => {
    expect((await exportList("?preset=everything")).status).toBe(400);
    expect((await exportList("?format=pdf")).status).toBe(400);
  });

  it("quotes cells safely for spreadsheets, and leaves phone numbers alone", () => {
    expect(csvCell('Acme, "Inc"')).toBe('"Acme, ""Inc"""');
    expect(csvCell("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvCell("+4915778314241")).toBe("'+4915778314241");
    expect(csvCell("+4915778314241", true)).toBe("+4915778314241");
    expect(csvCell("+49 157 783; +33 (6) 12-34", true)).toBe("+49 157 783; +33 (6) 12-34");
    // A phone column holding anything but phone numbers is neutralised like any cell.
    expect(csvCell("+1+SUM(A1)", true)).toBe("'+1+SUM(A1)");
    expect(csvCell("=1+1", true)).toBe("'=1+1");
    expect(csvCell(undefined)).toBe("");
  });

  it("reads exports, list pages and campaign leads on the replica once it has caught up, on the primary while it lags", async () => {
    const read = async () => ({
      csvLines: (await (await exportList("")).text()).trim().split("\r\n").length,
      xlsxBytes: (await (await exportList("?format=xlsx")).arrayBuffer()).byteLength,
      page: (await listItemsPage(ctx, listId)).data.length,
      leads: (await listCampaignLeads(ctx, campaignId)).data.length,
    });
    try {
      const onPrimary = await read();
      expect(onPrimary).toMatchObject({ csvLines: 1 + 5, page: 5, leads: 5 });
      // The replica here holds none of the list's rows: reads made there come back empty.
      await pointReplicaAt(replicaUrl);
      const onReplica = await read();
      expect(onReplica).toMatchObject({ csvLines: 1, page: 0, leads: 0 });
      expect(onReplica.xlsxBytes).toBeLessThan(onPrimary.xlsxBytes);
      // One that has not replayed what the primary wrote is passed over: every lead shows.
      await pointReplicaAt(laggingUrl);
      expect(await read()).toEqual(onPrimary);
    } finally {
      await pointReplicaAt(undefined);
    }
  });

  it("removes leads, and never shows or touches another account's list", async () => {
    await expect(listItemsPage(other, listId)).rejects.toThrow("List not found");
    await expect(removeListItems(other, listId, ["x"])).rejects.toThrow("not found");
    const page = await listItemsPage(ctx, listId);
    const first = page.data[0]?.profileId ?? "";
    expect(await removeListItems(ctx, listId, [first])).toBe(1);
    expect((await listItemsPage(ctx, listId)).list.items).toBe(4);
  });
});

describe("the address an export chooses", () => {
  it("orders a person's addresses verified work, work, personal", () => {
    const entries = [
      { type: "personal", value: "priya.patel@gmail.com" },
      { type: "personal", value: "priya@ironstreamtalent.com" },
      { type: "professional", value: "p.patel@ironstreamtalent.com" },
      { type: "work", value: "patel@mailinator.com" },
      { type: "work_verified", value: "priya.p@ironstreamtalent.com" },
    ];
    expect(workAddressesFirst(entries).map((e) => e.value)).toEqual([
      "priya.p@ironstreamtalent.com",
      "p.patel@ironstreamtalent.com",
      "priya.patel@gmail.com",
      "priya@ironstreamtalent.com",
      "patel@mailinator.com",
    ]);
  });

  it("exports the work address, not the Gmail one listed before it", async () => {
    const patel = {
      ...sampleProfile(900),
      title: "Talent Partner Zephyrine",
      email: [
        { type: "personal", value: "priya.patel@gmail.com" },
        { type: "professional", value: "p.patel@ironstreamtalent.com" },
      ],
    };
    await saveProfiles(db, [patel]);
    await refreshAudienceIndex(db);
    await deliverCampaign(ctx, {
      name: "Talent partners",
      filters: { titles: { include: ["Talent Partner Zephyrine"] } },
      saveToList: { enabled: true, listName: "Talent partners" },
    });
    const list = (await listLists(ctx)).find((l) => l.name === "Talent partners");
    const exported = async (search: string) => {
      const res = await exportCsv(
        new Request(`http://test/v1/lists/${list?.id}/export${search}`, {
          headers: { authorization: `Bearer ${apiKey}` },
        }),
        { params: Promise.resolve({ id: list?.id ?? "" }) },
      );
      const [header, ...rows] = (await res.text())
        .replace(/^\uFEFF/, "")
        .trim()
        .split("\r\n");
      return rows.map((row) => {
        const cells = row.split(",");
        return Object.fromEntries((header ?? "").split(",").map((h, i) => [h, cells[i]]));
      });
    };
    expect((await exported("?preset=crm")).map((r) => r.Email)).toEqual([
      "p.patel@ironstreamtalent.com",
    ]);
    const [full] = await exported("?preset=full");
    expect(full?.email).toBe("p.patel@ironstreamtalent.com; priya.patel@gmail.com");
    expect(full?.emailType).toBe("professional; personal");
  });
});

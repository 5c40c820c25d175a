import { beforeAll, describe, expect, it } from "vitest";
import { GET as exportCsv } from "@/app/v1/lists/[id]/export/route";
import { createTestDb } from "@/db/testing/test-db";
import { createAccount } from "@/lib/accounts/create-account";
import { createCampaign, launchCampaign } from "@/lib/campaigns/campaigns";
import { deliverCampaignShare } from "@/lib/campaigns/delivery/deliver-leads";
import { listCampaignLeads } from "@/lib/campaigns/leads";
import { fixedClock } from "@/lib/clock";
import type { Ctx } from "@/lib/context";
import { seedProfiles } from "@/lib/profiles/synthetic";
import { CSV_HEADERS, csvCell } from "./csv";
import { listItemsPage, removeListItems } from "./items";
import { listLists } from "./lists";

let db: Awaited<ReturnType<typeof createTestDb>>["db"];
let ctx: Ctx;
let other: Ctx;
let apiKey: string;
let listId: string;
let campaignId: string;
const clock = fixedClock("2026-03-24T09:00:00Z");

beforeAll(async () => {
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

  it("exports CSV with one row per lead and every column", async () => {
    const res = await exportCsv(
      new Request(`http://test/v1/lists/${listId}/export`, {
        headers: { authorization: `Bearer ${apiKey}` },
      }),
      { params: Promise.resolve({ id: listId }) },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    const text = await res.text();
    const lines = text.trim().split("\r\n");
    expect(lines[0]).toBe(CSV_HEADERS.join(","));
    expect(lines).toHaveLength(1 + 5);
    expect(CSV_HEADERS).toEqual(
      expect.arrayContaining(["email", "mobile", "organization.name", "geo.lat", "experience"]),
    );
  });

  it("quotes cells safely for spreadsheets", () => {
    expect(csvCell('Acme, "Inc"')).toBe('"Acme, ""Inc"""');
    expect(csvCell("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvCell(undefined)).toBe("");
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

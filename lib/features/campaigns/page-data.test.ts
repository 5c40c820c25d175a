import { beforeAll, describe, expect, it } from "vitest";
import { fixedClock } from "@/lib/core/clock";
import type { Ctx } from "@/lib/core/context";
import { NotFound } from "@/lib/core/errors";
import { importCompanyList } from "@/lib/features/company-lists/import-company-csv";
import { createList } from "@/lib/features/lists/lists";
import { createCampaign } from "./campaigns";
import { campaignEditData, campaignPageData } from "./page-data";
import { createTestDbWithAudience, deliverCampaign, roomyAccount } from "./testing/fixtures";

let ctx: Ctx;
let other: Ctx;
const clock = fixedClock("2026-03-23T10:00:00Z");

// 12 people in France, 4 at each of Acme Robotics, Globex and Initech.
beforeAll(async () => {
  const { db } = await createTestDbWithAudience(12);
  ctx = { db, accountId: (await roomyAccount(db, "page@example.com")).accountId, clock };
  other = { db, accountId: (await roomyAccount(db, "other@example.com")).accountId, clock };
});

const csv = (text: string) => new TextEncoder().encode(text);

describe("the campaign page's data", () => {
  it("shows a draft: its chips with company lists by name, the audience now, its checklist, no activity", async () => {
    const list = await importCompanyList(
      ctx,
      { name: "Key accounts" },
      csv("Company Name,Website\nGlobex,globex.com\n"),
    );
    const draft = await createCampaign(ctx, {
      name: "Globex in France",
      filters: { locations: { countries: ["France"] }, companyLists: { include: [list.id] } },
    });

    const page = await campaignPageData(ctx, draft.id);

    expect(page.campaign).toEqual(draft);
    expect(page.chips.map((c) => [c.kind, c.value])).toEqual([
      ["Location", "France"],
      ["Company list", "“Key accounts”"],
    ]);
    expect(page.estimate?.count).toBe(4);
    expect(page.delivered).toBe(0);
    expect(page.checklist?.items.length).toBeGreaterThan(0);
    expect(page.list).toBeNull();
    expect(page.activity).toBeNull();
  });

  it("shows a delivered campaign: leads delivered, the list it saves to, its activity, no checklist", async () => {
    const { campaign } = await deliverCampaign(ctx, {
      name: "Acme",
      filters: { companies: { include: ["Acme Robotics"] } },
      saveToList: { enabled: true, listName: "Acme leads" },
    });
    if (!campaign) throw new Error("the campaign was not delivered");

    const page = await campaignPageData(ctx, campaign.id);

    expect(page.campaign.status).not.toBe("draft");
    expect(page.delivered).toBe(4);
    expect(page.list?.name).toBe("Acme leads");
    expect(page.activity).not.toBeNull();
    expect(page.checklist).toBeNull();
  });

  it("does not find another account's campaign", async () => {
    const draft = await createCampaign(ctx, { name: "Mine" });
    await expect(campaignPageData(other, draft.id)).rejects.toBeInstanceOf(NotFound);
    await expect(campaignPageData(ctx, draft.id)).resolves.toMatchObject({
      campaign: { id: draft.id },
    });
  });
});

describe("the edit page's data", () => {
  it("is the campaign and the account's own lists; another account's campaign is not found", async () => {
    const mine = await createList(ctx, { name: "Mine to save to" });
    await createList(other, { name: "Someone else's" });
    const draft = await createCampaign(ctx, { name: "To edit" });

    const page = await campaignEditData(ctx, draft.id);

    expect(page.campaign).toEqual(draft);
    expect(page.lists.map((l) => l.id)).toContain(mine.id);
    expect(page.lists.map((l) => l.name)).not.toContain("Someone else's");
    await expect(campaignEditData(other, draft.id)).rejects.toBeInstanceOf(NotFound);
  });
});

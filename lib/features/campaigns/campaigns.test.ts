import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { campaignLeads, profiles } from "@/db/schema";
import { createTestDb } from "@/db/testing/test-db";
import { fixedClock } from "@/lib/core/clock";
import type { Ctx } from "@/lib/core/context";
import { createAccount } from "@/lib/features/accounts/create-account";
import { createList, listLists } from "@/lib/features/lists/lists";
import { createCampaign, getCampaign, resetCampaign, updateCampaign } from "./campaigns";
import {
  archiveCampaign,
  getCampaignChecklist,
  launchCampaign,
  pauseCampaign,
  resumeCampaign,
} from "./lifecycle";
import { leadsDelivered, listCampaigns } from "./list";
import { Campaign, defaultDelivery } from "./schema";
import { TEMPLATES } from "./templates";

let db: Awaited<ReturnType<typeof createTestDb>>["db"];
let ctx: Ctx;
let other: Ctx;
let free: Ctx;
const clock = fixedClock("2026-11-20T10:00:00.000Z");

const cfoTemplate = TEMPLATES.find((t) => t.id === "cfos-public-companies");

/** A campaign every checklist item accepts. */
const READY = {
  filters: { locations: { countries: ["Germany"] } },
  delivery: { email: true, days: ["mon", "tue"] as ("mon" | "tue")[] },
  notifications: { webhook: { enabled: true, url: "https://hooks.example.com/leads" } },
};

beforeAll(async () => {
  ({ db } = await createTestDb());
  let n = 0;
  await db.insert(profiles).values(
    [
      { country: "Germany", title: "CFO", companyType: "Public Company", hasEmail: true },
      { country: "Germany", title: "Software Engineer", hasEmail: true, hasMobile: true },
      { country: "France", title: "Head of Sales", hasEmail: false },
    ].map((r) => ({ id: `p${n++}`, data: {}, ...r })),
  );
  await db.execute(sql`insert into data_version (id) values (1) on conflict do nothing`);
  const a = await createAccount(db, { email: "campaigns@example.com", plan: "pro" });
  const b = await createAccount(db, { email: "other@example.com", plan: "pro" });
  const c = await createAccount(db, { email: "free@example.com", plan: "free" });
  const step = {
    now: () => {
      clock.advance(1000);
      return clock.now();
    },
  };
  ctx = { db, accountId: a.accountId, clock: step };
  other = { db, accountId: b.accountId, clock: step };
  free = { db, accountId: c.accountId, clock: step };
});

describe("create and read", () => {
  it("creates a draft with the defaults, in the API contract's shape", async () => {
    const campaign = await createCampaign(ctx, { name: "  Berlin CTOs " });
    expect(Campaign.strict().parse(campaign)).toEqual(campaign);
    expect(campaign).toMatchObject({
      name: "Berlin CTOs",
      status: "draft",
      templateId: null,
      filters: {},
      delivery: defaultDelivery(),
      saveToList: { enabled: false },
      notifications: { email: { enabled: false, to: [] }, webhook: { enabled: false, url: "" } },
      launchedAt: null,
    });
    expect(await getCampaign(ctx, campaign.id)).toEqual(campaign);
  });

  it("pre-fills the filters of a template, and lets given filters win", async () => {
    if (!cfoTemplate) throw new Error("the CFO template is gone");
    const fromTemplate = await createCampaign(ctx, { name: "CFOs", templateId: cfoTemplate.id });
    expect(fromTemplate.templateId).toBe(cfoTemplate.id);
    expect(fromTemplate.filters).toEqual(cfoTemplate.filters);
    const own = await createCampaign(ctx, {
      name: "Mine",
      templateId: cfoTemplate.id,
      filters: { titles: { include: ["cfo"] } },
    });
    expect(own.filters).toEqual({ titles: { include: ["cfo"] } });
  });

  it("stores filters canonically: empty parts dropped, values spelled as the data spells them", async () => {
    const campaign = await createCampaign(ctx, {
      name: "Canonical",
      filters: { locations: { countries: ["germany"], cities: [] }, keywords: " ", skills: {} },
    });
    expect(campaign.filters).toEqual({ locations: { countries: ["Germany"] } });
  });

  it("refuses unknown templates, unknown filter values and unknown keys with their paths", async () => {
    // Templates are a closed set, stated in the schema (and so in the OpenAPI document).
    await expect(createCampaign(ctx, { name: "x", templateId: "nope" })).rejects.toMatchObject({
      name: "ZodError",
      issues: [{ path: ["templateId"] }],
    });
    await expect(
      createCampaign(ctx, { name: "x", filters: { locations: { countries: ["Atlantis"] } } }),
    ).rejects.toMatchObject({
      status: 400,
      rule: "unknown-filter-value",
      extra: { errors: [{ path: "filters.locations.countries.0" }] },
    });
    const refusal = (countries: string[]) =>
      createCampaign(ctx, { name: "x", filters: { locations: { countries } } }).then(
        () => [],
        (e: { extra: { errors: { message: string }[] } }) => e.extra.errors.map((x) => x.message),
      );
    // A near miss is offered the data's spelling; a value near nothing is only named.
    expect(await refusal(["germny", "Atlantis"])).toEqual([
      'Unknown value "germny" (did you mean "Germany"?); GET /v1/filters lists the allowed values.',
      'Unknown value "Atlantis"; GET /v1/filters lists the allowed values.',
    ]);
    await expect(
      createCampaign(ctx, { name: "x", colour: "red" } as unknown as { name: string }),
    ).rejects.toMatchObject({ name: "ZodError" });
    await expect(createCampaign(ctx, { name: "   " })).rejects.toMatchObject({ name: "ZodError" });
  });
});

describe("update", () => {
  it("replaces filters, merges the other sections field by field", async () => {
    const c = await createCampaign(ctx, {
      name: "Patch me",
      filters: { locations: { countries: ["Germany"] }, seniorities: ["vp"] },
      delivery: { mobile: true, leadsPerDay: 10 },
    });
    const updated = await updateCampaign(ctx, c.id, {
      filters: { seniorities: ["director"] },
      delivery: { days: ["sat"], window: { start: "08:00", end: "12:00" } },
      notifications: { email: { enabled: true } },
    });
    expect(updated.filters).toEqual({ seniorities: ["director"] });
    expect(updated.delivery).toMatchObject({
      email: true,
      mobile: true,
      leadsPerDay: 10,
      days: ["sat"],
      window: { start: "08:00", end: "12:00" },
    });
    expect(updated.notifications.email).toEqual({ enabled: true, to: [] });
    expect(new Date(updated.updatedAt).getTime()).toBeGreaterThan(new Date(c.updatedAt).getTime());
  });

  it("refuses a window that ends before it starts", async () => {
    const c = await createCampaign(ctx, { name: "Window" });
    await expect(
      updateCampaign(ctx, c.id, { delivery: { window: { start: "18:00", end: "09:00" } } }),
    ).rejects.toMatchObject({ name: "ZodError" });
  });

  it("treats listId and listName as alternatives, and only accepts the account's own lists", async () => {
    const mine = await createList(ctx, { name: "Mine" });
    const theirs = await createList(other, { name: "Theirs" });
    const c = await createCampaign(ctx, {
      name: "Lists",
      saveToList: { enabled: true, listName: "New" },
    });
    const picked = await updateCampaign(ctx, c.id, { saveToList: { listId: mine.id } });
    expect(picked.saveToList).toEqual({ enabled: true, listId: mine.id });
    const named = await updateCampaign(ctx, c.id, { saveToList: { listName: "Fresh" } });
    expect(named.saveToList).toEqual({ enabled: true, listName: "Fresh" });
    await expect(
      updateCampaign(ctx, c.id, { saveToList: { listId: theirs.id } }),
    ).rejects.toMatchObject({ status: 400, extra: { errors: [{ path: "saveToList.listId" }] } });
  });

  it("pre-fills the template's filters when a template is chosen without filters", async () => {
    if (!cfoTemplate) throw new Error("the CFO template is gone");
    const c = await createCampaign(ctx, { name: "Later template" });
    const updated = await updateCampaign(ctx, c.id, { templateId: cfoTemplate.id });
    expect(updated.filters).toEqual(cfoTemplate.filters);
    const forgotten = await updateCampaign(ctx, c.id, { templateId: null, filters: {} });
    expect(forgotten).toMatchObject({ templateId: null, filters: {} });
  });
});

describe("checklist", () => {
  it("lists every item, failing what a new campaign lacks", async () => {
    const c = await createCampaign(ctx, { name: "Fresh" });
    const checklist = await getCampaignChecklist(ctx, c.id);
    expect(checklist.items.map((i) => i.item)).toEqual([
      "name",
      "targeting",
      "contact",
      "days",
      "window",
      "saveToList",
      "notifications",
      "allowance",
    ]);
    expect(checklist.ready).toBe(false);
    expect(checklist.items.filter((i) => !i.ok).map((i) => i.item)).toEqual(["targeting"]);
  });

  it("reports an audience of zero, and contacts nobody in the audience has", async () => {
    const c = await createCampaign(ctx, {
      name: "Nobody",
      filters: { locations: { countries: ["France"] } },
    });
    let targeting = (await getCampaignChecklist(ctx, c.id)).items.find(
      (i) => i.item === "targeting",
    );
    expect(targeting).toMatchObject({ ok: false, detail: expect.stringContaining("none has") });
    await updateCampaign(ctx, c.id, { filters: { titles: { include: ["astronaut"] } } });
    targeting = (await getCampaignChecklist(ctx, c.id)).items.find((i) => i.item === "targeting");
    expect(targeting).toMatchObject({ ok: false, detail: "No profile matches these filters." });
  });

  it("checks contact types, days, notification targets and a new list's name", async () => {
    const c = await createCampaign(ctx, {
      name: "Broken",
      ...READY,
      delivery: { email: false, mobile: false, days: [] },
      saveToList: { enabled: true },
      notifications: {
        email: { enabled: true, to: ["not an address"] },
        webhook: { enabled: true, url: "" },
      },
    });
    const failing = (await getCampaignChecklist(ctx, c.id)).items.filter((i) => !i.ok);
    expect(failing.map((i) => i.item)).toEqual(["contact", "days", "saveToList", "notifications"]);
    expect(failing.find((i) => i.item === "notifications")?.detail).toContain("not an address");
  });

  it("fails the allowance when a day's leads exceed the plan's daily limit", async () => {
    const c = await createCampaign(free, {
      name: "Greedy",
      ...READY,
      delivery: { email: true, mobile: true, days: ["mon"], leadsPerDay: 20 },
    });
    const allowance = (await getCampaignChecklist(free, c.id)).items.find(
      (i) => i.item === "allowance",
    );
    // The free plan allows 25 e-mails but only 10 mobile numbers a day.
    expect(allowance).toMatchObject({ ok: false, detail: expect.stringContaining("mobile") });
    expect(allowance?.detail).not.toContain("e-mail lookups");
  });
});

describe("lifecycle", () => {
  it("refuses to launch with the failing items, then launches once the checklist passes", async () => {
    const c = await createCampaign(ctx, { name: "Launch me" });
    const refused = await launchCampaign(ctx, c.id).catch((e: unknown) => e);
    expect(refused).toMatchObject({
      status: 422,
      code: "checklist_failed",
      extra: { checklist: [{ item: "targeting", ok: false }] },
    });
    expect((await getCampaign(ctx, c.id)).status).toBe("draft");

    await updateCampaign(ctx, c.id, READY);
    const launched = await launchCampaign(ctx, c.id);
    expect(launched.status).toBe("active");
    expect(launched.launchedAt).not.toBeNull();

    await expect(launchCampaign(ctx, c.id)).rejects.toMatchObject({ status: 409 });
    await expect(updateCampaign(ctx, c.id, { name: "x" })).rejects.toMatchObject({ status: 409 });
    await expect(resetCampaign(ctx, c.id)).rejects.toMatchObject({ status: 409 });
    await expect(resumeCampaign(ctx, c.id)).rejects.toMatchObject({ status: 409 });

    const paused = await pauseCampaign(ctx, c.id);
    expect(paused.status).toBe("paused");
    await expect(pauseCampaign(ctx, c.id)).rejects.toMatchObject({ status: 409 });
    await expect(launchCampaign(ctx, c.id)).rejects.toMatchObject({ status: 409 });
    expect((await updateCampaign(ctx, c.id, { name: "Edited while paused" })).name).toBe(
      "Edited while paused",
    );

    const resumed = await resumeCampaign(ctx, c.id);
    expect(resumed).toMatchObject({ status: "active", launchedAt: launched.launchedAt });

    expect((await archiveCampaign(ctx, c.id)).status).toBe("archived");
    await expect(archiveCampaign(ctx, c.id)).rejects.toMatchObject({ status: 409 });
    await expect(pauseCampaign(ctx, c.id)).rejects.toMatchObject({ status: 409 });
  });

  it("lets exactly one of two simultaneous launches win", async () => {
    const c = await createCampaign(ctx, { name: "Race", ...READY });
    const results = await Promise.allSettled([
      launchCampaign(ctx, c.id),
      launchCampaign(ctx, c.id),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(results.find((r) => r.status === "rejected")).toMatchObject({
      reason: { status: 409 },
    });
  });

  it("refuses to resume a paused campaign whose edits broke the checklist", async () => {
    const c = await createCampaign(ctx, { name: "Resume check", ...READY });
    await launchCampaign(ctx, c.id);
    await pauseCampaign(ctx, c.id);
    await updateCampaign(ctx, c.id, { delivery: { days: [] } });
    await expect(resumeCampaign(ctx, c.id)).rejects.toMatchObject({
      status: 422,
      extra: { checklist: [{ item: "days", ok: false }] },
    });
  });

  it("creates a list named for saving at launch, and reuses it for the next campaign", async () => {
    const first = await createCampaign(ctx, {
      name: "Saver 1",
      ...READY,
      saveToList: { enabled: true, listName: "Launch list" },
    });
    const before = (await listLists(ctx)).length;
    const launched = await launchCampaign(ctx, first.id);
    expect(launched.saveToList).toEqual({ enabled: true, listId: expect.any(String) });
    const second = await createCampaign(ctx, {
      name: "Saver 2",
      ...READY,
      saveToList: { enabled: true, listName: "LAUNCH LIST" },
    });
    const checklist = await getCampaignChecklist(ctx, second.id);
    expect(checklist.items.find((i) => i.item === "saveToList")?.detail).toContain("existing list");
    expect((await launchCampaign(ctx, second.id)).saveToList.listId).toBe(
      launched.saveToList.listId,
    );
    expect((await listLists(ctx)).length).toBe(before + 1);
  });

  it("resets a draft to a new campaign's settings, keeping the name and time zone", async () => {
    const list = await createList(ctx, { name: "Reset list" });
    const c = await createCampaign(ctx, {
      name: "Reset me",
      templateId: cfoTemplate?.id,
      ...READY,
      delivery: { mobile: true, days: ["sat"], leadsPerDay: 77, timezone: "Europe/Berlin" },
      saveToList: { enabled: true, listId: list.id },
    });
    const reset = await resetCampaign(ctx, c.id);
    expect(reset).toMatchObject({
      name: "Reset me",
      status: "draft",
      templateId: null,
      filters: {},
      delivery: defaultDelivery("Europe/Berlin"),
      saveToList: { enabled: false },
      notifications: { email: { enabled: false, to: [] }, webhook: { enabled: false, url: "" } },
    });
  });
});

describe("account scoping and listing", () => {
  it("answers 404 for another account's campaign, whatever the action", async () => {
    const c = await createCampaign(ctx, { name: "Private", ...READY });
    for (const action of [
      () => getCampaign(other, c.id),
      () => updateCampaign(other, c.id, { name: "stolen" }),
      () => getCampaignChecklist(other, c.id),
      () => launchCampaign(other, c.id),
      () => pauseCampaign(other, c.id),
      () => archiveCampaign(other, c.id),
      () => resetCampaign(other, c.id),
    ]) {
      await expect(action()).rejects.toMatchObject({ status: 404 });
    }
    expect((await getCampaign(ctx, c.id)).name).toBe("Private");
    const theirs = await listCampaigns(other);
    expect(theirs.data.map((x) => x.id)).not.toContain(c.id);
  });

  it("pages newest first with a cursor, and filters by status", async () => {
    const names = ["Page A", "Page B", "Page C"];
    for (const name of names) await createCampaign(other, { name });
    const first = await listCampaigns(other, { limit: 2 });
    expect(first.data.map((c) => c.name)).toEqual(["Page C", "Page B"]);
    expect(first.nextCursor).not.toBeNull();
    const second = await listCampaigns(other, { limit: 2, cursor: first.nextCursor ?? "" });
    expect(second.data.map((c) => c.name)).toEqual(["Page A"]);
    expect(second.nextCursor).toBeNull();
    expect((await listCampaigns(other, { status: "active" })).data).toEqual([]);
    await expect(listCampaigns(other, { cursor: "garbage" })).rejects.toMatchObject({
      status: 400,
    });
  });

  it("counts delivered leads per campaign from campaign_leads", async () => {
    const c = await createCampaign(ctx, { name: "Counted" });
    await db.insert(campaignLeads).values([
      { campaignId: c.id, accountId: ctx.accountId, profileId: "p0" },
      { campaignId: c.id, accountId: ctx.accountId, profileId: "p1" },
    ]);
    expect((await leadsDelivered(ctx, [c.id])).get(c.id)).toBe(2);
    expect((await leadsDelivered(other, [c.id])).get(c.id)).toBeUndefined();
  });
});

import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  allowanceUsage,
  campaignEvents,
  campaignLeads,
  campaigns,
  contacts,
  emailOutbox,
  listItems,
  profiles,
  webhookDeliveries,
} from "@/db/schema";
import { createTestDb } from "@/db/testing/test-db";
import { fixedClock } from "@/lib/core/clock";
import type { Ctx } from "@/lib/core/context";
import { refreshAudienceIndex } from "@/lib/engines/audience";
import { createAccount } from "@/lib/features/accounts/create-account";
import { estimateAudience } from "@/lib/features/estimate/estimate";
import { listItemsPage } from "@/lib/features/lists/items";
import { isDisposable, isWebmail } from "@/lib/model/profiles/email-domains";
import { DeliveryBody } from "@/lib/model/profiles/profile-schema";
import { seedProfiles } from "@/lib/model/profiles/synthetic";
import { SENIORITIES } from "@/lib/model/profiles/vocabulary";
import { Delivery } from "@/lib/model/targeting/delivery-schema";
import { createCampaign, updateCampaign } from "../campaigns";
import { listCampaignLeads } from "../leads";
import { launchCampaign } from "../lifecycle";
import type { CampaignInput } from "../schema";
import { deliverCampaignShare } from "./deliver-leads";
import { deliverySlot, zonedParts } from "./schedule";

let db: Awaited<ReturnType<typeof createTestDb>>["db"];
const clock = fixedClock("2026-03-23T06:00:00Z");
const TICK = 1800;

beforeAll(async () => {
  ({ db } = await createTestDb());
  await seedProfiles(db, { profiles: 600, seed: 11 });
});

async function accountCtx(email: string, daily?: Record<string, number>): Promise<Ctx> {
  const account = await createAccount(db, { email, plan: "pro", daily });
  return { db, accountId: account.accountId, clock };
}

/** E-mail leads every day, all day long, in UTC. */
function allDayUtc(leadsPerDay: number): CampaignInput["delivery"] {
  return {
    email: true,
    days: ["mon", "tue", "wed", "thu", "fri", "sat", "sun"],
    window: { start: "00:00", end: "23:59" },
    timezone: "UTC",
    leadsPerDay,
  };
}

async function launched(ctx: Ctx, input: Omit<CampaignInput, "name"> & { name?: string }) {
  const campaign = await createCampaign(ctx, { name: "Test campaign", ...input } as CampaignInput);
  return launchCampaign(ctx, campaign.id);
}

/** Runs the scheduler's share delivery every TICK seconds from `from` to `to`. */
async function run(campaignId: string, from: string, to: string) {
  clock.set(from);
  const end = new Date(to).getTime();
  while (clock.now().getTime() < end) {
    await deliverCampaignShare(db, campaignId, { clock, tickSeconds: TICK });
    clock.advance(TICK * 1000);
  }
}

async function leadsOf(campaignId: string) {
  return db
    .select({ profileId: campaignLeads.profileId, at: campaignLeads.deliveredAt })
    .from(campaignLeads)
    .where(eq(campaignLeads.campaignId, campaignId));
}

describe("campaign delivery on schedule", () => {
  it("delivers only on chosen days, inside the window, in the campaign's time zone, across DST", async () => {
    clock.set("2026-03-23T06:00:00Z");
    const ctx = await accountCtx("schedule@example.com");
    const campaign = await launched(ctx, {
      filters: { seniorities: ["entry", "senior", "manager", "director", "head", "vp"] },
      delivery: {
        email: true,
        days: ["mon", "wed", "fri", "sun"],
        window: { start: "09:00", end: "12:00" },
        timezone: "Europe/Paris",
        leadsPerDay: 7,
      },
    });
    // Mon 23 March to Wed 1 April 2026: Paris moves to summer time on Sunday 29 March.
    await run(campaign.id, "2026-03-23T00:00:00Z", "2026-04-01T23:59:00Z");
    const leads = await leadsOf(campaign.id);
    const perDay = new Map<string, number>();
    for (const lead of leads) {
      const local = zonedParts(lead.at, "Europe/Paris");
      expect(["mon", "wed", "fri", "sun"]).toContain(local.weekday);
      expect(local.hour).toBeGreaterThanOrEqual(9);
      expect(local.hour).toBeLessThan(12);
      const day = `${local.month}-${local.day}`;
      perDay.set(day, (perDay.get(day) ?? 0) + 1);
    }
    // Mon 23, Wed 25, Fri 27, Sun 29 (DST day), Mon 30, Wed 1: every chosen day got its 7.
    expect([...perDay.entries()].sort()).toEqual(
      [
        ["3-23", 7],
        ["3-25", 7],
        ["3-27", 7],
        ["3-29", 7],
        ["3-30", 7],
        ["4-1", 7],
      ].sort(),
    );
    // On the summer-time Monday the first lead leaves at 09:00 Paris = 07:00Z, not 08:00Z.
    const monday30 = leads.filter((l) => l.at.toISOString().startsWith("2026-03-30"));
    expect(Math.min(...monday30.map((l) => l.at.getUTCHours()))).toBe(7);
    expect(new Set(leads.map((l) => l.profileId)).size).toBe(leads.length);
  });

  it("spreads a day's leads across the window and never exceeds leadsPerDay", async () => {
    clock.set("2026-03-24T00:00:00Z");
    const ctx = await accountCtx("spread@example.com");
    const campaign = await launched(ctx, {
      filters: { seniorities: ["entry", "senior", "manager"] },
      delivery: {
        email: true,
        days: ["tue"],
        window: { start: "08:00", end: "16:00" },
        timezone: "UTC",
        leadsPerDay: 16,
      },
    });
    // Ticks every 30 minutes, and extra runs at the same instants (a duplicate job) change nothing.
    clock.set("2026-03-24T08:00:00Z");
    const shares: number[] = [];
    while (clock.now() < new Date("2026-03-24T16:00:00Z")) {
      const a = await deliverCampaignShare(db, campaign.id, { clock, tickSeconds: TICK });
      const b = await deliverCampaignShare(db, campaign.id, { clock, tickSeconds: TICK });
      expect(b.delivered).toBe(0);
      shares.push(a.delivered);
      clock.advance(TICK * 1000);
    }
    expect(shares.reduce((x, y) => x + y, 0)).toBe(16);
    expect(shares.filter((s) => s > 0).length).toBe(16); // one lead per half hour
    expect(shares[0]).toBe(1); // the first tick in the window delivers at once
  });

  it("completes when the audience is used up, delivering each profile once", async () => {
    clock.set("2026-03-24T09:00:00Z");
    const ctx = await accountCtx("complete@example.com");
    const campaign = await launched(ctx, {
      filters: { seniorities: ["owner"] },
      delivery: allDayUtc(1000),
      notifications: { email: { enabled: true, to: ["owner@example.com"] } },
    });
    await run(campaign.id, "2026-03-24T09:00:00Z", "2026-03-26T09:00:00Z");
    const [row] = await db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
    expect(row?.status).toBe("completed");
    const leads = await leadsOf(campaign.id);
    const [audience] = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from profiles where seniority = 'owner' and has_email`,
    );
    expect(leads.length).toBe(audience?.n);
    expect(new Set(leads.map((l) => l.profileId)).size).toBe(leads.length);
    const mails = await db
      .select({ kind: emailOutbox.kind })
      .from(emailOutbox)
      .where(eq(emailOutbox.campaignId, campaign.id));
    expect(mails.map((m) => m.kind).sort()).toEqual(["completed", "launched", "leads"]);
  });

  it("with e-mail and mobile chosen, delivers whoever has either (any, the default) or only those with both (all)", async () => {
    const audienceOf = async (where: ReturnType<typeof sql>) => {
      const [row] = await db.execute<{ n: number }>(
        sql`select count(*)::int as n from profiles where seniority = 'founder' and ${where}`,
      );
      return row?.n ?? 0;
    };
    const either = await audienceOf(sql`(has_email or has_mobile)`);
    const both = await audienceOf(sql`(has_email and has_mobile)`);
    expect(both).toBeGreaterThan(0);
    expect(either).toBeGreaterThan(both);

    for (const [rule, expected] of [
      [undefined, either],
      ["all", both],
    ] as const) {
      clock.set("2026-03-24T09:00:00Z");
      const ctx = await accountCtx(`contact-${rule ?? "default"}@example.com`);
      const campaign = await launched(ctx, {
        filters: { seniorities: ["founder"] },
        delivery: { ...allDayUtc(1000), mobile: true, requireContact: rule },
      });
      expect(campaign.delivery.requireContact).toBe(rule ?? "any");
      await run(campaign.id, "2026-03-24T09:00:00Z", "2026-03-26T09:00:00Z");
      const ids = (await leadsOf(campaign.id)).map((l) => l.profileId);
      expect(ids.length).toBe(expected);
      const delivered = await db
        .select({ email: profiles.hasEmail, mobile: profiles.hasMobile })
        .from(profiles)
        .where(inArray(profiles.id, ids));
      for (const p of delivered) {
        if (rule === "all") expect(p.email && p.mobile).toBe(true);
        else expect(p.email || p.mobile).toBe(true);
      }
    }
  });

  it("with work e-mail only, delivers no personal or webmail address, and the Live Estimate counts the leads it delivers", async () => {
    const filters = { seniorities: ["manager" as const, "director" as const] };
    const workOnly = { ...allDayUtc(1000), workEmailOnly: true };
    const ctx = await accountCtx("work-email@example.com");
    await refreshAudienceIndex(db);
    const anyAddress = await estimateAudience(ctx, {
      filters,
      delivery: Delivery.parse(allDayUtc(1000)),
    });
    const estimate = await estimateAudience(ctx, { filters, delivery: Delivery.parse(workOnly) });
    // The seed gives some people only a personal address: the option must narrow the audience.
    expect(estimate.deliverable).toBeGreaterThan(0);
    expect(estimate.deliverable).toBeLessThan(anyAddress.deliverable);
    expect(estimate.withEmail).toBe(anyAddress.withWorkEmail);

    clock.set("2026-03-24T09:00:00Z");
    const campaign = await launched(ctx, {
      filters,
      delivery: workOnly,
      saveToList: { enabled: true, listName: "Work addresses" },
      notifications: { webhook: { enabled: true, url: "https://hooks.example.com/work" } },
    });
    expect(campaign.delivery.workEmailOnly).toBe(true);
    await run(campaign.id, "2026-03-24T09:00:00Z", "2026-03-25T09:00:00Z");
    const leads = await leadsOf(campaign.id);
    expect(leads.length).toBe(estimate.deliverable);

    const deliveries = await db
      .select({ body: webhookDeliveries.body })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.campaignId, campaign.id));
    const delivered = deliveries.flatMap((d) => DeliveryBody.parse(JSON.parse(d.body ?? "")).data);
    expect(delivered).toHaveLength(leads.length);
    const emails = delivered.flatMap((p) => p.email ?? []);
    for (const p of delivered) expect(p.email?.length ?? 0).toBeGreaterThan(0);
    // Shown again later (the campaign's leads, its saved list): the same work addresses only.
    const leadsPage = await listCampaignLeads(ctx, campaign.id, { limit: 100 });
    const listId = (await db.select().from(campaigns).where(eq(campaigns.id, campaign.id)))[0]
      ?.saveToList.listId;
    const listPage = await listItemsPage(ctx, listId ?? "", { limit: 100 });
    expect(listPage.data.length).toBeGreaterThan(0);
    const shownAgain = [
      ...leadsPage.data.flatMap((l) => l.profile.email ?? []),
      ...listPage.data.flatMap((i) => i.profile.email ?? []),
    ];
    expect(shownAgain.length).toBeGreaterThan(0);
    for (const e of [...emails, ...shownAgain]) {
      expect(e.type).not.toBe("personal");
      expect(isWebmail(e.value) || isDisposable(e.value)).toBe(false);
    }
    // Some of these people also have a personal address: it was held back, not only absent.
    const [held] = await db
      .select({ n: count() })
      .from(contacts)
      .where(
        and(
          inArray(
            contacts.profileId,
            leads.map((l) => l.profileId),
          ),
          eq(contacts.kind, "email"),
          eq(contacts.type, "personal"),
        ),
      );
    expect(held?.n ?? 0).toBeGreaterThan(0);
    // Only what was delivered was charged.
    const [used] = await db
      .select({ used: allowanceUsage.used })
      .from(allowanceUsage)
      .where(and(eq(allowanceUsage.accountId, ctx.accountId), eq(allowanceUsage.counter, "email")));
    expect(used?.used).toBe(emails.length);
  });

  it("stops for the day when an allowance cannot pay, tells the owner once, resumes next day", async () => {
    clock.set("2026-03-24T09:00:00Z");
    const ctx = await accountCtx("allowance@example.com", { api: 3 });
    const campaign = await launched(ctx, {
      filters: { seniorities: ["entry", "senior"] },
      delivery: {
        email: true,
        days: ["tue", "wed"],
        window: { start: "09:00", end: "17:00" },
        timezone: "UTC",
        leadsPerDay: 10,
      },
    });
    await run(campaign.id, "2026-03-24T09:00:00Z", "2026-03-24T17:00:00Z");
    expect((await leadsOf(campaign.id)).length).toBe(3);
    const events = await db
      .select()
      .from(campaignEvents)
      .where(
        and(
          eq(campaignEvents.campaignId, campaign.id),
          eq(campaignEvents.kind, "allowance_exhausted"),
        ),
      );
    expect(events).toHaveLength(1);
    expect(events[0]?.message).toContain("Daily limit reached");
    const mails = await db
      .select()
      .from(emailOutbox)
      .where(
        and(eq(emailOutbox.campaignId, campaign.id), eq(emailOutbox.kind, "allowance_exhausted")),
      );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toEqual(["allowance@example.com"]);
    // Wednesday: a new daily allowance, three more leads.
    await run(campaign.id, "2026-03-25T09:00:00Z", "2026-03-25T17:00:00Z");
    expect((await leadsOf(campaign.id)).length).toBe(6);
    const [used] = await db
      .select({ used: allowanceUsage.used })
      .from(allowanceUsage)
      .where(
        and(
          eq(allowanceUsage.accountId, ctx.accountId),
          eq(allowanceUsage.counter, "api"),
          eq(allowanceUsage.day, "2026-03-25"),
        ),
      );
    expect(used?.used).toBe(3);
  });

  it("saves leads to the list and posts a signed-ready §2.2 body per share", async () => {
    clock.set("2026-03-24T09:00:00Z");
    const ctx = await accountCtx("webhook@example.com");
    const campaign = await launched(ctx, {
      name: "Webhook campaign",
      filters: { seniorities: ["manager"] },
      delivery: {
        email: true,
        mobile: false,
        days: ["tue"],
        window: { start: "09:00", end: "10:00" },
        timezone: "UTC",
        leadsPerDay: 4,
      },
      saveToList: { enabled: true, listName: "Managers" },
      notifications: { webhook: { enabled: true, url: "https://hooks.example.com/leads" } },
    });
    await run(campaign.id, "2026-03-24T09:00:00Z", "2026-03-24T10:00:00Z");
    const leads = await leadsOf(campaign.id);
    expect(leads).toHaveLength(4);
    const [saved] = await db
      .select({ n: count() })
      .from(listItems)
      .where(eq(listItems.campaignId, campaign.id));
    expect(saved?.n).toBe(4);
    const deliveries = await db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.campaignId, campaign.id));
    expect(deliveries.length).toBeGreaterThan(0);
    let posted = 0;
    for (const d of deliveries) {
      const body = DeliveryBody.parse(JSON.parse(d.body ?? ""));
      expect(body).toMatchObject({ status: "success", name: "Webhook campaign", id: campaign.id });
      expect(body.requestId).toMatch(/^req_/);
      for (const p of body.data) {
        expect(p.email?.length ?? 0).toBeGreaterThan(0);
        expect(p.mobile).toBeUndefined();
      }
      posted += body.data.length;
    }
    expect(posted).toBe(4);
    // Each delivered e-mail address was metered.
    const emails = deliveries.flatMap((d) =>
      DeliveryBody.parse(JSON.parse(d.body ?? "")).data.flatMap((p) => p.email ?? []),
    );
    const [used] = await db
      .select({ used: allowanceUsage.used })
      .from(allowanceUsage)
      .where(and(eq(allowanceUsage.accountId, ctx.accountId), eq(allowanceUsage.counter, "email")));
    expect(used?.used).toBe(emails.length);
  });

  it("delivers the audience in seq order, tick after tick, past the leads it already had", async () => {
    clock.set("2026-03-24T00:00:00Z");
    const ctx = await accountCtx("order@example.com");
    const campaign = await launched(ctx, {
      // Every seniority there is: everyone with an e-mail address, in effect.
      filters: { seniorities: [...SENIORITIES] },
      delivery: allDayUtc(960),
    });
    // 20 leads a half hour: after eight hours the leads already had fill several confirmation
    // rounds, and each tick must look past them.
    await run(campaign.id, "2026-03-24T00:00:00Z", "2026-03-24T08:00:00Z");
    const leads = await leadsOf(campaign.id);
    const audience = await db
      .select({ id: profiles.id })
      .from(profiles)
      .where(and(eq(profiles.hasEmail, true), sql`${profiles.seniority} is not null`))
      .orderBy(asc(profiles.seq));
    const [row] = await db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
    const last = deliverySlot(
      row?.delivery as Parameters<typeof deliverySlot>[0],
      new Date("2026-03-24T07:30:00Z"),
      TICK,
    );
    expect(audience.length).toBeGreaterThan(last.dueByNow);
    expect(leads.length).toBe(last.dueByNow);
    expect(leads.length).toBeGreaterThan(256);
    const byTime = [...leads].sort((a, b) => a.at.getTime() - b.at.getTime());
    expect(new Set(byTime.map((l) => l.profileId))).toEqual(
      new Set(audience.slice(0, leads.length).map((r) => r.id)),
    );
    // Each tick's leads come after the previous tick's in seq order.
    const rank = new Map(audience.map((r, i) => [r.id, i]));
    const ticks = new Map<number, number[]>();
    for (const l of byTime) {
      ticks.set(l.at.getTime(), [
        ...(ticks.get(l.at.getTime()) ?? []),
        rank.get(l.profileId) ?? -1,
      ]);
    }
    const ranges = [...ticks.values()].map((r) => [Math.min(...r), Math.max(...r)] as const);
    for (let i = 1; i < ranges.length; i++) {
      expect(ranges[i]?.[0]).toBeGreaterThan(ranges[i - 1]?.[1] ?? Number.POSITIVE_INFINITY);
    }
  });

  it("delivers profiles added after the audience index was built", async () => {
    clock.set("2026-03-24T12:00:00Z");
    const ctx = await accountCtx("newcomers@example.com");
    const campaign = await launched(ctx, {
      filters: { seniorities: ["owner"] },
      delivery: allDayUtc(1000),
    });
    const owners = await db
      .select()
      .from(profiles)
      .where(and(eq(profiles.seniority, "owner"), eq(profiles.hasEmail, true)))
      .orderBy(asc(profiles.seq));
    expect(owners.length).toBeGreaterThan(2);
    // The index is fresh now, so the next look at the data version will not rebuild it yet:
    // the two people below are newer than the index when the share is delivered.
    const index = await refreshAudienceIndex(db);
    const added = owners.slice(0, 2).map(({ seq: _seq, ...row }) => ({
      ...row,
      id: `${row.id}_new`,
      data: { ...(row.data as Record<string, unknown>), id: `${row.id}_new` },
    }));
    await db.insert(profiles).values(added);
    const addedContacts = await db
      .select()
      .from(contacts)
      .where(
        inArray(
          contacts.profileId,
          owners.slice(0, 2).map((o) => o.id),
        ),
      );
    await db
      .insert(contacts)
      .values(
        addedContacts.map(({ id: _id, ...c }) => ({ ...c, profileId: `${c.profileId}_new` })),
      );
    const newSeqs = await db
      .select({ seq: profiles.seq })
      .from(profiles)
      .where(
        inArray(
          profiles.id,
          added.map((a) => a.id),
        ),
      );
    expect(Math.min(...newSeqs.map((r) => r.seq))).toBeGreaterThan(index.maxSeq);

    const outcome = await deliverCampaignShare(db, campaign.id, { clock, tickSeconds: TICK });
    const delivered = new Set((await leadsOf(campaign.id)).map((l) => l.profileId));
    expect(outcome.delivered).toBe(owners.length + 2);
    expect(delivered).toEqual(new Set([...owners.map((o) => o.id), ...added.map((a) => a.id)]));
  });
});

describe("start and end dates", () => {
  it("delivers only from the start date to the end date, then completes the campaign", async () => {
    clock.set("2026-03-24T00:30:00Z");
    const ctx = await accountCtx("dates@example.com");
    const campaign = await launched(ctx, {
      filters: { seniorities: [...SENIORITIES] },
      delivery: { ...allDayUtc(10), startDate: "2026-03-26", endDate: "2026-03-27" },
    });
    await run(campaign.id, "2026-03-24T00:30:00Z", "2026-03-28T12:00:00Z");
    const days = (await leadsOf(campaign.id)).map((l) => l.at.toISOString().slice(0, 10));
    expect(days.length).toBe(20);
    expect([...new Set(days)].sort()).toEqual(["2026-03-26", "2026-03-27"]);
    const [row] = await db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
    expect(row?.status).toBe("completed");
    const events = await db
      .select({ kind: campaignEvents.kind, message: campaignEvents.message })
      .from(campaignEvents)
      .where(eq(campaignEvents.campaignId, campaign.id));
    expect(events).toContainEqual({
      kind: "completed",
      message: "Its end date (2026-03-27) has passed: the campaign is complete.",
    });
  });

  it("refuses an end date before the start date, also when a change moves only one of them", async () => {
    const ctx = await accountCtx("date-order@example.com");
    await expect(
      createCampaign(ctx, {
        name: "Backwards",
        delivery: { startDate: "2026-04-02", endDate: "2026-04-01" },
      }),
    ).rejects.toThrow(/end date must not be before the start date/);
    const draft = await createCampaign(ctx, {
      name: "Forwards",
      delivery: { startDate: "2026-04-01", endDate: "2026-04-02" },
    });
    expect(draft.delivery).toMatchObject({ startDate: "2026-04-01", endDate: "2026-04-02" });
    await expect(
      updateCampaign(ctx, draft.id, { delivery: { startDate: "2026-04-03" } }),
    ).rejects.toMatchObject({ rule: "date-order", status: 400 });
  });
});

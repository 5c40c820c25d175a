import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  campaignEvents,
  campaigns,
  emailOutbox,
  webhookAttempts,
  webhookDeliveries,
} from "@/db/schema";
import { createTestDb } from "@/db/testing/test-db";
import { fixedClock } from "@/lib/core/clock";
import type { Ctx } from "@/lib/core/context";
import { createAccount } from "@/lib/features/accounts/create-account";
import { createCampaign, updateCampaign } from "./campaigns";
import { listCampaignSummaries } from "./list";
import { campaignPageData } from "./page-data";
import { failingWebhooks, reportFailingWebhooks } from "./webhook-health";

const URL_NOW = "https://hooks.example.com/leads";
const clock = fixedClock("2026-03-23T10:00:00Z");
let ctx: Ctx;
let other: Ctx;

beforeAll(async () => {
  const { db } = await createTestDb();
  ctx = {
    db,
    clock,
    accountId: (await createAccount(db, { email: "owner@example.com" })).accountId,
  };
  other = {
    db,
    clock,
    accountId: (await createAccount(db, { email: "someone@example.com" })).accountId,
  };
});

/** A launched campaign delivering to `url` (launching itself is lifecycle's business). */
async function launched(name: string, url = URL_NOW) {
  const campaign = await createCampaign(ctx, {
    name,
    notifications: { webhook: { enabled: true, url } },
  });
  await ctx.db.update(campaigns).set({ status: "active" }).where(eq(campaigns.id, campaign.id));
  return campaign;
}

/** One recorded attempt of a new delivery of the campaign, `secondsAgo` before the clock's now. */
async function attempt(
  campaignId: string,
  outcome: { statusCode: number | null; error: string | null },
  secondsAgo = 0,
  url = URL_NOW,
) {
  const id = `msg_${randomUUID()}`;
  await ctx.db.insert(webhookDeliveries).values({
    id,
    accountId: ctx.accountId,
    campaignId,
    url,
    body: "{}",
    status: outcome.statusCode === 200 ? "delivered" : "pending",
    attempts: 1,
  });
  await ctx.db.insert(webhookAttempts).values({
    deliveryId: id,
    attempt: 1,
    startedAt: new Date(clock.now().getTime() - secondsAgo * 1000),
    durationMs: 3,
    statusCode: outcome.statusCode,
    error: outcome.error,
  });
}

const refused = { statusCode: null, error: "connect ECONNREFUSED 93.184.216.34:443" };
const answered = (statusCode: number) => ({
  statusCode,
  error: statusCode === 200 ? null : `receiver answered ${statusCode}`,
});

async function failureMails(campaignId: string) {
  return ctx.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.campaignId, campaignId), eq(emailOutbox.kind, "webhook_failing")));
}

describe("a launched campaign's failing webhook", () => {
  it("is marked on its page and in the list from its second failed attempt in a row, and its owner is e-mailed once", async () => {
    const campaign = await launched("Failing feed");
    await attempt(campaign.id, answered(200), 120);
    await attempt(campaign.id, refused, 10);
    // One failure, moments old: a blip, not yet a failing webhook.
    expect((await campaignPageData(ctx, campaign.id)).webhookFailing).toBeNull();
    expect(await reportFailingWebhooks(ctx.db, clock)).toBe(0);

    await attempt(campaign.id, refused, 5);
    const page = await campaignPageData(ctx, campaign.id);
    expect(page.webhookFailing).toMatchObject({
      url: URL_NOW,
      failedAttempts: 2,
      since: "2026-03-23T09:59:50.000Z",
      latest: "Nothing answered at hooks.example.com:443 — is the receiver running?",
    });
    const summary = (await listCampaignSummaries(ctx)).data.find((c) => c.id === campaign.id);
    expect(summary?.webhookFailing).toMatchObject({ failedAttempts: 2 });

    expect(await reportFailingWebhooks(ctx.db, clock, "https://app.example.com")).toBe(1);
    expect(await reportFailingWebhooks(ctx.db, clock, "https://app.example.com")).toBe(0);
    await attempt(campaign.id, answered(500), 1);
    expect(await reportFailingWebhooks(ctx.db, clock)).toBe(0);
    const mails = await failureMails(campaign.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to: ["owner@example.com"],
      subject: "Webhook failing: Failing feed",
      status: "outbox",
    });
    expect(mails[0]?.text).toContain("Nothing answered at hooks.example.com:443");
    expect(mails[0]?.text).toContain(`https://app.example.com/campaigns/${campaign.id}`);
    expect(mails[0]?.text).not.toContain("ECONNREFUSED");
    const events = await ctx.db
      .select()
      .from(campaignEvents)
      .where(
        and(eq(campaignEvents.campaignId, campaign.id), eq(campaignEvents.kind, "webhook_failing")),
      );
    expect(events).toHaveLength(1);
  });

  it("ends with an answered attempt; failing again is a new episode with its own e-mail", async () => {
    const campaign = await launched("Flapping feed");
    await attempt(campaign.id, refused, 50);
    await attempt(campaign.id, refused, 45);
    expect(await reportFailingWebhooks(ctx.db, clock)).toBe(1);

    await attempt(campaign.id, answered(200), 30);
    expect((await campaignPageData(ctx, campaign.id)).webhookFailing).toBeNull();
    expect(await reportFailingWebhooks(ctx.db, clock)).toBe(0);

    await attempt(campaign.id, answered(503), 20);
    await attempt(campaign.id, answered(503), 15);
    expect((await campaignPageData(ctx, campaign.id)).webhookFailing).toMatchObject({
      failedAttempts: 2,
      latest: expect.stringContaining("The receiver answered 503"),
    });
    expect(await reportFailingWebhooks(ctx.db, clock)).toBe(1);
    expect(await failureMails(campaign.id)).toHaveLength(2);
  });

  it("counts a lone failure that no retry follows once it is 30 seconds old", async () => {
    const campaign = { ...(await launched("Refused target")), status: "active" as const };
    await attempt(campaign.id, refused, 29);
    expect((await failingWebhooks(ctx, [campaign])).size).toBe(0);
    clock.advance(2_000);
    try {
      expect((await failingWebhooks(ctx, [campaign])).size).toBe(1);
    } finally {
      clock.advance(-2_000);
    }
  });

  it("judges the webhook URL the campaign has now, and only for the caller's account", async () => {
    const campaign = await launched("Moved receiver", "https://old.example.com/leads");
    await attempt(campaign.id, refused, 20, "https://old.example.com/leads");
    await attempt(campaign.id, refused, 10, "https://old.example.com/leads");
    const active = { ...campaign, status: "active" as const };
    expect((await failingWebhooks(ctx, [active])).size).toBe(1);
    expect((await failingWebhooks(other, [active])).size).toBe(0);

    await ctx.db.update(campaigns).set({ status: "paused" }).where(eq(campaigns.id, campaign.id));
    const moved = await updateCampaign(ctx, campaign.id, {
      notifications: { webhook: { url: URL_NOW } },
    });
    expect((await failingWebhooks(ctx, [moved])).size).toBe(0);
  });

  it("is not judged for drafts or campaigns without a webhook", async () => {
    const draft = await createCampaign(ctx, {
      name: "Draft",
      notifications: { webhook: { enabled: true, url: URL_NOW } },
    });
    await attempt(draft.id, refused, 20);
    await attempt(draft.id, refused, 10);
    expect((await failingWebhooks(ctx, [draft])).size).toBe(0);
    const off = {
      ...draft,
      status: "active" as const,
      notifications: { ...draft.notifications, webhook: { enabled: false, url: URL_NOW } },
    };
    expect((await failingWebhooks(ctx, [off])).size).toBe(0);
  });
});

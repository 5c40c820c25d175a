import { and, count, desc, eq, gte, sql } from "drizzle-orm";
import { campaignEvents, campaignLeads, emailOutbox, webhookDeliveries } from "@/db/schema";
import type { TxCtx } from "@/lib/core/context";
import { env } from "@/lib/core/env";
import { withAttempts } from "@/lib/engines/webhooks/attempts";
import { getUsage, type Usage } from "@/lib/features/allowances/usage";
import { getCampaign } from "../campaigns";
import { type Lead, listCampaignLeads } from "../leads";
import type { Campaign } from "../schema";
import { describeWebhookOutcome } from "../webhook-words";
import { deliverySlot, describeSchedule, nextDeliveryTime, zonedParts } from "./schedule";

export interface CampaignActivity {
  schedule: string;
  /** ISO time of the next delivery, null when the campaign is not delivering. */
  nextDelivery: string | null;
  deliveredToday: number;
  totalDelivered: number;
  /** Leads per local day of the campaign, oldest first, the last 14 days. */
  perDay: { day: string; leads: number }[];
  latestLeads: Lead[];
  webhooks: {
    id: string;
    url: string;
    status: string;
    leads: number;
    attempts: {
      attempt: number;
      statusCode: number | null;
      error: string | null;
      durationMs: number;
      at: string;
    }[];
    createdAt: string;
  }[];
  emails: {
    id: string;
    kind: string;
    subject: string;
    to: string[];
    status: string;
    createdAt: string;
  }[];
  events: { id: number; kind: string; message: string; at: string }[];
  usage: Usage;
  /** Allowance stop in force for today's delivery, if any. */
  stoppedToday: string | null;
}

/** Leads delivered in all, and per local day (the campaign's zone) since `since`. */
async function leadCounts(ctx: TxCtx, campaign: Campaign, since: Date) {
  const ofCampaign = and(
    eq(campaignLeads.campaignId, campaign.id),
    eq(campaignLeads.accountId, ctx.accountId),
  );
  const [totals, recent] = await Promise.all([
    ctx.db.select({ n: count() }).from(campaignLeads).where(ofCampaign),
    ctx.db
      .select({
        day: sql<string>`to_char(${campaignLeads.deliveredAt} at time zone ${campaign.delivery.timezone}, 'YYYY-MM-DD')`,
        leads: count(),
      })
      .from(campaignLeads)
      .where(and(ofCampaign, gte(campaignLeads.deliveredAt, since)))
      .groupBy(sql`1`)
      .orderBy(sql`1`),
  ]);
  return { total: totals[0]?.n ?? 0, recent };
}

/** The campaign's last 10 webhook deliveries, each with its attempts. */
async function latestWebhooks(
  ctx: TxCtx,
  campaignId: string,
): Promise<CampaignActivity["webhooks"]> {
  const deliveries = await ctx.db
    .select()
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.campaignId, campaignId),
        eq(webhookDeliveries.accountId, ctx.accountId),
      ),
    )
    .orderBy(desc(webhookDeliveries.createdAt))
    .limit(10);
  return (await withAttempts(ctx.db, deliveries)).map((d) => ({
    id: d.id,
    url: d.url,
    status: d.status,
    leads: d.body ? ((JSON.parse(d.body) as { data?: unknown[] }).data?.length ?? 0) : 0,
    createdAt: d.createdAt.toISOString(),
    attempts: d.attempts.map((a) => ({
      attempt: a.attempt,
      statusCode: a.statusCode,
      // In words: the recorded error is Node's.
      error: a.error === null ? null : describeWebhookOutcome(a, d.url),
      durationMs: a.durationMs,
      at: a.startedAt.toISOString(),
    })),
  }));
}

/** The campaign's last 10 e-mails. */
async function latestEmails(ctx: TxCtx, campaignId: string): Promise<CampaignActivity["emails"]> {
  const emails = await ctx.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.campaignId, campaignId), eq(emailOutbox.accountId, ctx.accountId)))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(10);
  return emails.map((m) => ({
    id: m.id,
    kind: m.kind,
    subject: m.subject,
    to: m.to,
    status: m.status,
    createdAt: m.createdAt.toISOString(),
  }));
}

/** The campaign's last 20 events, newest first. */
function latestEvents(ctx: TxCtx, campaignId: string) {
  return ctx.db
    .select()
    .from(campaignEvents)
    .where(
      and(eq(campaignEvents.campaignId, campaignId), eq(campaignEvents.accountId, ctx.accountId)),
    )
    .orderBy(desc(campaignEvents.createdAt), desc(campaignEvents.id))
    .limit(20);
}

/** The last 14 local days, oldest first, each with the leads it received (none: 0). */
function lastFourteenDays(now: Date, tz: string, recent: { day: string; leads: number }[]) {
  const perDay: { day: string; leads: number }[] = [];
  for (let i = 13; i >= 0; i--) {
    const p = zonedParts(new Date(now.getTime() - i * 86_400_000), tz);
    const day = `${p.year}-${String(p.month).padStart(2, "0")}-${String(p.day).padStart(2, "0")}`;
    if (!perDay.some((d) => d.day === day))
      perDay.push({ day, leads: recent.find((r) => r.day === day)?.leads ?? 0 });
  }
  return perDay;
}

/** Everything the campaign page shows about delivery, for the signed-in account only. */
export async function getCampaignActivity(
  ctx: TxCtx,
  id: string,
): Promise<{ campaign: Campaign; activity: CampaignActivity }> {
  const campaign = await getCampaign(ctx, id);
  const now = ctx.clock.now();
  const slot = deliverySlot(campaign.delivery, now, env().CAMPAIGN_TICK_SECONDS);
  const since = new Date(now.getTime() - 14 * 86_400_000);

  const [leads, latest, webhooks, emails, events, usage] = await Promise.all([
    leadCounts(ctx, campaign, since),
    listCampaignLeads(ctx, campaign.id, { limit: 10 }),
    latestWebhooks(ctx, campaign.id),
    latestEmails(ctx, campaign.id),
    latestEvents(ctx, campaign.id),
    getUsage(ctx),
  ]);

  const today = leads.recent.find((r) => r.day === slot.localDay)?.leads ?? 0;
  const stop = events.find((e) => e.onceKey === `allowance:${slot.localDay}`);
  const delivering = campaign.status === "active";
  const next = delivering && !stop ? nextDeliveryTime(campaign.delivery, now) : undefined;

  return {
    campaign,
    activity: {
      schedule: describeSchedule(campaign.delivery),
      nextDelivery: next ? next.toISOString() : null,
      deliveredToday: today,
      totalDelivered: leads.total,
      perDay: lastFourteenDays(now, campaign.delivery.timezone, leads.recent),
      latestLeads: latest.data,
      webhooks,
      emails,
      events: events.map((e) => ({
        id: e.id,
        kind: e.kind,
        message: e.message,
        at: e.createdAt.toISOString(),
      })),
      usage,
      stoppedToday: stop?.message ?? null,
    },
  };
}

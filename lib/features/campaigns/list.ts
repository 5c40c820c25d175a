import { and, count, desc, eq, inArray, lt, or } from "drizzle-orm";
import { z } from "zod";
import { campaignLeads, campaigns } from "@/db/schema";
import type { Ctx, TxCtx } from "@/lib/core/context";
import { InvalidRequest } from "@/lib/core/errors";
import { logger } from "@/lib/core/logger";
import { decodeCursor, encodeCursor } from "@/lib/core/paging/cursor";
import { CursorParam } from "@/lib/core/paging/page";
import { isDatabaseUnavailable } from "@/lib/core/sql/database-state";
import { estimateAudience } from "@/lib/features/estimate/estimate";
import { type CampaignRow, getCampaign, toCampaign } from "./campaigns";
import { forecastDelivery } from "./forecast";
import type { Campaign, CampaignStatus, CampaignView } from "./schema";
import { isEmptyTargeting } from "./targeting-chips";
import { failingWebhooks, type WebhookFailing } from "./webhook-health";

/* An account's campaigns listed: the API's cursor-paged list and the campaigns page's summaries. */

export const ListCampaignsQuery = z.strictObject({
  status: z
    .enum(["draft", "active", "paused", "completed", "archived"])
    .optional()
    .describe("Only campaigns in this status"),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  cursor: CursorParam,
});
export type ListCampaignsQuery = z.input<typeof ListCampaignsQuery>;

function rowCursor(row: CampaignRow): string {
  return encodeCursor(`${row.createdAt.toISOString()}|${row.id}`);
}

function afterCursor(cursor: string): { createdAt: Date; id: string } {
  return decodeCursor(cursor, (text) => {
    const [at, id] = text.split("|");
    const createdAt = new Date(at ?? "");
    return !id || Number.isNaN(createdAt.getTime()) ? undefined : { createdAt, id };
  });
}

/** GET /v1/campaigns: newest first, cursor-paged. */
export async function listCampaigns(
  ctx: TxCtx,
  raw: ListCampaignsQuery = {},
): Promise<{ data: Campaign[]; nextCursor: string | null }> {
  const query = ListCampaignsQuery.parse(raw);
  const after = query.cursor ? afterCursor(query.cursor) : undefined;
  const rows = await ctx.db
    .select()
    .from(campaigns)
    .where(
      and(
        eq(campaigns.accountId, ctx.accountId),
        query.status ? eq(campaigns.status, query.status) : undefined,
        after
          ? or(
              lt(campaigns.createdAt, after.createdAt),
              and(eq(campaigns.createdAt, after.createdAt), lt(campaigns.id, after.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(campaigns.createdAt), desc(campaigns.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  return {
    data: page.map(toCampaign),
    nextCursor: rows.length > query.limit && last ? rowCursor(last) : null,
  };
}

/** The campaigns as the API shows them: each with whether its webhook keeps failing. */
async function viewsOf(ctx: Ctx, list: Campaign[]): Promise<CampaignView[]> {
  const failing = await failingWebhooks(ctx, list);
  return list.map((c) => {
    const f = failing.get(c.id);
    return {
      ...c,
      webhookFailing: f
        ? { url: f.url, since: f.since, failedAttempts: f.failedAttempts, latest: f.latest }
        : null,
    };
  });
}

/** GET /v1/campaigns: the list, each campaign saying whether its webhook keeps failing. */
export async function listCampaignViews(
  ctx: Ctx,
  raw: ListCampaignsQuery = {},
): Promise<{ data: CampaignView[]; nextCursor: string | null }> {
  const page = await listCampaigns(ctx, raw);
  return { ...page, data: await viewsOf(ctx, page.data) };
}

/** GET /v1/campaigns/{id}: the campaign, saying whether its webhook keeps failing. */
export async function getCampaignView(ctx: Ctx, id: string): Promise<CampaignView> {
  const [view] = await viewsOf(ctx, [await getCampaign(ctx, id)]);
  if (!view) throw new Error("unreachable: one campaign in, one view out");
  return view;
}

export interface CampaignSummary extends Campaign {
  leadsDelivered: number;
  /** Profiles matching the targeting now; null when it cannot be counted (no filter, stale values). */
  audience: number | null;
  /** Of those, the ones with the contacts the delivery asks for (delivered ones included). */
  deliverable: number | null;
  /**
   * The campaign's local date (YYYY-MM-DD) of its last delivery day at its settings, counted
   * from now for what it has not delivered yet; null when nothing is due (no count, ended).
   */
  forecastEnd: string | null;
  /** Its webhook keeps failing (webhook-health.ts); null when it does not. */
  webhookFailing: WebhookFailing | null;
}

/** Campaigns that will still deliver, for which an end date means something. */
const DELIVERING: CampaignStatus[] = ["draft", "active", "paused"];

/**
 * The Campaigns page: the newest campaigns with their delivered leads, current and deliverable
 * audience, when they are forecast to end and whether their webhook keeps failing.
 */
export async function listCampaignSummaries(
  ctx: Ctx,
  limit = 100,
): Promise<{ data: CampaignSummary[]; more: boolean }> {
  const page = await listCampaigns(ctx, { limit });
  const delivered = await leadsDelivered(
    ctx,
    page.data.map((c) => c.id),
  );
  const now = ctx.clock.now();
  const failing = await failingWebhooks(ctx, page.data);
  const estimates = await Promise.all(
    page.data.map(async (c) => {
      if (isEmptyTargeting(c.filters)) return null;
      try {
        // Counted without the skip of lately delivered people: the campaign's own deliveries
        // are then all in `deliverable`, and subtracting them leaves what it has yet to deliver.
        return await estimateAudience(ctx, {
          filters: c.filters,
          delivery: { ...c.delivery, skipDeliveredDays: null },
        });
      } catch (error) {
        if (error instanceof InvalidRequest) return null;
        if (isDatabaseUnavailable(error)) throw error;
        // One campaign whose targeting cannot be counted (a bug, or a row no version of the app
        // wrote) leaves its row without figures and is logged; the other campaigns still show.
        logger.error({ err: error, campaignId: c.id }, "campaign estimate failed");
        return null;
      }
    }),
  );
  return {
    data: page.data.map((c, i) => {
      const estimate = estimates[i] ?? null;
      const leads = delivered.get(c.id) ?? 0;
      return {
        ...c,
        leadsDelivered: leads,
        audience: estimate?.count ?? null,
        deliverable: estimate?.deliverable ?? null,
        forecastEnd:
          estimate && DELIVERING.includes(c.status)
            ? forecastDelivery(c.delivery, estimate, leads, now).lastDay
            : null,
        webhookFailing: failing.get(c.id) ?? null,
      };
    }),
    more: page.nextCursor !== null,
  };
}

/** Leads delivered so far per campaign (rows of campaign_leads), for the given campaigns. */
export async function leadsDelivered(ctx: TxCtx, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await ctx.db
    .select({ campaignId: campaignLeads.campaignId, n: count() })
    .from(campaignLeads)
    .where(and(eq(campaignLeads.accountId, ctx.accountId), inArray(campaignLeads.campaignId, ids)))
    .groupBy(campaignLeads.campaignId);
  return new Map(rows.map((r) => [r.campaignId, r.n]));
}

import { and, count, desc, eq, inArray, lt, or } from "drizzle-orm";
import { z } from "zod";
import { campaignLeads, campaigns } from "@/db/schema";
import { decodeCursor, encodeCursor } from "@/lib/api/cursor";
import { CursorParam } from "@/lib/api/page";
import { canonicalTargeting, getAudienceIndex } from "@/lib/audience";
import { findTemplate } from "@/lib/campaigns/templates";
import { checkCompanyLists } from "@/lib/company-lists/lists";
import type { Ctx, TxCtx } from "@/lib/context";
import { ChecklistFailed, Conflict, InvalidRequest, NotFound } from "@/lib/errors";
import { estimateAudience } from "@/lib/estimate/estimate";
import { findOrCreateList, getListOrThrow } from "@/lib/lists/lists";
import type { Targeting } from "@/lib/targeting/schema";
import { buildChecklist } from "./checklist";
import { onCampaignLive, recordCampaignEvent } from "./delivery/on-live";
import { datesInOrder } from "./delivery-schema";
import { forecastDelivery } from "./forecast";
import {
  type Campaign,
  CampaignInput,
  CampaignPatch,
  type CampaignStatus,
  Delivery,
  defaultDelivery,
  EMPTY_NOTIFICATIONS,
  EMPTY_SAVE_TO_LIST,
  type Notifications,
  type SaveToList,
  WEEKDAYS,
} from "./schema";
import { compactTargeting, isEmptyTargeting } from "./targeting-chips";

export type CampaignRow = typeof campaigns.$inferSelect;

/** States whose settings may change (docs/api-contract.md: PATCH on draft or paused only). */
const EDITABLE: CampaignStatus[] = ["draft", "paused"];

export function toCampaign(row: CampaignRow): Campaign {
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    templateId: row.templateId,
    filters: row.filters,
    // Rows stored before a delivery field existed get its default.
    delivery: Delivery.parse(row.delivery),
    saveToList: row.saveToList,
    notifications: row.notifications,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    launchedAt: row.launchedAt?.toISOString() ?? null,
  };
}

export async function getCampaignOrThrow(ctx: TxCtx, id: string): Promise<CampaignRow> {
  const [row] = await ctx.db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.id, id), eq(campaigns.accountId, ctx.accountId)));
  if (!row) throw new NotFound("Campaign");
  return row;
}

/** Same, holding the row's lock until the transaction ends, so state changes do not interleave. */
async function lockCampaignOrThrow(ctx: TxCtx, id: string): Promise<CampaignRow> {
  const [row] = await ctx.db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.id, id), eq(campaigns.accountId, ctx.accountId)))
    .for("update");
  if (!row) throw new NotFound("Campaign");
  return row;
}

export async function getCampaign(ctx: TxCtx, id: string): Promise<Campaign> {
  return toCampaign(await getCampaignOrThrow(ctx, id));
}

function templateFiltersOrThrow(templateId: string): Targeting {
  const template = findTemplate(templateId);
  if (!template) {
    const message = "Unknown template; GET /v1/campaigns/templates lists them.";
    throw new InvalidRequest(`templateId: ${message}`, [{ path: "templateId", message }]);
  }
  return template.filters;
}

/** The targeting as stored: only what filters something, values spelled as the data spells them. */
async function storedFilters(ctx: Ctx, filters: Targeting): Promise<Targeting> {
  const compact = compactTargeting(filters);
  if (Object.keys(compact).length === 0) return compact;
  await checkCompanyLists(ctx, compact);
  const { index } = await getAudienceIndex(ctx.db);
  return canonicalTargeting(index, compact);
}

async function checkListOwned(ctx: TxCtx, saveToList: SaveToList): Promise<void> {
  if (!saveToList.listId) return;
  try {
    await getListOrThrow(ctx, saveToList.listId);
  } catch (error) {
    if (!(error instanceof NotFound)) throw error;
    const message = "No such list; pick one of yours or give listName to create one.";
    throw new InvalidRequest(
      `saveToList.listId: ${message}`,
      [{ path: "saveToList.listId", message }],
      "unknown-list",
    );
  }
}

type Input = z.output<typeof CampaignInput>;

/** Days are kept in week order, whatever order they were ticked in. */
function mergeDelivery(current: Delivery, patch: Input["delivery"]): Delivery {
  const merged = { ...current, ...patch };
  // A patch may move one date past the other one stored.
  if (!datesInOrder(merged)) {
    throw new InvalidRequest(
      "The end date must not be before the start date.",
      [{ path: "delivery.endDate", message: "The end date must not be before the start date." }],
      "date-order",
    );
  }
  return { ...merged, days: WEEKDAYS.filter((d) => merged.days.includes(d)) };
}

/** `listId` and `listName` are alternatives: the one a patch gives replaces the other. */
function mergeSaveToList(current: SaveToList, patch: Input["saveToList"]): SaveToList {
  if (!patch) return current;
  const merged: SaveToList = { ...current, ...patch };
  if (patch.listId !== undefined) delete merged.listName;
  if (patch.listName !== undefined) delete merged.listId;
  return merged;
}

function mergeNotifications(current: Notifications, patch: Input["notifications"]): Notifications {
  return {
    email: { ...current.email, ...patch?.email },
    webhook: { ...current.webhook, ...patch?.webhook },
  };
}

/** POST /v1/campaigns: a draft, its sections laid over the defaults. */
export async function createCampaign(ctx: Ctx, raw: CampaignInput): Promise<Campaign> {
  const input = CampaignInput.parse(raw);
  const filters = await storedFilters(
    ctx,
    input.filters ?? (input.templateId ? templateFiltersOrThrow(input.templateId) : {}),
  );
  const saveToList = mergeSaveToList(EMPTY_SAVE_TO_LIST, input.saveToList);
  await checkListOwned(ctx, saveToList);
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .insert(campaigns)
    .values({
      accountId: ctx.accountId,
      name: input.name,
      status: "draft",
      templateId: input.templateId ?? null,
      filters,
      delivery: mergeDelivery(defaultDelivery(), input.delivery),
      saveToList,
      notifications: mergeNotifications(EMPTY_NOTIFICATIONS, input.notifications),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error("campaign insert returned nothing");
  return toCampaign(row);
}

/** "… (copy)" within the name's 120 characters: the original is cut, never the suffix. */
export function copyName(name: string): string {
  const suffix = " (copy)";
  const chars = Array.from(name);
  return `${chars
    .slice(0, 120 - suffix.length)
    .join("")
    .trimEnd()}${suffix}`;
}

/**
 * POST /v1/campaigns/:id/duplicate: a new draft with the campaign's targeting, delivery,
 * save-to-list and notifications, named "… (copy)". Any status may be copied (a completed
 * campaign is the usual starting point for the next one); leads and events stay with the original.
 */
export async function duplicateCampaign(ctx: Ctx, id: string): Promise<Campaign> {
  const original = await getCampaignOrThrow(ctx, id);
  const source = toCampaign(original);
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .insert(campaigns)
    .values({
      accountId: ctx.accountId,
      name: copyName(source.name),
      status: "draft",
      templateId: source.templateId,
      filters: source.filters,
      delivery: source.delivery,
      saveToList: source.saveToList,
      notifications: source.notifications,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error("campaign insert returned nothing");
  return toCampaign(row);
}

/**
 * PATCH /v1/campaigns/:id (draft or paused). `filters` replaces the targeting; a template
 * given without filters pre-fills its own; the other sections merge field by field.
 */
export async function updateCampaign(ctx: Ctx, id: string, raw: CampaignPatch): Promise<Campaign> {
  const patch = CampaignPatch.parse(raw);
  const filters =
    patch.filters !== undefined
      ? await storedFilters(ctx, patch.filters)
      : patch.templateId
        ? await storedFilters(ctx, templateFiltersOrThrow(patch.templateId))
        : undefined;
  return ctx.db.transaction(async (tx) => {
    const txCtx = { ...ctx, db: tx };
    const row = await lockCampaignOrThrow(txCtx, id);
    if (!EDITABLE.includes(row.status)) {
      throw new Conflict(
        `Only a draft or paused campaign can be changed; this one is ${row.status}.`,
        { campaignStatus: row.status },
      );
    }
    const saveToList = mergeSaveToList(row.saveToList, patch.saveToList);
    if (patch.saveToList) await checkListOwned(txCtx, saveToList);
    const [updated] = await tx
      .update(campaigns)
      .set({
        name: patch.name ?? row.name,
        templateId: patch.templateId === undefined ? row.templateId : patch.templateId,
        filters: filters ?? row.filters,
        delivery: mergeDelivery(row.delivery, patch.delivery),
        saveToList,
        notifications: mergeNotifications(row.notifications, patch.notifications),
        updatedAt: ctx.clock.now(),
      })
      .where(eq(campaigns.id, row.id))
      .returning();
    if (!updated) throw new NotFound("Campaign");
    return toCampaign(updated);
  });
}

/**
 * POST .../reset (draft only): targeting, delivery, save-to-list and notifications back to a
 * new campaign's; the name stays. So does the time zone: it is where the user works, not a
 * choice about this campaign's leads.
 */
export async function resetCampaign(ctx: Ctx, id: string): Promise<Campaign> {
  return ctx.db.transaction(async (tx) => {
    const row = await lockCampaignOrThrow({ ...ctx, db: tx }, id);
    if (row.status !== "draft") {
      throw new Conflict(`Only a draft can be reset; this campaign is ${row.status}.`, {
        campaignStatus: row.status,
      });
    }
    const [updated] = await tx
      .update(campaigns)
      .set({
        templateId: null,
        filters: {},
        delivery: defaultDelivery(row.delivery.timezone),
        saveToList: EMPTY_SAVE_TO_LIST,
        notifications: EMPTY_NOTIFICATIONS,
        updatedAt: ctx.clock.now(),
      })
      .where(eq(campaigns.id, row.id))
      .returning();
    if (!updated) throw new NotFound("Campaign");
    return toCampaign(updated);
  });
}

/**
 * Launch (draft → active) and resume (paused → active) both pass the Launch Checklist first: a
 * paused campaign may have been edited. A list named for creation is created here, so that
 * drafts never leave empty lists behind.
 */
async function goLive(ctx: Ctx, id: string, from: "draft" | "paused"): Promise<Campaign> {
  return ctx.db.transaction(async (tx) => {
    const txCtx = { ...ctx, db: tx };
    const row = await lockCampaignOrThrow(txCtx, id);
    if (row.status !== from) {
      const action = from === "draft" ? "launched" : "resumed";
      throw new Conflict(`Only a ${from} campaign can be ${action}; this one is ${row.status}.`, {
        campaignStatus: row.status,
      });
    }
    const checklist = await buildChecklist(ctx, toCampaign(row));
    if (!checklist.ready) throw new ChecklistFailed(checklist.items.filter((i) => !i.ok));
    let saveToList = row.saveToList;
    if (saveToList.enabled && !saveToList.listId && saveToList.listName) {
      const list = await findOrCreateList(txCtx, saveToList.listName);
      saveToList = { enabled: true, listId: list.id };
    }
    const now = ctx.clock.now();
    const [updated] = await tx
      .update(campaigns)
      .set({
        status: "active",
        saveToList,
        updatedAt: now,
        launchedAt: row.launchedAt ?? now,
      })
      .where(eq(campaigns.id, row.id))
      .returning();
    if (!updated) throw new NotFound("Campaign");
    await onCampaignLive(txCtx, updated, from === "draft" ? "launched" : "resumed");
    return toCampaign(updated);
  });
}

export function launchCampaign(ctx: Ctx, id: string): Promise<Campaign> {
  return goLive(ctx, id, "draft");
}

export function resumeCampaign(ctx: Ctx, id: string): Promise<Campaign> {
  return goLive(ctx, id, "paused");
}

export async function getCampaignChecklist(ctx: Ctx, id: string) {
  return buildChecklist(ctx, await getCampaign(ctx, id));
}

/** A state change that needs nothing but the current state: one conditional update. */
async function move(
  ctx: Ctx,
  id: string,
  from: CampaignStatus[],
  to: CampaignStatus,
  verb: string,
): Promise<Campaign> {
  const [row] = await ctx.db
    .update(campaigns)
    .set({ status: to, updatedAt: ctx.clock.now() })
    .where(
      and(
        eq(campaigns.id, id),
        eq(campaigns.accountId, ctx.accountId),
        inArray(campaigns.status, from),
      ),
    )
    .returning();
  if (row) return toCampaign(row);
  const current = await getCampaignOrThrow(ctx, id);
  throw new Conflict(`A ${current.status} campaign cannot be ${verb}.`, {
    campaignStatus: current.status,
  });
}

export async function pauseCampaign(ctx: Ctx, id: string): Promise<Campaign> {
  const paused = await move(ctx, id, ["active"], "paused", "paused");
  await recordCampaignEvent(ctx, paused.id, "paused", "Campaign paused");
  return paused;
}

export function archiveCampaign(ctx: Ctx, id: string): Promise<Campaign> {
  return move(ctx, id, ["draft", "active", "paused", "completed"], "archived", "archived");
}

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
}

/** Campaigns that will still deliver, for which an end date means something. */
const DELIVERING: CampaignStatus[] = ["draft", "active", "paused"];

/**
 * The Campaigns page: the newest campaigns with their delivered leads, current and deliverable
 * audience and when they are forecast to end.
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
        throw error;
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

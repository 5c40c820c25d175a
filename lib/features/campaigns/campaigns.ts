import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import { campaigns } from "@/db/schema";
import type { Ctx, TxCtx } from "@/lib/core/context";
import { Conflict, InvalidRequest, NotFound } from "@/lib/core/errors";
import { canonicalTargeting, getAudienceIndex } from "@/lib/engines/audience";
import { findTemplate } from "@/lib/features/campaigns/templates";
import { checkCompanyLists } from "@/lib/features/company-lists/company-lists";
import { getListOrThrow } from "@/lib/features/lists/lists";
import { datesInOrder } from "@/lib/model/targeting/delivery-schema";
import type { Targeting } from "@/lib/model/targeting/schema";
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
import { compactTargeting } from "./targeting-chips";

/*
 * A campaign's settings: created (from a template or not), duplicated, edited and reset, and
 * its row read as the API's Campaign. Its life (launch, pause, …) is lifecycle.ts; listing, list.ts.
 */

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
export async function lockCampaignOrThrow(ctx: TxCtx, id: string): Promise<CampaignRow> {
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

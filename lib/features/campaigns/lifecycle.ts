import { and, eq, inArray } from "drizzle-orm";
import { campaigns } from "@/db/schema";
import type { Ctx } from "@/lib/core/context";
import { ChecklistFailed, Conflict, NotFound } from "@/lib/core/errors";
import { actingMember } from "@/lib/features/allowances/debit-each";
import { recordAudit } from "@/lib/features/audit/record-audit";
import { findOrCreateList } from "@/lib/features/lists/lists";
import { getCampaignOrThrow, lockCampaignOrThrow, toCampaign } from "./campaigns";
import { buildChecklist } from "./checklist";
import { onCampaignLive, recordCampaignEvent } from "./delivery/on-live";
import type { Campaign, CampaignStatus } from "./schema";

/*
 * A campaign's life: launch, resume, pause, archive, and the Launch Checklist that gates the
 * first two. Editing its settings is campaigns.ts; listing them, list.ts.
 */

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
    const checklist = await buildChecklist(ctx, toCampaign(row), row.webhookTest);
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
        // Its deliveries count against the launching member's own daily caps.
        actingUserId: await actingMember(txCtx),
      })
      .where(eq(campaigns.id, row.id))
      .returning();
    if (!updated) throw new NotFound("Campaign");
    await onCampaignLive(txCtx, updated, from === "draft" ? "launched" : "resumed");
    await recordAudit(txCtx, {
      action: from === "draft" ? "campaign.launched" : "campaign.resumed",
      target: { type: "campaign", id: updated.id },
      summary: { name: updated.name },
    });
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
  const row = await getCampaignOrThrow(ctx, id);
  return buildChecklist(ctx, toCampaign(row), row.webhookTest);
}

/** A state change that needs nothing but the current state: one conditional update. */
async function move(
  ctx: Ctx,
  id: string,
  from: CampaignStatus[],
  to: CampaignStatus,
  verb: "paused" | "archived",
): Promise<Campaign> {
  const [row] = await ctx.db.transaction(async (tx) => {
    const moved = await tx
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
    if (moved[0]) {
      await recordAudit(
        { ...ctx, db: tx },
        {
          action: `campaign.${verb}`,
          target: { type: "campaign", id },
          summary: { name: moved[0].name },
        },
      );
    }
    return moved;
  });
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

import { campaignEvents } from "@/db/schema";
import type { TxCtx } from "@/lib/core/context";

type EventKind = typeof campaignEvents.$inferInsert.kind;

/**
 * Records what happened to a campaign, for its page and its owner. An event with a `onceKey`
 * happens once per campaign and key (an allowance stop once a day): a second is not recorded.
 * Answers whether this one was.
 */
export async function recordCampaignEvent(
  ctx: TxCtx,
  campaignId: string,
  kind: EventKind,
  message: string,
  extra: { meta?: Record<string, unknown>; onceKey?: string; at?: Date } = {},
): Promise<boolean> {
  const insert = ctx.db.insert(campaignEvents).values({
    campaignId,
    accountId: ctx.accountId,
    kind,
    message,
    meta: extra.meta,
    onceKey: extra.onceKey,
    createdAt: extra.at ?? ctx.clock.now(),
  });
  const inserted = await (extra.onceKey ? insert.onConflictDoNothing() : insert).returning({
    id: campaignEvents.id,
  });
  return inserted.length > 0;
}

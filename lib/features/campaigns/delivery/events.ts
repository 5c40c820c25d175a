import { campaignEvents } from "@/db/schema";
import type { TxCtx } from "@/lib/core/context";
import { emitEvent } from "@/lib/engines/webhooks/emit-event";

type EventKind = typeof campaignEvents.$inferInsert.kind;

/** The webhook event each activity kind is, for the endpoints subscribed to it. */
const WEBHOOK_EVENT = {
  launched: "campaign.launched",
  paused: "campaign.paused",
  completed: "campaign.completed",
  allowance_exhausted: "campaign.stopped_for_allowance",
  delivered: "lead.delivered",
} as const;

/**
 * Records what happened to a campaign, for its page and its owner, and emits it as a webhook
 * event in the same transaction (activity kinds without an event type emit none). An event with
 * a `onceKey` happens once per campaign and key (an allowance stop once a day): a second is
 * neither recorded nor emitted. Answers whether this one was.
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
  if (inserted.length === 0) return false;
  const type = kind in WEBHOOK_EVENT ? WEBHOOK_EVENT[kind as keyof typeof WEBHOOK_EVENT] : null;
  if (type) {
    await emitEvent(ctx.db, ctx.accountId, type, { campaignId, message, ...extra.meta } as never, {
      clock: ctx.clock,
    });
  }
  return true;
}

import { and, desc, eq, gte, inArray, lt, or, sql } from "drizzle-orm";
import type { z } from "zod";
import { webhookDeliveries, webhookEvents } from "@/db/schema";
import type { TxCtx } from "@/lib/core/context";
import { NotFound } from "@/lib/core/errors";
import { decodeCursor, encodeCursor } from "@/lib/core/paging/cursor";
import { withAttempts } from "@/lib/engines/webhooks/attempts";
import { redeliverEvents } from "@/lib/engines/webhooks/emit-event";
import type { EventType } from "@/lib/engines/webhooks/event-catalogue";
import { getEndpointRow } from "./endpoints";
import { EndpointDeliveriesQuery, ReplayInput } from "./schema";

const EXCERPT = 300;
/** At most this many events are replayed by one request; a later `since` takes the rest. */
export const REPLAY_LIMIT = 10_000;

function cursorOf(at: Date, id: string): string {
  return encodeCursor(JSON.stringify([at.toISOString(), id]));
}

function afterCursor(cursor?: string): [Date, string] | undefined {
  if (!cursor) return undefined;
  return decodeCursor(cursor, (text): [Date, string] | undefined => {
    try {
      const [at, id] = JSON.parse(text) as [unknown, unknown];
      const date = new Date(String(at));
      return Number.isNaN(date.getTime()) || typeof id !== "string" ? undefined : [date, id];
    } catch {
      return undefined;
    }
  });
}

/** The endpoint's delivery log, newest first, each delivery with its attempts. */
export async function listEndpointDeliveries(
  ctx: TxCtx,
  endpointId: string,
  raw: { cursor?: string; limit?: number | string } = {},
) {
  const query = EndpointDeliveriesQuery.parse(raw);
  await getEndpointRow(ctx, endpointId);
  const after = afterCursor(query.cursor);
  const rows = await ctx.db
    .select({
      id: webhookDeliveries.id,
      eventId: webhookDeliveries.eventId,
      eventType: webhookEvents.type,
      status: webhookDeliveries.status,
      body: sql<string>`left(${webhookDeliveries.body}, ${EXCERPT})`,
      createdAt: webhookDeliveries.createdAt,
      deliveredAt: webhookDeliveries.deliveredAt,
    })
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(
      and(
        eq(webhookDeliveries.accountId, ctx.accountId),
        eq(webhookDeliveries.endpointId, endpointId),
        after
          ? or(
              lt(webhookDeliveries.createdAt, after[0]),
              and(eq(webhookDeliveries.createdAt, after[0]), lt(webhookDeliveries.id, after[1])),
            )
          : undefined,
      ),
    )
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const withLog = await withAttempts(ctx.db, page);
  return {
    data: withLog.map((d) => ({
      id: d.id,
      eventId: d.eventId ?? d.id,
      eventType: d.eventType as EventType,
      status: d.status,
      createdAt: d.createdAt.toISOString(),
      deliveredAt: d.deliveredAt?.toISOString() ?? null,
      bodyExcerpt: d.body ?? "",
      attempts: d.attempts.map((a) => ({
        attempt: a.attempt,
        manual: a.manual,
        startedAt: a.startedAt.toISOString(),
        durationMs: a.durationMs,
        statusCode: a.statusCode,
        error: a.error,
        responseExcerpt: a.responseExcerpt,
      })),
    })),
    nextCursor: rows.length > query.limit && last ? cursorOf(last.createdAt, last.id) : null,
  };
}

/**
 * Replays one delivery's event, or every event the endpoint was sent since a time (oldest
 * first, each once), to the endpoint as it is now: each under its original id and body.
 */
export async function replayEndpointDeliveries(
  ctx: TxCtx,
  endpointId: string,
  raw: z.input<typeof ReplayInput>,
): Promise<{ replayed: number }> {
  const input = ReplayInput.parse(raw);
  const endpoint = await getEndpointRow(ctx, endpointId);
  const sent = ctx.db
    .selectDistinct({ eventId: webhookDeliveries.eventId })
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.accountId, ctx.accountId),
        eq(webhookDeliveries.endpointId, endpointId),
        "deliveryId" in input ? eq(webhookDeliveries.id, input.deliveryId) : undefined,
        "since" in input ? gte(webhookDeliveries.createdAt, new Date(input.since)) : undefined,
      ),
    );
  const events = await ctx.db
    .select({ id: webhookEvents.id, body: webhookEvents.body })
    .from(webhookEvents)
    .where(and(eq(webhookEvents.accountId, ctx.accountId), inArray(webhookEvents.id, sent)))
    .orderBy(webhookEvents.createdAt, webhookEvents.id)
    .limit(REPLAY_LIMIT);
  if ("deliveryId" in input && events.length === 0) throw new NotFound("Webhook delivery");
  const replayed = await ctx.db.transaction((tx) =>
    redeliverEvents(tx, ctx.accountId, endpoint, events, ctx.clock),
  );
  return { replayed };
}

import { randomBytes } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { webhookEndpoints, webhookEvents } from "@/db/schema";
import { type Clock, systemClock } from "@/lib/core/clock";
import { EVENT_CATALOGUE, EVENT_VERSION, type EventData, type EventType } from "./event-catalogue";
import { type DeliveryItem, deliverMany } from "./outbox";

export function eventId(): string {
  return `evt_${randomBytes(16).toString("base64url")}`;
}

const ids = (one: unknown, many: unknown): string[] => [
  ...new Set([
    ...(typeof one === "string" ? [one] : []),
    ...(Array.isArray(many) ? many.filter((v): v is string => typeof v === "string") : []),
  ]),
];

/**
 * What an event is about, for the endpoints filtered to some campaigns or lists: its
 * `campaignId` / `listId`, and its `campaignIds` / `listIds` when it is about several.
 */
function subjectOf(data: Record<string, unknown>): { campaignIds: string[]; listIds: string[] } {
  return {
    campaignIds: ids(data.campaignId, data.campaignIds),
    listIds: ids(data.listId, data.listIds),
  };
}

export interface EventItem<T extends EventType = EventType> {
  accountId: string;
  type: T;
  data: EventData<T>;
}

/**
 * Records that each event happened, in the caller's transaction, and queues one delivery of it
 * to each of its account's enabled endpoints subscribed to it (every type, or its type; and,
 * when filtered, about one of the endpoint's campaigns or lists). The event's id is the
 * `webhook-id` of all of them and of their retries and replays. An event no endpoint wants is
 * not stored: nothing can replay it. Two queries whatever the number of events; returns their
 * ids, in order.
 */
export async function emitEvents(
  db: DbOrTx,
  items: EventItem[],
  clock: Clock = systemClock,
): Promise<string[]> {
  if (items.length === 0) return [];
  const at = clock.now();
  const endpoints = await db
    .select({
      id: webhookEndpoints.id,
      accountId: webhookEndpoints.accountId,
      url: webhookEndpoints.url,
      eventTypes: webhookEndpoints.eventTypes,
      campaignIds: webhookEndpoints.campaignIds,
      listIds: webhookEndpoints.listIds,
    })
    .from(webhookEndpoints)
    .where(
      and(
        inArray(webhookEndpoints.accountId, [...new Set(items.map((i) => i.accountId))]),
        eq(webhookEndpoints.status, "enabled"),
      ),
    );
  const events: (typeof webhookEvents.$inferInsert)[] = [];
  const deliveries: DeliveryItem[] = [];
  const ids = items.map((item) => {
    const id = eventId();
    const wanted = endpoints.filter(
      (e) =>
        e.accountId === item.accountId &&
        (e.eventTypes.length === 0 || e.eventTypes.includes(item.type)),
    );
    if (wanted.length === 0) return id;
    const data = EVENT_CATALOGUE[item.type].data.parse(item.data) as Record<string, unknown>;
    const subject = subjectOf(data);
    const matching = wanted.filter(
      (e) =>
        (e.campaignIds.length === 0 && e.listIds.length === 0) ||
        subject.campaignIds.some((id) => e.campaignIds.includes(id)) ||
        subject.listIds.some((id) => e.listIds.includes(id)),
    );
    if (matching.length === 0) return id;
    const body = JSON.stringify({
      id,
      type: item.type,
      version: EVENT_VERSION,
      timestamp: at.toISOString(),
      data,
    });
    events.push({
      id,
      accountId: item.accountId,
      type: item.type,
      campaignId: subject.campaignIds[0],
      listId: subject.listIds[0],
      body,
      data,
      createdAt: at,
    });
    for (const e of matching) {
      deliveries.push({
        accountId: item.accountId,
        url: e.url,
        body,
        bodyText: body,
        endpoint: { endpointId: e.id, eventId: id },
      });
    }
    return id;
  });
  if (events.length > 0) {
    await db.insert(webhookEvents).values(events);
    await deliverMany(db, deliveries, clock, { firstForRefs: true });
  }
  return ids;
}

/**
 * One event: `emitEvent(tx, accountId, "campaign.completed", { campaignId, message })`, in the
 * transaction of the act it reports. See emitEvents.
 */
export async function emitEvent<T extends EventType>(
  db: DbOrTx,
  accountId: string,
  type: T,
  data: EventData<T>,
  options: { clock?: Clock } = {},
): Promise<string> {
  const [id] = await emitEvents(db, [{ accountId, type, data } as EventItem], options.clock);
  return id ?? "";
}

/**
 * Queues events again to one endpoint, each under its original id and with its original body
 * (a replay): new deliveries, retried on the schedule like the first.
 */
export async function redeliverEvents(
  db: DbOrTx,
  accountId: string,
  endpoint: { id: string; url: string },
  events: { id: string; body: string }[],
  clock: Clock = systemClock,
): Promise<number> {
  await deliverMany(
    db,
    events.map((e) => ({
      accountId,
      url: endpoint.url,
      body: e.body,
      bodyText: e.body,
      endpoint: { endpointId: endpoint.id, eventId: e.id },
    })),
    clock,
    { firstForRefs: true },
  );
  return events.length;
}

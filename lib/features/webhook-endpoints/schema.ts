import { z } from "zod";
import { CursorParam, cursorPage } from "@/lib/core/paging/page";
import { checkedBy } from "@/lib/core/semantic-rules";
import { EventTypeSchema } from "@/lib/engines/webhooks/event-catalogue";
import { WebhookUrl } from "@/lib/engines/webhooks/url";

/** Ids of the account's campaigns or lists (semantic rule `unknown-event-subject`). */
const Ids = z
  .array(z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, "Not an id of this service."))
  .max(100);
const subjects = <T extends z.ZodType>(schema: T) => checkedBy(schema, "unknown-event-subject");
const Url = checkedBy(
  WebhookUrl.meta({
    format: "uri",
    description:
      "Where the events are POSTed, signed (Standard Webhooks): https, or http to a public address (semantic rule `webhook-target`)",
  }),
  "webhook-target",
);

export const WebhookEndpointInput = z.strictObject({
  url: Url,
  description: z.string().max(500).default("").describe("What the endpoint is for"),
  eventTypes: z
    .array(EventTypeSchema)
    .max(50)
    .default([])
    .describe("The event types it receives; empty for every type"),
  campaignIds: subjects(
    Ids.default([]).describe(
      "Only events about these campaigns (or the lists below); empty for no such filter",
    ),
  ),
  listIds: subjects(
    Ids.default([]).describe(
      "Only events about these lists (or the campaigns above); empty for no such filter",
    ),
  ),
});
export type WebhookEndpointInput = z.input<typeof WebhookEndpointInput>;

export const WebhookEndpointPatch = z.strictObject({
  url: Url.optional(),
  description: z.string().max(500).optional(),
  eventTypes: z.array(EventTypeSchema).max(50).optional(),
  campaignIds: subjects(Ids.optional()),
  listIds: subjects(Ids.optional()),
  status: z
    .enum(["enabled", "disabled"])
    .optional()
    .describe("`enabled` turns a disabled endpoint back on"),
});
export type WebhookEndpointPatch = z.input<typeof WebhookEndpointPatch>;

export const WebhookEndpoint = z.strictObject({
  id: z.string(),
  url: z.string(),
  description: z.string(),
  eventTypes: z.array(EventTypeSchema).describe("Empty: every type"),
  campaignIds: z.array(z.string()),
  listIds: z.array(z.string()),
  status: z.enum(["enabled", "disabled"]),
  disabledReason: z.string().nullable(),
  previousSecretUntil: z.iso
    .datetime()
    .nullable()
    .describe("Until when the previous secret also signs (a rotation's overlap), if it does"),
  createdAt: z.iso.datetime(),
});
export type WebhookEndpoint = z.infer<typeof WebhookEndpoint>;

export const WebhookEndpointWithSecret = WebhookEndpoint.extend({
  secret: z.string().describe("The signing secret (`whsec_…`), for Standard Webhooks libraries"),
});

export const WebhookEndpointList = z.strictObject({ data: z.array(WebhookEndpoint) });

export const EndpointSecret = z.strictObject({
  secret: z.string(),
  previousSecretUntil: z.iso.datetime().nullable(),
});

export const RotateSecretInput = z.strictObject({
  overlapHours: z
    .number()
    .min(0)
    .max(168)
    .default(24)
    .describe("How long the old secret keeps signing too (0 to 168 hours)"),
});

export const EndpointTestResult = z.strictObject({
  webhookId: z.string(),
  ok: z.boolean().describe("The receiver answered 2xx"),
  statusCode: z.number().int().nullable(),
  durationMs: z.number().int(),
  error: z.string().nullable(),
});

export const DeliveryAttempt = z.strictObject({
  attempt: z.number().int(),
  manual: z.boolean(),
  startedAt: z.iso.datetime(),
  durationMs: z.number().int().describe("Response time"),
  statusCode: z.number().int().nullable(),
  error: z.string().nullable(),
  responseExcerpt: z.string().nullable().describe("The start of the receiver's answer"),
});

export const EndpointDelivery = z.strictObject({
  id: z.string(),
  eventId: z.string().describe("The `webhook-id`: the same on retries and replays"),
  eventType: EventTypeSchema,
  status: z.enum(["pending", "delivered", "failed", "disabled"]),
  createdAt: z.iso.datetime(),
  deliveredAt: z.iso.datetime().nullable(),
  bodyExcerpt: z.string().describe("The start of the body sent"),
  attempts: z.array(DeliveryAttempt),
});

export const EndpointDeliveriesQuery = z.strictObject({
  cursor: CursorParam,
  limit: z.coerce.number().int().min(1).max(100).default(25),
});

export const EndpointDeliveryPage = cursorPage(EndpointDelivery);

export const ReplayInput = z.union([
  z.strictObject({
    deliveryId: z.string().min(1).max(100).describe("Replay this one delivery's event"),
  }),
  z.strictObject({
    since: z.iso
      .datetime({ offset: true })
      .describe("Replay every event this endpoint was sent since then"),
  }),
]);

export const ReplayResult = z.strictObject({
  replayed: z.number().int().describe("Events queued again, each under its original id"),
});

/** The event types an endpoint may subscribe to, for the settings page's choices. */
export const EVENT_TYPE_NAMES = EventTypeSchema.options;

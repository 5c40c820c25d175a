import {
  EVENT_CATALOGUE,
  EVENT_TYPES,
  eventEnvelope,
} from "@/lib/engines/webhooks/event-catalogue";
import { EndpointDeliveriesQuery } from "@/lib/features/webhook-endpoints/schema";
import { json, notFound, operation, ref } from "./answers";

const tags = ["Webhook endpoints"];
const ENDPOINT = "webhook endpoint";

/** The document's paths for webhook endpoints subscribed to event types. */
export function webhookEndpointPaths() {
  return {
    "/v1/webhook-endpoints": {
      get: operation("WebhookEndpointList", {
        tags,
        summary: "The account's webhook endpoints, newest first",
      }),
      post: operation("WebhookEndpointWithSecret", {
        tags,
        summary:
          "Subscribes a URL to event types (all when `eventTypes` is empty), optionally only for some campaigns or lists; the answer carries its signing secret",
        body: "WebhookEndpointInput",
        status: "201",
        headers: {
          Location: {
            description: "/v1/webhook-endpoints/{id}",
            required: true,
            schema: { type: "string" },
          },
        },
      }),
    },
    "/v1/webhook-endpoints/{id}": {
      get: operation("WebhookEndpoint", {
        tags,
        summary: "A webhook endpoint",
        id: ENDPOINT,
        errors: notFound(ENDPOINT),
      }),
      patch: operation("WebhookEndpoint", {
        tags,
        summary:
          "Changes an endpoint's URL, description, event types or filter, or enables (`status: enabled`) or disables it",
        id: ENDPOINT,
        body: "WebhookEndpointPatch",
        errors: notFound(ENDPOINT),
      }),
      delete: operation("WebhookEndpointDeleted", {
        tags,
        summary: "Deletes an endpoint with its delivery log",
        id: ENDPOINT,
        errors: notFound(ENDPOINT),
      }),
    },
    "/v1/webhook-endpoints/{id}/secret": {
      get: operation("EndpointSecret", {
        tags,
        summary: "Reveals the endpoint's signing secret",
        id: ENDPOINT,
        errors: notFound(ENDPOINT),
      }),
    },
    "/v1/webhook-endpoints/{id}/rotate-secret": {
      post: operation("EndpointSecret", {
        tags,
        summary:
          "A new signing secret; for `overlapHours` the old one signs too, both signatures space-separated in `webhook-signature`",
        id: ENDPOINT,
        body: "RotateSecretInput",
        errors: notFound(ENDPOINT),
      }),
    },
    "/v1/webhook-endpoints/{id}/test": {
      post: operation("EndpointTestResult", {
        tags,
        summary:
          "Send test: POSTs a signed `webhook.test` event now and answers what the receiver said (not retried, not logged)",
        id: ENDPOINT,
        errors: notFound(ENDPOINT),
      }),
    },
    "/v1/webhook-endpoints/{id}/deliveries": {
      get: operation("EndpointDeliveryPage", {
        tags,
        summary:
          "The endpoint's delivery log, newest first: each delivery's event, status and attempts (status code, response time, the start of the answer)",
        id: ENDPOINT,
        query: EndpointDeliveriesQuery,
        errors: notFound(ENDPOINT),
      }),
    },
    "/v1/webhook-endpoints/{id}/replay": {
      post: operation("ReplayResult", {
        tags,
        summary:
          "Sends one delivery's event again (`deliveryId`), or every event the endpoint was sent since a time (`since`), each under its original id and body",
        id: ENDPOINT,
        body: "ReplayInput",
        errors: notFound(`${ENDPOINT} (or delivery)`),
      }),
    },
  };
}

/** The `webhooks` section: one entry per event type, with its versioned body. */
export function eventWebhooks() {
  return Object.fromEntries(
    EVENT_TYPES.map((type) => [
      type,
      {
        post: {
          operationId: `receive_${type.replace(/\./g, "_")}`,
          summary: EVENT_CATALOGUE[type].description,
          description:
            "POSTed to each webhook endpoint subscribed to this type, signed per Standard Webhooks with the endpoint's own secret (both the new and the old during a rotation's overlap). `webhook-id` is the event's id, the same on every retry and replay. Retried like every delivery; `version` says which schema `data` follows.",
          parameters: ["webhook-id", "webhook-timestamp", "webhook-signature"].map((name) => ({
            name,
            in: "header",
            required: true,
            schema: { type: "string" },
          })),
          requestBody: { required: true, ...json(ref(eventSchemaName(type))) },
          responses: { "200": { description: "Received" } },
        },
      },
    ]),
  );
}

/** `campaign.completed` → `CampaignCompletedEventV1`. */
export function eventSchemaName(type: string): never {
  const words = type.split(/[._]/).map((w) => w.charAt(0).toUpperCase() + w.slice(1));
  return `${words.join("")}EventV1` as never;
}

/** The event bodies' schemas, by their names in components.schemas. */
export function eventSchemas() {
  return Object.fromEntries(EVENT_TYPES.map((t) => [eventSchemaName(t), eventEnvelope(t)]));
}

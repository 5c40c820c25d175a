import { z } from "zod";

/*
 * The event types an endpoint may subscribe to, each with the versioned schema of its `data`
 * (the OpenAPI document's `webhooks` section is built from these). A change that is not
 * additive is a new version: `version` in the envelope says which a body follows.
 */

export const EVENT_VERSION = 1;

const Id = z.string().min(1);
const CampaignData = z.object({
  campaignId: Id.describe("The campaign's id"),
  message: z.string().describe("What happened, in words, as the campaign's activity says it"),
});

export const EVENT_CATALOGUE = {
  "lead.delivered": {
    description: "A campaign delivered leads (one event per delivery run).",
    data: CampaignData.extend({
      requestId: Id.describe(
        "The `requestId` of the per-campaign webhook body carrying these leads",
      ),
      count: z.number().int().min(1).describe("How many leads this run delivered"),
    }),
  },
  "campaign.launched": { description: "A campaign was launched.", data: CampaignData },
  "campaign.paused": { description: "A campaign was paused.", data: CampaignData },
  "campaign.completed": {
    description: "A campaign completed (goal reached, audience used up or end date passed).",
    data: CampaignData,
  },
  "campaign.stopped_for_allowance": {
    description: "A campaign's delivery stopped for the day: an allowance ran out.",
    data: CampaignData.extend({
      counter: z.string().optional().describe("The allowance counter that ran out"),
      reason: z.string().optional(),
    }),
  },
  "enrichment.completed": {
    description: "An enrichment request (details, enrich or bulk) finished.",
    data: z.object({
      requestId: Id.describe("The request's id (`GET /v1/contact/results/{id}`)"),
      kind: z.enum(["details", "enrich", "bulk"]),
      status: z.enum(["success", "failed"]),
      found: z.number().int().min(0).describe("Profiles in the result"),
    }),
  },
  "enrichment_job.completed": {
    description: "An enrichment job finished (emitted once enrichment jobs exist).",
    data: z.object({ jobId: Id }).catchall(z.unknown()),
  },
  "list.exported": {
    description: "A list was exported.",
    data: z.object({
      listId: Id,
      format: z.enum(["csv", "xlsx"]),
      rows: z.number().int().min(0).describe("Leads in the file"),
    }),
  },
  "crm.push.completed": {
    description: "A push to a CRM finished (emitted once CRM pushes exist).",
    data: z.object({ pushId: Id }).catchall(z.unknown()),
  },
  "contact.changed": {
    description:
      "A watched person's employer, title, e-mail or mobile changed (an import, a provider refresh, a re-verification): one event per change and account, naming the watched lists and campaigns the person is in.",
    data: z.object({
      profileId: Id,
      listId: Id.optional().describe("The first of `listIds`, when there is one"),
      campaignId: Id.optional().describe("The first of `campaignIds`, when there is one"),
      listIds: z.array(Id).describe("The account's watched lists holding the person"),
      campaignIds: z
        .array(Id)
        .describe("The account's watched campaigns that delivered the person"),
      changes: z
        .array(
          z.strictObject({
            field: z.enum(["employer", "title", "email", "mobile"]),
            old: z
              .union([z.string(), z.array(z.string()), z.null()])
              .describe(
                "Before: a text (employer, title) or every address / number (email, mobile)",
              ),
            new: z.union([z.string(), z.array(z.string()), z.null()]).describe("After, as `old`"),
          }),
        )
        .min(1),
    }),
  },
  "contact.opted_out": {
    description: "A person the account delivered opted out; they are suppressed from now on.",
    data: z.object({
      profileId: Id.optional(),
      channel: z.enum(["email", "phone"]),
    }),
  },
} as const satisfies Record<string, { description: string; data: z.ZodType }>;

export type EventType = keyof typeof EVENT_CATALOGUE;
export const EVENT_TYPES = Object.keys(EVENT_CATALOGUE) as [EventType, ...EventType[]];
export const EventTypeSchema = z.enum(EVENT_TYPES);
export type EventData<T extends EventType> = z.input<(typeof EVENT_CATALOGUE)[T]["data"]>;

/** The body every endpoint is sent: the Standard Webhooks envelope with the event's id. */
export function eventEnvelope<T extends EventType>(type: T) {
  return z.object({
    id: z
      .string()
      .describe("The event's id, also the `webhook-id` header (retries and replays keep it)"),
    type: z.literal(type),
    version: z.literal(EVENT_VERSION),
    timestamp: z.iso.datetime().describe("When it happened"),
    data: EVENT_CATALOGUE[type].data,
  });
}

import { z } from "zod";
import { checkedBy } from "@/lib/core/semantic-rules";
import { WebhookUrl } from "@/lib/engines/webhooks/url";
import { ProfileInput } from "@/lib/model/profiles/profile-input";
import {
  MissingContact,
  Profile,
  Provenance,
  WithheldContact,
} from "@/lib/model/profiles/profile-schema";

/*
 * The shapes of the contact operations (docs/api-contract.md "Identifying a person", "Contact operations"),
 * used by the route handlers, the domain code and the OpenAPI document alike.
 */

export { ProfileInput };

const ResultWebhookUrl = WebhookUrl.meta({
  format: "uri",
  description:
    "Where the result is POSTed, signed (Standard Webhooks). https, or http to a public address (semantic rule `webhook-target`); with both webhookUrl and callbackUrl, the same address (`webhook-conflict`).",
});

const Include = z.strictObject({
  email: z.boolean().default(true).describe("Deliver e-mail addresses (1 email unit each)."),
  mobile: z.boolean().default(false).describe("Deliver mobile numbers (1 mobile unit each)."),
  workEmailOnly: z
    .boolean()
    .default(false)
    .describe(
      "Deliver work e-mail addresses only: an address its source types `personal`, or at a webmail or disposable domain, is neither delivered nor charged, and the data providers are asked on for a work one.",
    ),
  deliverCatchAll: z
    .boolean()
    .default(true)
    .describe(
      "Deliver an address verified `catch_all` (its domain accepts every address). False: such an address is neither delivered nor charged, and the data providers are asked on. Applies to addresses that were verified (docs/verification.md); an `invalid` one is never delivered.",
    ),
  deliverUnknown: z
    .boolean()
    .default(true)
    .describe(
      "Deliver an address whose verification reached no final answer (`unknown`: webmail hosts, greylisting, timeouts). False: such an address is neither delivered nor charged, and the data providers are asked on.",
    ),
});

/** What a request without `include` delivers: every default above. */
export const DEFAULT_INCLUDE = Include.parse({});

// Domain code checks the host (webhook-target) and that the two names agree (webhook-conflict).
const common = {
  webhookUrl: checkedBy(ResultWebhookUrl.optional(), "webhook-target", "webhook-conflict"),
  callbackUrl: checkedBy(
    ResultWebhookUrl.optional().describe("Another name for webhookUrl."),
    "webhook-target",
    "webhook-conflict",
  ),
  name: z
    .string()
    .max(200)
    .regex(/\S/, "Must not be blank.")
    .trim()
    .optional()
    .describe("A label echoed as `name` in the result and the webhook delivery."),
};

export const DetailsRequest = z.strictObject({ profile: ProfileInput, ...common });

export const EnrichRequest = z.strictObject({
  profile: ProfileInput,
  include: Include.optional(),
  ...common,
});

export const MAX_BATCH = 10;

export const BulkRequest = z.strictObject({
  profiles: z
    .array(ProfileInput)
    .min(1)
    .max(MAX_BATCH)
    .describe("1 to 10 people. Empty or longer arrays are refused with 422, never truncated."),
  include: Include.optional(),
  ...common,
});

/**
 * The bulk body with its entries not yet checked, so the batch size can be refused with 422
 * before the entries' own errors (400).
 */
export const BulkEnvelope = BulkRequest.extend({ profiles: z.array(z.unknown()) });

export const Accepted = z.strictObject({ requestId: z.string(), status: z.literal("pending") });
export type Accepted = z.infer<typeof Accepted>;

export const PollQuery = z.strictObject({
  id: z
    .string()
    .max(100)
    .regex(/\S/, "Must not be blank.")
    .trim()
    .describe("The requestId answered by the POST."),
});

export const EnrichmentResult = z.strictObject({
  status: z.enum(["pending", "success", "failed"]),
  requestId: z.string(),
  name: z.string().describe("The request's name, or the operation when none was given."),
  id: z.string().describe("The requestId again (the delivery body's `id`)."),
  data: z.array(Profile).optional(),
  missing: z.array(MissingContact).optional(),
  notFound: z
    .array(z.record(z.string(), z.unknown()))
    .optional()
    .describe("Inputs that matched no profile, as submitted."),
  withheld: z
    .array(WithheldContact)
    .optional()
    .describe("Matched people not delivered (nor charged): on the do-not-contact list."),
  provenance: Provenance.optional(),
  error: z.string().optional(),
});
export type EnrichmentResult = z.infer<typeof EnrichmentResult>;

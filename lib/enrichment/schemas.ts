import { z } from "zod";
import { checkedBy } from "@/lib/api/semantic-rules";
import {
  MissingContact,
  Profile,
  Provenance,
  WithheldContact,
} from "@/lib/profiles/profile-schema";
import { WebhookUrl } from "@/lib/webhooks/url";

/*
 * The shapes of the contact operations (docs/api-contract.md "Identifying a person", "Contact operations"),
 * used by the route handlers, the domain code and the OpenAPI document alike.
 */

/* Checks run before trimming, so the document's lengths and patterns are the ones applied. */
const Text = z.string().max(500).regex(/\S/, "Must not be blank.").trim();

const ById = z.strictObject({ id: Text.describe("The profile's id, as in Profile.id.") });
const BySourceUrl = z.strictObject({
  SourceUrl: z
    .string()
    .max(2048)
    .regex(/\S/, "Must not be blank.")
    .trim()
    .describe("Address of the profile on the originating network."),
});
const BySourceUsername = z.strictObject({
  SourceUsername: Text.describe("Handle of the profile on the originating network."),
});
const ByEmail = z.strictObject({ email: z.email().max(320).describe("A known e-mail address.") });
const ByName = z.strictObject({
  fn: Text.describe("First name."),
  ln: Text.describe("Last name."),
  organization: Text.describe("Current organization: its name or its domain."),
});

const FORMS = [ById, BySourceUrl, BySourceUsername, ByEmail, ByName] as const;
const FORM_KEYS = FORMS.map((f) => Object.keys(f.shape).sort().join(","));
const FORMS_TEXT =
  "{ id }, { SourceUrl }, { SourceUsername }, { email } or { fn, ln, organization }";

/**
 * One person to identify. When the keys name exactly one form, its own field errors are
 * reported; otherwise the message lists the accepted forms (unknown keys are refused).
 */
export const ProfileInput = z.union(FORMS, {
  error: (issue) => {
    const input = issue.input;
    if (input === null || typeof input !== "object" || Array.isArray(input)) {
      return `must be an object, one of ${FORMS_TEXT}`;
    }
    const keys = Object.keys(input).sort().join(",");
    const form = FORM_KEYS.indexOf(keys);
    const branch = form >= 0 ? FORMS[form]?.safeParse(input) : undefined;
    const first = branch && !branch.success ? branch.error.issues[0] : undefined;
    if (first) return `${first.path.join(".")}: ${first.message}`;
    return `must identify a person with exactly one of ${FORMS_TEXT}, and no other keys`;
  },
});
export type ProfileInput = z.output<typeof ProfileInput>;

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

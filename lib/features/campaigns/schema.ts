import { z } from "zod";
import { checkedBy } from "@/lib/core/semantic-rules";
import { WebhookUrl } from "@/lib/engines/webhooks/url";
import { ListName } from "@/lib/features/lists/list-name";
import { Delivery } from "@/lib/model/targeting/delivery-schema";
import { Targeting } from "@/lib/model/targeting/schema";
import { isEmptyTargeting } from "./targeting-chips";
import { TEMPLATES } from "./templates";

/**
 * The campaign's shapes (docs/api-contract.md "Campaigns"), written once for the /v1 routes, the server
 * actions and the wizard's zodResolver. Imported by the browser: shapes only, no server code.
 *
 * Two levels of strictness. The section schemas (Delivery, SaveToList, Notifications) say what
 * may be stored: a draft is allowed to be unfinished (no day chosen yet, a webhook switched on
 * before its URL is typed). The step schemas add what a finished step needs; the Launch
 * Checklist applies the same rules (the *Problems functions below) before a campaign goes live.
 */

export const CAMPAIGN_STATUSES = ["draft", "active", "paused", "completed", "archived"] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/* Checks run before trimming, so the document's lengths and patterns are the ones applied. */

/** The longest campaign name: the wizard counts down to it. */
export const MAX_CAMPAIGN_NAME = 120;

export const CampaignName = z
  .string()
  .max(MAX_CAMPAIGN_NAME, `Use at most ${MAX_CAMPAIGN_NAME} characters.`)
  .regex(/\S/, "Enter a campaign name.")
  .trim();

export { Delivery, WEEKDAYS } from "@/lib/model/targeting/delivery-schema";

/**
 * `listId` picks an existing list, `listName` names one to create at launch; they are
 * alternatives (see mergeSaveToList).
 */
export const SaveToList = z.strictObject({
  enabled: z.boolean(),
  listId: checkedBy(
    z
      .string()
      .min(1)
      .max(100)
      .describe("One of the account's lists (semantic rule `unknown-list`)."),
    "unknown-list",
  ).optional(),
  listName: ListName.optional(),
});
export type SaveToList = z.infer<typeof SaveToList>;

const EmailNotifications = z.strictObject({
  enabled: z.boolean(),
  to: z.array(z.string().max(320).trim()).max(20, "Use at most 20 recipients."),
});
const WebhookNotifications = z.strictObject({
  enabled: z.boolean(),
  url: z.string().max(2000).trim(),
});

export const Notifications = z.strictObject({
  email: EmailNotifications,
  webhook: WebhookNotifications,
});
export type Notifications = z.infer<typeof Notifications>;

/**
 * The last "Send test" of a campaign's webhook, stored with the campaign: the URL it was sent
 * to, whether the receiver answered 2xx, what came of it in words, and whether the user chose
 * to launch despite a failure. It speaks for that URL only: the Launch Checklist treats a
 * campaign whose URL has changed since as untested.
 */
export const WebhookTest = z.strictObject({
  url: z.string(),
  ok: z.boolean(),
  message: z.string(),
  at: z.string(),
  launchAnyway: z.boolean(),
});
export type WebhookTest = z.infer<typeof WebhookTest>;

export const EmailAddress = z.email("Enter a valid e-mail address.");

/**
 * What a new campaign delivers until told otherwise, and what Reset returns to: the schema's
 * defaults, in the user's time zone.
 */
export function defaultDelivery(timezone = "UTC"): Delivery {
  return Delivery.parse({ timezone });
}
export const EMPTY_SAVE_TO_LIST: SaveToList = { enabled: false };
export const EMPTY_NOTIFICATIONS: Notifications = {
  email: { enabled: false, to: [] },
  webhook: { enabled: false, url: "" },
};

const TemplateId = z
  .enum(TEMPLATES.map((t) => t.id) as [string, ...string[]])
  .describe("A Quick Start template (GET /v1/campaigns/templates).");

/**
 * A delivery patch: fields absent stay as they are (the schema's defaults must not fill them).
 * The dates are checked in order once merged with the stored ones (mergeDelivery).
 */
const DeliveryPatch = checkedBy(
  z.strictObject({
    email: Delivery.shape.email.unwrap().optional(),
    mobile: Delivery.shape.mobile.unwrap().optional(),
    workEmailOnly: Delivery.shape.workEmailOnly.unwrap().optional(),
    days: Delivery.shape.days.unwrap().optional(),
    window: Delivery.shape.window.unwrap().optional(),
    timezone: Delivery.shape.timezone.unwrap().optional(),
    leadsPerDay: Delivery.shape.leadsPerDay.unwrap().optional(),
    skipDeliveredDays: Delivery.shape.skipDeliveredDays.unwrap().optional(),
    requireContact: Delivery.shape.requireContact.unwrap().optional(),
    startDate: Delivery.shape.startDate.unwrap().optional(),
    endDate: Delivery.shape.endDate.unwrap().optional(),
  }),
  "date-order",
);

/**
 * Body of POST /v1/campaigns. `delivery`, `saveToList` and `notifications` may be partial:
 * they are laid over the defaults, as PATCH lays them over the current values.
 */
export const CampaignInput = z.strictObject({
  name: CampaignName,
  templateId: TemplateId.optional(),
  filters: Targeting.optional(),
  delivery: DeliveryPatch.optional(),
  saveToList: SaveToList.partial().optional(),
  notifications: z
    .strictObject({
      email: EmailNotifications.partial().optional(),
      webhook: WebhookNotifications.partial().optional(),
    })
    .optional(),
});
export type CampaignInput = z.input<typeof CampaignInput>;

/**
 * Body of PATCH /v1/campaigns/:id. `filters` replaces the whole targeting (so a filter can be
 * removed by leaving it out); the other sections merge field by field. `templateId: null`
 * forgets the template; a template id given without `filters` pre-fills its filters.
 */
export const CampaignPatch = CampaignInput.extend({
  name: CampaignName.optional(),
  templateId: TemplateId.nullable().optional(),
});
export type CampaignPatch = z.input<typeof CampaignPatch>;

export const Campaign = z.strictObject({
  id: z.string(),
  name: z.string(),
  status: z.enum(CAMPAIGN_STATUSES),
  templateId: z.string().nullable(),
  filters: Targeting,
  delivery: Delivery,
  saveToList: SaveToList,
  notifications: Notifications,
  createdAt: z.string(),
  updatedAt: z.string(),
  launchedAt: z.string().nullable(),
});
export type Campaign = z.infer<typeof Campaign>;

/** A launched campaign's webhook that keeps failing (webhook-health.ts says when). */
export const FailingWebhook = z
  .strictObject({
    url: z.string().describe("The webhook URL that is failing."),
    since: z.string().describe("ISO time of the first failed attempt of this failing spell."),
    failedAttempts: z.int().describe("Failed attempts since the last answered one."),
    latest: z.string().describe("The latest failure, in words."),
  })
  .describe(
    "The campaign's webhook keeps failing: 2 failed attempts in a row, or one 30 s old, with no 2xx answer since. The campaign page shows it as a banner.",
  );
export type FailingWebhook = z.infer<typeof FailingWebhook>;

/**
 * A campaign as GET /v1/campaigns and GET /v1/campaigns/{id} answer it: the campaign, and
 * whether its webhook keeps failing (an addition to the interface spec's fields, none changed).
 */
export const CampaignView = Campaign.extend({
  webhookFailing: FailingWebhook.nullable().describe(
    "Set while the campaign's webhook keeps failing (launched campaigns with a webhook only); null otherwise.",
  ),
});
export type CampaignView = z.infer<typeof CampaignView>;

export const CHECKLIST_ITEMS = [
  "name",
  "targeting",
  "contact",
  "days",
  "window",
  "saveToList",
  "notifications",
  "allowance",
] as const;
export type ChecklistItemKey = (typeof CHECKLIST_ITEMS)[number];

/** GET /v1/campaigns/:id/checklist answer: every item, and whether all hold. */
export const Checklist = z.strictObject({
  ready: z.boolean(),
  items: z.array(
    z.strictObject({
      item: z.enum(CHECKLIST_ITEMS),
      ok: z.boolean(),
      detail: z.string().describe("What holds, or what to fix"),
    }),
  ),
});
export type Checklist = z.infer<typeof Checklist>;

/* Rules that a finished step and the Launch Checklist share: each returns what is wrong. */

export function deliveryProblems(
  d: Delivery,
): Partial<Record<"contact" | "days" | "window", string>> {
  const problems: Partial<Record<"contact" | "days" | "window", string>> = {};
  if (!d.email && !d.mobile) problems.contact = "Choose e-mail, mobile or both.";
  if (d.days.length === 0) problems.days = "Choose at least one delivery day.";
  // HH:MM strings order like the times they name. Windows across midnight are not offered:
  // a day's leads belong to that day.
  if (d.window.start >= d.window.end) problems.window = "The window must end after it starts.";
  return problems;
}

export function saveToListProblem(s: SaveToList): string | undefined {
  if (s.enabled && !s.listId && !s.listName) return "Choose a list or name a new one.";
  return undefined;
}

export function notificationProblems(
  n: Notifications,
): Partial<Record<"email" | "webhook", string>> {
  const problems: Partial<Record<"email" | "webhook", string>> = {};
  if (n.email.enabled) {
    const bad = n.email.to.find((to) => !EmailAddress.safeParse(to).success);
    if (n.email.to.length === 0) problems.email = "Add at least one recipient.";
    else if (bad !== undefined) problems.email = `“${bad}” is not a valid e-mail address.`;
  }
  if (n.webhook.enabled) {
    if (n.webhook.url === "") problems.webhook = "Enter the webhook URL.";
    else if (!WebhookUrl.safeParse(n.webhook.url).success)
      problems.webhook = "Enter a full http:// or https:// address.";
  }
  return problems;
}

/* The wizard's steps. Each validates its own fields; together they are the whole form. */

export const NameStep = z.object({ name: CampaignName });

export const TargetingStep = z.object({
  filters: Targeting.refine((t) => !isEmptyTargeting(t), "Add at least one filter."),
});

export const DeliveryStep = z.object({
  delivery: Delivery.superRefine((d, ctx) => {
    const p = deliveryProblems(d);
    if (p.contact) ctx.addIssue({ code: "custom", path: ["email"], message: p.contact });
    if (p.days) ctx.addIssue({ code: "custom", path: ["days"], message: p.days });
    // The window's order is the Delivery schema's own rule: it is already reported.
  }),
});

export const SaveToListStep = z.object({
  saveToList: SaveToList.superRefine((s, ctx) => {
    const problem = saveToListProblem(s);
    if (problem) ctx.addIssue({ code: "custom", path: ["listId"], message: problem });
  }),
});

export const NotificationsStep = z.object({
  notifications: Notifications.superRefine((n, ctx) => {
    const p = notificationProblems(n);
    if (p.email) ctx.addIssue({ code: "custom", path: ["email", "to"], message: p.email });
    if (p.webhook) ctx.addIssue({ code: "custom", path: ["webhook", "url"], message: p.webhook });
  }),
});

export const WizardValues = z.object({
  ...NameStep.shape,
  templateId: z.string().nullable(),
  ...TargetingStep.shape,
  ...DeliveryStep.shape,
  ...SaveToListStep.shape,
  ...NotificationsStep.shape,
});
export type WizardValues = z.infer<typeof WizardValues>;

export const WIZARD_STEPS = [
  { id: "name", label: "Name", fields: ["name"] },
  { id: "quick-start", label: "Quick Start", fields: [] },
  { id: "targeting", label: "Targeting", fields: ["filters"] },
  { id: "delivery", label: "Delivery", fields: ["delivery"] },
  { id: "save-to-list", label: "Save to list", fields: ["saveToList"] },
  { id: "notifications", label: "Notifications", fields: ["notifications"] },
  { id: "review", label: "Review", fields: [] },
] as const satisfies readonly { id: string; label: string; fields: (keyof WizardValues)[] }[];
export type WizardStepId = (typeof WIZARD_STEPS)[number]["id"];

/** Where each checklist item is fixed, and what it is called there. */
export const CHECKLIST_LABELS: Record<ChecklistItemKey, { label: string; step: WizardStepId }> = {
  name: { label: "Campaign name", step: "name" },
  targeting: { label: "Audience", step: "targeting" },
  contact: { label: "Contact information", step: "delivery" },
  days: { label: "Delivery days", step: "delivery" },
  window: { label: "Delivery window", step: "delivery" },
  saveToList: { label: "Save to list", step: "save-to-list" },
  notifications: { label: "Notifications", step: "notifications" },
  allowance: { label: "Daily allowance", step: "delivery" },
};

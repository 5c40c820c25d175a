import { z } from "zod";
import { CursorParam, cursorPage } from "@/lib/core/paging/page";
import { LEAD_FIELD_IDS } from "./lead-fields";

/* The shapes of /v1/crm and the Settings → CRM page, one schema each (docs/crm.md). */

export const CRM_VENDORS = ["hubspot", "pipedrive", "salesforce"] as const;
/** The vendors connected with a token; Salesforce connects through OAuth (Settings → CRM). */
export const TOKEN_VENDORS = ["hubspot", "pipedrive"] as const;

export const WriteRule = z
  .enum(["overwrite", "fill_if_empty", "never"])
  .describe("overwrite: always write; fill_if_empty: only where the CRM has no value; never");

export const MappingEntry = z.strictObject({
  field: z.enum(LEAD_FIELD_IDS).describe("The Leadwise field"),
  property: z
    .string()
    .min(1)
    .max(100)
    .describe("The CRM property it is written to (its internal name)"),
  rule: WriteRule,
});
export type MappingEntry = z.infer<typeof MappingEntry>;

export const Mapping = z
  .array(MappingEntry)
  .max(50)
  .describe("A field may go to several properties; a property named twice keeps its first entry");

export const ConnectionInput = z.strictObject({
  vendor: z
    .enum(TOKEN_VENDORS)
    .describe(
      "hubspot: a private app's access token; pipedrive: a user's API token (Salesforce connects through OAuth in Settings → CRM)",
    ),
  name: z
    .string()
    .min(1)
    .max(80)
    .regex(/\S/, "A name")
    .optional()
    .describe("Shown in Settings → CRM; the vendor's name when left out"),
  token: z
    .string()
    .min(8)
    .max(512)
    .regex(/^\S+$/, "A token has no spaces")
    .describe(
      "HubSpot: the private app's access token; Pipedrive: the API token (Personal preferences → API). Kept sealed, never shown again.",
    ),
});
export type ConnectionInput = z.input<typeof ConnectionInput>;

export const CrmConnection = z.strictObject({
  id: z.string(),
  vendor: z.enum(CRM_VENDORS),
  name: z.string(),
  tokenHint: z.string().describe("The token's last characters"),
  mapping: z.array(MappingEntry),
  lastSyncAt: z.string().nullable().describe("When a push last finished"),
  lastError: z.string().nullable().describe("The last push's or test's error, in the CRM's words"),
  lastErrorAt: z.string().nullable(),
  createdAt: z.string(),
});
export type CrmConnection = z.infer<typeof CrmConnection>;

export const ConnectionTest = z.strictObject({
  ok: z.boolean(),
  message: z.string(),
});

export const CrmPropertyOut = z.strictObject({
  name: z.string(),
  label: z.string(),
  readOnly: z.boolean(),
  required: z.boolean(),
});

export const MappingView = z.strictObject({
  propertiesReadAt: z
    .string()
    .nullable()
    .describe("When Test last read the CRM's properties; null: HubSpot's standard ones"),
  mapping: z.array(MappingEntry),
  suggested: z.array(MappingEntry).describe("What the CRM's own property list suggests"),
  properties: z.array(CrmPropertyOut),
  fields: z.array(z.strictObject({ id: z.string(), label: z.string() })),
  unmappedRequired: z.array(z.string()).describe("Required CRM properties no field writes"),
  unwritable: z
    .array(z.string())
    .describe("Mapped properties the CRM lacks or does not let be written; a push waits for a fix"),
});

export const MappingInput = z.strictObject({ mapping: Mapping });

export const PushInput = z.union([
  z.strictObject({
    listId: z.string().min(1).max(100),
    connectionId: z.string().min(1).max(100),
  }),
  z.strictObject({
    campaignId: z.string().min(1).max(100),
    connectionId: z.string().min(1).max(100),
  }),
]);
export type PushInput = z.infer<typeof PushInput>;

export const PushCounts = z.strictObject({
  pending: z.int(),
  created: z.int(),
  updated: z.int(),
  unchanged: z.int(),
  skipped: z.int(),
  failed: z.int(),
});

export const CrmPush = z.strictObject({
  id: z.string(),
  connectionId: z.string(),
  listId: z.string().nullable(),
  campaignId: z.string().nullable(),
  status: z.enum(["queued", "running", "done", "failed"]),
  total: z.int(),
  counts: PushCounts,
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type CrmPush = z.infer<typeof CrmPush>;

export const PushRow = z.strictObject({
  position: z.int(),
  profileId: z.string(),
  email: z.string().nullable(),
  outcome: z.enum(["pending", "created", "updated", "unchanged", "skipped", "failed"]),
  reason: z.string().nullable().describe("Why a row was skipped, or the CRM's message"),
  recordId: z.string().nullable(),
  recordUrl: z.string().nullable().describe("Where the record opens in the CRM"),
});

export const PushRowsQuery = z.strictObject({
  cursor: CursorParam,
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
export type PushRowsQuery = z.input<typeof PushRowsQuery>;

export const PushRowsPage = cursorPage(PushRow);
export type PushRowsPage = z.infer<typeof PushRowsPage>;

export const CampaignCrm = z.strictObject({
  connectionId: z.string().min(1).max(100).nullable().describe("The CRM connection"),
  enabled: z.boolean().describe("Push every lead the campaign delivers from now on"),
});
export type CampaignCrm = z.infer<typeof CampaignCrm>;

/** A connection's pull into the "already in my CRM" index, and what the index holds for it. */
export const CrmPull = z.strictObject({
  connectionId: z.string(),
  status: z
    .enum(["never", "queued", "running", "done", "failed"])
    .describe("never: not pulled yet; failed: the CRM refused the token (see `error`)"),
  contacts: z.int().describe("CRM contacts in the index for this connection"),
  emails: z.int().describe("Of them, those with an e-mail address"),
  domains: z.int().describe("Distinct company domains among them"),
  read: z.int().describe("Records read by the pull under way, or by the last one"),
  mark: z
    .string()
    .nullable()
    .describe("Every record modified before this is in the index; the next pull reads from it"),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable().describe("When a pull last finished"),
  error: z.string().nullable().describe("The last pull's error, in the CRM's words"),
});
export type CrmPull = z.infer<typeof CrmPull>;

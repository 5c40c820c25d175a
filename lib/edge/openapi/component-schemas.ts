import { z } from "zod";
import { COUNTERS, ROLES } from "@/db/schema";
import { UnreadableReport } from "@/lib/core/csv/schema";
import { cursorPage } from "@/lib/core/paging/page";
import { FilterCatalogue } from "@/lib/engines/audience";
import { AuditEventPage } from "@/lib/features/audit/schema";
import { LeadPage } from "@/lib/features/campaigns/leads";
import {
  Campaign,
  CampaignInput,
  CampaignPatch,
  CampaignView,
  Checklist,
} from "@/lib/features/campaigns/schema";
import { CampaignTemplate } from "@/lib/features/campaigns/templates";
import { ChangesPage } from "@/lib/features/changes/feed";
import { ReverifyAccepted, ReverifyInput } from "@/lib/features/changes/reverify";
import { WatchInput, WatchState } from "@/lib/features/changes/watches";
import {
  CompanyListReport,
  CompanyListsAnswer,
  CompanyListUploadReport,
} from "@/lib/features/company-lists/schema";
import { ContactImportReport } from "@/lib/features/contact-imports/schema";
import {
  CampaignCrm,
  ConnectionInput,
  ConnectionTest,
  CrmConnection,
  CrmPull,
  CrmPush,
  MappingInput,
  MappingView,
  PushInput,
  PushRowsPage,
} from "@/lib/features/crm/schema";
import {
  DncChange,
  DncEntries,
  DncImportReport,
  DncPage,
} from "@/lib/features/do-not-contact/schema";
import {
  FileJobAccepted,
  FileJobCompleted,
  FileJobProgress,
  FilePreview,
  ResumeRequest,
} from "@/lib/features/enrichment/file-job-schema";
import {
  Accepted,
  BulkRequest,
  DetailsRequest,
  EnrichmentResult,
  EnrichRequest,
  ProfileInput,
} from "@/lib/features/enrichment/schemas";
import { Estimate, EstimateRequest } from "@/lib/features/estimate/schema";
import { ListPage } from "@/lib/features/lists/items";
import { ListSummary } from "@/lib/features/lists/lists";
import { SearchRequest, SearchResult } from "@/lib/features/search/schema";
import {
  EndpointDeliveryPage,
  EndpointSecret,
  EndpointTestResult,
  ReplayInput,
  ReplayResult,
  RotateSecretInput,
  WebhookEndpoint,
  WebhookEndpointInput,
  WebhookEndpointList,
  WebhookEndpointPatch,
  WebhookEndpointWithSecret,
} from "@/lib/features/webhook-endpoints/schema";
import { DeliveryBody, Organization, Profile } from "@/lib/model/profiles/profile-schema";
import { TimeZone } from "@/lib/model/targeting/delivery-schema";
import { Targeting } from "@/lib/model/targeting/schema";

/*
 * The document's components.schemas: the zod schemas the routes parse requests with and infer
 * their answers from, each under its name.
 */

export type JsonSchema = Record<string, unknown>;

const CounterName = z.enum(COUNTERS);

const Problem = z
  .looseObject({
    type: z.string(),
    title: z.string(),
    status: z.int(),
    detail: z.string(),
    message: z.string().describe("Equals `detail`."),
    code: z
      .string()
      .describe(
        "invalid_request, unauthorized, forbidden, insufficient_role, insufficient_scope, out_of_credits, daily_limit_reached, member_limit_reached, not_found, conflict, invalid_batch, checklist_failed, unreadable_rows, rate_limited",
      ),
    traceId: z
      .string()
      .optional()
      .describe(
        "This request's log id (its X-Request-Id header), to quote to support. Not an enrichment's `requestId`.",
      ),
    errors: z.array(z.strictObject({ path: z.string(), message: z.string() })).optional(),
    counter: CounterName.optional().describe("402: the first counter named"),
    counters: z
      .array(CounterName)
      .optional()
      .describe("402: every counter that cannot pay, out-of-credits ones first"),
    refusals: z
      .array(
        z.strictObject({
          counter: CounterName,
          reason: z.enum(["out_of_credits", "daily_limit_reached"]),
        }),
      )
      .optional()
      .describe("402: why each counter cannot pay"),
    resetsAt: z.string().optional(),
    campaignStatus: z.string().optional().describe("conflict on a campaign: its status now"),
    jobStatus: z.string().optional().describe("conflict on an enrichment job: its status now"),
    checklist: Checklist.shape.items
      .optional()
      .describe("checklist_failed: the items that do not hold"),
    goodRows: UnreadableReport.shape.goodRows.optional(),
    unreadable: UnreadableReport.shape.unreadable
      .optional()
      .describe("unreadable_rows: the rows of the file that cannot be read, by line, with why"),
    unreadableCount: UnreadableReport.shape.unreadableCount.optional(),
    role: z.enum(ROLES).optional().describe("insufficient_role: the least role that may do this"),
    permission: z.string().optional().describe("insufficient_role: the permission the call needs"),
    scope: z.string().optional().describe("insufficient_scope: the scope the API key lacks"),
  })
  .describe("RFC 9457 problem details (Content-Type: application/problem+json).");

const CounterState = z.strictObject({
  used: z.int(),
  limit: z.int(),
  remaining: z.int(),
  credits: z.int(),
  resetsAt: z.string().describe("Next 00:00 UTC."),
});
const ProviderUsage = z.strictObject({
  provider: z.string().describe("The provider's id (`pdl`, `hunter-finder`, …)."),
  label: z.string(),
  listedBy: z
    .enum(["account", "operator"])
    .nullable()
    .describe("Whose list asks it: the account's own, the operator's default, or none any more."),
  dailyBudget: z.int().nullable().describe("Calls a day at most; null: no budget."),
  budgetRemaining: z.int().nullable().describe("Calls left today under the budget."),
  asked: z.int(),
  found: z.int(),
  notFound: z.int(),
  errors: z.int(),
});
const Usage = z.strictObject({
  search: CounterState,
  api: CounterState,
  email: CounterState,
  mobile: CounterState,
  providers: z
    .array(ProviderUsage)
    .describe(
      "Today's (UTC) figures of each data provider the account's enrichments ask, in the order they are asked, then any asked earlier today but no longer listed. Asking a provider costs no allowance; only what is delivered does.",
    ),
});

/** Every request body's schema, by its name in components.schemas. */
export const REQUESTS = {
  ProfileInput,
  DetailsRequest,
  EnrichRequest,
  BulkRequest,
  SearchRequest,
  EstimateRequest,
  Targeting,
  CampaignInput,
  CampaignPatch,
  DncEntries,
  ResumeRequest,
  TimeZone,
  WebhookEndpointInput,
  WebhookEndpointPatch,
  RotateSecretInput,
  ReplayInput,
  CrmConnectionInput: ConnectionInput,
  CrmMappingInput: MappingInput,
  CrmPushInput: PushInput,
  CampaignCrm,
  ReverifyInput,
};
/** Every JSON answer's schema, by its name in components.schemas. */ export const RESPONSES = {
  Accepted,
  EnrichmentResult,
  Profile,
  Organization,
  DeliveryBody,
  Problem,
  Usage,
  SearchResult,
  Estimate,
  FilterCatalogue,
  Templates: z.strictObject({ data: z.array(CampaignTemplate) }),
  Campaign,
  CampaignView,
  CampaignPage: cursorPage(CampaignView),
  Checklist,
  LeadPage,
  Lists: z.strictObject({ data: z.array(ListSummary) }),
  ListPage,
  ChangesPage,
  WatchInput,
  WatchState,
  ReverifyAccepted,
  DncPage,
  DncChange,
  DncImportReport,
  CompanyLists: CompanyListsAnswer,
  CompanyListReport,
  CompanyListUploadReport,
  CompanyListDeleted: z.strictObject({ id: z.string(), deleted: z.literal(true) }),
  ContactImportReport,
  AuditEventPage,
  FileJobAccepted,
  FileJobCompleted,
  FileJobProgress,
  FilePreview,
  TimeZone,
  WebhookEndpoint,
  WebhookEndpointWithSecret,
  WebhookEndpointList,
  WebhookEndpointDeleted: z.strictObject({ id: z.string(), deleted: z.literal(true) }),
  EndpointSecret,
  EndpointTestResult,
  EndpointDeliveryPage,
  ReplayResult,
  CrmConnections: z.strictObject({ data: z.array(CrmConnection) }),
  CrmConnection,
  CrmConnectionDeleted: z.strictObject({ id: z.string(), deleted: z.literal(true) }),
  CrmConnectionTest: ConnectionTest,
  CrmPull,
  CrmMapping: MappingView,
  CrmPush,
  CrmPushRows: PushRowsPage,
  CampaignCrm,
};
export type Ref = keyof typeof REQUESTS | keyof typeof RESPONSES;

/** The schemas as JSON Schema, each referring to the others by `#/components/schemas/<name>`. */
export function components(schemas: Record<string, z.ZodType>, io: "input" | "output") {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(schemas)) registry.add(schema, { id });
  const { schemas: out } = z.toJSONSchema(registry, {
    io,
    unrepresentable: "any",
    uri: (id) => `#/components/schemas/${id}`,
  });
  return Object.fromEntries(
    Object.entries(out).map(([id, schema]) => {
      const { $schema: _s, $id: _i, ...rest } = schema as JsonSchema;
      return [id, rest];
    }),
  );
}

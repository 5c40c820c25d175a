import { z } from "zod";
import { COUNTERS } from "@/db/schema";
import { cursorPage } from "@/lib/api/page";
import {
  PROBLEM_BASE,
  ruleType,
  SEMANTIC_RULES,
  type SemanticRule,
} from "@/lib/api/semantic-rules";
import { FilterCatalogue } from "@/lib/audience";
import { ListCampaignsQuery } from "@/lib/campaigns/campaigns";
import { LeadPage, LeadsQuery } from "@/lib/campaigns/leads";
import { Campaign, CampaignInput, CampaignPatch, Checklist } from "@/lib/campaigns/schema";
import { CampaignTemplate } from "@/lib/campaigns/templates";
import {
  CompanyListReport,
  CompanyListsAnswer,
  CompanyListUploadQuery,
} from "@/lib/company-lists/schema";
import { ContactImportQuery, ContactImportReport } from "@/lib/contact-imports/schema";
import {
  DncChange,
  DncEntries,
  DncImportReport,
  DncPage,
  DncQuery,
} from "@/lib/do-not-contact/schema";
import {
  Accepted,
  BulkRequest,
  DetailsRequest,
  EnrichmentResult,
  EnrichRequest,
  PollQuery,
  ProfileInput,
} from "@/lib/enrichment/schemas";
import { Estimate, EstimateRequest } from "@/lib/estimate/schema";
import { ExportQuery, ListItemsQuery, ListPage } from "@/lib/lists/items";
import { ListSummary } from "@/lib/lists/lists";
import { DeliveryBody, Organization, Profile } from "@/lib/profiles/profile-schema";
import { SearchRequest, SearchResult } from "@/lib/search/schema";
import { Targeting } from "@/lib/targeting/schema";

/*
 * The OpenAPI 3.1 document of /v1, served at /v1/openapi.json and rendered at /docs. Request
 * shapes come from the same zod schemas the route handlers parse with, so the document cannot
 * drift from what the API accepts; answer shapes are zod schemas too, the handlers' return types
 * are inferred from them, and lib/openapi/contract.test.ts holds real answers to the document.
 */

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
        "invalid_request, unauthorized, out_of_credits, daily_limit_reached, not_found, conflict, invalid_batch, checklist_failed, rate_limited",
      ),
    requestId: z.string().optional(),
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
    checklist: Checklist.shape.items
      .optional()
      .describe("checklist_failed: the items that do not hold"),
  })
  .describe("RFC 9457 problem details (Content-Type: application/problem+json).");

const CounterState = z.strictObject({
  used: z.int(),
  limit: z.int(),
  remaining: z.int(),
  credits: z.int(),
  resetsAt: z.string().describe("Next 00:00 UTC."),
});
const Usage = z.strictObject({
  search: CounterState,
  api: CounterState,
  email: CounterState,
  mobile: CounterState,
});

const REQUESTS = {
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
};
/** Every JSON answer's schema, by its name in components.schemas. */
const RESPONSES = {
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
  CampaignPage: cursorPage(Campaign),
  Checklist,
  LeadPage,
  Lists: z.strictObject({ data: z.array(ListSummary) }),
  ListPage,
  DncPage,
  DncChange,
  DncImportReport,
  CompanyLists: CompanyListsAnswer,
  CompanyListReport,
  CompanyListDeleted: z.strictObject({ id: z.string(), deleted: z.literal(true) }),
  ContactImportReport,
};

type JsonSchema = Record<string, unknown>;

function components(schemas: Record<string, z.ZodType>, io: "input" | "output") {
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

type Ref = keyof typeof REQUESTS | keyof typeof RESPONSES;
const ref = (id: Ref) => ({
  $ref: `#/components/schemas/${id}`,
});
const json = (schema: JsonSchema) => ({ content: { "application/json": { schema } } });
const problem = (description: string) => ({
  description,
  content: { "application/problem+json": { schema: ref("Problem") } },
});

const allowanceHeaders = (counters: string[]) =>
  Object.fromEntries(
    counters.map((c) => [
      `X-Allowance-${c[0]?.toUpperCase()}${c.slice(1)}`,
      {
        description: "used=U; limit=L; remaining=R; credits=C; reset=<ISO time>",
        schema: { type: "string" },
      },
    ]),
  );

const COMMON_ERRORS = {
  "400": problem("invalid_request: the body or query fails validation"),
  "401": problem("unauthorized: no or bad credentials"),
  "403": problem(
    "forbidden: a call made with the session cookie that changes state came from another origin or is not JSON",
  ),
  "413": problem("payload_too_large: the body is larger than 1 MB"),
  "429": problem(
    "rate_limited: too many requests per second for the key (never for polling GET /v1/contact/enrich)",
  ),
};
const PAYMENT = problem(
  'out_of_credits ("Out of credits …", buy credits) or daily_limit_reached ("Daily limit reached …", resets 00:00 UTC). The message names every counter that cannot pay, one sentence per rule, out of credits first (it gives the code when both apply); `counters` lists them, `refusals` says why each.',
);
const idempotencyKey = {
  name: "Idempotency-Key",
  in: "header",
  required: false,
  description:
    "The same key and body within 24 h answer the first answer again and consume nothing; another body under the key is a 409.",
  schema: { type: "string", pattern: "^[\\x21-\\x7e]{1,255}$" },
};

function submit(summary: string, description: string, body: JsonSchema, counters: string[]) {
  return {
    post: {
      tags: ["Contact"],
      summary,
      description,
      parameters: [idempotencyKey],
      requestBody: { required: true, ...json(body) },
      responses: {
        "202": {
          description: "Accepted; poll GET /v1/contact/enrich?id= or wait for the webhook.",
          headers: {
            ...allowanceHeaders(counters),
            "Idempotent-Replayed": {
              description:
                "`true` when this is the first answer given again for a reused Idempotency-Key (nothing was consumed).",
              schema: { type: "string", const: "true" },
            },
          },
          ...json(ref("Accepted")),
        },
        ...COMMON_ERRORS,
        "402": PAYMENT,
        "409": problem("conflict: Idempotency-Key reused with another body"),
      },
    },
  };
}

interface Operation {
  tags: string[];
  summary: string;
  /** The answer's status (200 unless said). */
  status?: "200" | "201";
  /** Headers of the answer. */
  headers?: Record<string, object>;
  /** What the path's `{id}` names. */
  id?: string;
  query?: z.ZodObject;
  body?: Ref;
  /** Error answers beyond the common ones (400, 401, 403, 413, 429). */
  errors?: Record<string, object>;
}

const idParam = (what: string) => ({
  name: "id",
  in: "path",
  required: true,
  description: `The ${what}'s id`,
  schema: { type: "string" },
});

/** A query parameter's description, with its range and default (what /docs shows). */
function describeParam(s: JsonSchema): string {
  const parts = [typeof s.description === "string" ? s.description : undefined];
  if (Array.isArray(s.enum)) parts.push(`one of ${s.enum.join(", ")}`);
  if (s.minimum !== undefined && s.maximum !== undefined) {
    parts.push(
      `${s.type === "integer" ? "an integer" : "a number"} from ${s.minimum} to ${s.maximum}`,
    );
  }
  if (s.default !== undefined) parts.push(`default ${String(s.default)}`);
  const text = parts.filter(Boolean).join("; ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Query parameters from a route's zod query schema. */
function queryParams(schema: z.ZodObject) {
  const out = z.toJSONSchema(schema, { io: "input" }) as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  return Object.entries(out.properties ?? {}).map(([name, s]) => ({
    name,
    in: "query",
    required: out.required?.includes(name) ?? false,
    description: describeParam(s),
    schema: s,
  }));
}

/** An operation answering the JSON schema `answer`. */
function operation(answer: Ref, o: Operation) {
  const parameters = [...(o.id ? [idParam(o.id)] : []), ...(o.query ? queryParams(o.query) : [])];
  return {
    tags: o.tags,
    summary: o.summary,
    ...(parameters.length ? { parameters } : {}),
    ...(o.body ? { requestBody: { required: true, ...json(ref(o.body)) } } : {}),
    responses: {
      [o.status ?? "200"]: {
        description: o.status === "201" ? "Created" : "OK",
        ...(o.headers ? { headers: o.headers } : {}),
        ...json(ref(answer)),
      },
      ...COMMON_ERRORS,
      ...o.errors,
    },
  };
}

const notFound = (what: string) => ({
  "404": problem(`not_found: no ${what} of this account has that id`),
});
const WRONG_STATE = problem("conflict: the campaign's status does not allow this (campaignStatus)");
const CHECKLIST_FAILED = problem(
  "checklist_failed: the Launch Checklist does not hold (checklist)",
);

let cached: object | undefined;

export function openApiDocument(): object {
  cached ??= finish(build());
  return cached;
}

type RawDocument = ReturnType<typeof build>;

function build() {
  const campaigns = ["Campaigns"];
  const lists = ["Lists"];
  const campaignAction = (summary: string, errors: Record<string, object> = {}) => ({
    post: operation("Campaign", {
      tags: campaigns,
      summary,
      id: "campaign",
      errors: { ...notFound("campaign"), "409": WRONG_STATE, ...errors },
    }),
  });
  return {
    openapi: "3.1.0",
    info: {
      title: "Leadwise API",
      version: "1",
      license: { name: "Proprietary", url: "https://leadwise.dev/terms" },
      contact: {
        name: "Leadwise support",
        email: "support@leadwise.dev",
        url: "https://leadwise.dev",
      },
      description:
        "Contact search, enrichment (polling or signed webhooks) and lead campaigns. Every /v1 route accepts `Authorization: Bearer <api key>`, `X-Api-Key`, or the app's session cookie. Errors are RFC 9457 problem+json; a 400 whose body passes these schemas names the rule it breaks in its `type`. Each API key has a token bucket, reported by the `RateLimit-Policy` and `RateLimit` headers; polling GET /v1/contact/enrich never draws from it.",
    },
    servers: [{ url: "/" }],
    security: [{ bearer: [] }, { apiKey: [] }, { session: [] }],
    tags: [
      { name: "Contact", description: "Search and enrichment" },
      {
        name: "Campaigns",
        description:
          "Lead campaigns as the wizard builds them: filters, Live Estimate, Quick Start templates, Launch Checklist and the campaign's life",
      },
      { name: "Lists", description: "Where campaigns save their leads" },
      {
        name: "Do-not-contact",
        description: "People the account never wants delivered: e-mail addresses and domains",
      },
      {
        name: "Own contacts",
        description:
          "People the account imports itself (CSV with column mapping): seen, counted, searched, enriched and delivered for that account alone",
      },
      {
        name: "Company lists",
        description:
          "Saved lists of target accounts (companies), uploaded as CSV and used in targeting as `companyLists`",
      },
      { name: "Account", description: "The account's daily allowances and credits" },
    ],
    paths: {
      "/v1/contact/search": {
        post: operation("SearchResult", {
          tags: ["Contact"],
          summary: "Search profiles (search 1 per call)",
          body: "SearchRequest",
          headers: allowanceHeaders(["search"]),
          errors: { "402": PAYMENT },
        }),
      },
      "/v1/contact/details": submit(
        "Look up a profile (api 1)",
        "Resolves one person and answers the profile without e-mail and mobile.",
        ref("DetailsRequest"),
        ["api"],
      ),
      "/v1/contact/enrich": {
        ...submit(
          "Enrich a profile (api 1; email/mobile 1 per address/number delivered)",
          "Resolves one person and answers the profile with the requested contacts. A contact whose counter cannot pay is left out and listed in `missing`; asking for a contact whose counter is at zero is refused up front with 402.",
          ref("EnrichRequest"),
          ["api", "email", "mobile"],
        ),
        get: {
          tags: ["Contact"],
          summary: "Poll an enrichment result (free, unlimited)",
          description:
            "Free and unlimited: consumes no allowance and is never rate-limited, so it has no 402 and no 429. Poll as often as you like; its RateLimit fields report the key's bucket without drawing from it.",
          parameters: queryParams(PollQuery),
          responses: {
            "200": {
              description: "The request's state and, once done, its result",
              ...json(ref("EnrichmentResult")),
            },
            "400": COMMON_ERRORS["400"],
            "401": COMMON_ERRORS["401"],
            "404": problem("not_found: unknown id, or another account's"),
          },
        },
      },
      "/v1/contact/bulk": {
        post: {
          ...submit(
            "Enrich 1 to 10 profiles (api = number of profiles)",
            "Like /enrich for a batch. An empty batch or one over 10 entries is refused with 422, never truncated, and consumes nothing.",
            ref("BulkRequest"),
            ["api", "email", "mobile"],
          ).post,
          responses: {
            ...submit("", "", {}, ["api", "email", "mobile"]).post.responses,
            "422": problem("invalid_batch: profiles is empty or has more than 10 entries"),
          },
        },
      },
      "/v1/estimate": {
        post: operation("Estimate", {
          tags: campaigns,
          summary: "Live Estimate of an audience (free)",
          body: "EstimateRequest",
        }),
      },
      "/v1/filters": {
        get: operation("FilterCatalogue", {
          tags: campaigns,
          summary:
            "The filter catalogue: every filter, and the values in the data with their counts",
        }),
      },
      "/v1/campaigns/templates": {
        get: operation("Templates", { tags: campaigns, summary: "Quick Start templates" }),
      },
      "/v1/campaigns": {
        get: operation("CampaignPage", {
          tags: campaigns,
          summary: "List campaigns, newest first",
          query: ListCampaignsQuery,
        }),
        post: operation("Campaign", {
          tags: campaigns,
          summary: "Create a campaign (draft)",
          status: "201",
          headers: {
            Location: {
              description: "/v1/campaigns/{id}",
              required: true,
              schema: { type: "string" },
            },
          },
          body: "CampaignInput",
        }),
      },
      "/v1/campaigns/{id}": {
        get: operation("Campaign", {
          tags: campaigns,
          summary: "A campaign",
          id: "campaign",
          errors: notFound("campaign"),
        }),
        patch: operation("Campaign", {
          tags: campaigns,
          summary: "Update a draft or paused campaign",
          id: "campaign",
          body: "CampaignPatch",
          errors: { ...notFound("campaign"), "409": WRONG_STATE },
        }),
      },
      "/v1/campaigns/{id}/checklist": {
        get: operation("Checklist", {
          tags: campaigns,
          summary: "Launch Checklist",
          id: "campaign",
          errors: notFound("campaign"),
        }),
      },
      "/v1/campaigns/{id}/launch": campaignAction("Launch (draft → active)", {
        "422": CHECKLIST_FAILED,
      }),
      "/v1/campaigns/{id}/pause": campaignAction("Pause (active → paused)"),
      "/v1/campaigns/{id}/resume": campaignAction("Resume (paused → active)", {
        "422": CHECKLIST_FAILED,
      }),
      "/v1/campaigns/{id}/archive": campaignAction("Archive"),
      "/v1/campaigns/{id}/reset": campaignAction(
        "Reset a draft: clears filters, delivery, save-to-list and notifications; keeps the name",
      ),
      "/v1/campaigns/{id}/duplicate": {
        post: operation("Campaign", {
          tags: campaigns,
          summary:
            'Duplicate a campaign as a new draft named "… (copy)" (targeting, delivery, save-to-list and notifications; any status)',
          id: "campaign",
          status: "201",
          headers: {
            Location: {
              description: "/v1/campaigns/{id} of the copy",
              required: true,
              schema: { type: "string" },
            },
          },
          errors: notFound("campaign"),
        }),
      },
      "/v1/campaigns/{id}/leads": {
        get: operation("LeadPage", {
          tags: campaigns,
          summary: "Delivered leads, newest first",
          id: "campaign",
          query: LeadsQuery,
          errors: notFound("campaign"),
        }),
      },
      "/v1/lists": {
        get: operation("Lists", { tags: lists, summary: "The account's lists, by name" }),
      },
      "/v1/lists/{id}": {
        get: operation("ListPage", {
          tags: lists,
          summary:
            "A list and one page of its leads, newest first; `q` searches name, title, company and place",
          id: "list",
          query: ListItemsQuery,
          errors: notFound("list"),
        }),
      },
      "/v1/lists/{id}/export": {
        get: {
          tags: lists,
          summary:
            "The list as CSV (UTF-8 with a BOM) or XLSX (text cells): one row per lead, in the columns of a preset",
          parameters: [idParam("list"), ...queryParams(ExportQuery)],
          responses: {
            "200": {
              description:
                "One row per lead. CSV cells that would start a formula get a leading ', except phone numbers, which are sent as they are; XLSX cells are all typed text.",
              headers: {
                "Content-Disposition": {
                  description: 'attachment; filename="<list name>[ (CRM)].csv|xlsx"',
                  required: true,
                  schema: { type: "string" },
                },
              },
              content: {
                "text/csv": { schema: { type: "string" } },
                "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": {
                  schema: { type: "string", contentEncoding: "binary" },
                },
              },
            },
            ...COMMON_ERRORS,
            ...notFound("list"),
          },
        },
      },
      "/v1/suppressions": {
        get: operation("DncPage", {
          tags: ["Do-not-contact"],
          summary: "The account's do-not-contact list (e-mail addresses and domains), newest first",
          query: DncQuery,
        }),
        post: operation("DncChange", {
          tags: ["Do-not-contact"],
          summary:
            "Adds entries: campaigns and enrichment never deliver nor charge a person whose address, address domain or company domain is listed (results and webhooks name them in `withheld`)",
          body: "DncEntries",
        }),
        delete: operation("DncChange", {
          tags: ["Do-not-contact"],
          summary: "Removes entries (those not listed are ignored)",
          body: "DncEntries",
        }),
      },
      "/v1/suppressions/import": {
        post: {
          tags: ["Do-not-contact"],
          summary:
            "Adds a CSV (body, text/csv, UTF-8, up to 10 MB and 100,000 rows): a header naming an `email` and/or `domain` column, or one column without header. Invalid rows are reported, the rest added; a file that cannot be read changes nothing.",
          requestBody: {
            required: true,
            content: { "text/csv": { schema: { type: "string" } } },
          },
          responses: {
            "200": { description: "OK", ...json(ref("DncImportReport")) },
            ...COMMON_ERRORS,
          },
        },
      },
      "/v1/contact/import": {
        post: {
          tags: ["Own contacts"],
          summary:
            "Imports the account's own contacts from a CSV (body, text/csv, UTF-8, a header row, up to 10 MB and 100,000 rows). The query maps fields to column headers (`email=E-mail&fn=First%20Name`…); without one, the mapping is suggested from the header names (First Name, Last Name, E-mail, Phone, Company, Job Title, Country…). Every row needs an e-mail address or a phone number with its country code. Rows that cannot be imported are reported by their row number; the rest are saved. The people belong to the importing account alone: they join its estimate, search, enrichment and campaigns, and no other account's. The same person imported again (same e-mail, else phone) is updated, not added twice, so repeating an import is safe. A file that cannot be read, or a mapping without an e-mail or phone column, changes nothing.",
          parameters: queryParams(ContactImportQuery),
          requestBody: {
            required: true,
            content: { "text/csv": { schema: { type: "string" } } },
          },
          responses: {
            "200": { description: "OK", ...json(ref("ContactImportReport")) },
            ...COMMON_ERRORS,
          },
        },
      },
      "/v1/company-lists": {
        get: operation("CompanyLists", {
          tags: ["Company lists"],
          summary: "The account's company lists, newest first, with their match rates",
        }),
        post: {
          tags: ["Company lists"],
          summary:
            "Saves a CSV (body, text/csv, UTF-8, up to 2 MB and 10,000 rows) of company domains and/or names as a new list: a header naming a `domain` (or `website`) and/or a `name` (or `company`) column, or one column without header. Each row matches a company by its domain first, then by its name (case, punctuation and legal forms such as Inc or GmbH ignored). The answer gives the match rate and the unmatched rows. A file that cannot be read (no such column, too large, not UTF-8, a cell a spreadsheet would run as a formula) is refused and nothing is saved.",
          parameters: queryParams(CompanyListUploadQuery),
          requestBody: {
            required: true,
            content: { "text/csv": { schema: { type: "string" } } },
          },
          responses: {
            "200": { description: "OK", ...json(ref("CompanyListReport")) },
            ...COMMON_ERRORS,
          },
        },
      },
      "/v1/company-lists/{id}": {
        get: operation("CompanyListReport", {
          tags: ["Company lists"],
          summary: "A company list: its match rate, the people it reaches and its unmatched rows",
          id: "company list",
          errors: notFound("company list"),
        }),
        delete: operation("CompanyListDeleted", {
          tags: ["Company lists"],
          summary: "Deletes a company list (409 while a draft, active or paused campaign uses it)",
          id: "company list",
          errors: {
            ...notFound("company list"),
            "409": problem("conflict: campaigns that may still deliver target with the list"),
          },
        }),
      },
      "/v1/usage": {
        get: operation("Usage", { tags: ["Account"], summary: "The four counters" }),
      },
    },
    webhooks: {
      enrichmentResult: {
        post: {
          operationId: "receiveEnrichmentResult",
          summary: "A finished request's (or a campaign's) result, POSTed to your webhookUrl",
          description:
            "Signed per Standard Webhooks with your account's secret (Settings → Webhooks). Answer 2xx within 10 s; anything else is retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h (with jitter), with the same webhook-id. 410 Gone stops deliveries to that URL for that request.",
          parameters: ["webhook-id", "webhook-timestamp", "webhook-signature"].map((name) => ({
            name,
            in: "header",
            required: true,
            schema: { type: "string" },
          })),
          requestBody: { required: true, ...json(ref("DeliveryBody")) },
          responses: { "200": { description: "Received" } },
        },
      },
    },
    components: {
      securitySchemes: {
        bearer: { type: "http", scheme: "bearer", description: "An API key (Settings → API keys)" },
        apiKey: { type: "apiKey", in: "header", name: "X-Api-Key" },
        session: { type: "apiKey", in: "cookie", name: "next-auth.session-token" },
      },
      schemas: { ...components(REQUESTS, "input"), ...components(RESPONSES, "output") },
    },
  };
}

/** Each operation's id, and the semantic rules (lib/api/semantic-rules.ts) its input can break. */
const TARGETING_RULES: SemanticRule[] = [
  "unknown-filter-value",
  "range-order",
  "unknown-company-list",
];
const DELIVERY_RULES: SemanticRule[] = ["window-order", "date-order", "unknown-time-zone"];
const WEBHOOK_RULES: SemanticRule[] = ["webhook-target", "webhook-conflict"];
const CAMPAIGN_RULES = [...TARGETING_RULES, ...DELIVERY_RULES, "unknown-list" as const];
const OPERATIONS: Record<string, { operationId: string; rules?: SemanticRule[] }> = {
  "post /v1/contact/search": {
    operationId: "searchContacts",
    rules: [...TARGETING_RULES, "unknown-cursor"],
  },
  "post /v1/contact/details": { operationId: "lookUpContact", rules: WEBHOOK_RULES },
  "post /v1/contact/enrich": { operationId: "enrichContact", rules: WEBHOOK_RULES },
  "get /v1/contact/enrich": { operationId: "getEnrichmentResult" },
  "post /v1/contact/bulk": { operationId: "enrichContacts", rules: WEBHOOK_RULES },
  "post /v1/estimate": {
    operationId: "estimateAudience",
    rules: [...TARGETING_RULES, ...DELIVERY_RULES],
  },
  "get /v1/filters": { operationId: "listFilters" },
  "get /v1/campaigns/templates": { operationId: "listCampaignTemplates" },
  "get /v1/campaigns": { operationId: "listCampaigns", rules: ["unknown-cursor"] },
  "post /v1/campaigns": { operationId: "createCampaign", rules: CAMPAIGN_RULES },
  "get /v1/campaigns/{id}": { operationId: "getCampaign" },
  "patch /v1/campaigns/{id}": { operationId: "updateCampaign", rules: CAMPAIGN_RULES },
  "get /v1/campaigns/{id}/checklist": { operationId: "getCampaignChecklist" },
  "post /v1/campaigns/{id}/launch": { operationId: "launchCampaign" },
  "post /v1/campaigns/{id}/pause": { operationId: "pauseCampaign" },
  "post /v1/campaigns/{id}/resume": { operationId: "resumeCampaign" },
  "post /v1/campaigns/{id}/archive": { operationId: "archiveCampaign" },
  "post /v1/campaigns/{id}/reset": { operationId: "resetCampaign" },
  "post /v1/campaigns/{id}/duplicate": { operationId: "duplicateCampaign" },
  "get /v1/campaigns/{id}/leads": { operationId: "listCampaignLeads", rules: ["unknown-cursor"] },
  "get /v1/lists": { operationId: "listLists" },
  "get /v1/lists/{id}": { operationId: "getList", rules: ["unknown-cursor"] },
  "get /v1/lists/{id}/export": { operationId: "exportList" },
  "get /v1/suppressions": { operationId: "listDoNotContact" },
  "post /v1/suppressions": { operationId: "addDoNotContact", rules: ["invalid-contact-entry"] },
  "delete /v1/suppressions": {
    operationId: "removeDoNotContact",
    rules: ["invalid-contact-entry"],
  },
  "post /v1/suppressions/import": { operationId: "importDoNotContact" },
  "post /v1/contact/import": { operationId: "importContacts" },
  "get /v1/company-lists": { operationId: "listCompanyLists" },
  "post /v1/company-lists": { operationId: "uploadCompanyList" },
  "get /v1/company-lists/{id}": { operationId: "getCompanyList" },
  "delete /v1/company-lists/{id}": { operationId: "deleteCompanyList" },
  "get /v1/usage": { operationId: "getUsage" },
};

const header = (
  description: string,
  required: boolean,
  schema: JsonSchema = { type: "string" },
) => ({
  description,
  required,
  schema,
});
const REQUEST_ID = header(
  "The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `requestId` in problems.",
  true,
);
const RATE_LIMIT = {
  "RateLimit-Policy": header(
    'IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key\'s token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it.',
    false,
  ),
  RateLimit: header(
    '`"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key.',
    false,
  ),
};

/** The 400 of an operation: its problem `type` is invalid-request or one of its semantic rules. */
function badRequest(rules: SemanticRule[]) {
  const types = [`${PROBLEM_BASE}invalid-request`, ...rules.map(ruleType)];
  const listed = rules.map((r) => `\n- \`${ruleType(r)}\`: ${SEMANTIC_RULES[r]}`).join("");
  return {
    description: rules.length
      ? `invalid_request. The body or query fails this document's schemas (type \`${PROBLEM_BASE}invalid-request\`), or, when it passes them, breaks one of these rules, which its \`type\` names:${listed}`
      : "invalid_request: the body or query fails this document's schemas",
    content: {
      "application/problem+json": {
        schema: { allOf: [ref("Problem"), { properties: { type: { enum: types } } }] },
      },
    },
  };
}

/**
 * What every operation shares, added in one place so no answer lacks it: its operationId, its
 * 400 with the semantic rules it can break, and the headers every answer carries (X-Request-Id;
 * WWW-Authenticate on 401; Retry-After and the RateLimit fields on 429; the RateLimit fields and
 * the route's X-Allowance headers on every answer after authentication).
 */
function finish(doc: RawDocument) {
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods as Record<string, OperationObject>)) {
      const known = OPERATIONS[`${method} ${path}`];
      if (!known) throw new Error(`no operationId for ${method} ${path}`);
      op.operationId = known.operationId;
      op.responses["400"] = badRequest(known.rules ?? []);
      const success = Object.entries(op.responses).find(([status]) => status.startsWith("2"))?.[1];
      const allowance = Object.fromEntries(
        Object.entries(success?.headers ?? {}).filter(([name]) => name.startsWith("X-Allowance-")),
      );
      for (const [status, response] of Object.entries(op.responses)) {
        const own = response.headers ?? {};
        response.headers =
          status === "401"
            ? {
                "WWW-Authenticate": header(
                  'RFC 6750: `Bearer realm="leadwise"`, with `error="invalid_token"` when the key is unknown or revoked.',
                  true,
                ),
                "X-Request-Id": REQUEST_ID,
              }
            : status === "429"
              ? {
                  "Retry-After": header("Seconds until the key may send again.", true, {
                    type: "integer",
                    minimum: 1,
                  }),
                  "RateLimit-Policy": { ...RATE_LIMIT["RateLimit-Policy"], required: true },
                  RateLimit: { ...RATE_LIMIT.RateLimit, required: true },
                  "X-Request-Id": REQUEST_ID,
                }
              : { ...own, ...allowance, ...RATE_LIMIT, "X-Request-Id": REQUEST_ID };
      }
    }
  }
  return doc;
}

interface OperationObject {
  operationId?: string;
  responses: Record<string, { headers?: Record<string, unknown> } & Record<string, unknown>>;
}

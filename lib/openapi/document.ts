import { z } from "zod";
import { CampaignInput, CampaignPatch } from "@/lib/campaigns/schema";
import {
  Accepted,
  BulkRequest,
  DetailsRequest,
  EnrichmentResult,
  EnrichRequest,
  ProfileInput,
} from "@/lib/enrichment/schemas";
import { EstimateRequest } from "@/lib/estimate/schema";
import { DeliveryBody, Organization, Profile } from "@/lib/profiles/profile-schema";
import { SearchRequest } from "@/lib/search/schema";
import { Targeting } from "@/lib/targeting/schema";

/*
 * The OpenAPI 3.1 document of /v1, served at /v1/openapi.json and rendered at /docs. Request
 * and result shapes come from the same zod schemas the route handlers parse with, so the
 * document cannot drift from what the API accepts.
 */

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
    counter: z.enum(["search", "api", "email", "mobile"]).optional(),
    resetsAt: z.string().optional(),
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
};
const RESPONSES = {
  Accepted,
  EnrichmentResult,
  Profile,
  Organization,
  DeliveryBody,
  Problem,
  Usage,
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

const ref = (id: keyof typeof REQUESTS | keyof typeof RESPONSES) => ({
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
  "429": {
    ...problem("rate_limited: too many requests per second for the key"),
    headers: { "Retry-After": { schema: { type: "integer" } } },
  },
};
const PAYMENT = problem(
  'out_of_credits ("Out of credits …", buy credits) or daily_limit_reached ("Daily limit reached …", resets 00:00 UTC); the message names the counter',
);
const idempotencyKey = {
  name: "Idempotency-Key",
  in: "header",
  required: false,
  description:
    "The same key and body within 24 h answer the first answer again and consume nothing; another body under the key is a 409.",
  schema: { type: "string", minLength: 1, maxLength: 255 },
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
          headers: allowanceHeaders(counters),
          ...json(ref("Accepted")),
        },
        ...COMMON_ERRORS,
        "402": PAYMENT,
        "409": problem("conflict: Idempotency-Key reused with another body"),
      },
    },
  };
}

function simple(tag: string, summary: string, response: JsonSchema, extra: object = {}) {
  return {
    tags: [tag],
    summary,
    responses: { "200": { description: "OK", ...json(response) }, ...COMMON_ERRORS },
    ...extra,
  };
}

let cached: object | undefined;

export function openApiDocument(): object {
  cached ??= build();
  return cached;
}

function build(): object {
  const idParam = { name: "id", in: "path", required: true, schema: { type: "string" } };
  const campaignAction = (summary: string) => ({
    post: {
      ...simple("Campaigns", summary, { type: "object" }),
      parameters: [idParam],
    },
  });
  return {
    openapi: "3.1.0",
    info: {
      title: "Leadwise API",
      version: "1",
      description:
        "Contact search, enrichment (polling or signed webhooks) and lead campaigns. Every /v1 route accepts `Authorization: Bearer <api key>`, `X-Api-Key`, or the app's session cookie. Errors are RFC 9457 problem+json.",
    },
    servers: [{ url: "/" }],
    security: [{ bearer: [] }, { apiKey: [] }, { session: [] }],
    tags: [
      { name: "Contact", description: "Search and enrichment" },
      { name: "Campaigns" },
      { name: "Account" },
    ],
    paths: {
      "/v1/contact/search": {
        post: {
          ...simple("Contact", "Search profiles (search 1 per call)", { type: "object" }),
          requestBody: { required: true, ...json(ref("SearchRequest")) },
        },
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
          parameters: [
            { name: "id", in: "query", required: true, schema: { type: "string", maxLength: 100 } },
          ],
          responses: {
            "200": {
              description: "The request's state and, once done, its result",
              ...json(ref("EnrichmentResult")),
            },
            ...COMMON_ERRORS,
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
        post: {
          ...simple("Campaigns", "Live Estimate of an audience", { type: "object" }),
          requestBody: { required: true, ...json(ref("EstimateRequest")) },
        },
      },
      "/v1/filters": { get: simple("Campaigns", "The filter catalogue", { type: "object" }) },
      "/v1/campaigns/templates": {
        get: simple("Campaigns", "Quick Start templates", { type: "object" }),
      },
      "/v1/campaigns": {
        get: simple("Campaigns", "List campaigns", { type: "object" }),
        post: {
          ...simple("Campaigns", "Create a campaign (draft)", { type: "object" }),
          requestBody: { required: true, ...json(ref("CampaignInput")) },
        },
      },
      "/v1/campaigns/{id}": {
        get: { ...simple("Campaigns", "A campaign", { type: "object" }), parameters: [idParam] },
        patch: {
          ...simple("Campaigns", "Update a draft or paused campaign", { type: "object" }),
          parameters: [idParam],
          requestBody: { required: true, ...json(ref("CampaignPatch")) },
        },
      },
      "/v1/campaigns/{id}/checklist": {
        get: {
          ...simple("Campaigns", "Launch checklist", { type: "object" }),
          parameters: [idParam],
        },
      },
      "/v1/campaigns/{id}/launch": campaignAction("Launch (draft → active); 422 checklist_failed"),
      "/v1/campaigns/{id}/pause": campaignAction("Pause"),
      "/v1/campaigns/{id}/resume": campaignAction("Resume"),
      "/v1/campaigns/{id}/archive": campaignAction("Archive"),
      "/v1/campaigns/{id}/reset": campaignAction("Reset a draft"),
      "/v1/usage": { get: simple("Account", "The four counters", ref("Usage")) },
    },
    webhooks: {
      enrichmentResult: {
        post: {
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

import {
  PROBLEM_BASE,
  ruleType,
  SEMANTIC_RULES,
  type SemanticRule,
} from "@/lib/core/semantic-rules";
import { type Permission, roleNeeded } from "@/lib/features/accounts/permissions";
import { ref } from "./answers";
import type { JsonSchema } from "./component-schemas";

/** Each operation's id, and the semantic rules (lib/core/semantic-rules.ts) its input can break. */
const TARGETING_RULES: SemanticRule[] = [
  "unknown-filter-value",
  "range-order",
  "unknown-company-list",
];
const DELIVERY_RULES: SemanticRule[] = ["window-order", "date-order"];
const WEBHOOK_RULES: SemanticRule[] = ["webhook-target", "webhook-conflict"];
const CAMPAIGN_RULES = [...TARGETING_RULES, ...DELIVERY_RULES, "unknown-list" as const];
/**
 * Each operation's id, the permission its route declares (withApi's `permission`; the role
 * matrix test holds the two equal) and the semantic rules its input can break.
 */
const OPERATIONS: Record<
  string,
  { operationId: string; permission: Permission; rules?: SemanticRule[] }
> = {
  "post /v1/contact/search": {
    permission: "search",
    operationId: "searchContacts",
    rules: [...TARGETING_RULES, "unknown-cursor"],
  },
  "post /v1/contact/details": {
    permission: "enrich",
    operationId: "lookUpContact",
    rules: WEBHOOK_RULES,
  },
  "post /v1/contact/enrich": {
    permission: "enrich",
    operationId: "enrichContact",
    rules: WEBHOOK_RULES,
  },
  "get /v1/contact/enrich": { permission: "enrich", operationId: "getEnrichmentResult" },
  "post /v1/contact/bulk": {
    permission: "enrich",
    operationId: "enrichContacts",
    rules: WEBHOOK_RULES,
  },
  "post /v1/enrichment-jobs": {
    permission: "enrich",
    operationId: "createEnrichmentJob",
    rules: ["webhook-target"],
  },
  "post /v1/enrichment-jobs/preview": {
    permission: "enrich",
    operationId: "previewEnrichmentJob",
    rules: ["webhook-target"],
  },
  "get /v1/enrichment-jobs/{id}": { permission: "enrich", operationId: "getEnrichmentJob" },
  "post /v1/enrichment-jobs/{id}/cancel": {
    permission: "enrich",
    operationId: "cancelEnrichmentJob",
  },
  "post /v1/enrichment-jobs/{id}/resume": {
    permission: "enrich",
    operationId: "resumeEnrichmentJob",
  },
  "get /v1/enrichment-jobs/{id}/result": {
    permission: "lists:export",
    operationId: "getEnrichmentJobResult",
  },
  "post /v1/estimate": {
    permission: "estimate",
    operationId: "estimateAudience",
    rules: [...TARGETING_RULES, ...DELIVERY_RULES],
  },
  "get /v1/filters": { permission: "campaigns:read", operationId: "listFilters" },
  "get /v1/campaigns/templates": {
    permission: "campaigns:read",
    operationId: "listCampaignTemplates",
  },
  "get /v1/campaigns": {
    permission: "campaigns:read",
    operationId: "listCampaigns",
    rules: ["unknown-cursor"],
  },
  "post /v1/campaigns": {
    permission: "campaigns:write",
    operationId: "createCampaign",
    rules: CAMPAIGN_RULES,
  },
  "get /v1/campaigns/{id}": { permission: "campaigns:read", operationId: "getCampaign" },
  "patch /v1/campaigns/{id}": {
    permission: "campaigns:write",
    operationId: "updateCampaign",
    rules: CAMPAIGN_RULES,
  },
  "get /v1/campaigns/{id}/checklist": {
    permission: "campaigns:read",
    operationId: "getCampaignChecklist",
  },
  "post /v1/campaigns/{id}/launch": {
    permission: "campaigns:write",
    operationId: "launchCampaign",
  },
  "post /v1/campaigns/{id}/pause": { permission: "campaigns:write", operationId: "pauseCampaign" },
  "post /v1/campaigns/{id}/resume": {
    permission: "campaigns:write",
    operationId: "resumeCampaign",
  },
  "post /v1/campaigns/{id}/archive": {
    permission: "campaigns:write",
    operationId: "archiveCampaign",
  },
  "post /v1/campaigns/{id}/reset": { permission: "campaigns:write", operationId: "resetCampaign" },
  "post /v1/campaigns/{id}/duplicate": {
    permission: "campaigns:write",
    operationId: "duplicateCampaign",
  },
  "get /v1/campaigns/{id}/leads": {
    permission: "campaigns:read",
    operationId: "listCampaignLeads",
    rules: ["unknown-cursor"],
  },
  "get /v1/campaigns/{id}/leads/export": {
    permission: "lists:export",
    operationId: "exportCampaignLeads",
  },
  "get /v1/lists": { permission: "lists:read", operationId: "listLists" },
  "get /v1/lists/{id}": {
    permission: "lists:read",
    operationId: "getList",
    rules: ["unknown-cursor"],
  },
  "get /v1/lists/{id}/export": { permission: "lists:export", operationId: "exportList" },
  "get /v1/lists/{id}/changes": {
    permission: "lists:read",
    operationId: "listListChanges",
    rules: ["unknown-cursor"],
  },
  "get /v1/lists/{id}/watch": { permission: "lists:read", operationId: "getListWatch" },
  "put /v1/lists/{id}/watch": { permission: "lists:write", operationId: "watchList" },
  "delete /v1/lists/{id}/watch": { permission: "lists:write", operationId: "unwatchList" },
  "post /v1/lists/{id}/reverify": { permission: "lists:write", operationId: "reverifyList" },
  "get /v1/campaigns/{id}/changes": {
    permission: "campaigns:read",
    operationId: "listCampaignChanges",
    rules: ["unknown-cursor"],
  },
  "get /v1/campaigns/{id}/watch": { permission: "campaigns:read", operationId: "getCampaignWatch" },
  "put /v1/campaigns/{id}/watch": { permission: "campaigns:write", operationId: "watchCampaign" },
  "delete /v1/campaigns/{id}/watch": {
    permission: "campaigns:write",
    operationId: "unwatchCampaign",
  },
  "get /v1/suppressions": {
    permission: "suppressions",
    operationId: "listDoNotContact",
    rules: ["unknown-cursor"],
  },
  "post /v1/suppressions": { permission: "suppressions", operationId: "addDoNotContact" },
  "delete /v1/suppressions": { permission: "suppressions", operationId: "removeDoNotContact" },
  "post /v1/suppressions/import": { permission: "suppressions", operationId: "importDoNotContact" },
  "post /v1/contact/import": { permission: "lists:write", operationId: "importContacts" },
  "get /v1/company-lists": { permission: "lists:read", operationId: "listCompanyLists" },
  "post /v1/company-lists": { permission: "company-lists:write", operationId: "uploadCompanyList" },
  "get /v1/company-lists/{id}": { permission: "lists:read", operationId: "getCompanyList" },
  "delete /v1/company-lists/{id}": {
    permission: "company-lists:write",
    operationId: "deleteCompanyList",
  },
  "get /v1/usage": { permission: "usage:read", operationId: "getUsage" },
  "get /v1/audit-events": {
    permission: "admin",
    operationId: "listAuditEvents",
    rules: ["unknown-cursor"],
  },
  "get /v1/audit-events/export": { permission: "admin", operationId: "exportAuditEvents" },
  "get /v1/webhook-endpoints": { permission: "admin", operationId: "listWebhookEndpoints" },
  "post /v1/webhook-endpoints": {
    permission: "admin",
    operationId: "createWebhookEndpoint",
    rules: ["webhook-target", "unknown-event-subject"],
  },
  "get /v1/webhook-endpoints/{id}": { permission: "admin", operationId: "getWebhookEndpoint" },
  "patch /v1/webhook-endpoints/{id}": {
    permission: "admin",
    operationId: "updateWebhookEndpoint",
    rules: ["webhook-target", "unknown-event-subject"],
  },
  "delete /v1/webhook-endpoints/{id}": {
    permission: "admin",
    operationId: "deleteWebhookEndpoint",
  },
  "get /v1/webhook-endpoints/{id}/secret": {
    permission: "admin",
    operationId: "getWebhookEndpointSecret",
  },
  "post /v1/webhook-endpoints/{id}/rotate-secret": {
    permission: "admin",
    operationId: "rotateWebhookEndpointSecret",
  },
  "post /v1/webhook-endpoints/{id}/test": {
    permission: "admin",
    operationId: "testWebhookEndpoint",
  },
  "get /v1/webhook-endpoints/{id}/deliveries": {
    permission: "admin",
    operationId: "listWebhookEndpointDeliveries",
    rules: ["unknown-cursor"],
  },
  "post /v1/webhook-endpoints/{id}/replay": {
    permission: "admin",
    operationId: "replayWebhookEndpoint",
  },
  "get /v1/crm/connections": { permission: "lists:read", operationId: "listCrmConnections" },
  "post /v1/crm/connections": { permission: "admin", operationId: "createCrmConnection" },
  "get /v1/crm/connections/{id}": { permission: "lists:read", operationId: "getCrmConnection" },
  "delete /v1/crm/connections/{id}": { permission: "admin", operationId: "deleteCrmConnection" },
  "post /v1/crm/connections/{id}/test": { permission: "admin", operationId: "testCrmConnection" },
  "get /v1/crm/connections/{id}/pull": { permission: "lists:read", operationId: "getCrmPull" },
  "post /v1/crm/connections/{id}/pull": { permission: "admin", operationId: "refreshCrmPull" },
  "get /v1/crm/connections/{id}/mapping": {
    permission: "lists:read",
    operationId: "getCrmMapping",
  },
  "put /v1/crm/connections/{id}/mapping": { permission: "admin", operationId: "saveCrmMapping" },
  "post /v1/crm/pushes": { permission: "lists:export", operationId: "startCrmPush" },
  "get /v1/crm/pushes/{id}": { permission: "lists:read", operationId: "getCrmPush" },
  "get /v1/crm/pushes/{id}/rows": {
    permission: "lists:read",
    operationId: "listCrmPushRows",
    rules: ["unknown-cursor"],
  },
  "get /v1/campaigns/{id}/crm": { permission: "campaigns:read", operationId: "getCampaignCrm" },
  "put /v1/campaigns/{id}/crm": { permission: "admin", operationId: "setCampaignCrm" },
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
  "The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems.",
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

/** The headers of one answer: its own, or those every 401 and every 429 carries. */
function headersOf(status: string, own: Record<string, unknown>, allowance: object) {
  if (status === "401") {
    return {
      "WWW-Authenticate": header(
        'RFC 6750: `Bearer realm="leadwise"`, with `error="invalid_token"` when the key is unknown or revoked.',
        true,
      ),
      "X-Request-Id": REQUEST_ID,
    };
  }
  if (status === "429") {
    return {
      "Retry-After": header("Seconds until the key may send again.", true, {
        type: "integer",
        minimum: 1,
      }),
      "RateLimit-Policy": { ...RATE_LIMIT["RateLimit-Policy"], required: true },
      RateLimit: { ...RATE_LIMIT.RateLimit, required: true },
      "X-Request-Id": REQUEST_ID,
    };
  }
  return { ...own, ...allowance, ...RATE_LIMIT, "X-Request-Id": REQUEST_ID };
}

/**
 * What every operation shares, added in one place so no answer lacks it: its operationId, its
 * 400 with the semantic rules it can break, and the headers every answer carries (X-Request-Id;
 * WWW-Authenticate on 401; Retry-After and the RateLimit fields on 429; the RateLimit fields and
 * the route's X-Allowance headers on every answer after authentication).
 */
export function addCommonAnswers<D extends { paths: object }>(doc: D): D {
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods as Record<string, OperationObject>)) {
      const known = OPERATIONS[`${method} ${path}`];
      if (!known) throw new Error(`no operationId for ${method} ${path}`);
      op.operationId = known.operationId;
      op["x-permission"] = known.permission;
      op.responses["400"] = badRequest(known.rules ?? []);
      op.responses["403"] = forbidden(known.permission, "403" in op.responses);
      const success = Object.entries(op.responses).find(([status]) => status.startsWith("2"))?.[1];
      const allowance = Object.fromEntries(
        Object.entries(success?.headers ?? {}).filter(([name]) => name.startsWith("X-Allowance-")),
      );
      for (const [status, response] of Object.entries(op.responses)) {
        response.headers = headersOf(status, response.headers ?? {}, allowance);
      }
    }
  }
  return doc;
}

/**
 * The 403 of an operation: the role or key scope it needs (every operation), and the
 * cross-origin refusal of a session's state-changing call (those that change state).
 */
function forbidden(permission: Permission, crossOrigin: boolean) {
  const lines = [
    `insufficient_role: the signed-in member's role lacks \`${permission}\` (it needs ${roleNeeded(permission)} or above); \`role\` names the role needed`,
    `insufficient_scope: the API key does not carry the scope \`${permission}\`; \`scope\` names it`,
  ];
  if (crossOrigin) {
    lines.push(
      "forbidden: a call made with the session cookie that changes state came from another origin or is not JSON",
    );
  }
  return {
    description: lines.join(". "),
    content: { "application/problem+json": { schema: ref("Problem") } },
  };
}

interface OperationObject {
  "x-permission"?: string;
  operationId?: string;
  responses: Record<string, { headers?: Record<string, unknown> } & Record<string, unknown>>;
}

import {
  PROBLEM_BASE,
  ruleType,
  SEMANTIC_RULES,
  type SemanticRule,
} from "@/lib/core/semantic-rules";
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
  "get /v1/campaigns/{id}/leads/export": { operationId: "exportCampaignLeads" },
  "get /v1/lists": { operationId: "listLists" },
  "get /v1/lists/{id}": { operationId: "getList", rules: ["unknown-cursor"] },
  "get /v1/lists/{id}/export": { operationId: "exportList" },
  "get /v1/suppressions": { operationId: "listDoNotContact", rules: ["unknown-cursor"] },
  "post /v1/suppressions": { operationId: "addDoNotContact" },
  "delete /v1/suppressions": { operationId: "removeDoNotContact" },
  "post /v1/suppressions/import": { operationId: "importDoNotContact" },
  "post /v1/contact/import": { operationId: "importContacts" },
  "get /v1/company-lists": { operationId: "listCompanyLists" },
  "post /v1/company-lists": { operationId: "uploadCompanyList" },
  "get /v1/company-lists/{id}": { operationId: "getCompanyList" },
  "delete /v1/company-lists/{id}": { operationId: "deleteCompanyList" },
  "get /v1/usage": { operationId: "getUsage" },
  "get /v1/crm/connections": { operationId: "listCrmConnections" },
  "post /v1/crm/connections": { operationId: "createCrmConnection" },
  "get /v1/crm/connections/{id}": { operationId: "getCrmConnection" },
  "delete /v1/crm/connections/{id}": { operationId: "deleteCrmConnection" },
  "post /v1/crm/connections/{id}/test": { operationId: "testCrmConnection" },
  "get /v1/crm/connections/{id}/mapping": { operationId: "getCrmMapping" },
  "put /v1/crm/connections/{id}/mapping": { operationId: "saveCrmMapping" },
  "post /v1/crm/pushes": { operationId: "startCrmPush" },
  "get /v1/crm/pushes/{id}": { operationId: "getCrmPush" },
  "get /v1/crm/pushes/{id}/rows": { operationId: "listCrmPushRows", rules: ["unknown-cursor"] },
  "get /v1/campaigns/{id}/crm": { operationId: "getCampaignCrm" },
  "put /v1/campaigns/{id}/crm": { operationId: "setCampaignCrm" },
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
      op.responses["400"] = badRequest(known.rules ?? []);
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

interface OperationObject {
  operationId?: string;
  responses: Record<string, { headers?: Record<string, unknown> } & Record<string, unknown>>;
}

/*
 * The rules of a request that JSON Schema cannot state: they span fields, or depend on the data
 * or the account. A body the OpenAPI document accepts is refused with 400 only for one of
 * these, and the problem's `type` names it (https://leadwise.dev/problems/<rule>). Zod schemas
 * tag their refinements with `ruleParams`; domain code passes the rule to InvalidRequest. The
 * document lists, per operation, the rules it can break. Client-safe: no server imports.
 */

export const SEMANTIC_RULES = {
  "window-order":
    "A delivery window ends after it starts: `window.end` is later than `window.start`.",
  "date-order":
    "A delivery's `endDate` is not before its `startDate` (also when a PATCH changes only one of them).",
  "range-order": "A range's `min` is not greater than its `max` (`experienceYears`).",
  "unknown-filter-value":
    "Each value of a filter whose values come from the data (departments, industries, skills, languages, schools, certifications, company types, countries, states, cities) is one that GET /v1/filters lists; case does not matter.",
  "unknown-list": "`saveToList.listId` names one of the account's lists (GET /v1/lists).",
  "unknown-company-list":
    "Each id in `companyLists.include` / `companyLists.exclude` names one of the account's company lists (GET /v1/company-lists).",
  "unknown-cursor": "A `cursor` is one this API answered as `nextCursor`.",
  "webhook-target":
    "`webhookUrl` / `callbackUrl` (a webhook endpoint's `url`) names a public host: not localhost, a single-label name, or a private, loopback or link-local address.",
  "webhook-conflict": "`webhookUrl` and `callbackUrl`, when both are given, are the same address.",
  "unknown-event-subject":
    "Each id in a webhook endpoint's `campaignIds` / `listIds` names one of the account's campaigns (GET /v1/campaigns) or lists (GET /v1/lists).",
} as const;

export type SemanticRule = keyof typeof SEMANTIC_RULES;

export const PROBLEM_BASE = "https://leadwise.dev/problems/";

/** The problem `type` of a 400 that breaks `rule`. */
export const ruleType = (rule: SemanticRule) => `${PROBLEM_BASE}${rule}`;

/** Tags a zod refinement with the rule it checks, so its 400 names the rule. */
export const ruleParams = (rule: SemanticRule) => ({ params: { rule } });

const checkedByDomain = new WeakMap<object, SemanticRule[]>();

/**
 * Marks a schema whose values domain code checks under `rules` after parsing (a cursor, a list's
 * id, a webhook's host): with the refinements' tags, what says which rules an operation parsing
 * it can break (lib/edge/openapi/document.test.ts holds the document to it).
 */
export function checkedBy<T extends object>(schema: T, ...rules: SemanticRule[]): T {
  checkedByDomain.set(schema, rules);
  return schema;
}

/** The rules `checkedBy` marked a schema with. */
export const rulesCheckedOn = (schema: object): SemanticRule[] => checkedByDomain.get(schema) ?? [];

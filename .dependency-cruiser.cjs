/*
 * The import rules of docs/architecture.md ("Import rules"), checked by `npm run check:imports`
 * and by lib/import-rules.test.ts inside `npm test`.
 */

/** Test code may reach anything: it drives the product from outside (routes from lib tests). */
const TEST = "(\\.test\\.ts$|\\.netns\\.ts$|\\.testing\\.ts$|/testing/)";

/**
 * The tiers of lib/, lowest first (AGENTS.md "Tiers"). A folder imports its own tier's folders
 * and the tiers below, never a tier above; no two folders import each other, directly or round
 * a loop (the folder-level rule below).
 */
const TIERS = ["core", "model", "engines", "features", "edge"];

const tierRules = TIERS.slice(0, -1).map((tier, i) => ({
  name: `${tier}-imports-no-tier-above`,
  comment: `lib/${tier}/ imports only lib/${TIERS.slice(0, i + 1).join(", lib/")}/ of lib/.`,
  severity: "error",
  from: { path: `^lib/${tier}/`, pathNot: TEST },
  to: { path: `^lib/(${TIERS.slice(i + 1).join("|")})/` },
}));

/**
 * Each folder's named entry points: the only files of it that another folder of lib/ may
 * import. Anything else in the folder is its own business. Adding an entry is a decision:
 * name it here and say why in the commit. The server actions (lib/edge/actions/) are each
 * feature's door from the browser, as its routes are: they may call a feature's own files.
 */
const ENTRY_POINTS = {
  // account-links: the worker's sweep of expired reset and sign-up links.
  // permissions, memberships: the one authorisation table and who holds which role, for
  // withApi, withAction and the pages that hide what a role cannot use.
  "features/accounts": [
    "account-links",
    "api-keys",
    "memberships",
    "oidc-sign-in",
    "permissions",
    "sessions",
    "sign-in",
    "throttle",
  ],
  "features/allowances": ["consume", "debit-each", "usage"],
  // feed: the change feeds every writer of list items and leads appends to, and their reader;
  // contact-changes: what a writer of people reports (contact.changed); freshness: the dates
  // shown beside a profile; watches, reverify: their routes, page and the worker's job;
  // refresh: the worker's sweep that re-verifies watched lists on their schedule;
  // feed-retention: the worker's sweep that prunes the feeds past their retention.
  "features/changes": [
    "contact-changes",
    "feed",
    "feed-retention",
    "freshness",
    "refresh",
    "reverify",
    "watches",
  ],
  // record-audit: every feature records its acts; audit-events, audit-csv: the log read by its route and page.
  "features/audit": ["audit-csv", "audit-events", "audit-retention", "record-audit", "schema"],
  // list: the list query's schema, which the OpenAPI document describes.
  // leads-export: a campaign's leads as the lists' CSV and XLSX files, for its export route.
  "features/campaigns": [
    "campaigns",
    "delivery/delivery-jobs",
    "leads",
    "leads-export",
    "list",
    "schema",
    "templates",
  ],
  // push-job, pushes: the push job and its sweeps (resume, campaigns' new deliveries).
  // pull: the "already in my CRM" pull, its job and its schedule; crm-audience: that index
  // as bitmaps and SQL for the Live Estimate and campaign delivery.
  "features/crm": ["connections", "crm-audience", "pull", "push-job", "pushes", "schema"],
  "features/do-not-contact": ["dnc-match", "import-dnc-csv", "schema"],
  "features/enrichment": [
    "delivery-body",
    "process",
    "schemas",
    // enrichment jobs (a whole file): the routes, the page, the worker registry.
    "file-jobs",
    "file-job-schema",
    "file-job-process",
  ],
  "engines/audience": ["index"],
  // sample: the preview's record of people shown, pruned by the worker's sweep.
  "features/estimate": ["estimate", "sample", "schema"],
  // export-csv, xlsx: the one way leads become a file, a campaign's export as a list's.
  "features/lists": ["export-csv", "items", "list-name", "lists", "xlsx"],
  "engines/mail": ["mail-job"],
  "edge/openapi": [],
  "features/privacy": [],
  // keywords: the tsvector every writer of profile rows sets, contact imports too.
  "model/profiles": [
    "email-domains",
    "keywords",
    "profile-input",
    "profile-rows",
    "profile-schema",
    "save-profiles",
    "serialize",
    "vocabulary",
  ],
  "features/search": ["schema"],
  "model/suppression": ["address", "suppress", "suppress-address"],
  // targeting-labels: the targeting values in words, shared with company lists' sentences.
  "model/targeting": [
    "delivery-schema",
    "fields",
    "plan",
    "schema",
    "sql",
    "targeting-labels",
    "words",
  ],
  // emit-event, endpoint-secret, event-catalogue: webhook endpoints subscribed to event types; any
  // feature emits an event, the webhook-endpoints feature manages endpoints and their secrets.
  "engines/webhooks": [
    "attempts",
    "bodies",
    "emit-event",
    "endpoint-secret",
    "event-catalogue",
    "inline-delivery",
    "outbox",
    "post",
    "ssrf",
    "url",
    "webhook-jobs",
  ],
};

const entryRules = Object.entries(ENTRY_POINTS).map(([folder, entries]) => ({
  name: `entry-points-of-${folder.replace("/", "-")}`,
  comment: `Another part of lib/ imports lib/${folder}/ only through its named entry points.`,
  severity: "error",
  from: { path: "^lib/", pathNot: [`^lib/${folder}/`, "^lib/edge/actions/", TEST] },
  to: {
    path: `^lib/${folder}/`,
    pathNot: entries.length ? `^lib/${folder}/(${entries.join("|")})\\.tsx?$` : undefined,
  },
}));

module.exports = {
  forbidden: [
    {
      name: "no-circular",
      comment: "No import cycle, type-only imports included.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "db-is-the-ground-floor",
      comment:
        "db/ imports nothing above it; only the types of the JSON columns' shapes, which their " +
        "zod schemas in lib/<tier>/<folder>/schema.ts define once (type-only, gone at run time).",
      severity: "error",
      from: { path: "^db/", pathNot: TEST },
      to: {
        path: "^(lib|app|components)/",
        pathNot: "^lib/(model|features)/[^/]+/schema\\.ts$",
      },
    },
    {
      name: "db-schema-types-only",
      comment: "db/schema may name a lib/<feature>/schema.ts shape as a type, never import code.",
      severity: "error",
      from: { path: "^db/" },
      to: { path: "^lib/(model|features)/[^/]+/schema\\.ts$", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "lib-below-app",
      comment: "lib/ is the domain: it never imports a page, route or action of app/.",
      severity: "error",
      from: { path: "^lib/", pathNot: TEST },
      to: { path: "^app/" },
    },
    {
      name: "app-through-lib",
      comment: "Pages, routes and server actions reach the database only through lib/.",
      severity: "error",
      from: { path: "^app/", pathNot: TEST },
      to: { path: "^db/" },
    },
    {
      name: "components-display",
      comment:
        "Components display and collect: they call lib/ (actions, schemas), never app/ or db/.",
      severity: "error",
      from: { path: "^components/" },
      to: { path: "^(app|db)/" },
    },
    {
      name: "links-prefetch-when-reached-for",
      comment:
        "Pages link through components/ui/link.tsx, which prefetches a page when its link is " +
        "reached for; next/link's viewport prefetch doubled the server's CPU per page view.",
      severity: "error",
      from: { path: "^(app|components)/", pathNot: "^components/ui/link\\.tsx$" },
      to: { path: "^node_modules/next/link" },
    },
    {
      name: "jobs-and-webhooks-know-no-feature",
      comment:
        "lib/engines/jobs and lib/engines/webhooks serve every feature and import none: " +
        "features register with them (lib/edge/worker/worker-registry.ts, webhook body sources).",
      severity: "error",
      from: { path: "^lib/engines/(jobs|webhooks)/", pathNot: TEST },
      to: { path: "^lib/", pathNot: "^lib/(core|engines/(jobs|webhooks|health))/" },
    },
    {
      name: "api-handlers-are-plain-web-functions",
      comment:
        "The /v1 route handlers, and all they import, use nothing of Next.js's request scope " +
        "(next/headers, next/cache, next/navigation, next/server): scripts/web.ts calls them " +
        "directly, outside Next.js's request handling (lib/edge/server/direct-api.ts).",
      severity: "error",
      from: { path: "^app/v1/.*route\\.ts$" },
      to: { path: "^node_modules/next/", reachable: true },
    },
    ...tierRules,
    ...entryRules,
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(\\.next[^/]*|\\.data|\\.tmp)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
  },
};

/*
 * The import rules of docs/architecture.md ("Import rules"), checked by `npm run check:imports`
 * and by lib/import-rules.test.ts inside `npm test`.
 */

/** Test code may reach anything: it drives the product from outside (routes from lib tests). */
const TEST = "(\\.test\\.ts$|\\.netns\\.ts$|\\.testing\\.ts$|/testing/)";

/**
 * Each feature's named entry points: the only files of it that another folder of lib/ may
 * import. Anything else in the feature is its own business. Adding an entry is a decision:
 * name it here and say why in the commit.
 */
const ENTRY_POINTS = {
  // account-links: the worker's sweep of expired reset and sign-up links.
  accounts: ["account-links", "api-keys", "sessions", "sign-in", "throttle"],
  allowances: ["consume", "debit-each", "usage"],
  // labels: the targeting values in words, shared with company lists' sentences; list: the
  // list query's schema, which the OpenAPI document describes.
  campaigns: [
    "campaigns",
    "delivery-schema",
    "delivery/jobs",
    "labels",
    "leads",
    "list",
    "schema",
    "templates",
  ],
  // import-csv: its upload reader also reads company-list and contact uploads; csv: the parser, free of
  // server code, for contact imports (the browser reads an upload's header with it).
  "do-not-contact": ["csv", "import-csv", "match", "schema"],
  enrichment: ["delivery-body", "process", "schemas", "waterfall"],
  audience: ["index"],
  estimate: ["estimate", "schema"],
  lists: ["items", "lists"],
  mail: ["mail-job"],
  openapi: [],
  privacy: [],
  // keywords: the tsvector every writer of profile rows sets, contact imports too.
  profiles: [
    "data-version",
    "keywords",
    "profile-rows",
    "profile-schema",
    "save-profiles",
    "serialize",
    "vocabulary",
  ],
  search: ["schema"],
  suppression: ["address", "suppress", "suppress-address"],
  targeting: ["fields", "plan", "schema", "sql", "words"],
  webhooks: ["attempts", "bodies", "inline", "jobs", "outbox", "post", "ssrf", "url"],
};

const entryRules = Object.entries(ENTRY_POINTS).map(([feature, entries]) => ({
  name: `entry-points-of-${feature}`,
  comment: `Another part of lib/ imports lib/${feature}/ only through its named entry points.`,
  severity: "error",
  from: { path: "^lib/", pathNot: [`^lib/${feature}/`, TEST] },
  to: {
    path: `^lib/${feature}/`,
    pathNot: entries.length ? `^lib/${feature}/(${entries.join("|")})\\.tsx?$` : undefined,
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
        "zod schemas in lib/<feature>/schema.ts define once (type-only, gone at run time).",
      severity: "error",
      from: { path: "^db/", pathNot: TEST },
      to: {
        path: "^(lib|app|components)/",
        pathNot: "^lib/[^/]+/schema\\.ts$",
      },
    },
    {
      name: "db-schema-types-only",
      comment: "db/schema may name a lib/<feature>/schema.ts shape as a type, never import code.",
      severity: "error",
      from: { path: "^db/" },
      to: { path: "^lib/[^/]+/schema\\.ts$", dependencyTypesNot: ["type-only"] },
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
      name: "jobs-and-webhooks-know-no-feature",
      comment:
        "lib/jobs and lib/webhooks serve every feature and import none: features register with " +
        "them (lib/worker/registry.ts, webhook body sources).",
      severity: "error",
      from: { path: "^lib/(jobs|webhooks)/", pathNot: TEST },
      to: { path: "^lib/", pathNot: "^lib/(jobs|webhooks|sql|health)/|^lib/[^/]+\\.ts$" },
    },
    {
      name: "api-handlers-are-plain-web-functions",
      comment:
        "The /v1 route handlers, and all they import, use nothing of Next.js's request scope " +
        "(next/headers, next/cache, next/navigation, next/server): scripts/web.ts calls them " +
        "directly, outside Next.js's request handling (lib/server/direct-api.ts).",
      severity: "error",
      from: { path: "^app/v1/.*route\\.ts$" },
      to: { path: "^node_modules/next/", reachable: true },
    },
    ...entryRules,
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(\\.next[^/]*|\\.data|\\.tmp)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
  },
};

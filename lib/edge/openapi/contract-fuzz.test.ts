import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as servedDocument } from "@/app/v1/openapi.json/route";
import { accounts } from "@/db/schema";
import { createTestDb } from "@/db/testing/test-db";
import { fixedClock } from "@/lib/core/clock";
import { resetEnvCache } from "@/lib/core/env";
import { loadV1Routes } from "@/lib/edge/api/v1-routes.testing";
import { stopBoss } from "@/lib/engines/jobs/boss";
import { createAccount } from "@/lib/features/accounts/create-account";
import { deliverCampaignShare } from "@/lib/features/campaigns/delivery/deliver-leads";
import { seedProfiles } from "@/lib/model/profiles/synthetic";
import {
  bodyKinds,
  type Doc,
  dispatcher,
  documentJudge,
  type Hints,
  hintsFromData,
  valuesOf,
} from "./contract.testing";

// Webhook endpoints seal their signing secrets under a key derived from it (npm start sets it).
process.env.AUTH_SECRET ??= "test-secret-for-contract-fuzz";
// A closed port on loopback: a CRM connection's Test and a push fail at once, reaching nothing.
process.env.HUBSPOT_API_BASE_URL = "http://127.0.0.1:9";
process.env.PIPEDRIVE_API_BASE_URL = "http://127.0.0.1:9";
resetEnvCache();

/*
 * What Schemathesis does with /v1/openapi.json, done with the tools installed here (it cannot be
 * installed: no PyPI, and Debian packages neither it nor hypothesis-jsonschema). For every
 * operation the served document lists, requests are generated from the document alone: positive
 * ones (path, query, headers and body as its schemas allow) and negative ones (one of them broken),
 * sent to the route handlers, and every answer is held to the document: never 5xx, a documented
 * status, content type, headers and body (a 400's `type` among those the operation lists), and a
 * request the document refuses is never answered 2xx. Then a stateful phase drives campaigns and
 * company lists through random sequences of the operations that take their id. Bounded: a fixed
 * number of runs per operation, seeded (CONTRACT_FUZZ_SEED to replay; a failure names the seed).
 */

const SEED = Number(process.env.CONTRACT_FUZZ_SEED ?? 44_2026);
/** Requests per operation and kind (positive, negative): 33 operations, a minute or so here. */
const RUNS = 25;

type Schema = Record<string, unknown>;
interface Parameter {
  name: string;
  in: "path" | "query" | "header";
  required?: boolean;
  schema: Schema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema; example?: string }> };
}
interface Generated {
  path: Record<string, string>;
  query: Record<string, string>;
  header: Record<string, string>;
  /** The body's text and media type, when the operation takes one. */
  body?: { text: string; type: string; json?: unknown };
}

let doc: Doc;
let judge: ReturnType<typeof documentJudge>;
let fetchRoute: (req: Request) => Promise<Response>;
let db: Awaited<ReturnType<typeof createTestDb>>["db"];
let apiKey = "";
let hints: Hints = [];
/** Statuses answered, by operation. */
const answered: Record<string, Record<number, number>> = {};
/**
 * An id of each kind the account has, by the noun of the path that takes it (or, for a query
 * parameter, by `<template>?<name>`).
 */
const known: Record<string, string | undefined> = {};

beforeAll(async () => {
  doc = await servedDocument().json();
  judge = documentJudge(doc);
  fetchRoute = dispatcher(await loadV1Routes());
  ({ db } = await createTestDb());
  await seedProfiles(db, { profiles: 200, seed: 44 });
  const account = await createAccount(db, { email: "fuzz-contract@example.com", plan: "pro" });
  // Thousands of requests in a minute; the rate limit has its own tests.
  await db.update(accounts).set({ rateLimit: 100_000 }).where(eq(accounts.id, account.accountId));
  apiKey = account.apiKey;
  known.campaigns = await launchedCampaign();
  known.lists = ((await call("GET", "/v1/lists")).body as { data: { id: string }[] }).data[0]?.id;
  known["company-lists"] = await uploadedCompanyList();
  known["webhook-endpoints"] = (
    (
      await call("POST", "/v1/webhook-endpoints", {
        url: "https://hooks.example.com/leadwise",
        eventTypes: ["campaign.completed"],
      })
    ).body as { id: string }
  ).id;
  known["enrichment-jobs"] = await uploadedFileJob();
  const submitted = await call("POST", "/v1/contact/details", { profile: { email: "a@b.io" } });
  known["/v1/contact/enrich?id"] = (submitted.body as { requestId: string }).requestId;
  hints = await hintsFromData(async (path) => (await call("GET", path)).body);
  const connection = await call("POST", "/v1/crm/connections", {
    vendor: "hubspot",
    token: "pat-fuzz-0000-0000",
  });
  known.connections = (connection.body as { id: string }).id;
  await call("PUT", `/v1/crm/connections/${known.connections}/mapping`, { mapping: [] });
  const push = await call("POST", "/v1/crm/pushes", {
    listId: known.lists,
    connectionId: known.connections,
  });
  expect(push.status).toBe(202);
  known.pushes = (push.body as { id: string }).id;
  // Pushes go through a second connection: the fuzzed mappings of the first name properties
  // HubSpot lacks, and a push refuses those (409) before it starts.
  const forPushes = await call("POST", "/v1/crm/connections", {
    vendor: "hubspot",
    token: "pat-fuzz-1111-1111",
  });
  hints.push(
    [".connectionId", fc.constant((forPushes.body as { id: string }).id)],
    [".listId", fc.constant(known.lists)],
  );
}, 180_000);
afterAll(() => stopBoss());

async function call(method: string, path: string, body?: unknown) {
  const res = await fetchRoute(
    new Request(`http://test${path}`, {
      method,
      headers: { authorization: `Bearer ${apiKey}`, "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
  return { status: res.status, body: (await res.json()) as unknown };
}

/** A campaign launched and delivered once, so the account has a list with leads. */
async function launchedCampaign(): Promise<string> {
  const { body } = await call("POST", "/v1/campaigns", READY_CAMPAIGN);
  const id = (body as { id: string }).id;
  expect((await call("POST", `/v1/campaigns/${id}/launch`)).status).toBe(200);
  await deliverCampaignShare(db, id, {
    clock: fixedClock(`${new Date().toISOString().slice(0, 10)}T12:00:00Z`),
    tickSeconds: 86_400,
  });
  return id;
}

const READY_CAMPAIGN = {
  name: "Fuzzed",
  templateId: "saas-founders-north-america",
  filters: { seniorities: ["manager", "senior", "director"] },
  delivery: {
    days: ["mon", "tue", "wed", "thu", "fri", "sat", "sun"],
    window: { start: "00:00", end: "23:59" },
  },
  saveToList: { enabled: true, listName: "Fuzzed leads" },
};

async function uploadedCompanyList(): Promise<string> {
  const op = operationOf("post", "/v1/company-lists");
  const res = await fetchRoute(
    new Request("http://test/v1/company-lists?name=Fuzzed", {
      method: "POST",
      headers: { authorization: `Bearer ${apiKey}`, "content-type": "text/csv" },
      body: op.requestBody?.content["text/csv"]?.example,
    }),
  );
  expect(res.status).toBe(200);
  return ((await res.json()) as { id: string }).id;
}

/** An enrichment job of the document's example file (left running: no worker runs here). */
async function uploadedFileJob(): Promise<string> {
  const op = operationOf("post", "/v1/enrichment-jobs");
  const res = await fetchRoute(
    new Request("http://test/v1/enrichment-jobs", {
      method: "POST",
      headers: { authorization: `Bearer ${apiKey}`, "content-type": "text/csv" },
      body: op.requestBody?.content["text/csv"]?.example,
    }),
  );
  expect(res.status).toBe(202);
  return ((await res.json()) as { id: string }).id;
}

const operationOf = (method: string, template: string) =>
  doc.paths[template]?.[method] as Operation;

/** Every operation of the document, as [method, template]. */
const operations = () =>
  Object.entries(doc.paths).flatMap(([template, methods]) =>
    Object.keys(methods).map((method) => [method, template] as const),
  );

/**
 * A path segment of printable ASCII (`.` and `..` would move the URL elsewhere). Control
 * characters in ids (a NUL) are issue 44's fourth point, a change of its own.
 */
const segment = fc.string({ minLength: 1, maxLength: 40 }).filter((s) => s !== "." && s !== "..");

/** The noun before `{id}`: campaigns, lists, company-lists. */
const nounOf = (template: string) => template.split("/{id}")[0]?.split("/").pop() ?? "";

/** A value past the parameter's schema: a wrong type, past a bound, unlisted, blank. */
function brokenParameter(p: Parameter): fc.Arbitrary<string> {
  const { schema } = p;
  // A header holds bytes, not text: fetch refuses characters past U+00FF before sending.
  const bad: string[] = p.in === "header" ? ["has space"] : ["\u00e9t\u00e9 \ud83d\ude00"];
  if (schema.type === "integer" || schema.type === "number") {
    bad.push("ten", "1.5", "");
    if (typeof schema.minimum === "number") bad.push(String(schema.minimum - 1));
    if (typeof schema.maximum === "number") bad.push(String(schema.maximum + 1));
  }
  if (Array.isArray(schema.enum)) bad.push("not-listed");
  if (typeof schema.maxLength === "number") bad.push("x".repeat(schema.maxLength + 1));
  if (schema.minLength) bad.push("");
  if (schema.pattern === "\\S") bad.push("   ");
  if (typeof schema.pattern === "string" && schema.pattern.startsWith("^")) bad.push("has space");
  return fc.constantFrom(...bad);
}

const text = (value: unknown) => (typeof value === "string" ? value : JSON.stringify(value));

/** Requests for one operation: positive ones, or ones with one part broken. */
function requestsFor(method: string, template: string, negative: boolean): fc.Arbitrary<Generated> {
  const op = operationOf(method, template);
  const parameters = op.parameters ?? [];
  const parameterArbitraries = parameters.map((p) => {
    const drawn =
      p.in === "path"
        ? fc.oneof(
            { arbitrary: fc.constant(known[nounOf(template)] ?? "none"), weight: 3 },
            { arbitrary: segment, weight: 1 },
          )
        : fc.oneof(
            ...(known[`${template}?${p.name}`]
              ? [fc.constant(known[`${template}?${p.name}`] ?? "")]
              : []),
            valuesOf(doc, p.schema, hints).map(text),
          );
    return p.required ? drawn : fc.option(drawn, { nil: undefined, freq: 2 });
  });
  // Sometimes only the required parameters: the optional ones together may well ask for what
  // the body cannot give (a CSV import mapping columns the file lacks).
  const onlyRequired = fc.boolean();
  const media = Object.entries(op.requestBody?.content ?? {})[0];
  const body: fc.Arbitrary<Generated["body"]> = !media
    ? fc.constant(undefined)
    : media[0] === "text/csv"
      ? negative
        ? fc.string({ maxLength: 200 }).map((t) => ({ text: t, type: "text/csv" }))
        : fc.constant({ text: media[1].example ?? "", type: "text/csv" })
      : (() => {
          const kinds = bodyKinds(doc, method.toUpperCase(), template, hints);
          const drawn = negative ? kinds.broken : fc.oneof(kinds.valid, kinds.edged);
          return drawn.map((json) => ({ text: JSON.stringify(json), type: media[0], json }));
        })();
  const generated = fc
    .tuple(fc.tuple(...parameterArbitraries), body, onlyRequired)
    .map(([values, b, requiredOnly]) => {
      const out: Generated = { path: {}, query: {}, header: {}, body: b };
      parameters.forEach((p, i) => {
        if (values[i] !== undefined && (p.required || !requiredOnly)) out[p.in][p.name] = values[i];
      });
      return out;
    });
  const breakable = parameters.filter((p) => p.in !== "path");
  if (!negative || breakable.length === 0) return generated;
  // Negative: the body broken (above), or else one parameter broken or a required one left out.
  return fc.oneof(
    generated,
    fc
      .tuple(generated, fc.constantFrom(...breakable), fc.boolean())
      .chain(([g, p, leaveOut]) =>
        leaveOut && p.required
          ? fc.constant({ ...g, [p.in]: omit(g[p.in], p.name) })
          : brokenParameter(p).map((v) => ({ ...g, [p.in]: { ...g[p.in], [p.name]: v } })),
      ),
  );
}

const omit = (o: Record<string, string>, key: string) =>
  Object.fromEntries(Object.entries(o).filter(([k]) => k !== key));

function urlOf(template: string, g: Generated): string {
  const path = template.replaceAll(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(g.path[name] ?? ""),
  );
  const query = new URLSearchParams(g.query).toString();
  return `http://test${path}${query ? `?${query}` : ""}`;
}

/** Sends a generated request; returns what is wrong with its answer by the document. */
async function sendAndJudge(method: string, template: string, g: Generated): Promise<string[]> {
  const METHOD = method.toUpperCase();
  const res = await fetchRoute(
    new Request(urlOf(template, g), {
      method: METHOD,
      headers: {
        authorization: `Bearer ${apiKey}`,
        ...(g.body ? { "content-type": g.body.type } : {}),
        ...g.header,
      },
      body: g.body?.text,
    }),
  );
  const raw = await res.text();
  const tally = answered[`${METHOD} ${template}`] ?? {};
  tally[res.status] = (tally[res.status] ?? 0) + 1;
  answered[`${METHOD} ${template}`] = tally;
  let body: unknown = raw;
  try {
    body = JSON.parse(raw);
  } catch {}
  const wrong = judge.violations(METHOD, template, {
    status: res.status,
    headers: res.headers,
    body: res.headers.get("content-type")?.includes("json") ? body : raw,
  });
  if (res.status >= 500) wrong.push(`answered ${res.status}: ${raw.slice(0, 300)}`);
  // A CSV body is any string to the document; whether the file is usable it cannot state.
  const opaque = g.body?.type === "text/csv";
  const accepted =
    judge.acceptsParameters(METHOD, template, g) &&
    (g.body?.json === undefined || judge.accepts(METHOD, template, g.body.json));
  if (!accepted && res.status < 400) {
    wrong.push(`a request the document refuses was answered ${res.status}`);
  }
  const type = (body as { type?: string } | null)?.type ?? "";
  if (
    accepted &&
    !opaque &&
    res.status === 400 &&
    !judge.semanticTypes(METHOD, template).includes(type)
  ) {
    wrong.push(`a request the document accepts was refused with 400 ${type}: ${raw.slice(0, 300)}`);
  }
  return wrong.map((w) => `${METHOD} ${urlOf(template, g).slice(0, 300)}: ${w}`);
}

async function fuzzOperation(method: string, template: string, negative: boolean) {
  const details = await fc.check(
    fc.asyncProperty(requestsFor(method, template, negative), async (g) => {
      const wrong = await sendAndJudge(method, template, g);
      if (wrong.length) throw new Error(wrong.join("\n"));
    }),
    { numRuns: RUNS, seed: SEED, endOnFailure: true },
  );
  return details.failed
    ? [
        `${fc.defaultReportMessage(details)}\n${details.errorInstance}\n(replay: CONTRACT_FUZZ_SEED=${SEED})`,
      ]
    : [];
}

describe("requests generated from /v1/openapi.json", () => {
  it("are answered as the document says: every operation, positive and negative", async () => {
    // Deletions last: a deleted fixture would leave the operations after it only 404s to answer.
    const ops = operations().sort(([a], [b]) => Number(a === "delete") - Number(b === "delete"));
    expect(ops.length).toBeGreaterThanOrEqual(30);
    const failures: string[] = [];
    for (const [method, template] of ops) {
      failures.push(...(await fuzzOperation(method, template, false)));
      failures.push(...(await fuzzOperation(method, template, true)));
    }
    expect(failures).toEqual([]);
  }, 300_000);
});

/** The campaign operations the stateful phase picks from, and the status a 200 leaves. */
const CAMPAIGN_STEPS: [string, string, string | undefined][] = [
  ["get", "/v1/campaigns/{id}", undefined],
  ["patch", "/v1/campaigns/{id}", undefined],
  ["get", "/v1/campaigns/{id}/checklist", undefined],
  ["post", "/v1/campaigns/{id}/launch", "active"],
  ["post", "/v1/campaigns/{id}/pause", "paused"],
  ["post", "/v1/campaigns/{id}/resume", "active"],
  ["post", "/v1/campaigns/{id}/archive", "archived"],
  ["post", "/v1/campaigns/{id}/reset", undefined],
  ["post", "/v1/campaigns/{id}/duplicate", undefined],
  ["get", "/v1/campaigns/{id}/leads", undefined],
];

describe("the stateful phase", () => {
  it("walks new campaigns through random sequences of their operations", async () => {
    let drawn = 0;
    const details = await fc.check(
      fc.asyncProperty(
        fc.array(fc.nat(CAMPAIGN_STEPS.length - 1), { minLength: 4, maxLength: 12 }),
        fc.boolean(),
        async (steps, ready) => {
          const created = await call(
            "POST",
            "/v1/campaigns",
            ready ? READY_CAMPAIGN : { name: "x" },
          );
          expect(created.status).toBe(201);
          const id = (created.body as { id: string }).id;
          let status = "draft";
          for (const step of steps) {
            const [method, template, after] = CAMPAIGN_STEPS[
              step
            ] as (typeof CAMPAIGN_STEPS)[number];
            drawn += 1;
            const [g] = fc.sample(requestsFor(method, template, false), {
              numRuns: 1,
              seed: SEED + drawn,
            });
            const request = { ...(g as Generated), path: { id } };
            const wrong = await sendAndJudge(method, template, request);
            if (wrong.length) throw new Error(`after ${steps}: ${wrong.join("\n")}`);
            const now = await call("GET", `/v1/campaigns/${id}`);
            const moved = (now.body as { status: string }).status;
            // Only the step's own transition, and only when it was accepted, moves the status.
            if (moved !== status && moved !== after) {
              throw new Error(`after ${steps}: status ${status} became ${moved}`);
            }
            status = moved;
          }
        },
      ),
      { numRuns: 8, seed: SEED, endOnFailure: true },
    );
    expect(details.failed, `${fc.defaultReportMessage(details)} (CONTRACT_FUZZ_SEED=${SEED})`).toBe(
      false,
    );
  }, 120_000);

  it("uploads, reads and deletes a company list, each answer as documented", async () => {
    const id = await uploadedCompanyList();
    for (const [method, template] of [
      ["get", "/v1/company-lists/{id}"],
      ["delete", "/v1/company-lists/{id}"],
      ["get", "/v1/company-lists/{id}"],
      ["delete", "/v1/company-lists/{id}"],
    ] as const) {
      expect(await sendAndJudge(method, template, { path: { id }, query: {}, header: {} })).toEqual(
        [],
      );
    }
    expect((await call("GET", `/v1/company-lists/${id}`)).status).toBe(404);
  });
});

describe("both phases together", () => {
  it("had every operation answer a success at least once (the requests reach the domain)", () => {
    const never = operations()
      .map(([method, template]) => `${method.toUpperCase()} ${template}`)
      .filter((op) => !Object.keys(answered[op] ?? {}).some((status) => status.startsWith("2")));
    expect(never, JSON.stringify(answered)).toEqual([]);
  });
});

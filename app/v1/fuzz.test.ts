import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accounts } from "@/db/schema";
import { createTestDb } from "@/db/testing/test-db";
import { loadV1Routes, type V1Route } from "@/lib/edge/api/v1-routes.testing";
import { stopBoss } from "@/lib/engines/jobs/boss";
import { createAccount } from "@/lib/features/accounts/create-account";
import { sampleProfile } from "@/lib/features/enrichment/enrichment-fixtures";
import { saveProfiles } from "@/lib/model/profiles/save-profiles";

/*
 * Every /v1 route, every method it exports, fed malformed JSON, wrong types, huge strings,
 * deep nesting, unknown fields and random values in its known fields: no answer is a 500,
 * and every error is problem+json with `code` and `message` = `detail`.
 */

let routes: V1Route[] = [];
let apiKey = "";
let campaignId = "";

beforeAll(async () => {
  const { db } = await createTestDb();
  await saveProfiles(
    db,
    Array.from({ length: 20 }, (_, i) => sampleProfile(i)),
    { source: "alpha" },
  );
  const account = await createAccount(db, { email: "fuzz@example.com", plan: "pro" });
  await db.update(accounts).set({ rateLimit: 100_000 }).where(eq(accounts.id, account.accountId));
  apiKey = account.apiKey;
  routes = await loadV1Routes();
  const campaigns = routes.find((r) => r.path === "/v1/campaigns");
  const create = campaigns?.methods.find(([m]) => m === "POST")?.[1];
  if (create) {
    const res = await create(request("POST", "/v1/campaigns", JSON.stringify({ name: "Fuzz" })));
    campaignId = ((await res.json()) as { id?: string }).id ?? "";
  }
});
beforeAll(() => {
  afterAll(() => stopBoss());
});

function request(method: string, url: string, body?: string, auth = true): Request {
  return new Request(`http://test${url}`, {
    method,
    headers: {
      ...(auth ? { authorization: `Bearer ${apiKey}` } : {}),
      "content-type": "application/json",
    },
    body: method === "GET" || method === "DELETE" ? undefined : body,
  });
}

async function expectSane(res: Response, what: string) {
  expect(res.status, what).not.toBe(500);
  expect(res.status, what).toBeLessThan(500);
  if (res.status >= 400) {
    expect(res.headers.get("content-type"), what).toBe("application/problem+json");
    const body = (await res.json()) as Record<string, unknown>;
    expect(typeof body.code, what).toBe("string");
    expect(body.message, what).toBe(body.detail);
    expect(body.status, what).toBe(res.status);
  } else {
    await res.arrayBuffer();
  }
}

const KNOWN_KEYS = [
  "profile",
  "profiles",
  "include",
  "email",
  "mobile",
  "webhookUrl",
  "callbackUrl",
  "name",
  "id",
  "SourceUrl",
  "SourceUsername",
  "fn",
  "ln",
  "organization",
  "filters",
  "limit",
  "cursor",
  "titles",
  "seniorities",
  "locations",
  "countries",
  "delivery",
  "days",
  "window",
  "timezone",
  "leadsPerDay",
  "notifications",
  "saveToList",
  "templateId",
  "enabled",
  "url",
  "to",
];

const HUGE = "x".repeat(300_000);
const nested = (depth: number): unknown => (depth === 0 ? {} : { profile: nested(depth - 1) });

const FIXED_BODIES: [string, string][] = [
  ["empty", ""],
  ["truncated JSON", '{"profile": {"id": '],
  ["not JSON", "nul"],
  ["number", "42"],
  ["string", '"hello"'],
  ["null", "null"],
  ["array", "[1, 2, 3]"],
  ["empty object", "{}"],
  ["unknown fields", JSON.stringify({ surprise: true, __proto__x: 1, constructor: "x" })],
  [
    "wrong types",
    JSON.stringify({
      profile: 1,
      profiles: "all",
      include: [],
      limit: "ten",
      filters: 7,
      name: {},
    }),
  ],
  [
    "huge string",
    JSON.stringify({ name: HUGE, profile: { id: HUGE }, filters: { keywords: HUGE } }),
  ],
  [
    "huge array",
    JSON.stringify({ profiles: Array.from({ length: 5000 }, (_, i) => ({ id: `p_${i}` })) }),
  ],
  ["deep nesting", JSON.stringify(nested(500))],
  ["very deep arrays", `${"[".repeat(300_000)}${"]".repeat(300_000)}`],
  ["over 1 MB", JSON.stringify({ name: "y".repeat(1_100_000) })],
  ["nulls", JSON.stringify({ profile: null, profiles: [null], filters: null, name: null })],
  ["prototype keys", '{"__proto__": {"admin": true}, "profile": {"__proto__": {"id": "p_1"}}}'],
  ["unicode", JSON.stringify({ name: "\u0000\uffff\ud800", profile: { id: "\u0000" } })],
];

const QUERIES = [
  "",
  "?id=",
  "?id=%00",
  `?id=${"z".repeat(5000)}`,
  "?id=req_x&id=req_y",
  "?limit=-1&cursor=%%",
];
/** Path ids as Next.js hands them to the handler: already percent-decoded. */
const PARAMS = [
  "x",
  "%00",
  "\u0000",
  "c\u0000",
  "../../etc/passwd",
  "é",
  "z".repeat(101),
  "z".repeat(3000),
  "00000000-0000-0000-0000-000000000000",
];

describe("fuzzing every /v1 route", () => {
  it("finds the routes", () => {
    expect(routes.length).toBeGreaterThan(5);
    expect(routes.map((r) => r.path)).toContain("/v1/contact/bulk");
  });

  it("answers 401 problem+json without credentials (except public documents)", async () => {
    for (const route of routes) {
      for (const [method, handler] of route.methods) {
        const res = await handler(request(method, route.path, "{}", false), {
          params: Promise.resolve(
            Object.fromEntries(route.params.map((p) => [p, campaignId || "x"])),
          ),
        });
        await expectSane(res, `${method} ${route.path} without credentials`);
      }
    }
  });

  it("survives fixed malformed inputs", async () => {
    for (const route of routes) {
      for (const [method, handler] of route.methods) {
        for (const param of route.params.length ? [campaignId, ...PARAMS] : [""]) {
          const params = Object.fromEntries(route.params.map((p) => [p, param]));
          const url = route.path.replace(/\[(\w+)\]/g, encodeURIComponent(param));
          const cases =
            method === "GET" || method === "DELETE"
              ? QUERIES.map((q) => [`query ${q.slice(0, 40)}`, url + q, undefined] as const)
              : FIXED_BODIES.map(([name, body]) => [name, url, body] as const);
          for (const [name, target, body] of cases) {
            const res = await handler(request(method, target, body), {
              params: Promise.resolve(params),
            });
            await expectSane(res, `${method} ${route.path} (${name}, param ${param.slice(0, 20)})`);
          }
        }
      }
    }
  }, 240_000);

  it("answers a path id of a form no id has 404 problem+json, before any query", async () => {
    const malformed = fc.oneof(
      fc.string({ unit: "binary", maxLength: 40 }).filter((s) => !/^[A-Za-z0-9_-]{1,100}$/.test(s)),
      fc.string({ maxLength: 10 }).map((s) => `${s}\u0000`),
      fc.integer({ min: 101, max: 10_000 }).map((n) => "a".repeat(n)),
    );
    for (const route of routes.filter((r) => r.params.length > 0)) {
      for (const [method, handler] of route.methods) {
        await fc.assert(
          fc.asyncProperty(malformed, fc.uint8Array({ maxLength: 200 }), async (id, bytes) => {
            const url = route.path.replace(/\[(\w+)\]/g, encodeURIComponent(id));
            const body = method === "GET" || method === "DELETE" ? undefined : bytes;
            const res = await handler(
              new Request(`http://test${url}`, {
                method,
                headers: { authorization: `Bearer ${apiKey}`, "content-type": "application/json" },
                body,
              }),
              { params: Promise.resolve(Object.fromEntries(route.params.map((p) => [p, id]))) },
            );
            expect(res.status, `${method} ${route.path} ${JSON.stringify(id)}`).toBe(404);
            await expectSane(res, `${method} ${route.path}`);
          }),
          { numRuns: 25, seed: 20261128 },
        );
      }
    }
  }, 240_000);

  it("survives random bytes as the body of every route", async () => {
    for (const route of routes) {
      for (const [method, handler] of route.methods) {
        if (method === "GET" || method === "DELETE") continue;
        const params = Object.fromEntries(route.params.map((p) => [p, campaignId]));
        const url = route.path.replace(/\[(\w+)\]/g, campaignId);
        await fc.assert(
          fc.asyncProperty(fc.uint8Array({ maxLength: 2000 }), async (bytes) => {
            const withBytes = await handler(
              new Request(`http://test${url}`, {
                method,
                headers: { authorization: `Bearer ${apiKey}`, "content-type": "application/json" },
                body: bytes,
              }),
              { params: Promise.resolve(params) },
            );
            await expectSane(withBytes, `${method} ${route.path} ${bytes.length} random bytes`);
          }),
          { numRuns: 20, seed: 20261128 },
        );
      }
    }
  }, 240_000);

  it("survives random values in known and unknown fields", async () => {
    const value = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.string({ maxLength: 10 }), { maxLength: 12 }),
      fc.dictionary(fc.constantFrom(...KNOWN_KEYS), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
      fc.array(
        fc.dictionary(fc.constantFrom(...KNOWN_KEYS), fc.string({ maxLength: 20 }), { maxKeys: 3 }),
        { maxLength: 12 },
      ),
    );
    const body = fc.dictionary(
      fc.oneof(fc.constantFrom(...KNOWN_KEYS), fc.string({ maxLength: 8 })),
      value,
      {
        maxKeys: 5,
      },
    );
    for (const route of routes) {
      for (const [method, handler] of route.methods) {
        if (method === "GET" || method === "DELETE") continue;
        const params = Object.fromEntries(route.params.map((p) => [p, campaignId]));
        const url = route.path.replace(/\[(\w+)\]/g, campaignId);
        await fc.assert(
          fc.asyncProperty(body, async (b) => {
            const res = await handler(request(method, url, JSON.stringify(b)), {
              params: Promise.resolve(params),
            });
            await expectSane(res, `${method} ${route.path} ${JSON.stringify(b).slice(0, 300)}`);
          }),
          { numRuns: 40, seed: 20261122 },
        );
      }
    }
  }, 240_000);
});

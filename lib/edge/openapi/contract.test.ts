import { readFile } from "node:fs/promises";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import createClient from "openapi-fetch";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as servedDocument } from "@/app/v1/openapi.json/route";
import {
  accounts,
  campaigns,
  webhookAttempts,
  webhookDeliveries,
  webhookEndpoints,
} from "@/db/schema";
import { createTestDb } from "@/db/testing/test-db";
import { fixedClock } from "@/lib/core/clock";
import { resetEnvCache } from "@/lib/core/env";
import { loadV1Routes } from "@/lib/edge/api/v1-routes.testing";
import { stopBoss } from "@/lib/engines/jobs/boss";
import { createAccount } from "@/lib/features/accounts/create-account";
import { deliverCampaignShare } from "@/lib/features/campaigns/delivery/deliver-leads";
import { seedProfiles } from "@/lib/model/profiles/synthetic";
import {
  bodiesFor,
  boundaryBodies,
  type Doc,
  dispatcher,
  documentJudge,
  type Hints,
  hintsFromData,
  judgeBody,
  type Verdict,
} from "./contract.testing";
import { openApiTypes } from "./types";
import type { paths } from "./v1";

/*
 * The contract as a client sees it: a client typed by openapi-typescript from the document
 * /v1/openapi.json serves (lib/edge/openapi/v1.d.ts, proved current here) calls every operation, and
 * ajv judges each answer by that document alone. Then bodies drawn from the document's own
 * request schemas, and the same bodies broken in one place, are sent to every operation that
 * takes one. The last block turns the document against the server on purpose and shows that
 * these checks notice.
 */

let doc: Doc;
let judge: ReturnType<typeof documentJudge>;
let fetchRoute: (req: Request) => Promise<Response>;
let client: ReturnType<typeof createClient<paths>>;
let db: Awaited<ReturnType<typeof createTestDb>>["db"];
let apiKey = "";
let accountId = "";
/** "METHOD /template" of every operation answered with a 2xx. */
const succeeded = new Set<string>();
const wrong: string[] = [];

beforeAll(async () => {
  // A closed port on loopback: a CRM connection's Test fails at once, reaching nothing.
  process.env.HUBSPOT_API_BASE_URL = "http://127.0.0.1:9";
  process.env.PIPEDRIVE_API_BASE_URL = "http://127.0.0.1:9";
  // Endpoints' secrets and CRM tokens are sealed under a key derived from it, as `npm start` sets it.
  process.env.AUTH_SECRET ??= "test-secret-for-contract";
  resetEnvCache();
  doc = await servedDocument().json();
  judge = documentJudge(doc);
  fetchRoute = dispatcher(await loadV1Routes());
  ({ db } = await createTestDb());
  await seedProfiles(db, { profiles: 300, seed: 5 });
  const account = await createAccount(db, { email: "contract@example.com", plan: "pro" });
  // The fuzzer sends hundreds of requests at once; the rate limit has its own tests.
  await db.update(accounts).set({ rateLimit: 100_000 }).where(eq(accounts.id, account.accountId));
  apiKey = account.apiKey;
  accountId = account.accountId;
  client = createClient<paths>({
    baseUrl: "http://test",
    headers: { authorization: `Bearer ${apiKey}` },
    fetch: async (req) => {
      const res = await fetchRoute(req);
      const { pathname } = new URL(req.url);
      const template = Object.keys(doc.paths)
        .sort((a, b) => a.split("{").length - b.split("{").length)
        .find((t) => new RegExp(`^${t.replaceAll(/\{\w+\}/g, "[^/]+")}$`).test(pathname));
      if (!template) throw new Error(`${pathname} is not in the document`);
      const text = await res.clone().text();
      const type = res.headers.get("content-type") ?? "";
      const body = type.includes("json") ? JSON.parse(text) : text;
      wrong.push(
        ...judge.violations(req.method, template, {
          ...res,
          headers: res.headers,
          status: res.status,
          body,
        }),
      );
      if (res.status < 300) succeeded.add(`${req.method} ${template}`);
      return res;
    },
  });
});
afterAll(() => stopBoss());

describe("the typed client", () => {
  it("is generated from the document the server serves", async () => {
    const committed = await readFile("lib/edge/openapi/v1.d.ts", "utf8");
    expect(committed, "run npm run openapi:types").toBe(await openApiTypes(doc));
  });

  it("calls every operation, and every answer, success or refusal, is as the document says", async () => {
    const search = await client.POST("/v1/contact/search", {
      body: { filters: { seniorities: ["manager", "senior"] }, limit: 3 },
    });
    const page = search.data?.data ?? [];
    expect(page).toHaveLength(3);
    await client.POST("/v1/contact/search", {
      body: { cursor: search.data?.nextCursor, limit: 3 },
    });
    await client.POST("/v1/estimate", { body: { filters: {} } });
    await client.GET("/v1/filters");
    await client.GET("/v1/usage");
    const enriched = await client.POST("/v1/contact/enrich", {
      body: { profile: { id: page[0]?.id ?? "" }, include: { email: true, mobile: true } },
      params: { header: { "Idempotency-Key": "contract-1" } },
    });
    const requestId = enriched.data?.requestId ?? "";
    expect(enriched.response.status).toBe(202);
    const replayed = await client.POST("/v1/contact/enrich", {
      body: { profile: { id: page[0]?.id ?? "" }, include: { email: true, mobile: true } },
      params: { header: { "Idempotency-Key": "contract-1" } },
    });
    expect(replayed.response.headers.get("idempotent-replayed")).toBe("true");
    const polled = await client.GET("/v1/contact/enrich", { params: { query: { id: requestId } } });
    expect(polled.data?.requestId).toBe(requestId);
    await client.GET("/v1/contact/enrich", { params: { query: { id: "req_unknown" } } });
    await client.POST("/v1/contact/details", { body: { profile: { id: page[1]?.id ?? "" } } });
    await client.POST("/v1/contact/bulk", { body: { profiles: page.map((p) => ({ id: p.id })) } });
    const empty = await client.POST("/v1/contact/bulk", { body: { profiles: [] } });
    expect(empty.error).toMatchObject({ status: 422, code: "invalid_batch" });
    const stranger = await client.GET("/v1/usage", { headers: { authorization: "Bearer nope" } });
    expect(stranger.response.status).toBe(401);

    await client.GET("/v1/campaigns/templates");
    const created = await client.POST("/v1/campaigns", {
      body: { name: "Contract", templateId: "saas-founders-north-america" },
    });
    const id = created.data?.id ?? "";
    const path = { params: { path: { id } } };
    await client.PATCH("/v1/campaigns/{id}", {
      ...path,
      body: {
        filters: { seniorities: ["manager", "senior", "director"] },
        delivery: {
          days: ["mon", "tue", "wed", "thu", "fri", "sat", "sun"],
          window: { start: "00:00", end: "23:59" },
        },
        saveToList: { enabled: true, listName: "Contract leads" },
      },
    });
    expect((await client.GET("/v1/campaigns/{id}/checklist", path)).data?.ready).toBe(true);
    expect((await client.POST("/v1/campaigns/{id}/launch", path)).response.status).toBe(200);
    expect((await client.POST("/v1/campaigns/{id}/launch", path)).error?.status).toBe(409);
    await deliverCampaignShare(db, id, {
      clock: fixedClock(`${new Date().toISOString().slice(0, 10)}T12:00:00Z`),
      tickSeconds: 86_400,
    });
    await client.GET("/v1/campaigns/{id}/leads", {
      ...path,
      params: { ...path.params, query: { limit: 2 } },
    });
    await client.GET("/v1/campaigns/{id}/leads/export", { ...path, parseAs: "text" });
    const lists = await client.GET("/v1/lists");
    const listId = lists.data?.data.find((l) => l.name === "Contract leads")?.id ?? "";
    await client.GET("/v1/lists/{id}", { params: { path: { id: listId }, query: { limit: 2 } } });
    await client.GET("/v1/lists/{id}/export", {
      params: { path: { id: listId } },
      parseAs: "text",
    });
    const listOf = { params: { path: { id: listId } } };
    expect((await client.PUT("/v1/lists/{id}/watch", listOf)).data?.watched).toBe(true);
    await client.GET("/v1/lists/{id}/watch", listOf);
    await client.DELETE("/v1/lists/{id}/watch", listOf);
    const feed = await client.GET("/v1/lists/{id}/changes", {
      params: { path: { id: listId }, query: { limit: 1 } },
    });
    expect(feed.data?.data[0]?.type).toBe("joined");
    await client.POST("/v1/lists/{id}/reverify", { ...listOf, body: { maxAddresses: 1 } });
    await client.PUT("/v1/campaigns/{id}/watch", path);
    await client.GET("/v1/campaigns/{id}/watch", path);
    await client.DELETE("/v1/campaigns/{id}/watch", path);
    await client.GET("/v1/campaigns/{id}/changes", path);
    await client.POST("/v1/campaigns/{id}/pause", path);
    await client.POST("/v1/campaigns/{id}/resume", path);
    await client.POST("/v1/campaigns/{id}/archive", path);
    await client.GET("/v1/campaigns/{id}", path);
    // A launched campaign whose webhook keeps failing: GET says so, as the document describes.
    const url = "https://hooks.example.com/leads";
    const hooked =
      (
        await client.POST("/v1/campaigns", {
          body: { name: "Failing hook", notifications: { webhook: { enabled: true, url } } },
        })
      ).data?.id ?? "";
    await db.update(campaigns).set({ status: "active" }).where(eq(campaigns.id, hooked));
    for (const secondsAgo of [20, 10]) {
      const delivery = `msg_contract_${secondsAgo}`;
      await db.insert(webhookDeliveries).values({
        id: delivery,
        accountId,
        campaignId: hooked,
        url,
        body: "{}",
        status: "pending",
        attempts: 1,
      });
      await db.insert(webhookAttempts).values({
        deliveryId: delivery,
        attempt: 1,
        startedAt: new Date(Date.now() - secondsAgo * 1000),
        durationMs: 3,
        statusCode: 503,
        error: "receiver answered 503",
      });
    }
    const failing = await client.GET("/v1/campaigns/{id}", { params: { path: { id: hooked } } });
    expect(failing.data?.webhookFailing).toMatchObject({ url, failedAttempts: 2 });
    const copy = await client.POST("/v1/campaigns/{id}/duplicate", path);
    expect(copy.data?.status).toBe("draft");
    await client.GET("/v1/campaigns", { params: { query: { limit: 1, status: "archived" } } });
    const draft = (await client.POST("/v1/campaigns", { body: { name: "Draft" } })).data?.id ?? "";
    const refused = await client.POST("/v1/campaigns/{id}/launch", {
      params: { path: { id: draft } },
    });
    expect(refused.error).toMatchObject({ status: 422, code: "checklist_failed" });
    await client.POST("/v1/campaigns/{id}/reset", { params: { path: { id: draft } } });
    const paused = await client.POST("/v1/campaigns/{id}/pause", {
      params: { path: { id: draft } },
    });
    expect(paused.error?.status).toBe(409);
    const unknown = { params: { path: { id: "c_unknown" } } };
    expect((await client.GET("/v1/campaigns/{id}", unknown)).error?.status).toBe(404);
    expect((await client.GET("/v1/lists/{id}", unknown)).error?.status).toBe(404);

    const entries = [
      { email: "Someone@Listed.example" },
      { domain: "https://www.listed.example/" },
    ];
    expect((await client.POST("/v1/suppressions", { body: { entries } })).data).toEqual({
      added: 2,
      existing: 0,
    });
    const badEntry = await client.POST("/v1/suppressions", {
      body: { entries: [{ domain: "a+://example.com" }] },
    });
    expect(badEntry.error?.type).toBe("https://leadwise.dev/problems/invalid-request");
    const withScheme = await client.POST("/v1/suppressions", {
      body: { entries: [{ domain: "HTTPS://www.scheme.example/x" }] },
    });
    expect(withScheme.data).toEqual({ added: 1, existing: 0 });
    const badCursor = await client.GET("/v1/suppressions", {
      params: { query: { cursor: "bad" } },
    });
    expect(badCursor.error?.type).toBe("https://leadwise.dev/problems/unknown-cursor");
    const imported = await client.POST("/v1/suppressions/import", {
      body: "email,domain\nother@listed.example,\n" as never,
      bodySerializer: (csv: string) => csv,
      headers: { "content-type": "text/csv" },
    });
    expect(imported.data).toMatchObject({ rows: 1, added: 1 });
    expect(
      (await client.GET("/v1/suppressions", { params: { query: { limit: 2 } } })).data?.total,
    ).toBe(4);
    expect(
      (
        await client.DELETE("/v1/suppressions", {
          body: { entries: [{ domain: "listed.example" }] },
        })
      ).data,
    ).toEqual({ removed: 1 });

    const ownContacts = await client.POST("/v1/contact/import", {
      params: { query: { email: "E-mail" } },
      body: "E-mail,First Name\nown@contract.example,Ada\nnot-an-address,Bob\n" as never,
      bodySerializer: (csv: string) => csv,
      headers: { "content-type": "text/csv" },
    });
    expect(ownContacts.data).toMatchObject({ rows: 2, imported: 1, rejectedCount: 1 });

    const uploaded = await client.POST("/v1/company-lists", {
      params: { query: { name: "Targets" } },
      body: "domain,name\nunknown.example,\n" as never,
      bodySerializer: (csv: string) => csv,
      headers: { "content-type": "text/csv" },
    });
    expect(uploaded.data).toMatchObject({ rows: 1, matched: 0, unmatchedCount: 1 });
    const listPath = { params: { path: { id: uploaded.data?.id ?? "" } } };
    await client.GET("/v1/company-lists");
    await client.GET("/v1/company-lists/{id}", listPath);
    const unknownList = await client.POST("/v1/estimate", {
      body: { filters: { companyLists: { include: ["cl_unknown"] } } },
    });
    expect(unknownList.error?.type).toBe("https://leadwise.dev/problems/unknown-company-list");
    await client.POST("/v1/estimate", {
      body: { filters: { companyLists: { exclude: [uploaded.data?.id ?? ""] } } },
    });
    expect((await client.DELETE("/v1/company-lists/{id}", listPath)).data?.deleted).toBe(true);
    expect((await client.GET("/v1/company-lists/{id}", listPath)).error?.status).toBe(404);

    // The acts above are in the audit log, a page at a time, and as CSV.
    const audit = await client.GET("/v1/audit-events", {
      params: { query: { action: "company_list.deleted", limit: 1 } },
    });
    expect(audit.data?.data[0]?.target).toEqual({ type: "company_list", id: uploaded.data?.id });
    const auditCursor = await client.GET("/v1/audit-events", {
      params: { query: { cursor: "bad" } },
    });
    expect(auditCursor.error?.type).toBe("https://leadwise.dev/problems/unknown-cursor");
    const auditCsv = await client.GET("/v1/audit-events/export", {
      params: { query: { action: "company_list.imported" } },
      parseAs: "text",
    });
    expect(auditCsv.data).toContain("company_list.imported");
    const endpoint = await client.POST("/v1/webhook-endpoints", {
      body: { url: "https://hooks.example.com/leadwise", eventTypes: ["campaign.completed"] },
    });
    expect(endpoint.data?.secret).toMatch(/^whsec_/);
    const endpointPath = { params: { path: { id: endpoint.data?.id ?? "" } } };
    await client.GET("/v1/webhook-endpoints");
    await client.GET("/v1/webhook-endpoints/{id}", endpointPath);
    await client.PATCH("/v1/webhook-endpoints/{id}", {
      ...endpointPath,
      body: { description: "Contract" },
    });
    expect((await client.GET("/v1/webhook-endpoints/{id}/secret", endpointPath)).data?.secret).toBe(
      endpoint.data?.secret,
    );
    await client.POST("/v1/webhook-endpoints/{id}/rotate-secret", {
      ...endpointPath,
      body: { overlapHours: 1 },
    });
    // To a loopback address the guard refuses: the test is answered without any call going out.
    await db
      .update(webhookEndpoints)
      .set({ url: "http://127.0.0.1:9/" })
      .where(eq(webhookEndpoints.id, endpoint.data?.id ?? ""));
    expect((await client.POST("/v1/webhook-endpoints/{id}/test", endpointPath)).data?.ok).toBe(
      false,
    );
    await client.GET("/v1/webhook-endpoints/{id}/deliveries", {
      params: { ...endpointPath.params, query: { limit: 5 } },
    });
    expect(
      (
        await client.POST("/v1/webhook-endpoints/{id}/replay", {
          ...endpointPath,
          body: { since: "2026-01-01T00:00:00Z" },
        })
      ).data,
    ).toEqual({ replayed: 0 });
    const unknownSubject = await client.POST("/v1/webhook-endpoints", {
      body: { url: "https://hooks.example.com/x", campaignIds: ["c_unknown"] },
    });
    expect(unknownSubject.error?.type).toBe("https://leadwise.dev/problems/unknown-event-subject");
    expect((await client.DELETE("/v1/webhook-endpoints/{id}", endpointPath)).data?.deleted).toBe(
      true,
    );
    const file = "E-mail;Note\nown@contract.example;=1+1\nnobody@contract.example;\n";
    const preview = await client.POST("/v1/enrichment-jobs/preview", {
      body: file as never,
      bodySerializer: (csv: unknown) => csv as string,
      headers: { "content-type": "text/csv" },
    });
    expect(preview.data).toMatchObject({ rows: 2, mapping: { email: "E-mail" } });
    const job = await client.POST("/v1/enrichment-jobs", {
      params: { query: { mobile: "true", "ceiling.email": 1 } as never },
      body: file as never,
      bodySerializer: (csv: unknown) => csv as string,
      headers: { "content-type": "text/csv" },
    });
    expect(job.data).toMatchObject({ status: "running", rows: 2 });
    const jobPath = { params: { path: { id: job.data?.id ?? "" } } };
    await client.GET("/v1/enrichment-jobs/{id}", jobPath);
    await client.POST("/v1/enrichment-jobs/{id}/resume", {
      ...jobPath,
      body: { ceiling: { email: 2 } },
    });
    await client.GET("/v1/enrichment-jobs/{id}/result", { ...jobPath, parseAs: "text" });
    expect((await client.POST("/v1/enrichment-jobs/{id}/cancel", jobPath)).data?.status).toBe(
      "cancelled",
    );
    expect((await client.POST("/v1/enrichment-jobs/{id}/cancel", jobPath)).error?.status).toBe(409);
    // CRM: the connection's Test meets a closed loopback port (no CRM here: the pushes
    // themselves are tested against the HubSpot simulator in lib/features/crm/push.netns.ts).
    const crm = await client.POST("/v1/crm/connections", {
      body: { vendor: "hubspot", token: "pat-contract-0000-0000" },
    });
    expect(crm.data).toMatchObject({ vendor: "hubspot", tokenHint: "…0000" });
    const crmPath = { params: { path: { id: crm.data?.id ?? "" } } };
    await client.GET("/v1/crm/connections");
    await client.GET("/v1/crm/connections/{id}", crmPath);
    expect((await client.POST("/v1/crm/connections/{id}/test", crmPath)).data?.ok).toBe(false);
    const mapping = await client.GET("/v1/crm/connections/{id}/mapping", crmPath);
    expect((await client.GET("/v1/crm/connections/{id}/pull", crmPath)).data?.status).toBe(
      "queued",
    );
    expect((await client.POST("/v1/crm/connections/{id}/pull", crmPath)).response.status).toBe(202);
    await client.PUT("/v1/crm/connections/{id}/mapping", {
      ...crmPath,
      body: { mapping: mapping.data?.suggested ?? [] },
    });
    const pushed = await client.POST("/v1/crm/pushes", {
      body: { listId, connectionId: crm.data?.id ?? "" },
    });
    const pushPath = { params: { path: { id: pushed.data?.id ?? "" } } };
    await client.GET("/v1/crm/pushes/{id}", pushPath);
    await client.GET("/v1/crm/pushes/{id}/rows", pushPath);
    await client.PUT("/v1/campaigns/{id}/crm", {
      ...path,
      body: { connectionId: crm.data?.id ?? "", enabled: true },
    });
    expect((await client.GET("/v1/campaigns/{id}/crm", path)).data?.enabled).toBe(true);
    expect((await client.DELETE("/v1/crm/connections/{id}", crmPath)).data?.deleted).toBe(true);

    expect(wrong).toEqual([]);
    const documented = Object.entries(doc.paths).flatMap(([template, methods]) =>
      Object.keys(methods).map((m) => `${m.toUpperCase()} ${template}`),
    );
    expect(documented.filter((op) => !succeeded.has(op))).toEqual([]);
  });
});

/** Operations that take a JSON body, with the path to send it to. */
async function bodyOperations(): Promise<[string, string, string][]> {
  const { data } = await client.POST("/v1/campaigns", { body: { name: "Fuzzed" } });
  const { data: endpoint } = await client.POST("/v1/webhook-endpoints", {
    body: { url: "https://hooks.example.com/fuzzed" },
  });
  const job = await client.POST("/v1/enrichment-jobs", {
    body: "E-mail\nfuzzed@contract.example\n" as never,
    bodySerializer: (csv: unknown) => csv as string,
    headers: { "content-type": "text/csv" },
  });
  const crm = await fuzzedConnection();
  const list = (await client.GET("/v1/lists")).data?.data[0]?.id;
  const idOf = (template: string) =>
    (template.startsWith("/v1/lists/")
      ? list
      : template.startsWith("/v1/webhook-endpoints/")
        ? endpoint?.id
        : template.startsWith("/v1/crm/connections/")
          ? crm
          : template.startsWith("/v1/enrichment-jobs/")
            ? job.data?.id
            : data?.id) ?? "";
  return Object.entries(doc.paths).flatMap(([template, methods]) =>
    Object.entries(methods)
      // JSON bodies: the CSV import is called with a file in the typed-client test above.
      .filter(
        ([, op]) =>
          (op.requestBody as { content?: object } | undefined)?.content &&
          "application/json" in (op.requestBody as { content: object }).content,
      )
      .map(
        ([m]) =>
          [m.toUpperCase(), template, template.replace("{id}", idOf(template))] as [
            string,
            string,
            string,
          ],
      ),
  );
}

let crmConnectionId: string | undefined;

/** A CRM connection the bodies of /v1/crm and a campaign's `crm` may name. */
async function fuzzedConnection(): Promise<string> {
  crmConnectionId ??= (
    await client.POST("/v1/crm/connections", {
      body: { vendor: "hubspot", token: "pat-fuzzed-0000-0000" },
    })
  ).data?.id;
  return crmConnectionId ?? "";
}

let hinted: Hints | undefined;

/** Values from this database for the places whose rules depend on the data or the account. */
async function dataHints(): Promise<Hints> {
  hinted ??= [
    ...(await hintsFromData(async (path) => (await fetchRoute(authorized(path))).json())),
    // A mapping names properties HubSpot has (before a Test, its standard ones).
    [".property", fc.constantFrom("firstname", "lastname", "jobtitle", "company", "city")],
    // A connection of its own: the mapping's fuzzing leaves unwritable properties on the other.
    [
      ".connectionId",
      fc.constant(
        (
          await client.POST("/v1/crm/connections", {
            body: { vendor: "hubspot", token: "pat-fuzzed-1111-1111" },
          })
        ).data?.id ?? "",
      ),
    ],
    [".listId", fc.constant((await client.GET("/v1/lists")).data?.data[0]?.id ?? "")],
  ];
  return hinted;
}

const authorized = (path: string) =>
  new Request(`http://test${path}`, { headers: { authorization: `Bearer ${apiKey}` } });

/** Runs the body property on one operation against `by` (the served document or another). */
async function fuzz(by: Doc, method: string, template: string, url: string, numRuns: number) {
  const j = documentJudge(by);
  const hints = await dataHints();
  const verdicts: Verdict[] = [];
  const details = await fc.check(
    fc.asyncProperty(bodiesFor(by, method, template, hints), async (body) => {
      const res = await fetchRoute(
        new Request(`http://test${url}`, {
          method,
          headers: { authorization: `Bearer ${apiKey}`, "content-type": "application/json" },
          body: JSON.stringify(body),
        }),
      );
      const { verdict, wrong } = await judgeBody(j, method, template, body, res);
      verdicts.push(verdict);
      if (wrong.length)
        throw new Error(`${JSON.stringify(body).slice(0, 400)}\n${wrong.join("\n")}`);
    }),
    { numRuns, seed: 20261125, endOnFailure: true },
  );
  return { details, verdicts };
}

describe("bodies drawn from the document's schemas", () => {
  it("are answered as the document says, for every operation that takes a body", async () => {
    const operations = await bodyOperations();
    expect(operations.length).toBeGreaterThanOrEqual(7);
    for (const [method, template, url] of operations) {
      const { details, verdicts } = await fuzz(doc, method, template, url, 60);
      expect(details.failed, `${method} ${template}: ${fc.defaultReportMessage(details)}`).toBe(
        false,
      );
      // The drawn bodies reach the domain: some are accepted, some refused by the document.
      expect(
        verdicts.some((v) => v.accepted && v.status < 300),
        `${method} ${template}: no 2xx`,
      ).toBe(true);
      expect(
        verdicts.some((v) => !v.accepted),
        `${method} ${template}: nothing refused`,
      ).toBe(true);
    }
  }, 300_000);
});

/** Sends each boundary body of an operation (by the document `by`); returns what is wrong. */
async function sweep(by: Doc, method: string, template: string, url: string) {
  const j = documentJudge(by);
  const wrongs: string[] = [];
  const verdicts: Verdict[] = [];
  for (const { place, body } of boundaryBodies(by, method, template, await dataHints())) {
    const res = await fetchRoute(
      new Request(`http://test${url}`, {
        method,
        headers: { authorization: `Bearer ${apiKey}`, "content-type": "application/json" },
        body: JSON.stringify(body),
      }),
    );
    const { verdict, wrong } = await judgeBody(j, method, template, body, res);
    verdicts.push(verdict);
    wrongs.push(...wrong.map((w) => `${place} ${JSON.stringify(body).slice(0, 200)}: ${w}`));
  }
  return { wrongs, verdicts };
}

describe("every bound the document states", () => {
  it("is the server's: a body at it is not refused for it, one past it is never accepted", async () => {
    for (const [method, template, url] of await bodyOperations()) {
      const { wrongs, verdicts } = await sweep(doc, method, template, url);
      const what = `${method} ${template}`;
      expect(wrongs, what).toEqual([]);
      expect(verdicts.filter((v) => !v.accepted).length, what).toBeGreaterThan(0);
      expect(verdicts.filter((v) => v.accepted && v.status < 300).length, what).toBeGreaterThan(0);
    }
  }, 120_000);
});

describe("a document that disagrees with the server", () => {
  /** A property's schema in a copy of the document, to alter; throws when there is none. */
  const property = (d: Doc, schema: string, name: string) => {
    const properties = d.components.schemas[schema]?.properties as
      | Record<string, Record<string, unknown>>
      | undefined;
    const found = properties?.[name];
    if (!found) throw new Error(`${schema}.${name} is not in the document`);
    return found;
  };
  const altered = (change: (d: Doc) => void) => {
    const copy = structuredClone(doc);
    change(copy);
    return copy;
  };

  it("is caught when it allows a value the server refuses", async () => {
    const wider = altered((d) => {
      const seniorities = property(d, "Targeting", "seniorities");
      (seniorities.items as { enum: string[] }).enum.push("emperor");
      seniorities.maxItems = 12;
    });
    const { details } = await fuzz(wider, "POST", "/v1/contact/search", "/v1/contact/search", 200);
    expect(details.failed).toBe(true);
    expect(String(details.errorInstance)).toMatch(/accepts was refused with 400 .*invalid-request/);
  }, 120_000);

  it("is caught when it forbids what the server accepts", async () => {
    const narrower = altered((d) => {
      property(d, "SearchRequest", "limit").maximum = 10;
    });
    const { wrongs } = await sweep(narrower, "POST", "/v1/contact/search", "/v1/contact/search");
    expect(wrongs.join("\n")).toMatch(/>SearchRequest\.limit .*document refuses was answered 200/);
  });

  it("is caught when its limit is past the server's", async () => {
    const looser = altered((d) => {
      property(d, "CampaignInput", "name").maxLength = 200;
    });
    const { wrongs } = await sweep(looser, "POST", "/v1/campaigns", "/v1/campaigns");
    expect(wrongs.join("\n")).toMatch(/>CampaignInput\.name .*accepts was refused with 400/);
  });

  it("is caught when an answer has a field, a header or a status it does not list", async () => {
    const res = await fetchRoute(
      new Request("http://test/v1/usage", { headers: { authorization: `Bearer ${apiKey}` } }),
    );
    const answer = { status: res.status, headers: res.headers, body: await res.json() };
    expect(judge.violations("GET", "/v1/usage", answer)).toEqual([]);
    const stricter = documentJudge(
      altered((d) => {
        const usage = d.components.schemas.Usage as {
          required: string[];
          properties: Record<string, unknown>;
        };
        usage.properties.seats = { type: "integer" };
        usage.required.push("seats");
        const ok = d.paths["/v1/usage"]?.get as {
          responses: Record<string, { headers: Record<string, unknown> }>;
        };
        delete ok.responses["200"]?.headers.RateLimit;
      }),
    );
    const found = stricter.violations("GET", "/v1/usage", answer);
    expect(found.some((v) => v.includes("seats"))).toBe(true);
    expect(found.some((v) => v.includes("undocumented header ratelimit"))).toBe(true);
    expect(stricter.violations("GET", "/v1/usage", { ...answer, status: 418 })).toEqual([
      "GET /v1/usage → 418: status not in the document",
    ]);
  });
});

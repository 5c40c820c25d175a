import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as openApi } from "@/app/v1/openapi.json/route";
import { seedProfiles } from "@/db/seed";
import { createTestDb } from "@/db/testing/test-db";
import { createAccount } from "@/lib/accounts/create-account";
import { loadV1Routes, type V1Route } from "@/lib/api/v1-routes.testing";
import { deliverCampaignShare } from "@/lib/campaigns/delivery/deliver-leads";
import { fixedClock } from "@/lib/clock";
import { stopBoss } from "@/lib/jobs/boss";
import { RESPONSES } from "./document";

/*
 * The OpenAPI document against the API itself: every documented operation is called through
 * its route handler on a real database, each answer's status must be one the document lists
 * for it, and its body must parse with the (strict) zod schema the document names for that
 * status. A field the API answers but the document lacks, a missing route or a wrong status
 * fails here.
 */

interface Operation {
  responses: Record<
    string,
    { content?: Record<string, { schema: { $ref?: string } }>; headers?: Record<string, unknown> }
  >;
}

let doc: { paths: Record<string, Record<string, Operation>> };
let db: Awaited<ReturnType<typeof createTestDb>>["db"];
let apiKey = "";
let routes: V1Route[] = [];
/** "METHOD /template" of every operation answered with a 2xx. */
const succeeded = new Set<string>();

beforeAll(async () => {
  doc = await openApi().json();
  routes = await loadV1Routes();
  ({ db } = await createTestDb());
  await seedProfiles(db, { profiles: 300, seed: 5 });
  ({ apiKey } = await createAccount(db, { email: "openapi@example.com", plan: "pro" }));
});
afterAll(() => stopBoss());

/** Calls the route handler of `template` (e.g. /v1/campaigns/{id}) and checks its answer. */
async function call(
  method: string,
  template: string,
  options: { id?: string; query?: string; body?: unknown; csv?: string } = {},
): Promise<{ status: number; body: unknown; res: Response }> {
  const route = routes.find((r) => r.template === template);
  const handler = route?.methods.find(([m]) => m === method)?.[1];
  if (!handler) throw new Error(`no route exports ${method} ${template}`);
  const url = `http://test${template.replace("{id}", options.id ?? "")}${options.query ?? ""}`;
  const res = await handler(
    new Request(url, {
      method,
      headers: { authorization: `Bearer ${apiKey}`, "content-type": "application/json" },
      body: options.csv ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    }),
    { params: Promise.resolve<Record<string, string>>(options.id ? { id: options.id } : {}) },
  );
  const what = `${method} ${template} → ${res.status}`;
  const declared = doc.paths[template]?.[method.toLowerCase()]?.responses[String(res.status)];
  expect(declared, `${what}: not in the document`).toBeTruthy();
  const type = res.headers.get("content-type")?.split(";")[0] ?? "";
  const media = declared?.content?.[type];
  expect(media, `${what}: ${type} not documented`).toBeTruthy();
  for (const header of Object.keys(declared?.headers ?? {})) {
    if (!header.startsWith("X-Allowance-")) {
      expect(res.headers.get(header), `${what}: header ${header}`).toBeTruthy();
    }
  }
  let body: unknown;
  const name = media?.schema.$ref?.split("/").pop();
  if (name) {
    body = await res.json();
    const schema = RESPONSES[name as keyof typeof RESPONSES];
    expect(schema, `${what}: no schema ${name}`).toBeTruthy();
    const parsed = schema.safeParse(body);
    expect(parsed.success, `${what}: ${parsed.error?.message}`).toBe(true);
  } else {
    body = await res.text();
  }
  if (res.status < 300) succeeded.add(`${method} ${template}`);
  return { status: res.status, body, res };
}

const idOf = (body: unknown) => (body as { id: string }).id;

describe("the OpenAPI document against the API", () => {
  it("holds for the contact, estimate, filter and usage operations", async () => {
    const search = await call("POST", "/v1/contact/search", {
      body: { filters: { seniorities: ["manager", "senior"] }, limit: 3 },
    });
    expect(search.status).toBe(200);
    const page = search.body as { data: { id: string }[]; nextCursor: string };
    expect(page.data).toHaveLength(3);
    await call("POST", "/v1/contact/search", {
      body: { filters: {}, limit: 3, cursor: page.nextCursor },
    });
    expect((await call("POST", "/v1/estimate", { body: { filters: {} } })).status).toBe(200);
    expect((await call("GET", "/v1/filters")).status).toBe(200);
    expect((await call("GET", "/v1/usage")).status).toBe(200);

    const accepted = await call("POST", "/v1/contact/enrich", {
      body: { profile: { id: page.data[0]?.id } },
    });
    expect(accepted.status).toBe(202);
    const requestId = (accepted.body as { requestId: string }).requestId;
    expect((await call("GET", "/v1/contact/enrich", { query: `?id=${requestId}` })).status).toBe(
      200,
    );
    expect(
      (await call("POST", "/v1/contact/details", { body: { profile: { id: page.data[1]?.id } } }))
        .status,
    ).toBe(202);
    expect(
      (
        await call("POST", "/v1/contact/bulk", {
          body: { profiles: page.data.map((p) => ({ id: p.id })) },
        })
      ).status,
    ).toBe(202);
    expect((await call("POST", "/v1/contact/bulk", { body: { profiles: [] } })).status).toBe(422);
    expect((await call("GET", "/v1/contact/enrich", { query: "?id=req_unknown" })).status).toBe(
      404,
    );
  });

  it("holds for a campaign's life, its leads and its list", async () => {
    expect((await call("GET", "/v1/campaigns/templates")).status).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    const created = await call("POST", "/v1/campaigns", {
      body: { name: "Documented", templateId: "saas-founders-north-america" },
    });
    expect(created.status).toBe(201);
    const id = idOf(created.body);
    expect(created.res.headers.get("location")).toBe(`/v1/campaigns/${id}`);

    await call("PATCH", "/v1/campaigns/{id}", {
      id,
      body: {
        filters: { seniorities: ["manager", "senior", "director"] },
        delivery: {
          email: true,
          mobile: false,
          days: ["mon", "tue", "wed", "thu", "fri", "sat", "sun"],
          window: { start: "00:00", end: "23:59" },
          timezone: "UTC",
          leadsPerDay: 40,
        },
        saveToList: { enabled: true, listName: "Documented leads" },
      },
    });
    const checklist = await call("GET", "/v1/campaigns/{id}/checklist", { id });
    expect((checklist.body as { ready: boolean }).ready).toBe(true);
    expect((await call("POST", "/v1/campaigns/{id}/launch", { id })).status).toBe(200);
    expect((await call("POST", "/v1/campaigns/{id}/launch", { id })).status).toBe(409);

    const share = await deliverCampaignShare(db, id, {
      clock: fixedClock(`${today}T12:00:00Z`),
      tickSeconds: 86_400,
    });
    expect(share.delivered).toBeGreaterThan(0);
    const leads = await call("GET", "/v1/campaigns/{id}/leads", { id, query: "?limit=2" });
    expect((leads.body as { data: unknown[] }).data).toHaveLength(2);

    const lists = await call("GET", "/v1/lists");
    const list = (lists.body as { data: { id: string; name: string }[] }).data.find(
      (l) => l.name === "Documented leads",
    );
    expect(list).toBeTruthy();
    const items = await call("GET", "/v1/lists/{id}", { id: list?.id, query: "?limit=2" });
    expect((items.body as { data: unknown[] }).data).toHaveLength(2);
    const csv = await call("GET", "/v1/lists/{id}/export", { id: list?.id });
    expect(String(csv.body).split("\n").length).toBeGreaterThan(2);
    expect((await call("GET", "/v1/lists/{id}", { id: "l_unknown" })).status).toBe(404);

    expect((await call("POST", "/v1/campaigns/{id}/pause", { id })).status).toBe(200);
    expect((await call("POST", "/v1/campaigns/{id}/resume", { id })).status).toBe(200);
    expect((await call("POST", "/v1/campaigns/{id}/archive", { id })).status).toBe(200);
    expect((await call("GET", "/v1/campaigns/{id}", { id })).status).toBe(200);
    expect((await call("GET", "/v1/campaigns", { query: "?limit=1" })).status).toBe(200);

    // A campaign without a filter cannot launch (422, with the checklist); only a draft resets.
    const draft = idOf((await call("POST", "/v1/campaigns", { body: { name: "Not ready" } })).body);
    const refused = await call("POST", "/v1/campaigns/{id}/launch", { id: draft });
    expect(refused.status).toBe(422);
    expect((refused.body as { code: string }).code).toBe("checklist_failed");
    expect((await call("POST", "/v1/campaigns/{id}/reset", { id: draft })).status).toBe(200);
    expect((await call("POST", "/v1/campaigns/{id}/pause", { id: draft })).status).toBe(409);
    expect((await call("GET", "/v1/campaigns/{id}", { id: "c_unknown" })).status).toBe(404);
  });

  it("holds for the do-not-contact list", async () => {
    const added = await call("POST", "/v1/suppressions", {
      body: {
        entries: [{ email: "Someone@Listed.example" }, { domain: "https://www.listed.example/" }],
      },
    });
    expect(added.body).toEqual({ added: 2, existing: 0 });
    const imported = await call("POST", "/v1/suppressions/import", {
      csv: "email,domain\nother@listed.example,\n,not a domain\n",
    });
    expect(imported.body).toMatchObject({ rows: 2, added: 1, errorCount: 1 });
    const page = await call("GET", "/v1/suppressions", { query: "?limit=2" });
    expect(page.body).toMatchObject({ total: 3, data: [{ value: "other@listed.example" }, {}] });
    const removed = await call("DELETE", "/v1/suppressions", {
      body: { entries: [{ domain: "listed.example" }] },
    });
    expect(removed.body).toEqual({ removed: 1 });
  });

  it("has every documented operation answered successfully above", () => {
    const documented = Object.entries(doc.paths).flatMap(([template, methods]) =>
      Object.keys(methods).map((m) => `${m.toUpperCase()} ${template}`),
    );
    expect(documented.filter((op) => !succeeded.has(op))).toEqual([]);
  });
});

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as enrich, GET as poll } from "@/app/v1/contact/enrich/route";
import { accounts, apiKeys, webhookDeliveries } from "@/db/schema";
import { createTestDb } from "@/db/testing/test-db";
import { systemClock } from "@/lib/core/clock";
import type { Ctx } from "@/lib/core/context";
import { loadV1Routes, type V1Route } from "@/lib/edge/api/v1-routes.testing";
import { stopBoss } from "@/lib/engines/jobs/boss";
import { resendDelivery } from "@/lib/engines/webhooks/outbox";
import { listApiKeys, revokeApiKey } from "@/lib/features/accounts/api-keys";
import { createAccount } from "@/lib/features/accounts/create-account";
import { createCampaign, getCampaign } from "@/lib/features/campaigns/campaigns";
import { getCampaignActivity } from "@/lib/features/campaigns/delivery/activity";
import { listCampaignLeads } from "@/lib/features/campaigns/leads";
import { sampleProfile } from "@/lib/features/enrichment/enrichment-fixtures";
import { getRequestDetail } from "@/lib/features/enrichment/requests";
import { exportListCsv, listItemsPage, removeListItems } from "@/lib/features/lists/items";
import { createList, getListOrThrow } from "@/lib/features/lists/lists";
import { createEndpoint, getEndpoint } from "@/lib/features/webhook-endpoints/endpoints";
import { saveProfiles } from "@/lib/model/profiles/save-profiles";

/*
 * Another account's resources, named by id: every /v1 route with an id, and the domain reads
 * behind the pages (requests and their webhook logs, campaigns, lists and their CSV, API keys)
 * answer "not found" to an account that does not own them, and change nothing.
 */

let db: Awaited<ReturnType<typeof createTestDb>>["db"];
let victim: Ctx;
let attacker: Ctx;
let attackerKey = "";
let victimKey = "";
const ids = { campaign: "", list: "", request: "", delivery: "", apiKey: "", endpoint: "" };
let routes: V1Route[] = [];

beforeAll(async () => {
  ({ db } = await createTestDb());
  await saveProfiles(db, [sampleProfile(1)], { source: "alpha" });
  const a = await createAccount(db, { email: "victim@example.com", plan: "pro" });
  const b = await createAccount(db, { email: "attacker@example.com", plan: "pro" });
  for (const id of [a.accountId, b.accountId]) {
    await db.update(accounts).set({ rateLimit: 10_000 }).where(eq(accounts.id, id));
  }
  victim = { db, accountId: a.accountId, clock: systemClock };
  attacker = { db, accountId: b.accountId, clock: systemClock };
  victimKey = a.apiKey;
  attackerKey = b.apiKey;
  ids.campaign = (await createCampaign(victim, { name: "Secret campaign" })).id;
  ids.list = (await createList(victim, { name: "Secret list" })).id;
  const submitted = await enrich(
    new Request("http://test/v1/contact/enrich", {
      method: "POST",
      headers: { authorization: `Bearer ${victimKey}`, "content-type": "application/json" },
      body: JSON.stringify({ profile: { id: "p_1" }, webhookUrl: "https://hooks.invalid/x" }),
    }),
  );
  ids.request = ((await submitted.json()) as { requestId: string }).requestId;
  ids.delivery = `whd_${ids.request}`;
  await db.insert(webhookDeliveries).values({
    id: ids.delivery,
    accountId: a.accountId,
    requestId: ids.request,
    url: "https://hooks.invalid/x",
    body: "{}",
    status: "failed",
  });
  ids.apiKey = (await listApiKeys(db, a.accountId))[0]?.id ?? "";
  process.env.AUTH_SECRET ??= "test-secret-for-cross-account";
  ids.endpoint = (
    await createEndpoint(victim, { url: "https://hooks.example.com/x", description: "Secret" })
  ).id;
  routes = await loadV1Routes();
});
beforeAll(() => {
  afterAll(() => stopBoss());
});

const BODIES: Record<string, string> = {
  PATCH: JSON.stringify({ name: "Stolen" }),
  POST: "{}",
};
/** Bodies the webhook endpoints' routes accept, so that only ownership can refuse them. */
const ENDPOINT_BODIES: Record<string, string> = {
  "PATCH /v1/webhook-endpoints/[id]": JSON.stringify({ description: "Stolen" }),
  "POST /v1/webhook-endpoints/[id]/replay": JSON.stringify({ since: "2026-01-01T00:00:00Z" }),
  "PUT /v1/campaigns/[id]/crm": JSON.stringify({ connectionId: "a-connection", enabled: true }),
  "PUT /v1/crm/connections/[id]/mapping": JSON.stringify({ mapping: [] }),
  "POST /v1/enrichment-jobs/[id]/resume": JSON.stringify({}),
};

describe("another account's ids on /v1", () => {
  it("every route with an id answers 404 for every method", async () => {
    const tried: string[] = [];
    for (const route of routes.filter((r) => r.params.includes("id"))) {
      const id = route.path.startsWith("/v1/lists")
        ? ids.list
        : route.path.startsWith("/v1/webhook-endpoints")
          ? ids.endpoint
          : ids.campaign;
      for (const [method, handler] of route.methods) {
        const res = await handler(
          new Request(`http://test${route.path.replace("[id]", id)}`, {
            method,
            headers: { authorization: `Bearer ${attackerKey}`, "content-type": "application/json" },
            body: ENDPOINT_BODIES[`${method} ${route.path}`] ?? BODIES[method],
          }),
          { params: Promise.resolve({ id }) },
        );
        const what = `${method} ${route.path}`;
        expect(res.status, what).toBe(404);
        expect(await res.text(), what).not.toContain("Secret");
        tried.push(what);
      }
    }
    expect(tried).toEqual(
      expect.arrayContaining([
        "GET /v1/campaigns/[id]",
        "PATCH /v1/campaigns/[id]",
        "POST /v1/campaigns/[id]/launch",
        "GET /v1/campaigns/[id]/leads",
        "GET /v1/lists/[id]",
        "GET /v1/lists/[id]/export",
        "PATCH /v1/webhook-endpoints/[id]",
        "GET /v1/webhook-endpoints/[id]/secret",
        "POST /v1/webhook-endpoints/[id]/replay",
      ]),
    );
    const endpoint = await getEndpoint(victim, ids.endpoint);
    expect(endpoint).toMatchObject({ description: "Secret", status: "enabled" });
    // Nothing of the victim's changed.
    const campaign = await getCampaign(victim, ids.campaign);
    expect(campaign).toMatchObject({ name: "Secret campaign", status: "draft" });
  });

  it("another account's enrichment result is not found", async () => {
    const res = await poll(
      new Request(`http://test/v1/contact/enrich?id=${ids.request}`, {
        headers: { authorization: `Bearer ${attackerKey}` },
      }),
    );
    expect(res.status).toBe(404);
    const own = await poll(
      new Request(`http://test/v1/contact/enrich?id=${ids.request}`, {
        headers: { authorization: `Bearer ${victimKey}` },
      }),
    );
    expect(own.status).toBe(200);
  });
});

describe("another account's ids behind the pages", () => {
  const notFound = (p: Promise<unknown>) => expect(p).rejects.toMatchObject({ status: 404 });

  it("requests and their webhook logs", async () => {
    await notFound(getRequestDetail(attacker, ids.request));
    await notFound(resendDelivery(attacker, ids.delivery));
    const [delivery] = await db
      .select({ status: webhookDeliveries.status })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.id, ids.delivery));
    expect(delivery?.status).toBe("failed");
  });

  it("campaigns, their leads and activity", async () => {
    await notFound(getCampaign(attacker, ids.campaign));
    await notFound(getCampaignActivity(attacker, ids.campaign));
    await notFound(listCampaignLeads(attacker, ids.campaign));
  });

  it("lists, their items and CSV export", async () => {
    await notFound(getListOrThrow(attacker, ids.list));
    await notFound(listItemsPage(attacker, ids.list, {}));
    await notFound(removeListItems(attacker, ids.list, ["p_1"]));
    const csv = async () => {
      for await (const _ of exportListCsv(attacker, ids.list)) {
        // reading is what must fail
      }
    };
    await notFound(csv());
  });

  it("API keys", async () => {
    await notFound(revokeApiKey(db, attacker.accountId, ids.apiKey));
    const [key] = await db
      .select({ revokedAt: apiKeys.revokedAt })
      .from(apiKeys)
      .where(eq(apiKeys.id, ids.apiKey));
    expect(key?.revokedAt).toBeNull();
    expect((await listApiKeys(db, attacker.accountId)).map((k) => k.id)).not.toContain(ids.apiKey);
  });
});

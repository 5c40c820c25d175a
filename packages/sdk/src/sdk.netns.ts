import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetEnvCache } from "@/lib/core/env";
import { loadV1Routes } from "@/lib/edge/api/v1-routes.testing";
import { dispatcher } from "@/lib/edge/openapi/contract.testing";
import { startJobs, stopJobs } from "@/lib/edge/worker/start-worker";
import { createAccount } from "@/lib/features/accounts/create-account";
import {
  ALL_AT_ONCE,
  createTestDbWithAudience,
  roomyAccount,
} from "@/lib/features/campaigns/testing/fixtures";
import { eventually, startReceiver } from "@/lib/features/enrichment/enrichment-fixtures";
import { createLeadwise, LeadwiseError, verifyWebhook } from "./index";

/*
 * A script using only the SDK, against the API served over HTTP on loopback (the real route
 * handlers, database and job workers): it searches, enriches with polling, launches a campaign
 * and verifies the webhook its endpoint receives. Runs in the loopback-only namespace, since
 * the product calls the receiver.
 */

let server: http.Server;
let baseUrl: string;
let apiKey: string;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let db: Awaited<ReturnType<typeof createTestDbWithAudience>>["db"];

beforeAll(async () => {
  process.env.WEBHOOK_ALLOW_PRIVATE = "true";
  process.env.AUTH_SECRET ??= "test-secret-for-the-sdk";
  resetEnvCache();
  ({ db } = await createTestDbWithAudience(30));
  apiKey = (await roomyAccount(db, "sdk@example.com")).apiKey;
  const route = dispatcher(await loadV1Routes());
  server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = Buffer.concat(chunks);
    const answer = await route(
      new Request(`http://${req.headers.host}${req.url}`, {
        method: req.method,
        headers: req.headers as Record<string, string>,
        body: body.length > 0 ? body : undefined,
      }),
    );
    res.writeHead(answer.status, Object.fromEntries(answer.headers));
    res.end(Buffer.from(await answer.arrayBuffer()));
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  await startJobs({ pollMs: 50 });
  receiver = await startReceiver();
});
afterAll(async () => {
  await stopJobs();
  await receiver.close();
  server.closeAllConnections();
  server.close();
});

/**
 * A zone where the real clock is between 02:00 and 22:00 now. The day's leads are spread over
 * the window (00:00–23:59): just after midnight only a few of the 30 are due yet, so a campaign
 * launched then completes an hour later. Tokyo is 9 hours ahead of UTC's late hours.
 */
function allDayZone() {
  const hour = new Date().getUTCHours();
  return hour >= 2 && hour < 22 ? ("UTC" as const) : ("Asia/Tokyo" as const);
}

describe("the SDK, as a script uses it", () => {
  it("searches, enriches with polling, launches a campaign and verifies its webhook", async () => {
    const lw = createLeadwise({ apiKey, baseUrl });
    const endpoint = await lw.webhookEndpoints.create({
      url: receiver.url("/sdk"),
      eventTypes: ["campaign.completed"],
    });

    const found = await lw.search({
      filters: { titles: { include: ["Head of Sales"] } },
      limit: 5,
    });
    expect(found.total).toBe(30);
    const first = found.data[0];
    if (!first) throw new Error("no profile found");

    const result = await lw.enrichAndWait(
      { profile: { id: first.id }, include: { email: true } },
      { intervalMs: 50, timeoutMs: 30_000 },
    );
    expect(result.status).toBe("success");
    expect(result.data?.[0]?.email?.length).toBeGreaterThan(0);

    const campaign = await lw.campaigns.create({
      name: "From the SDK",
      filters: { titles: { include: ["Head of Sales"] } },
      delivery: { ...ALL_AT_ONCE, timezone: allDayZone() },
    });
    await lw.campaigns.launch(campaign.id);
    await receiver.waitFor(1, 30_000);
    const [delivery] = receiver.received.filter((r) => r.path === "/sdk");
    if (!delivery) throw new Error("no webhook arrived");
    const event = verifyWebhook<{ type: string; data: { campaignId: string } }>(
      endpoint.secret,
      delivery.body,
      delivery.headers as Record<string, string>,
    );
    expect(event).toMatchObject({ type: "campaign.completed", data: { campaignId: campaign.id } });
    expect((await lw.campaigns.get(campaign.id)).status).toBe("completed");
    let leads = 0;
    for await (const _ of lw.campaigns.leads(campaign.id)) leads++;
    expect(leads).toBe(30);

    const log = await eventually(async () => {
      const rows = [];
      for await (const d of lw.webhookEndpoints.deliveries(endpoint.id)) rows.push(d);
      return rows[0]?.status === "delivered" ? rows : undefined;
    });
    expect(log.map((d) => d.eventId)).toEqual([delivery.headers["webhook-id"]]);
  });

  it("throws the API's refusals as typed errors", async () => {
    const broke = await createAccount(db, {
      email: "sdk-broke@example.com",
      plan: "pro",
      daily: { search: 0, api: 0, email: 0, mobile: 0 },
    });
    const lw = createLeadwise({ apiKey: broke.apiKey, baseUrl, retry: { retries: 0 } });
    const refused = await lw.search({ limit: 1 }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(LeadwiseError);
    expect((refused as LeadwiseError).status).toBe(402);
    const missing = await lw.campaigns.get("c_unknown").catch((e: unknown) => e);
    expect((missing as LeadwiseError).status).toBe(404);
  });
});

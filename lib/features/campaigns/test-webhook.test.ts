import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { accounts } from "@/db/schema";
import { createTestDb } from "@/db/testing/test-db";
import { systemClock } from "@/lib/core/clock";
import type { Ctx } from "@/lib/core/context";
import { resetEnvCache } from "@/lib/core/env";
import { createAccount } from "@/lib/features/accounts/create-account";
import { DeliveryBody } from "@/lib/model/profiles/profile-schema";
import { createCampaign } from "./campaigns";
import { getCampaignChecklist } from "./lifecycle";
import { sendTestWebhook } from "./test-webhook";

let server: http.Server;
let base: string;
let ctx: Ctx;
let secret: string;
const received: { headers: http.IncomingHttpHeaders; body: string }[] = [];

function allowPrivate(value: "true" | "false") {
  process.env.WEBHOOK_ALLOW_PRIVATE = value;
  resetEnvCache();
}

beforeAll(async () => {
  const { db } = await createTestDb();
  const account = await createAccount(db, { email: "hooks@example.com", plan: "pro" });
  ctx = { db, accountId: account.accountId, clock: systemClock };
  const [row] = await db
    .select({ secret: accounts.webhookSecret })
    .from(accounts)
    .where(eq(accounts.id, account.accountId));
  secret = row?.secret ?? "";
  server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => {
      received.push({ headers: req.headers, body });
      res.statusCode = req.url === "/teapot" ? 418 : 200;
      res.end();
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});
afterEach(() => allowPrivate("true"));

describe("send test", () => {
  it("posts a signed sample delivery in the §2.2 shape and reports the receiver's status", async () => {
    allowPrivate("true");
    const campaign = await createCampaign(ctx, { name: "Hooked" });
    const result = await sendTestWebhook(ctx, { campaignId: campaign.id, url: `${base}/hook` });
    expect(result).toMatchObject({ statusCode: 200, error: null });
    const last = received.at(-1);
    if (!last) throw new Error("nothing received");
    const verified = new Webhook(secret).verify(last.body, {
      "webhook-id": String(last.headers["webhook-id"]),
      "webhook-timestamp": String(last.headers["webhook-timestamp"]),
      "webhook-signature": String(last.headers["webhook-signature"]),
    });
    const body = DeliveryBody.parse(verified);
    expect(body).toMatchObject({ status: "success", name: "Hooked", id: campaign.id });
    expect(body.requestId).toBe(last.headers["webhook-id"]);
    expect(body.data).toHaveLength(1);

    const teapot = await sendTestWebhook(ctx, { campaignId: campaign.id, url: `${base}/teapot` });
    expect(teapot.statusCode).toBe(418);
  });

  it("refuses private targets when they are not allowed, in the test and in the checklist", async () => {
    allowPrivate("false");
    const campaign = await createCampaign(ctx, {
      name: "Private hook",
      notifications: { webhook: { enabled: true, url: `${base}/hook` } },
    });
    await expect(
      sendTestWebhook(ctx, { campaignId: campaign.id, url: `${base}/hook` }),
    ).rejects.toMatchObject({ status: 400 });
    const item = (await getCampaignChecklist(ctx, campaign.id)).items.find(
      (i) => i.item === "notifications",
    );
    expect(item).toMatchObject({ ok: false, detail: expect.stringContaining("private") });
  });

  it("answers 404 for another account's campaign", async () => {
    const campaign = await createCampaign(ctx, { name: "Mine" });
    const other = await createAccount(ctx.db, { email: "hooks-other@example.com" });
    await expect(
      sendTestWebhook(
        { ...ctx, accountId: other.accountId },
        { campaignId: campaign.id, url: `${base}/hook` },
      ),
    ).rejects.toMatchObject({ status: 404 });
  });
});

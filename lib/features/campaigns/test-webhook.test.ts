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
import { createCampaign, updateCampaign } from "./campaigns";
import { getCampaignChecklist, launchCampaign } from "./lifecycle";
import { sendTestWebhook, setLaunchAnyway } from "./test-webhook";

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
    expect(result).toMatchObject({
      ok: true,
      statusCode: 200,
      message: "The receiver answered 200 (OK).",
    });
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
    expect(teapot).toMatchObject({
      ok: false,
      statusCode: 418,
      message: "The receiver answered 418 (I'm a Teapot): it refused the delivery.",
    });
  });

  it("says in plain words that nothing answered, never Node's error code", async () => {
    allowPrivate("true");
    const closed = await closedPort();
    const campaign = await createCampaign(ctx, { name: "Nobody home" });
    const result = await sendTestWebhook(ctx, {
      campaignId: campaign.id,
      url: `http://127.0.0.1:${closed}/hook`,
    });
    expect(result).toMatchObject({
      ok: false,
      statusCode: null,
      message: `Nothing answered at 127.0.0.1:${closed} — is the receiver running?`,
    });
    expect(result.message).not.toMatch(/ECONN|connect /);
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
    await expect(
      setLaunchAnyway(
        { ...ctx, accountId: other.accountId },
        { campaignId: campaign.id, launchAnyway: true },
      ),
    ).rejects.toMatchObject({ status: 404 });
  });
});

/** A port on loopback that nothing listens on (it was listened on a moment ago). */
async function closedPort(): Promise<number> {
  const probe = http.createServer();
  await new Promise<void>((r) => probe.listen(0, "127.0.0.1", r));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((r) => probe.close(() => r()));
  return port;
}

describe("a failed test in the Launch Checklist", () => {
  const notifications = async (id: string) =>
    (await getCampaignChecklist(ctx, id)).items.find((i) => i.item === "notifications");

  it("blocks the Notifications item with the reason until a test passes", async () => {
    allowPrivate("true");
    const closed = await closedPort();
    const url = `http://127.0.0.1:${closed}/hook`;
    const campaign = await createCampaign(ctx, {
      name: "Blocked by its webhook",
      notifications: { webhook: { enabled: true, url } },
    });
    // Never tested: said, not blocking (an API client need not use the wizard's test).
    expect(await notifications(campaign.id)).toMatchObject({
      ok: true,
      detail: expect.stringContaining("Not tested yet"),
    });

    await sendTestWebhook(ctx, { campaignId: campaign.id, url });
    expect(await notifications(campaign.id)).toEqual({
      item: "notifications",
      ok: false,
      detail: `The webhook failed its test: Nothing answered at 127.0.0.1:${closed} — is the receiver running? Send a new test once the receiver is fixed, or choose “Launch anyway: I know the webhook failed its test”.`,
    });
    const refused = await launchCampaign(ctx, campaign.id).catch((e: unknown) => e);
    expect(refused).toMatchObject({
      status: 422,
      checklist: expect.arrayContaining([expect.objectContaining({ item: "notifications" })]),
    });

    // The address is corrected and its test passes.
    await updateCampaign(ctx, campaign.id, {
      notifications: { webhook: { url: `${base}/hook` } },
    });
    await sendTestWebhook(ctx, { campaignId: campaign.id, url: `${base}/hook` });
    expect(await notifications(campaign.id)).toMatchObject({
      ok: true,
      detail: expect.stringContaining("Its test passed."),
    });
  });

  it("passes a failed test only when the user chooses to launch anyway, and a new test asks again", async () => {
    allowPrivate("true");
    const url = `${base}/teapot`;
    const campaign = await createCampaign(ctx, {
      name: "Launch anyway",
      notifications: { webhook: { enabled: true, url } },
    });
    await sendTestWebhook(ctx, { campaignId: campaign.id, url });
    expect(await notifications(campaign.id)).toMatchObject({ ok: false });

    await setLaunchAnyway(ctx, { campaignId: campaign.id, launchAnyway: true });
    expect(await notifications(campaign.id)).toMatchObject({
      ok: true,
      detail: expect.stringContaining("Its last test failed (The receiver answered 418"),
    });

    await sendTestWebhook(ctx, { campaignId: campaign.id, url });
    expect(await notifications(campaign.id)).toMatchObject({ ok: false });
  });

  it("treats a changed URL as untested, and refuses to launch anyway without a failed test", async () => {
    allowPrivate("true");
    const campaign = await createCampaign(ctx, {
      name: "Changed URL",
      notifications: { webhook: { enabled: true, url: `${base}/elsewhere` } },
    });
    await expect(
      setLaunchAnyway(ctx, { campaignId: campaign.id, launchAnyway: true }),
    ).rejects.toMatchObject({ status: 409 });
    await sendTestWebhook(ctx, { campaignId: campaign.id, url: `${base}/teapot` });
    // The failed test was of another URL than the campaign's.
    expect(await notifications(campaign.id)).toMatchObject({
      ok: true,
      detail: expect.stringContaining("Not tested yet"),
    });
    await expect(
      setLaunchAnyway(ctx, { campaignId: campaign.id, launchAnyway: true }),
    ).rejects.toMatchObject({ status: 409 });
  });
});

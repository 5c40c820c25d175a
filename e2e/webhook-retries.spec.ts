import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { Webhook } from "standardwebhooks";
import { DeliveryBody } from "@/lib/model/profiles/profile-schema";
import { adminCreateAccount } from "./admin";
import { uniqueEmail } from "./demo-user";
import { expectAccessible, startReceiver, unique } from "./wizard-helpers";

test.use({ storageState: { cookies: [], origins: [] } });

test("a receiver answering 500 twice then 200 gets one signed delivery three times; the Requests page shows the three attempts", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  // The app runs with WEBHOOK_RETRY_SCALE=0.002 (playwright.config.ts): 5 s and 5 min become
  // 10 ms and 600 ms, so the third attempt comes within seconds.
  const receiver = await startReceiver([500, 500, 200]);
  const email = uniqueEmail("retries");
  const password = "retries password 1";
  const account = await adminCreateAccount(email, password);
  try {
    const submitted = await request.post("/v1/contact/enrich", {
      headers: { authorization: `Bearer ${account.apiKey}` },
      data: { profile: { id: "p_1_000001" }, webhookUrl: receiver.url },
    });
    expect(submitted.status()).toBe(202);
    const { requestId } = (await submitted.json()) as { requestId: string };

    await expect.poll(() => receiver.received.length, { timeout: 30_000 }).toBe(3);
    expect(receiver.received.map((r) => r.answered)).toEqual([500, 500, 200]);
    const ids = new Set(receiver.received.map((r) => r.headers["webhook-id"]));
    expect(ids.size).toBe(1);
    const hook = new Webhook(account.webhookSecret);
    for (const delivery of receiver.received) {
      const body = DeliveryBody.parse(
        hook.verify(delivery.body, {
          "webhook-id": String(delivery.headers["webhook-id"]),
          "webhook-timestamp": String(delivery.headers["webhook-timestamp"]),
          "webhook-signature": String(delivery.headers["webhook-signature"]),
        }),
      );
      expect(body).toMatchObject({ requestId, status: "success" });
    }
    // A delivered webhook is not sent again.
    await page.waitForTimeout(2_000);
    expect(receiver.received).toHaveLength(3);

    await page.goto("/sign-in");
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/campaigns/);
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Requests" })
      .click();
    await page.getByRole("link", { name: requestId }).click();
    await expect(page.getByRole("heading", { name: "Webhook deliveries" })).toBeVisible();
    const [webhookId] = [...ids];
    await expect(page.getByText(String(webhookId))).toBeVisible();
    const attempts = page.getByTestId("webhook-attempts").getByRole("row");
    await expect(attempts).toHaveCount(4); // the header row and three attempts
    // Columns: attempt, started, status, duration, error.
    const status = (n: number) => attempts.nth(n).getByRole("cell").nth(2);
    await expect(status(1)).toHaveText("500");
    await expect(status(2)).toHaveText("500");
    await expect(status(3)).toHaveText("200");
    const error = (n: number) => attempts.nth(n).getByRole("cell").nth(4);
    await expect(error(1)).toHaveText("receiver answered 500");
    await expect(error(3)).toHaveText("");
    await expect(page.getByText("delivered", { exact: true })).toBeVisible();
    await page.screenshot({
      path: "test-results/screenshots/request-attempts.png",
      fullPage: true,
    });
    await expectAccessible(page, "request with webhook attempts");
  } finally {
    await receiver.close();
  }
});

async function signIn(page: Page, email: string, password: string) {
  await page.goto("/sign-in");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/campaigns/);
}

/** A draft through the API delivering managers every day, all day, with its webhook to `url`. */
async function draftWithWebhook(request: APIRequestContext, apiKey: string, url: string) {
  const created = await request.post("/v1/campaigns", {
    headers: { authorization: `Bearer ${apiKey}` },
    data: {
      name: unique("Hooked managers"),
      filters: { seniorities: ["manager", "director"] },
      delivery: {
        email: true,
        mobile: false,
        days: ["mon", "tue", "wed", "thu", "fri", "sat", "sun"],
        window: { start: "00:00", end: "23:59" },
        timezone: "UTC",
        leadsPerDay: 20,
      },
      notifications: { webhook: { enabled: true, url } },
    },
  });
  expect(created.status()).toBe(201);
  return (await created.json()) as { id: string; name: string };
}

test("a webhook that failed its test holds the Launch Checklist, in plain words, until the user launches anyway", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // A receiver that has stopped: its port answers nothing.
  const stopped = await startReceiver(200);
  await stopped.close();
  const place = new URL(stopped.url).host;
  const email = uniqueEmail("hook-test");
  const password = "hook test password 1";
  const account = await adminCreateAccount(email, password);
  const campaign = await draftWithWebhook(request, account.apiKey, stopped.url);
  await signIn(page, email, password);

  await page.goto(`/campaigns/${campaign.id}/edit?step=notifications`);
  await page.getByRole("button", { name: "Send test" }).click();
  const result = page.getByTestId("webhook-test-result");
  await expect(result).toHaveText(
    `Nothing answered at ${place} — is the receiver running? Until a test passes, the Launch Checklist holds the launch.`,
  );
  // Reopened, the step shows the campaign's last test, and when it was sent.
  await page.reload();
  await expect(result).toHaveText(
    new RegExp(
      `^Last test, \\d{1,2} \\w{3} \\d{4}, \\d{2}:\\d{2} [\\w/+-]+: Nothing answered at ${place.replace(/[.]/g, "\\.")} — is the receiver running\\? Until a test passes, the Launch Checklist holds the launch\\.$`,
    ),
  );

  await page.getByRole("button", { name: "Next: Review" }).click();
  const item = page.getByTestId("checklist-notifications");
  await expect(item).toHaveAttribute("data-ok", "false");
  await expect(item).toContainText(
    `The webhook failed its test: Nothing answered at ${place} — is the receiver running?`,
  );
  await expect(item).not.toContainText("ECONNREFUSED");
  await expect(item.getByRole("link", { name: "Fix in Notifications" })).toHaveAttribute(
    "href",
    /step=notifications/,
  );
  await page.screenshot({
    path: "test-results/screenshots/checklist-webhook-failed.png",
    fullPage: true,
  });
  await expectAccessible(page, "review with a failed webhook test");

  // Launching is refused while the item fails: nothing launches by accident.
  await page.getByRole("button", { name: "Launch campaign" }).click();
  await expect(page.getByTestId("launch-refused-items")).toContainText(
    "Notifications: The webhook failed its test",
  );
  const stored = await request.get(`/v1/campaigns/${campaign.id}`, {
    headers: { authorization: `Bearer ${account.apiKey}` },
  });
  expect(((await stored.json()) as { status: string }).status).toBe("draft");

  await page.getByLabel("Launch anyway: I know the webhook failed its test").check();
  await expect(item).toHaveAttribute("data-ok", "true");
  await expect(item).toContainText("you chose to launch anyway");
  await page.getByRole("button", { name: "Launch campaign" }).click();
  await expect(page).toHaveURL(new RegExp(`/campaigns\\?launched=${campaign.id}`));
});

test("a launched campaign whose receiver fails is marked on its page and in the list within a minute, and its owner is e-mailed", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const receiver = await startReceiver(500);
  const email = uniqueEmail("hook-failing");
  const password = "hook failing password 1";
  const account = await adminCreateAccount(email, password);
  try {
    const campaign = await draftWithWebhook(request, account.apiKey, receiver.url);
    // Never tested: the checklist says so, and the launch goes ahead.
    const launched = await request.post(`/v1/campaigns/${campaign.id}/launch`, {
      headers: { authorization: `Bearer ${account.apiKey}` },
    });
    expect(launched.status()).toBe(200);
    const failingFrom = Date.now();
    await expect.poll(() => receiver.received.length, { timeout: 30_000 }).toBeGreaterThan(1);

    await signIn(page, email, password);
    await page.goto(`/campaigns/${campaign.id}`);
    const banner = page.getByTestId("webhook-failing");
    await expect(async () => {
      await page.reload();
      await expect(banner).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 60_000 });
    expect(Date.now() - failingFrom).toBeLessThan(60_000);
    await expect(banner).toContainText("The webhook is failing");
    await expect(banner).toContainText("The receiver answered 500 (Internal Server Error)");
    await page.screenshot({
      path: "test-results/screenshots/campaign-webhook-failing.png",
      fullPage: true,
    });
    await expectAccessible(page, "campaign with a failing webhook");

    await page.goto("/campaigns");
    const row = page.locator(`[data-campaign-id="${campaign.id}"]`);
    await expect(row.getByTestId("webhook-failing-mark")).toHaveText("Webhook failing");

    await expect(async () => {
      await page.goto("/outbox");
      await expect(page.getByText(`Webhook failing: ${campaign.name}`)).toHaveCount(1, {
        timeout: 2_000,
      });
    }).toPass({ timeout: 60_000 });
    await expect(page.getByText(`to ${email}`).first()).toBeVisible();
  } finally {
    await receiver.close();
  }
});

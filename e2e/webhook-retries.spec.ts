import { expect, test } from "@playwright/test";
import { Webhook } from "standardwebhooks";
import { DeliveryBody } from "@/lib/model/profiles/profile-schema";
import { adminCreateAccount } from "./admin";
import { uniqueEmail } from "./demo-user";
import { expectAccessible, startReceiver } from "./wizard-helpers";

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

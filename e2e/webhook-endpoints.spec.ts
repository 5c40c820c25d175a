import { Webhook } from "standardwebhooks";
import { holdScripts } from "./hold-scripts";
import { expectAccessible, startReceiver } from "./wizard-helpers";
import { expect, test } from "./worker-account";

test("an endpoint added in Settings shows its secret once, and its Send test arrives signed with it", async ({
  page,
}) => {
  const receiver = await startReceiver(200);
  try {
    await page.goto("/settings/webhooks");
    await page.getByLabel("URL", { exact: true }).fill(receiver.url);
    await page.getByLabel("Description").fill("E2E receiver");
    await page.getByLabel("All events, including types added later").uncheck();
    await page.getByLabel("campaign.completed").check();
    await page.getByRole("button", { name: "Add endpoint" }).click();
    const secret = (await page.getByTestId("endpoint-secret").textContent()) ?? "";
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/=]{20,}$/);
    const row = page.getByRole("row", { name: /E2E receiver/ });
    await expect(row).toContainText("campaign.completed");
    await expectAccessible(page, "settings/webhooks with an endpoint");

    // The endpoint's page before its scripts run: its buttons are disabled, not dead to a click.
    const release = await holdScripts(page);
    await row.getByRole("link", { name: receiver.url }).click();
    await expect(page.getByRole("heading", { name: receiver.url })).toBeVisible();
    const sendTest = page.getByRole("button", { name: "Send test" });
    await expect(sendTest).toBeDisabled();
    release();
    await expect(sendTest).toBeEnabled();
    await sendTest.click();
    // Whatever the outcome, the status says it; a failure then shows the words a user would read.
    const outcome = page.getByRole("status").filter({ hasText: /Test (delivered|failed)/ });
    await expect(outcome).toBeVisible();
    await expect(outcome).toContainText("Test delivered: 200");
    expect(receiver.received).toHaveLength(1);
    const [test] = receiver.received;
    const headers = Object.fromEntries(
      ["webhook-id", "webhook-timestamp", "webhook-signature"].map((h) => [
        h,
        String(test?.headers[h]),
      ]),
    );
    expect(new Webhook(secret).verify(test?.body ?? "", headers)).toMatchObject({
      type: "webhook.test",
    });
    await expect(page.getByRole("table", { name: "Deliveries, newest first" })).toBeVisible();
    await expectAccessible(page, "a webhook endpoint's page");
  } finally {
    await receiver.close();
  }
});

test("the API reference links the SDK's first-call page", async ({ page }) => {
  await page.goto("/docs");
  await page.getByRole("link", { name: "the SDK, first call in five minutes" }).click();
  await expect(page).toHaveURL(/\/docs\/sdk$/);
  await expect(page.getByText("@leadwise/sdk — your first call in five minutes")).toBeVisible();
  await expect(page.getByText("createLeadwise({ apiKey")).toBeVisible();
});

import { expect, test } from "@playwright/test";
import { expectAccessible } from "./wizard-helpers";

test("an API key is shown once, works, appears by prefix, and stops working when revoked", async ({
  page,
  request,
}) => {
  await page.goto("/settings");
  await expect(page).toHaveURL(/\/settings\/api-keys/);
  const name = `Script ${Date.now().toString(36)}`;
  await page.getByLabel("New key name").fill(name);
  await page.getByRole("button", { name: "Create key" }).click();
  const shown = page.getByTestId("new-api-key");
  await expect(shown).toBeVisible();
  const key = (await shown.textContent()) ?? "";
  expect(key).toMatch(/^lw_live_/);

  const ok = await request.get("/v1/usage", { headers: { authorization: `Bearer ${key}` } });
  expect(ok.status()).toBe(200);

  await page.reload();
  await expect(page.getByTestId("new-api-key")).toHaveCount(0);
  const row = page.getByRole("row", { name: new RegExp(name) });
  await expect(row).toContainText(key.slice(0, 14));
  await expect(row).not.toContainText(key);
  await expectAccessible(page, "settings/api-keys");
  await page.screenshot({ path: "test-results/screenshots/settings-api-keys.png", fullPage: true });

  await row.getByRole("button", { name: /Revoke/ }).click();
  await expect(page.getByRole("row", { name: new RegExp(name) })).toContainText("Revoked");
  const revoked = await request.get("/v1/usage", { headers: { authorization: `Bearer ${key}` } });
  expect(revoked.status()).toBe(401);
});

test("revoking a key already revoked in another tab says so beside the button, not on an error page", async ({
  page,
  context,
}) => {
  await page.goto("/settings/api-keys");
  const name = `Stale ${Date.now().toString(36)}`;
  await page.getByLabel("New key name").fill(name);
  await page.getByRole("button", { name: "Create key" }).click();
  await expect(page.getByTestId("new-api-key")).toBeVisible();
  const other = await context.newPage();
  await other.goto("/settings/api-keys");
  await other
    .getByRole("row", { name: new RegExp(name) })
    .getByRole("button", { name: /Revoke/ })
    .click();
  await expect(other.getByRole("row", { name: new RegExp(name) })).toContainText("Revoked");

  await other.close();

  // This tab still shows the key as active: revoking it again fails where it was clicked.
  const stale = page.getByRole("row", { name: new RegExp(name) });
  await expect(stale).toContainText("Active");
  await stale.getByRole("button", { name: /Revoke/ }).click();
  await expect(stale.getByRole("alert")).toHaveText("API key not found");
  await expect(page.getByRole("button", { name: "Create key" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("row", { name: new RegExp(name) })).toContainText("Revoked");
});

test("the webhook secret is hidden until revealed, and rotating it changes it", async ({
  page,
}) => {
  await page.goto("/settings/webhooks");
  const secret = page.getByTestId("webhook-secret");
  await expect(secret).not.toContainText("whsec_A");
  await page.getByRole("button", { name: "Reveal" }).click();
  const before = (await secret.textContent()) ?? "";
  expect(before).toMatch(/^whsec_[A-Za-z0-9+/=]{20,}$/);
  page.once("dialog", (d) => d.accept());
  await page.getByRole("button", { name: "Rotate secret" }).click();
  await expect(secret).not.toHaveText(before);
  await expect(secret).toHaveText(/^whsec_/);
  await expectAccessible(page, "settings/webhooks");
});

test("usage shows the four counters with the reset time and the credit ledger", async ({
  page,
}) => {
  await page.goto("/settings/usage");
  for (const c of ["search", "api", "email", "mobile"]) {
    await expect(page.getByTestId(`usage-${c}`)).toContainText("used");
  }
  await expect(page.getByText("00:00 UTC")).toBeVisible();
  await expect(page.getByRole("table")).toContainText("starting credits");
  await expectAccessible(page, "settings/usage");
  await page.screenshot({ path: "test-results/screenshots/settings-usage.png", fullPage: true });
});

import { adminCreateAccount } from "./admin";
import { uniqueEmail } from "./demo-user";
import { expectAccessible } from "./wizard-helpers";
import { expect, test } from "./worker-account";

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
  await page.getByRole("dialog").getByRole("button", { name: "Revoke key" }).click();
  await expect(page.getByRole("row", { name: new RegExp(name) })).toContainText("Revoked");
  const revoked = await request.get("/v1/usage", { headers: { authorization: `Bearer ${key}` } });
  expect(revoked.status()).toBe(401);
});

test("revoking a key asks first, and the banner of the key just created goes with it", async ({
  page,
}) => {
  await page.goto("/settings/api-keys");
  const name = `Banner ${Date.now().toString(36)}`;
  await page.getByLabel("New key name").fill(name);
  await page.getByRole("button", { name: "Create key" }).click();
  const banner = page.getByTestId("new-api-key");
  await expect(banner).toBeVisible();
  const row = page.getByRole("row", { name: new RegExp(name) });

  // One click only opens the question; Cancel (or Escape) leaves the key as it was.
  await row.getByRole("button", { name: `Revoke ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: "Revoke this API key?" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(name);
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await expectAccessible(page, "settings/api-keys revoke dialog");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(row).toContainText("Active");
  await expect(banner).toBeVisible();

  await row.getByRole("button", { name: `Revoke ${name}` }).click();
  await dialog.getByRole("button", { name: "Revoke key" }).click();
  await expect(row).toContainText("Revoked");
  await expect(banner).toHaveCount(0);
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
  await other.getByRole("dialog").getByRole("button", { name: "Revoke key" }).click();
  await expect(other.getByRole("row", { name: new RegExp(name) })).toContainText("Revoked");

  await other.close();

  // This tab still shows the key as active: revoking it again fails where it was clicked.
  const stale = page.getByRole("row", { name: new RegExp(name) });
  await expect(stale).toContainText("Active");
  await stale.getByRole("button", { name: /Revoke/ }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Revoke key" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
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
  browser,
  request,
}) => {
  // An account of its own: the demo account's ledger shows its last 50 rows, and the other
  // specs' searches push its starting credits out of them.
  const email = uniqueEmail("usage");
  const { apiKey } = await adminCreateAccount(email, "a long password");
  const search = await request.post("/v1/contact/search", {
    headers: { authorization: `Bearer ${apiKey}` },
    data: { filters: { locations: { continents: ["Europe"] } }, limit: 5 },
  });
  expect(search.status()).toBe(200);

  const context = await browser.newContext({
    storageState: { cookies: [], origins: [] },
    // The next reset is shown in the viewer's zone, the daily time in UTC.
    timezoneId: "Europe/Berlin",
  });
  const page = await context.newPage();
  await page.goto("/sign-in");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill("a long password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/campaigns/);

  await page.goto("/settings/usage");
  for (const c of ["search", "api", "email", "mobile"]) {
    await expect(page.getByTestId(`usage-${c}`)).toContainText("used");
  }
  await expect(page.getByTestId("usage-search")).toContainText("1 of");
  await expect(
    page.getByText(/^Daily allowances reset every day at 00:00 UTC, next on/),
  ).toHaveText(
    /^Daily allowances reset every day at 00:00 UTC, next on \d{1,2} \w{3} \d{4}, 0[12]:00 Europe\/Berlin\. Credits never reset\.$/,
  );
  const ledger = page.getByRole("table");
  await expect(ledger).toContainText("starting credits");
  await expect(ledger).toContainText("contact search");
  await expectAccessible(page, "settings/usage");
  await page.screenshot({ path: "test-results/screenshots/settings-usage.png", fullPage: true });
  await context.close();
});

import { expect, test } from "@playwright/test";
import { adminCreateAccount } from "./admin";
import { signIn, uniqueEmail } from "./demo-user";
import { expectAccessible } from "./wizard-helpers";

test.use({ storageState: { cookies: [], origins: [] } });

const SENT = "If an account exists for that address, we sent a link to it.";

test("forgot password → the Outbox's link → a new password ends the old sessions → sign in", async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  const email = uniqueEmail("reset");
  await adminCreateAccount(email, "forgotten password");

  // A session from before, on another device: it reads the Outbox (no SMTP in the tests).
  const device = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const old = await device.newPage();
  await signIn(old, email, "forgotten password");
  const api = await playwright.request.newContext({
    baseURL,
    storageState: await device.storageState(),
  });
  expect((await api.get("/v1/usage")).status()).toBe(200);

  await page.goto("/sign-in");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expectAccessible(page, "forgot-password");
  // An address without an account gets the very same answer.
  for (const address of [uniqueEmail("nobody"), email]) {
    await page.goto("/forgot-password");
    await page.getByLabel("E-mail").fill(address);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByRole("status")).toContainText(SENT);
  }

  await old.goto("/outbox");
  const subject = "Reset your Leadwise password";
  await old.getByText(subject).click();
  const link = await old
    .frameLocator(`iframe[title="E-mail: ${subject}"]`)
    .getByRole("link", { name: "Choose a new password" })
    .getAttribute("href");
  expect(link).toMatch(/\/reset-password\?token=[\w-]+$/);

  await page.goto(link ?? "");
  await expectAccessible(page, "reset-password");
  await page.getByLabel("New password").fill("short");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByText("Use at least 8 characters.")).toBeVisible();
  await page.getByLabel("New password").fill("a brand new password");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page).toHaveURL(/\/sign-in\?passwordReset=1/);
  await expect(page.getByRole("status")).toContainText("Password reset");

  // The session from before is gone, on the API and on pages.
  expect((await api.get("/v1/usage")).status()).toBe(401);
  await old.goto("/campaigns");
  await expect(old).toHaveURL(/\/sign-in/);
  await api.dispose();
  await device.close();

  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill("forgotten password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Wrong e-mail or password." }),
  ).toBeVisible();
  await signIn(page, email, "a brand new password");

  // The link worked once.
  await page.goto(link ?? "");
  await page.getByLabel("New password").fill("a third password");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "This link no longer works" }),
  ).toBeVisible();
});

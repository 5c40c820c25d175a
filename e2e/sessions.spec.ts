import { expect, type Page, test } from "@playwright/test";
import { adminCreateAccount } from "./admin";
import { uniqueEmail } from "./demo-user";

test.use({ storageState: { cookies: [], origins: [] } });

async function signIn(page: Page, email: string, password: string) {
  await page.goto("/sign-in");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/campaigns/);
}

test("sign out everywhere and a new password end copied sessions", async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  const email = uniqueEmail("sessions");
  await adminCreateAccount(email, "first password");
  await signIn(page, email, "first password");

  // The session cookie, copied elsewhere (another device, or a thief).
  const copied = await page.context().storageState();
  const api = await playwright.request.newContext({ baseURL, storageState: copied });
  expect((await api.get("/v1/usage")).status()).toBe(200);

  await page.goto("/settings/security");
  page.once("dialog", (dialog) => dialog.accept());
  await page.getByRole("button", { name: "Sign out everywhere" }).click();
  await expect(page).toHaveURL(/\/sign-in/);
  await expect(page.getByRole("status")).toHaveText(
    "You are signed out on every browser and device.",
  );

  const after = await api.get("/v1/usage");
  expect(after.status()).toBe(401);
  expect(after.headers()["content-type"]).toBe("application/problem+json");
  const elsewhere = await browser.newContext({ storageState: copied });
  const other = await elsewhere.newPage();
  await other.goto("/campaigns");
  await expect(other).toHaveURL(/\/sign-in/);
  await elsewhere.close();
  await api.dispose();

  // A new password: every session ends again, and only the new password signs in.
  await signIn(page, email, "first password");
  const second = await playwright.request.newContext({
    baseURL,
    storageState: await page.context().storageState(),
  });
  expect((await second.get("/v1/usage")).status()).toBe(200);
  await page.goto("/settings/security");
  await page.getByLabel("Current password").fill("first password");
  await page.getByLabel("New password").fill("second password");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page).toHaveURL(/\/sign-in/);
  await expect(page.getByRole("status")).toHaveText("Password changed. Sign in with the new one.");
  expect((await second.get("/v1/usage")).status()).toBe(401);
  await second.dispose();
  await signIn(page, email, "second password");
});

test("Sign out ends the session: the cookie saved before it is refused everywhere", async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  const email = uniqueEmail("sign-out");
  await adminCreateAccount(email, "the password");
  await signIn(page, email, "the password");
  const saved = await page.context().storageState();
  const api = await playwright.request.newContext({ baseURL, storageState: saved });
  expect((await api.get("/v1/campaigns")).status()).toBe(200);

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/sign-in/);

  const replayed = await api.get("/v1/campaigns");
  expect(replayed.status()).toBe(401);
  expect(replayed.headers()["content-type"]).toBe("application/problem+json");
  const page2 = await api.get("/campaigns", { maxRedirects: 0 });
  expect(page2.status()).toBeGreaterThanOrEqual(300);
  expect(page2.status()).toBeLessThan(400);
  expect(page2.headers().location).toMatch(/\/sign-in/);
  const elsewhere = await browser.newContext({ storageState: saved });
  const other = await elsewhere.newPage();
  await other.goto("/campaigns");
  await expect(other).toHaveURL(/\/sign-in/);
  await elsewhere.close();
  await api.dispose();

  // Signing in again starts a new session that works.
  await signIn(page, email, "the password");
  await expect(page.getByTestId("signed-in-as")).toHaveText(email);
});

test("the list of one's sessions shows each browser, and Revoke signs that one out", async ({
  page,
  browser,
}) => {
  const email = uniqueEmail("session-list");
  await adminCreateAccount(email, "list password");
  await signIn(page, email, "list password");
  const phone = await browser.newContext({
    storageState: { cookies: [], origins: [] },
    userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Safari/604.1",
  });
  const other = await phone.newPage();
  await signIn(other, email, "list password");

  await page.goto("/settings/security");
  const rows = page.getByTestId("user-sessions").locator("tbody tr");
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: "(this browser)" })).toHaveCount(1);
  const iphone = rows.filter({ hasText: "Safari on iOS" });
  await expect(iphone).toContainText("127.0.0.1");
  await expect(iphone.locator("time")).toHaveCount(2);

  // Revoked by keyboard; the phone's next page is the sign-in page, this browser stays in.
  await iphone.getByRole("button", { name: /Revoke/ }).focus();
  await page.keyboard.press("Enter");
  await expect(rows).toHaveCount(1);
  await other.goto("/campaigns");
  await expect(other).toHaveURL(/\/sign-in/);
  await page.goto("/campaigns");
  await expect(page).toHaveURL(/\/campaigns/);
  await phone.close();

  // The revocation is in the audit log, by this user.
  await page.goto("/settings/audit-log?action=auth.session_revoked");
  await expect(page.getByTestId("audit-events").locator("tbody tr")).toContainText(email);
});

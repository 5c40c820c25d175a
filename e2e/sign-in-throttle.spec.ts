import { type APIRequestContext, expect, test } from "@playwright/test";
import { adminCreateAccount } from "./admin";
import { uniqueEmail } from "./demo-user";

test.use({ storageState: { cookies: [], origins: [] } });

/** One sign-in as next-auth's browser client sends it: its CSRF token, form-encoded, json=true. */
async function signIn(request: APIRequestContext, email: string, password: string) {
  const { csrfToken } = (await (await request.get("/api/auth/csrf")).json()) as {
    csrfToken: string;
  };
  return request.post("/api/auth/callback/credentials", {
    form: { email, password, csrfToken, json: "true" },
  });
}

test("30 wrong passwords for one account: 429 after 10, the right one refused, others unaffected", async ({
  page,
  playwright,
  baseURL,
}) => {
  const victim = uniqueEmail("victim");
  const other = uniqueEmail("other");
  await adminCreateAccount(victim, "the right password");
  await adminCreateAccount(other, "the other password");
  const request = await playwright.request.newContext({ baseURL });

  const statuses: number[] = [];
  let retryAfter: string | undefined;
  for (let i = 0; i < 30; i++) {
    const res = await signIn(request, victim, `guess ${i}`);
    statuses.push(res.status());
    if (res.status() === 429) retryAfter ??= res.headers()["retry-after"];
  }
  expect(statuses.indexOf(429)).toBeGreaterThan(0);
  expect(statuses.indexOf(429)).toBeLessThanOrEqual(10);
  expect(statuses.slice(statuses.indexOf(429)).every((s) => s === 429)).toBe(true);
  expect(Number(retryAfter)).toBeGreaterThan(0);

  const right = await signIn(request, victim, "the right password");
  expect(right.status()).toBe(429);
  expect(await request.get("/api/auth/session").then((r) => r.json())).toEqual({});

  expect((await signIn(request, other, "the other password")).status()).toBe(200);
  await request.dispose();

  // The form says what happened and when to try again.
  await page.goto("/sign-in");
  await page.getByLabel("E-mail").fill(victim);
  await page.getByLabel("Password").fill("the right password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(
    page.getByRole("alert").filter({
      hasText:
        /^Too many failed sign-ins for this account or from your network\. Try again in \d+ minutes?\.$/,
    }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in/);
});

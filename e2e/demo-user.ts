import { expect, type Page } from "@playwright/test";

/** The demo account that `npm start` seeds on an embedded database (see lib/features/accounts/demo.ts). */
export const DEMO = { email: "demo@leadwise.local", password: "demo-password" };
export const DEMO_STATE = "test-results/.auth/demo.json";

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;
}

/** Where the app under test keeps its data (a fresh folder each run). */
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? ".tmp/e2e-data";

/** Signs a user in on the sign-in page, and waits for the campaigns it lands on. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto("/sign-in");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/campaigns/);
  await expect(page.getByTestId("signed-in-as")).toHaveText(email);
}

export function signInAsDemo(page: Page): Promise<void> {
  return signIn(page, DEMO.email, DEMO.password);
}

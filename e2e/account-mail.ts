import { expect, type Page } from "@playwright/test";
import { appDatabase } from "./app-database";

/** The text of the newest e-mail of this kind to an address, once there is one. */
export async function mailedText(email: string, kind: string): Promise<string> {
  const sql = await appDatabase();
  try {
    let text: string | undefined;
    await expect
      .poll(async () => {
        const [mail] = await sql<{ text: string }[]>`
          select text from email_outbox where kind = ${kind} and ${email} = any("to")
          order by created_at desc limit 1`;
        text = mail?.text;
        return text;
      })
      .toBeTruthy();
    return text ?? "";
  } finally {
    await sql.end();
  }
}

/**
 * The link in the newest e-mail of this kind to an address, as the Outbox keeps it (no SMTP in
 * the tests). A sign-up's confirmation has no account yet, so no Outbox page shows it: it is
 * read from the table.
 */
export async function mailedLink(email: string, kind: string, path: string): Promise<string> {
  const text = await mailedText(email, kind);
  const link = new RegExp(`(https?://\\S+${path}\\?token=[\\w-]+)`).exec(text)?.[1];
  expect(link, text).toBeTruthy();
  return link ?? "";
}

/** Signs up on the form, opens the e-mailed link, confirms, and signs in. */
export async function signUpConfirmed(
  page: Page,
  account: { name: string; email: string; password: string },
): Promise<void> {
  await page.goto("/sign-up");
  await page.getByLabel("Company or team name").fill(account.name);
  await page.getByLabel("Work e-mail").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("heading", { name: "Check your e-mail" })).toBeVisible();
  await page.goto(await mailedLink(account.email, "sign-up.verify", "/verify-email"));
  await page.getByRole("button", { name: "Confirm and create account" }).click();
  await expect(page).toHaveURL(/\/sign-in\?verified=1/);
  await expect(page.getByLabel("E-mail")).toHaveValue(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/campaigns/);
  await expect(page.getByTestId("signed-in-as")).toHaveText(account.email);
}

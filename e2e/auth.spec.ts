import { expect, test } from "@playwright/test";
import { mailedText, signUpConfirmed } from "./account-mail";
import { uniqueEmail } from "./demo-user";
import { holdScripts } from "./hold-scripts";

test.use({ storageState: { cookies: [], origins: [] } });

test("a signed-out visitor is sent to sign-in", async ({ page }) => {
  await page.goto("/campaigns");
  await expect(page).toHaveURL(/\/sign-in/);
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
});

test("the sign-in form takes no typing before its script runs, then keeps what is typed", async ({
  page,
}) => {
  // Typed into the server's HTML, an e-mail and password were wiped when the form's script took
  // over (react-hook-form sets each input to its default): the form stays disabled until then.
  const release = await holdScripts(page);
  await page.goto("/sign-in", { waitUntil: "commit" });
  await expect(page.getByLabel("E-mail")).toBeDisabled();
  release();
  await page.getByLabel("E-mail").fill("nobody@example.com");
  await page.getByLabel("Password").fill("wrong password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Wrong e-mail or password." }),
  ).toBeVisible();
});

test("sign-up validates, then confirms by e-mail → sign out → sign in → app shell", async ({
  page,
}) => {
  const email = uniqueEmail("signup");
  await page.goto("/sign-up");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Enter a valid e-mail address.")).toBeVisible();
  await expect(page.getByText("Use at least 8 characters.")).toBeVisible();
  // One message for one rule: the hint gives way to the error.
  await expect(page.getByText("At least 8 characters.", { exact: true })).toHaveCount(0);

  await signUpConfirmed(page, { name: "Acme Growth", email, password: "correct horse battery" });

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/sign-in/);

  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill("wrong password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Wrong e-mail or password." }),
  ).toBeVisible();

  await page.getByLabel("Password").fill("correct horse battery");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/campaigns/);
  const nav = page.getByRole("navigation", { name: "Main" });
  for (const item of ["Campaigns", "Lists", "Requests", "Settings"]) {
    await expect(nav.getByRole("link", { name: item })).toBeVisible();
  }
  await nav.getByRole("link", { name: "Settings" }).click();
  await expect(page).toHaveURL(/\/settings/);
  await page.screenshot({ path: "test-results/screenshots/app-shell.png", fullPage: true });
});

test("signing up with a taken address answers as for a new one and mails the owner", async ({
  page,
}) => {
  const email = uniqueEmail("dupe");
  await signUpConfirmed(page, { name: "Dupe Inc", email, password: "the owner's password" });
  await page.context().clearCookies();

  const answers: string[] = [];
  for (const address of [email, uniqueEmail("fresh")]) {
    await page.goto("/sign-up");
    await page.getByLabel("Company or team name").fill("Intruder Inc");
    await page.getByLabel("Work e-mail").fill(address);
    await page.getByLabel("Password").fill("an intruder's password");
    await page.getByRole("button", { name: "Create account" }).click();
    const status = page.getByRole("status");
    await expect(status).toContainText("We sent a message to");
    answers.push(((await status.textContent()) ?? "").replace(address, "<address>"));
  }
  expect(answers[0]).toBe(answers[1]);
  // The owner hears of it instead, with the way back in.
  expect(await mailedText(email, "sign-up.existing")).toContain("/forgot-password");
});

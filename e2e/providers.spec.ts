import { expect, test } from "@playwright/test";
import { signUpConfirmed } from "./account-mail";
import { uniqueEmail } from "./demo-user";
import { expectAccessible } from "./wizard-helpers";

// An account of its own: providers added here are never asked by other specs' enrichments.
test.use({ storageState: { cookies: [], origins: [] } });

test("Settings → Data providers: add keys (shown once as a hint), reorder by keyboard and by drag, remove", async ({
  page,
}) => {
  // A sign-up and a dozen server actions, each re-rendering the page: on a loaded machine this
  // takes longer than the default minute.
  test.slow();
  await signUpConfirmed(page, {
    name: "Providers Inc",
    email: uniqueEmail("providers"),
    password: "correct horse battery",
  });

  await page.goto("/settings/providers");
  // None yet: a sentence, not the table's column heads over no rows.
  const none = page.getByText("No providers of your own yet: add one above.");
  await expect(none).toBeVisible();
  await expect(page.getByRole("table")).toHaveCount(0);
  const key = "pdl_secret_key_9876";
  await page.getByLabel("Provider").selectOption({ label: "People Data Labs" });
  await page.getByLabel("API key").fill(key);
  await page.getByLabel("Calls a day").fill("500");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status")).toHaveText("People Data Labs saved (key …9876).");
  await page.getByLabel("Provider").selectOption({ label: "Apollo" });
  await page.getByLabel("API key").fill("apollo_secret_key_1111");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status")).toHaveText("Apollo saved (key …1111).");

  const rows = page.getByTestId("provider-row");
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText("People Data Labs");
  await expect(rows.nth(0)).toContainText("500");
  // Nothing has failed yet: the breaker is closed, and no call of the 500 is spent.
  await expect(rows.nth(0).getByTestId("provider-breaker")).toHaveText("Closed: asked");
  // Offered per provider; not pressed here: it would call the provider's public address
  // (the connection checks are tested against the simulators in lib/engines/providers/*.netns.ts).
  await expect(
    page.getByRole("button", { name: "Test the connection to People Data Labs" }),
  ).toBeEnabled();
  await expect(page.locator("body")).not.toContainText(key);

  // Apollo first, with the keyboard alone.
  await page.getByRole("button", { name: "Move Apollo up" }).focus();
  await page.keyboard.press("Enter");
  await expect(rows.nth(0)).toContainText("Apollo");
  await expect(rows.nth(1)).toContainText("People Data Labs");
  await page.reload();
  await expect(rows.nth(0)).toContainText("Apollo");
  await expect(page.locator("body")).not.toContainText(key);
  await expectAccessible(page, "settings/providers");

  // And back by drag and drop: People Data Labs dropped onto Apollo takes its place.
  await rows.nth(1).dragTo(rows.nth(0));
  await expect(rows.nth(0)).toContainText("People Data Labs");
  await page.reload();
  await expect(rows.nth(0)).toContainText("People Data Labs");
  await expect(rows.nth(1)).toContainText("Apollo");

  await rows
    .nth(1)
    .getByRole("button", { name: /Remove/ })
    .click();
  await expect(rows).toHaveCount(1);
  await rows
    .nth(0)
    .getByRole("button", { name: /Remove/ })
    .click();
  await expect(rows).toHaveCount(0);
  await expect(none).toBeVisible();
});

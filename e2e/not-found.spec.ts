import { expect, test } from "@playwright/test";
import { expectAccessible } from "./wizard-helpers";

/*
 * An address nothing serves, and a campaign or list that is not in the workspace (deleted,
 * mistyped, another workspace's): a 404 that says so in words and leads back, not the framework's
 * bare "This page could not be found".
 */

test("an unknown address says the page is not found and leads back to the campaigns", async ({
  page,
}) => {
  const answer = await page.goto("/no-such-page/here");
  expect(answer?.status()).toBe(404);
  await expect(page).toHaveTitle("Page not found · Leadwise");
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await expectAccessible(page, "page not found");
  await page.getByRole("link", { name: "Go to your campaigns" }).click();
  await expect(page).toHaveURL(/\/campaigns$/);
  await expect(page.getByRole("heading", { level: 1, name: "Campaigns" })).toBeVisible();
});

test("a campaign or list not in the workspace is a 404 inside the app, with the way back", async ({
  page,
}) => {
  for (const url of ["/campaigns/c_not_here", "/campaigns/c_not_here/edit", "/lists/l_not_here"]) {
    const answer = await page.goto(url);
    expect(answer?.status(), url).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Not found" })).toBeVisible();
    // The app's own navigation is still there.
    await expect(page.getByRole("link", { name: "Lists", exact: true })).toBeVisible();
  }
  await expectAccessible(page, "not found in the workspace");
  await page.getByRole("link", { name: "Back to campaigns" }).click();
  await expect(page).toHaveURL(/\/campaigns$/);
});

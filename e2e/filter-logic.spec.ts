import type { Page } from "@playwright/test";
import { appDatabase } from "./app-database";
import { estimateTotal, expectAccessible, startCampaign, unique } from "./wizard-helpers";
import { expect, test } from "./worker-account";

async function pick(page: Page, field: string, value: string) {
  const box = page.getByRole("combobox", { name: field, exact: true });
  await box.fill(value);
  await box.press("Enter");
  await expect(page.getByRole("list", { name: `${field}: chosen` })).toContainText(value);
}

test("location values are one filter, the estimate says the logic in words, and a value both included and excluded is warned about", async ({
  page,
}) => {
  await startCampaign(page, unique("Filter logic"));
  await page.getByRole("button", { name: "Start from scratch" }).click();
  await expect(page).toHaveURL(/step=targeting/);

  await pick(page, "Continent", "Europe");
  await pick(page, "Country", "Germany");
  // The engine takes a person in Europe or in Germany: one kind, not two that narrow each other.
  const active = page.getByTestId("active-filters");
  await expect(active.getByRole("listitem")).toHaveCount(1);
  await expect(active.getByRole("listitem")).toHaveText("Location: any of Europe×Germany×");
  await expect(active).not.toContainText("Continent:");
  await expect(active).not.toContainText("Country:");
  await expect(page.getByTestId("estimate-logic")).toHaveText("Who: (Europe or Germany)");
  await expect(page.getByTestId("estimate-conflicts")).toHaveCount(0);

  await pick(page, "Exclude countries", "Germany");
  const sentence =
    "Germany is both included and excluded as a country: the exclusion wins, so it adds no one.";
  await expect(page.getByRole("alert").filter({ hasText: sentence })).toBeVisible();
  await expect(
    page.getByRole("combobox", { name: "Exclude countries", exact: true }),
  ).toHaveAccessibleDescription(sentence);
  await expect(page.getByTestId("estimate-conflicts")).toHaveText(sentence);
  await expect(page.getByTestId("estimate-logic")).toHaveText(
    "Who: (Europe or Germany), excluding Germany",
  );
  await expectAccessible(page, "targeting with a conflict");

  // Taking the value out of the exclusions takes the warning away.
  await page.getByRole("button", { name: "Remove filter Not in country: Germany" }).click();
  await expect(page.getByRole("alert").filter({ hasText: sentence })).toHaveCount(0);
  await expect(page.getByTestId("estimate-conflicts")).toHaveCount(0);
});

test("e-mail verified within N days narrows the estimate and is said in words", async ({
  page,
}) => {
  // A third of the shared catalogue's e-mails were last seen over a year ago (no other spec
  // targets by that date).
  const sql = await appDatabase();
  try {
    await sql`update profiles set email_verified_at = now() - interval '400 days'
      where owner_account_id is null and seq % 3 = 0`;
  } finally {
    await sql.end();
  }
  await startCampaign(page, unique("Verified within"));
  await page.getByRole("button", { name: "Start from scratch" }).click();
  await expect(page).toHaveURL(/step=targeting/);
  await pick(page, "Continent", "Europe");
  await expect(page.getByTestId("estimate-logic")).toContainText("Europe");
  await expect(page.getByTestId("estimate-busy")).toHaveCount(0);
  const before = await estimateTotal(page);
  expect(before).toBeGreaterThan(0);

  // Typed from the keyboard into the labelled field.
  await page.getByLabel("E-mail verified within (days)").focus();
  await page.keyboard.type("30");
  await expect(page.getByTestId("estimate-logic")).toContainText("e-mail verified within 30 days");
  await expect.poll(() => estimateTotal(page)).toBeLessThan(before);
  await expect(page.getByTestId("active-filters")).toContainText("Verified: e-mail within 30 days");
});

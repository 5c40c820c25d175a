import type { Page } from "@playwright/test";
import { expectAccessible, startCampaign, unique } from "./wizard-helpers";
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

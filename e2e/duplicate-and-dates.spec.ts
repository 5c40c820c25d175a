import type { Page } from "@playwright/test";
import { formatDay } from "@/lib/features/campaigns/forecast";
import {
  campaignIdOf,
  expectAccessible,
  expectStored,
  next,
  shot,
  startCampaign,
  unique,
} from "./wizard-helpers";
import { expect, test } from "./worker-account";

async function pick(page: Page, field: string, value: string) {
  const box = page.getByRole("combobox", { name: field, exact: true });
  await box.fill(value);
  await box.press("Enter");
  await expect(page.getByRole("list", { name: `${field}: chosen` })).toContainText(value);
}

/** The calendar day `days` from today in UTC (the browser's zone here, so the campaign's). */
const dayFromNow = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test("delivery takes a first and a last day, the forecast follows them, and a campaign duplicates as a draft copy", async ({
  page,
}) => {
  // Many steps and axe runs; the shared test machine is often loaded far past its cores.
  test.slow();
  const name = unique("Dated");
  await startCampaign(page, name);
  await page.getByRole("button", { name: "Start from scratch" }).click();
  await pick(page, "Country", "Germany");
  await next(page, "Delivery");
  const id = campaignIdOf(page);

  const first = page.getByLabel("First delivery day");
  const last = page.getByLabel("Last delivery day");
  const start = dayFromNow(10);
  const end = dayFromNow(9);
  await first.fill(start);
  await last.fill(end);
  // Backwards dates are refused at the field, in a sentence, and nothing goes on.
  const error = "The end date must not be before the start date.";
  await expect(last).toHaveAttribute("aria-invalid", "true");
  await expect(last).toHaveAccessibleDescription(new RegExp(error.replace(".", "\\.")));
  await next(page, "Save to list");
  await expect(page).toHaveURL(/step=delivery/);

  const later = dayFromNow(24);
  await last.fill(later);
  await expect(last).not.toHaveAttribute("aria-invalid", "true");
  await page.getByLabel("Leads per day").fill("1");
  // One a day from the start date to the last day: the end date cuts it short.
  await expect(page.getByTestId("forecast-sentence")).toContainText(`from ${formatDay(start)}`);
  await expect(page.getByTestId("forecast-sentence")).toContainText("stops at its end date");
  await expectStored(
    page,
    id,
    (c) => c.delivery.startDate === start && c.delivery.endDate === later,
  );
  await expectAccessible(page, "delivery dates");
  await shot(page, "32-delivery-dates");

  // The campaign's page offers Duplicate; the copy opens in the wizard as a draft.
  await page.goto(`/campaigns/${id}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(name);
  await expectAccessible(page, "campaign page with Duplicate");
  const duplicate = page.getByRole("button", { name: "Duplicate" });
  await duplicate.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/campaigns\/[^/]+\/edit/);
  await expect(page.getByRole("heading", { level: 1, name: `${name} (copy)` })).toBeVisible();
  const copyId = campaignIdOf(page);
  expect(copyId).not.toBe(id);
  const copy = await (await page.request.get(`/v1/campaigns/${copyId}`)).json();
  expect(copy).toMatchObject({
    status: "draft",
    name: `${name} (copy)`,
    filters: { locations: { countries: ["Germany"] } },
    delivery: { startDate: start, endDate: later, leadsPerDay: 1 },
  });

  // Both are on the list; the original is untouched.
  await page.goto("/campaigns");
  await expect(page.getByTestId("campaign-row").filter({ hasText: `${name} (copy)` })).toHaveCount(
    1,
  );
  const original = await (await page.request.get(`/v1/campaigns/${id}`)).json();
  expect(original.name).toBe(name);
});

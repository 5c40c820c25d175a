import type { Page } from "@playwright/test";
import { expectAccessible, next, shot, startCampaign, unique } from "./wizard-helpers";
import { expect, test } from "./worker-account";

async function pick(page: Page, field: string, value: string) {
  const box = page.getByRole("combobox", { name: field, exact: true });
  await box.fill(value);
  await box.press("Enter");
  await expect(page.getByRole("list", { name: `${field}: chosen` })).toContainText(value);
}

const numberIn = async (page: Page, testId: string) =>
  Number((await page.getByTestId(testId).textContent())?.replaceAll(",", ""));

test("the delivery step forecasts how long the deliverable audience lasts and what it costs, and the list shows it", async ({
  page,
}) => {
  // Many steps and axe runs; the shared test machine is often loaded far past its cores.
  test.slow();
  const name = unique("Forecast");
  await startCampaign(page, name);
  await page.getByRole("button", { name: "Start from scratch" }).click();
  await pick(page, "Country", "Germany");
  await next(page, "Delivery");
  await expect(page).toHaveURL(/step=delivery/);

  const forecast = page.getByTestId("delivery-forecast");
  const sentence = page.getByTestId("forecast-sentence");
  await expect(page.getByTestId("estimate-total")).toHaveAttribute("data-stale", "false");
  const deliverable = await numberIn(page, "estimate-deliverable");
  expect(deliverable).toBeGreaterThan(1);
  expect(deliverable).toBeLessThan(1000);

  // A day's leads larger than the audience: used up on the first delivery day, and said so.
  const perDay = page.getByLabel("Leads per day");
  await perDay.fill("1000");
  await expect(sentence).toHaveText(
    new RegExp(
      `^${deliverable.toLocaleString("en-US")} deliverable people: ~1 delivery day \\(1,000 a day, Mon–Fri\\); completes on \\w{3} \\d{1,2} \\w{3} \\d{4} \\(UTC\\)\\.$`,
    ),
  );
  await expect(page.getByTestId("forecast-warning")).toContainText("used up within a week");
  const costs = page.getByTestId("forecast-costs");
  // E-mail only (the default): every lead costs 1 API credit and 1 e-mail credit at least.
  await expect(costs.getByRole("row", { name: /^API/ })).toContainText(
    `${deliverable.toLocaleString("en-US")}${deliverable.toLocaleString("en-US")}`,
  );
  await expect(costs.getByRole("row", { name: /^Mobile/ })).toContainText("00");
  await expectAccessible(page, "delivery forecast");
  await shot(page, "31-delivery-forecast");

  // One a day on one day a week: as many weeks as people, no warning.
  await perDay.fill("1");
  for (const day of ["Tuesday", "Wednesday", "Thursday", "Friday"]) {
    await page.getByLabel(day, { exact: true }).uncheck();
  }
  await expect(sentence).toContainText(
    `~${deliverable.toLocaleString("en-US")} delivery days (1 a day, Mon);`,
  );
  await expect(page.getByTestId("forecast-warning")).toHaveCount(0);
  await expect(costs.getByRole("row", { name: /^API/ })).toContainText(
    `1${deliverable.toLocaleString("en-US")}`,
  );
  const end = (await sentence.textContent())?.match(
    /completes on \w{3} (\d{1,2} \w{3} \d{4})/,
  )?.[1];
  expect(end).toBeTruthy();
  // Every Monday from now: the last is (deliverable − 1) weeks after the first, so > 1 week away.
  const endDate = new Date(`${end} 12:00 UTC`);
  const weeks = (endDate.getTime() - Date.now()) / (7 * 86_400_000);
  expect(weeks).toBeGreaterThan(deliverable - 2);
  expect(weeks).toBeLessThan(deliverable + 1);
  await expect(forecast).toBeVisible();
  await expect(page.getByTestId("save-status")).toHaveAttribute("data-state", "saved");

  // The campaigns list: deliverable (not merely matching), delivered, and the forecast end.
  await page.goto("/campaigns");
  const row = page.getByTestId("campaign-row").filter({ hasText: name });
  await expect(row.getByTestId("campaign-deliverable")).toContainText(
    deliverable.toLocaleString("en-US"),
  );
  await expect(row.getByTestId("campaign-delivered")).toHaveText("0");
  await expect(row.getByTestId("campaign-forecast-end")).toContainText(
    `If launched now: Mon ${end}`,
  );
  await expectAccessible(page, "campaigns list with forecasts");
});

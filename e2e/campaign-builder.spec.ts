import { expect, type Locator, type Page, test } from "@playwright/test";
import {
  campaignIdOf,
  expectAccessible,
  expectStored,
  next,
  shot,
  startCampaign,
  unique,
} from "./wizard-helpers";

/** Pastes `text` into `input` as the clipboard would (a paste event carrying the text). */
async function paste(input: Locator, text: string) {
  await input.focus();
  await input.evaluate((el, t) => {
    const data = new DataTransfer();
    data.setData("text/plain", t);
    el.dispatchEvent(
      new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);
}

async function fromScratch(page: Page, prefix: string) {
  await startCampaign(page, unique(prefix));
  await page.getByRole("button", { name: "Start from scratch" }).click();
  await expect(page).toHaveURL(/step=targeting/);
}

async function countOf(page: Page, filters: object): Promise<number> {
  const res = await page.request.post("/v1/estimate", { data: { filters } });
  return (await res.json()).count;
}

test("a pasted list of titles becomes one chip per title, and the estimate counts them all", async ({
  page,
}) => {
  await fromScratch(page, "Pasted titles");
  const titles = page.getByLabel("Title includes", { exact: true });
  const added = page.getByRole("list", { name: "Title includes: added" });

  await paste(titles, " CEO, CTO;CFO\nceo \n\n");
  await expect(added.getByRole("listitem")).toHaveText([/^CEO/, /^CTO/, /^CFO/]);
  await expect(titles).toHaveAccessibleDescription(/3 added, 1 duplicate skipped\.$/);
  await expect(titles).toHaveValue("");

  const all = await countOf(page, { titles: { include: ["CEO", "CTO", "CFO"] } });
  const ceo = await countOf(page, { titles: { include: ["CEO"] } });
  const cto = await countOf(page, { titles: { include: ["CTO"] } });
  expect(all).toBeGreaterThan(Math.max(ceo, cto));
  await expect(page.getByTestId("estimate-total")).toHaveText(all.toLocaleString("en-US"));

  // Typed with commas and Enter, the same: each new entry a chip, the repeated ones counted.
  await titles.fill("Founder, CTO, Owner");
  await titles.press("Enter");
  await expect(added.getByRole("listitem")).toHaveCount(5);
  await expect(titles).toHaveAccessibleDescription(/2 added, 1 duplicate skipped\.$/);

  // A column of domains pasted into Companies: one chip per line.
  const companies = page.getByLabel("Companies", { exact: true });
  await paste(companies, "acme.com\r\nglobex.com\r\ninitech.com\r\n");
  await expect(
    page.getByRole("list", { name: "Companies: added" }).getByRole("listitem"),
  ).toHaveCount(3);
  await expect(companies).toHaveAccessibleDescription(/3 added\.$/);
  await expectAccessible(page, "pasted lists");
  await shot(page, "14-pasted-lists");
});

test("limits are shown at the field; an invalid field is highlighted and focused by Next and by the estimate", async ({
  page,
}) => {
  await fromScratch(page, "Limits");
  const titles = page.getByLabel("Title includes", { exact: true });
  await expect(page.getByText("Up to 200 characters an entry.").first()).toBeVisible();

  // Too long an entry is refused in a sentence, and nothing else of the paste is lost.
  await paste(titles, `Head of Sales, ${"x".repeat(201)}`);
  await expect(
    page.getByRole("list", { name: "Title includes: added" }).getByRole("listitem"),
  ).toHaveText([/^Head of Sales/]);
  await expect(page.getByRole("alert").filter({ hasText: "201 characters" })).toHaveText(
    "One entry has 201 characters; an entry can have at most 200. It was not added.",
  );
  await expectStored(page, campaignIdOf(page), (c) => c.filters.titles?.include?.length === 1);

  const keywords = page.getByLabel("Keywords", { exact: true });
  await expect(page.getByTestId("keywords-count")).toHaveText("0 of 500 characters");
  await keywords.fill("k".repeat(501));
  await expect(page.getByTestId("keywords-count")).toHaveText("501 of 500 characters");
  await expect(keywords).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Use at most 500 characters.")).toBeVisible();
  await expect(page.getByTestId("save-status")).toHaveAttribute("data-state", "invalid");

  // The estimate's message takes the user to the field.
  await page.getByRole("heading", { name: "Targeting", level: 2 }).focus();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole("button", { name: "Show the invalid filter" }).click();
  await expect(keywords).toBeFocused();
  await expect(keywords).toBeInViewport();

  // So does Next, which stays on the step.
  await page.getByRole("heading", { name: "Targeting", level: 2 }).focus();
  await page.evaluate(() => window.scrollTo(0, 0));
  await next(page, "Delivery");
  await expect(page).toHaveURL(/step=targeting/);
  await expect(keywords).toBeFocused();
  await expect(keywords).toBeInViewport();
  await expectAccessible(page, "invalid keywords");
  await shot(page, "15-invalid-keywords");

  // Once the invalid value goes, so does the notice that changes are not saved.
  await keywords.fill("");
  await expect(keywords).not.toHaveAttribute("aria-invalid", "true");
  await expect(page.getByTestId("save-status")).toHaveAttribute("data-state", "saved");
  await expect(page.getByTestId("save-status")).not.toContainText("not valid");
});

import { expect, type Page, test } from "@playwright/test";
import { adminCreateAccount } from "./admin";
import { signIn, uniqueEmail } from "./demo-user";
import { expectAccessible, shot, startCampaign, unique } from "./wizard-helpers";

/*
 * Each test signs in to an account of its own (not its worker's): the preview shows an account a
 * daily number of distinct people, which the wizard specs run before this one would draw on.
 */
async function signInToNewAccount(page: Page, options: { previewPeople?: number } = {}) {
  const email = uniqueEmail("preview");
  const password = "preview account password";
  await adminCreateAccount(email, password, options);
  await signIn(page, email, password);
}

async function pick(page: Page, field: string, value: string) {
  const box = page.getByRole("combobox", { name: field, exact: true });
  await box.fill(value);
  await box.press("Enter");
  await expect(page.getByRole("list", { name: `${field}: chosen` })).toContainText(value);
}

test("the Live Estimate previews ten matching people in outline, refreshed with the count, by keyboard", async ({
  page,
}) => {
  // Many steps and axe runs; the shared test machine is often loaded far past its cores.
  test.slow();
  await signInToNewAccount(page);
  await startCampaign(page, unique("People preview"));
  await page.getByRole("button", { name: "Start from scratch" }).click();
  await expect(page).toHaveURL(/step=targeting/);
  await pick(page, "Country", "Germany");
  const total = page.getByTestId("estimate-total");
  await expect(total).toHaveAttribute("data-stale", "false");
  await expect(page.getByTestId("estimate-logic")).toHaveText("Who: Germany");

  // The preview is a second view of the panel, reached by keyboard like any tab list.
  const panel = page.getByTestId("live-estimate");
  const breakdownTab = panel.getByRole("tab", { name: "Breakdown" });
  await expect(breakdownTab).toHaveAttribute("aria-selected", "true");
  await breakdownTab.focus();
  await page.keyboard.press("ArrowRight");
  const peopleTab = panel.getByRole("tab", { name: "People" });
  await expect(peopleTab).toBeFocused();
  await expect(peopleTab).toHaveAttribute("aria-selected", "true");
  const people = panel.getByRole("tabpanel", { name: "People" });
  await expect(people).toBeVisible();
  await expect(panel.getByRole("tabpanel", { name: "Breakdown" })).toBeHidden();

  const rows = people.getByRole("listitem");
  await expect(rows).toHaveCount(10);
  const count = Number((await total.textContent())?.replaceAll(",", ""));
  await expect(page.getByTestId("people-preview-note")).toContainText(
    `10 of ${count.toLocaleString("en-US")}`,
  );
  for (const row of await rows.all()) {
    const text = (await row.textContent()) ?? "";
    // Everyone shown matches the filter; a short name, never an address or a number.
    expect(text).toContain("Germany");
    expect(text).toMatch(/^\S+( \p{Lu}\.)?/u);
    expect(text).not.toMatch(/@|\+?\d{7,}/);
  }
  await expectAccessible(page, "people preview");
  await shot(page, "30-people-preview");

  // A change of filters refreshes the people with the count: now France as well.
  const before = await rows.allTextContents();
  await pick(page, "Country", "France");
  await expect(page.getByTestId("estimate-logic")).toHaveText("Who: (Germany or France)");
  await expect(total).toHaveAttribute("data-stale", "false");
  await expect.poll(() => rows.allTextContents()).not.toEqual(before);
  const after = await rows.allTextContents();
  expect(after).toHaveLength(10);
  expect(after.every((t) => /Germany|France/.test(t))).toBe(true);
  expect(after.some((t) => t.includes("France"))).toBe(true);

  // Arrow keys go back to the breakdown (focus is in the Country field after the pick).
  await peopleTab.focus();
  await page.keyboard.press("ArrowLeft");
  await expect(breakdownTab).toBeFocused();
  await expect(panel.getByRole("tabpanel", { name: "Breakdown" })).toBeVisible();
});

test("past the account's daily preview people, the preview says so and the counts still update", async ({
  page,
}) => {
  test.slow();
  // Twenty people a day: the first preview (everyone) and Germany's show ten each; any new person
  // after them is withheld.
  await signInToNewAccount(page, { previewPeople: 20 });
  await startCampaign(page, unique("Preview cap"));
  await page.getByRole("button", { name: "Start from scratch" }).click();
  await expect(page).toHaveURL(/step=targeting/);
  const total = page.getByTestId("estimate-total");
  const panel = page.getByTestId("live-estimate");
  await panel.getByRole("tab", { name: "People" }).click();
  const people = panel.getByRole("tabpanel", { name: "People" });
  await expect(people.getByRole("listitem")).toHaveCount(10);
  await pick(page, "Country", "Germany");
  await expect(page.getByTestId("estimate-logic")).toHaveText("Who: Germany");
  await expect(total).toHaveAttribute("data-stale", "false");
  await expect(people.getByRole("listitem")).toHaveCount(10);
  await expect(people.getByRole("listitem").first()).toContainText("Germany");
  const germany = Number((await total.textContent())?.replaceAll(",", ""));

  await pick(page, "Country", "France");
  await expect(page.getByTestId("estimate-logic")).toHaveText("Who: (Germany or France)");
  await expect(total).toHaveAttribute("data-stale", "false");
  await expect(people.getByTestId("people-preview-capped")).toHaveText(
    "You've seen today's 20 preview people; counts still update. New people show again from midnight UTC.",
  );
  await expect(people.getByRole("listitem")).toHaveCount(0);
  // The count is France's too: only the people are withheld.
  expect(Number((await total.textContent())?.replaceAll(",", ""))).toBeGreaterThan(germany);
  await expectAccessible(page, "people preview past the daily cap");
  await shot(page, "30b-people-preview-capped");
});

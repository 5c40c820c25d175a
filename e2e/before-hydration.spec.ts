import type { Page } from "@playwright/test";
import { holdScripts } from "./hold-scripts";
import { campaignIdOf, startCampaign, unique } from "./wizard-helpers";
import { expect, test } from "./worker-account";

/*
 * A page's HTML shows before React hydrates it (a slow phone, a busy server): a click on a button
 * whose work is JavaScript does nothing then, a submit of a form its script handles becomes a
 * plain GET of the page, and text typed into a field React controls is lost. Such controls are
 * disabled until React has hydrated them. Forms posting to a server action work without the
 * script (Next renders them a real POST), and so may stay enabled — unless they ask first.
 */

const PAGES = [
  "/campaigns",
  "/enrich",
  "/lists",
  "/outbox",
  "/requests",
  "/settings",
  "/settings/api-keys",
  "/settings/audit-log",
  "/settings/company-lists",
  "/settings/contacts",
  "/settings/crm",
  "/settings/do-not-contact",
  "/settings/members",
  "/settings/providers",
  "/settings/security",
  "/settings/usage",
  "/settings/webhooks",
];

/** The controls a person could use now, before the page's scripts run, that need them. */
async function deadBeforeHydration(page: Page, path: string): Promise<string[]> {
  await page.goto(path, { waitUntil: "commit" });
  // The page's HTML is there (its parser is held behind the scripts, so no readyState says so).
  await expect(page.locator("main h1")).toBeVisible();
  return page.evaluate(() => {
    const worksWithoutScript = (el: Element) => {
      const form = el.closest("form");
      if (!form) return false;
      // A server action's form: React renders it a POST with the action's id.
      if (form.querySelector('input[type="hidden"][name^="$ACTION_"]')) return true;
      // A plain GET form a server component renders (filters): it says where it goes.
      const action = form.getAttribute("action");
      return action !== null && !action.startsWith("javascript:");
    };
    return (
      [...document.querySelectorAll("button, input, select, textarea")]
        // :disabled, not .disabled: a control in a disabled fieldset has no attribute of its own.
        .filter((el) => !el.matches(":disabled"))
        .filter((el) => (el as HTMLInputElement).type !== "hidden" && el.checkVisibility())
        .filter((el) => !worksWithoutScript(el))
        .map((el) => {
          const name =
            el.getAttribute("aria-label") ??
            (el as HTMLInputElement).labels?.[0]?.textContent ??
            el.textContent ??
            "";
          return `${el.tagName.toLowerCase()} “${name.replace(/\s+/g, " ").slice(0, 60)}”`;
        })
    );
  });
}

test("no control is dead before the page's script runs: each waits, disabled, for it", async ({
  page,
}) => {
  test.setTimeout(180_000);
  // A draft, so its page shows the campaign's own buttons.
  await startCampaign(page, unique("Before hydration"));
  const campaign = `/campaigns/${campaignIdOf(page)}`;

  const release = await holdScripts(page);
  const dead: Record<string, string[]> = {};
  for (const path of [...PAGES, campaign, `${campaign}/edit?step=targeting`]) {
    const found = await deadBeforeHydration(page, path);
    if (found.length > 0) dead[path] = found;
  }
  expect(dead).toEqual({});
  // A server action's form that asks first waits too: without its script it would not ask.
  await page.goto("/settings/webhooks", { waitUntil: "commit" });
  await expect(page.getByRole("button", { name: "Rotate secret" })).toBeDisabled();

  // And once the script has run, they work: the campaign's Duplicate makes a copy.
  release();
  await page.goto(campaign);
  const duplicate = page.getByRole("button", { name: "Duplicate" });
  await expect(duplicate).toBeEnabled();
  await duplicate.click();
  await expect(page).toHaveURL(/\/campaigns\/[^/]+\/edit/);
});

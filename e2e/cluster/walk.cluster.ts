import { expect, test } from "@playwright/test";
import { signInAsDemo } from "../demo-user";
import {
  estimateTotal,
  leaveOutToday,
  next,
  pickTemplate,
  startCampaign,
  unique,
} from "../wizard-helpers";

/*
 * The acceptance's walk through a cluster, in the browser, on HAProxy's port: sign in, build a
 * campaign in the wizard from a template, read its Live Estimate, launch it. Every page and API
 * call goes through HAProxy to whichever web node it picks.
 */
test("through HAProxy: sign in, wizard, Live Estimate, launch", async ({ page }) => {
  await signInAsDemo(page);

  const name = unique("Cluster walk");
  await startCampaign(page, name);
  await pickTemplate(page);
  expect(await estimateTotal(page)).toBeGreaterThan(0);
  await expect(page.getByTestId("estimate-took")).toContainText(/Counted in .* ms/);

  await next(page, "Delivery");
  // Today left out: the campaign stays active whatever the hour (see leaveOutToday).
  await leaveOutToday(page);
  await next(page, "Save to list");
  await next(page, "Notifications");
  await next(page, "Review");
  await expect(page.getByTestId("checklist-summary")).toHaveText("Everything is ready to launch.");
  await page.getByRole("button", { name: "Launch campaign" }).click();
  await expect(page).toHaveURL(/\/campaigns\?launched=/);
  await expect(page.getByRole("status")).toContainText(`“${name}” is live`);
  const row = page.getByTestId("campaign-row").filter({ hasText: name });
  await expect(row.getByTestId("campaign-status")).toHaveText("Active");
});

import {
  type HubSpotSimulator,
  startHubSpotSimulator,
} from "../lib/features/crm/testing/hubspot-simulator";
import { expectAccessible } from "./wizard-helpers";
import { expect, test } from "./worker-account";

/* Settings → CRM against the HubSpot simulator the app was pointed at (playwright.config). */

const TOKEN = "pat-e2e-1111-2222-3333";
/** The port playwright.config tells the app HubSpot is at. */
const HUBSPOT_PORT = Number(process.env.E2E_HUBSPOT_PORT ?? 3197);
let sim: HubSpotSimulator;

test.beforeAll(async () => {
  sim = await startHubSpotSimulator({
    token: TOKEN,
    port: HUBSPOT_PORT,
    customProperties: [{ name: "leadwise_department", label: "Department" }],
  });
});
test.afterAll(() => sim.close());

test("connect HubSpot, test it, and map Job title to fill only if empty by keyboard", async ({
  page,
}) => {
  await page.goto("/settings/crm");
  await page.getByLabel("HubSpot private app token").fill("pat-wrong-0000-0000");
  await page.getByRole("button", { name: "Connect HubSpot" }).click();
  await expect(page.getByRole("status").first()).toContainText("refused the token");

  await page.getByLabel("HubSpot private app token").fill(TOKEN);
  await page.getByRole("button", { name: "Connect HubSpot" }).click();
  await expect(page.getByText(/Connected to HubSpot account \d+/)).toBeVisible();

  // The mapping suggests HubSpot's property for each field, the portal's custom one included.
  const title = page.getByLabel("HubSpot property for Job title");
  await expect(title).toHaveValue("jobtitle");
  const department = page.getByLabel("HubSpot property for Department");
  await expect(department).toBeVisible();

  const rule = page.getByLabel("Rule for Job title");
  await rule.focus();
  await page.keyboard.press("ArrowDown");
  await expect(rule).toHaveValue("fill_if_empty");
  await page.getByRole("button", { name: "Save mapping" }).click();
  await expect(page.getByText("Mapping saved.")).toBeVisible();

  await page.reload();
  await expect(page.getByLabel("Rule for Job title")).toHaveValue("fill_if_empty");
  await expectAccessible(page, "settings/crm");
});

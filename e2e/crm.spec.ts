import {
  type HubSpotSimulator,
  startHubSpotSimulator,
} from "../lib/features/crm/testing/hubspot-simulator";
import {
  type PipedriveSimulator,
  startPipedriveSimulator,
} from "../lib/features/crm/testing/pipedrive-simulator";
import { expectAccessible } from "./wizard-helpers";
import { expect, test } from "./worker-account";

/* Settings → CRM against the HubSpot simulator the app was pointed at (playwright.config). */

const TOKEN = "pat-e2e-1111-2222-3333";
/** The port playwright.config tells the app HubSpot is at. */
const HUBSPOT_PORT = Number(process.env.E2E_HUBSPOT_PORT ?? 3197);
/** The port playwright.config tells the app Pipedrive is at. */
const PIPEDRIVE_PORT = Number(process.env.E2E_PIPEDRIVE_PORT ?? 3198);
const PIPEDRIVE_TOKEN = "e2e0e2e0e2e0e2e0e2e0e2e0e2e0e2e0e2e0e2e0";
let sim: HubSpotSimulator;
let pipedrive: PipedriveSimulator;

test.beforeAll(async () => {
  sim = await startHubSpotSimulator({
    token: TOKEN,
    port: HUBSPOT_PORT,
    customProperties: [{ name: "leadwise_department", label: "Department" }],
  });
  pipedrive = await startPipedriveSimulator({
    token: PIPEDRIVE_TOKEN,
    port: PIPEDRIVE_PORT,
    customFields: [{ key: "d3c4b5a60718293a4b5c6d7e8f90123456789abc", name: "Department" }],
  });
});
test.afterAll(async () => {
  await sim.close();
  await pipedrive.close();
});

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
  // The rules can be changed once the connection's mapping has loaded.
  await expect(rule).toBeEnabled();
  await rule.focus();
  await page.keyboard.press("ArrowDown");
  await expect(rule).toHaveValue("fill_if_empty");
  await page.getByRole("button", { name: "Save mapping" }).click();
  await expect(page.getByText("Mapping saved.")).toBeVisible();

  await page.reload();
  await expect(page.getByLabel("Rule for Job title")).toHaveValue("fill_if_empty");
  await expectAccessible(page, "settings/crm");
});

test("push a campaign's list: each lead once with a link, and a second push creates none", async ({
  page,
  baseURL,
}) => {
  test.slow();
  const headers = { origin: baseURL ?? "" };
  const listName = `CRM push ${Date.now().toString(36)}`;
  const utcMinute = new Date().getUTCHours() * 60 + new Date().getUTCMinutes();
  const timezone = utcMinute >= 1435 || utcMinute < 5 ? "Asia/Tokyo" : "UTC";
  const created = await page.request.post("/v1/campaigns", {
    headers,
    data: {
      name: `CRM feed ${Date.now().toString(36)}`,
      filters: { seniorities: ["manager", "director"] },
      delivery: {
        email: true,
        mobile: false,
        requireContact: "all",
        days: ["mon", "tue", "wed", "thu", "fri", "sat", "sun"],
        window: { start: "00:00", end: "23:59" },
        timezone,
        leadsPerDay: 10,
      },
      saveToList: { enabled: true, listName },
    },
  });
  const campaign = (await created.json()) as { id: string };
  expect(
    (
      await page.request.post(`/v1/campaigns/${campaign.id}/launch`, {
        headers: { ...headers, "content-type": "application/json" },
      })
    ).status(),
  ).toBe(200);
  const items = async () =>
    (
      (await (await page.request.get("/v1/lists")).json()) as {
        data: { name: string; items: number }[];
      }
    ).data.find((l) => l.name === listName)?.items ?? 0;
  await expect.poll(items, { timeout: 60_000 }).toBeGreaterThan(0);
  const total = await items();

  await page.goto("/settings/crm");
  await page.getByLabel("List", { exact: true }).selectOption({ label: `${listName} (${total})` });
  await page.getByRole("button", { name: "Preview" }).click();
  await expect(page.getByRole("table", { name: "As HubSpot will receive them" })).toContainText(
    "firstname:",
  );
  const before = sim.contacts.size;
  await page.getByRole("button", { name: "Push to HubSpot" }).click();
  const status = page.getByTestId("crm-push-status");
  await expect(status).toContainText("Done", { timeout: 60_000 });
  await expect(status).toContainText(`${total} created`);
  expect(sim.contacts.size - before).toBe(total);
  const first = page.getByRole("link", { name: "Open in HubSpot" }).first();
  await expect(first).toHaveAttribute(
    "href",
    new RegExp(`^https://app-eu1\\.hubspot\\.com/contacts/${sim.portalId}/record/0-1/\\d+$`),
  );

  await page.getByRole("button", { name: "Push to HubSpot" }).click();
  await expect(status).toContainText("Done", { timeout: 60_000 });
  await expect(status).toContainText(`0 created, 0 updated, ${total} unchanged`);
  expect(sim.contacts.size - before).toBe(total);
});

test("connect Pipedrive beside HubSpot: a bad token named, then its person fields mapped", async ({
  page,
}) => {
  await page.goto("/settings/crm");
  const card = page.getByRole("form", { name: "Connect Pipedrive" });
  await expect(page.getByRole("form", { name: "Connect HubSpot" })).toBeVisible();
  await card.getByLabel("Pipedrive API token").fill("ffffffffffffffffffffffffffffffffffffffff");
  await card.getByRole("button", { name: "Connect Pipedrive" }).click();
  await expect(card.getByRole("status")).toHaveText(
    "Pipedrive refused the token: unauthorized access",
  );
  await expect(page.getByTestId("crm-last-error").first()).toContainText("unauthorized access");

  await card.getByLabel("Pipedrive API token").fill(PIPEDRIVE_TOKEN);
  await card.getByRole("button", { name: "Connect Pipedrive" }).click();
  await expect(card.getByRole("status")).toContainText("Connected to Pipedrive company Acme Sales");

  // The mapping starts from Pipedrive's standard person fields.
  await expect(page.getByLabel("Pipedrive property for Full name")).toHaveValue("name");
  await expect(page.getByLabel("Pipedrive property for Company", { exact: true })).toHaveValue(
    "org_id",
  );
  const title = page.getByLabel("Pipedrive property for Job title");
  await expect(title).toHaveValue("job_title");
  // The company's custom person field is offered (read by Test), and can be chosen.
  const department = page.getByLabel("Pipedrive property for Department");
  await department.selectOption({ label: "Department (d3c4b5a60718293a4b5c6d7e8f90123456789abc)" });
  const rule = page.getByLabel("Rule for Job title");
  // The rules can be changed once the connection's mapping has loaded.
  await expect(rule).toBeEnabled();
  await rule.focus();
  await page.keyboard.press("ArrowDown");
  await expect(rule).toHaveValue("fill_if_empty");
  await page.getByRole("button", { name: "Save mapping" }).click();
  await expect(page.getByText("Mapping saved.")).toBeVisible();
  expect(pipedrive.calls.some((c) => c.path.startsWith("/v1/personFields"))).toBe(true);

  await page.reload();
  await expect(page.getByLabel("Rule for Job title")).toHaveValue("fill_if_empty");
  await expect(page.getByLabel("Pipedrive property for Job title")).toHaveValue("job_title");
  await expect(page.getByLabel("Pipedrive property for Department")).toHaveValue(
    "d3c4b5a60718293a4b5c6d7e8f90123456789abc",
  );
  await expectAccessible(page, "settings/crm (Pipedrive)");
});

import {
  type HubSpotSimulator,
  startHubSpotSimulator,
} from "../lib/features/crm/testing/hubspot-simulator";
import { appDatabase } from "./app-database";
import { estimateTotal, expectAccessible, unique } from "./wizard-helpers";
import { expect, test } from "./worker-account";

/*
 * "Already in my CRM" and "Send to CRM" against the HubSpot simulator the app was pointed at
 * (playwright.config): the pull fills the index, the Live Estimate drops by exactly the
 * audience members HubSpot holds, and a campaign with Send to CRM pushes each lead once.
 */

const TOKEN = "pat-e2e-exclude-4444-5555";
const HUBSPOT_PORT = Number(process.env.E2E_HUBSPOT_PORT ?? 3197);
let sim: HubSpotSimulator;

test.beforeAll(async () => {
  sim = await startHubSpotSimulator({ token: TOKEN, port: HUBSPOT_PORT });
});
test.afterAll(() => sim.close());

test("exclude people already in HubSpot, then send a campaign's leads there once each", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const headers = { origin: baseURL ?? "" };
  const sql = await appDatabase();
  let connectionId = "";
  try {
    // HubSpot holds 60 addresses of managers in the shared data (none delivered yet, so no
    // "skip delivered" setting hides them), and 40 Leadwise lacks.
    const picked = await sql<{ email: string }[]>`
      select distinct lower(c.value) as email from profiles p
      join contacts c on c.profile_id = p.id and c.kind = 'email'
      where p.seniority = 'manager' and p.owner_account_id is null
        and not exists (select 1 from campaign_leads l where l.profile_id = p.id)
      order by email limit 60`;
    const emails = picked.map((r) => r.email);
    const [held] = await sql<{ n: number }[]>`
      select count(distinct p.id)::int as n from profiles p
      join contacts c on c.profile_id = p.id and c.kind = 'email'
      where p.seniority = 'manager' and p.owner_account_id is null
        and lower(c.value) = any(${emails})`;
    const inCrm = held?.n ?? 0;
    expect(inCrm).toBeGreaterThan(0);
    sim.contacts.clear();
    const stamp = new Date(Date.now() - 86_400_000).toISOString();
    [
      ...emails,
      ...Array.from({ length: 40 }, (_, i) => `stranger${i}@not-in-leadwise.example`),
    ].forEach((email, i) => {
      sim.contacts.set(email, {
        id: String(900_000 + i),
        properties: { email, hs_object_id: String(900_000 + i) },
        createdAt: stamp,
        updatedAt: stamp,
      });
    });
    const seeded = new Set(sim.contacts.keys());

    // Connect: the pull runs on the job workers at once, and the page shows what it read.
    await page.goto("/settings/crm");
    await page.getByLabel("HubSpot private app token").fill(TOKEN);
    await page.getByRole("button", { name: "Connect HubSpot" }).click();
    await expect(page.getByText(/Connected to HubSpot account \d+/)).toBeVisible();
    await expect(async () => {
      await page.reload();
      await expect(page.getByTestId("crm-pull-counts")).toContainText("100 contacts", {
        timeout: 1_000,
      });
    }).toPass({ timeout: 60_000 });
    await expect(page.getByText(/Last pulled: \d/)).toBeVisible();
    const connections = (await (await page.request.get("/v1/crm/connections")).json()) as {
      data: { id: string }[];
    };
    connectionId = connections.data[0]?.id ?? "";

    // A draft of managers; the targeting step's switch leaves out those HubSpot holds.
    const utcMinute = new Date().getUTCHours() * 60 + new Date().getUTCMinutes();
    const timezone = utcMinute >= 1435 || utcMinute < 5 ? "Asia/Tokyo" : "UTC";
    const created = await page.request.post("/v1/campaigns", {
      headers,
      data: {
        name: unique("Not in HubSpot"),
        filters: { seniorities: ["manager"] },
        delivery: {
          email: true,
          mobile: false,
          days: ["mon", "tue", "wed", "thu", "fri", "sat", "sun"],
          window: { start: "00:00", end: "23:59" },
          timezone,
          leadsPerDay: 10,
        },
      },
    });
    const campaign = (await created.json()) as { id: string };
    await page.goto(`/campaigns/${campaign.id}/edit?step=targeting`);
    await expect(page.getByTestId("estimate-in-crm")).toHaveText(inCrm.toLocaleString("en-US"));
    const before = await estimateTotal(page);
    const people = page.getByRole("switch", { name: "Leave out people already in my CRM" });
    await expect(people).toBeEnabled();
    await people.focus();
    await page.keyboard.press("Space");
    await expect(people).toBeChecked();
    await expect(page.getByTestId("estimate-total")).toHaveText(
      (before - inCrm).toLocaleString("en-US"),
    );
    await expect(page.getByTestId("estimate-crm-excluded")).toHaveText(
      inCrm.toLocaleString("en-US"),
    );
    await expect
      .poll(async () => {
        const stored = (await (await page.request.get(`/v1/campaigns/${campaign.id}`)).json()) as {
          filters: { excludeInCrm?: { people?: boolean } };
        };
        return stored.filters.excludeInCrm?.people;
      })
      .toBe(true);
    await expectAccessible(page, "wizard targeting with CRM switches");

    // Save to list: Send to CRM, by keyboard.
    await page.goto(`/campaigns/${campaign.id}/edit?step=save-to-list`);
    const send = page.getByRole("switch", { name: "Send delivered leads to my CRM" });
    // It is usable once the campaign's CRM setting has loaded, as a person would wait for.
    await expect(send).toBeEnabled();
    await send.focus();
    await page.keyboard.press("Space");
    await expect(page.getByText("Each lead delivered from now on goes to HubSpot.")).toBeVisible();
    await expect(send).toBeChecked();

    const launched = await page.request.post(`/v1/campaigns/${campaign.id}/launch`, {
      headers: { ...headers, "content-type": "application/json" },
    });
    expect(launched.status()).toBe(200);
    const leadEmails = async () => {
      const rows = await sql<{ email: string }[]>`
        select distinct on (l.profile_id) lower(c.value) as email
        from campaign_leads l join contacts c on c.profile_id = l.profile_id and c.kind = 'email'
        where l.campaign_id = ${campaign.id}
        order by l.profile_id, c.type = 'personal', c.value`;
      return rows.map((r) => r.email);
    };
    await expect
      .poll(async () => (await leadEmails()).length, { timeout: 90_000 })
      .toBeGreaterThan(0);
    // Every lead arrives in HubSpot once, as a new record: none of those it already held.
    const upserted = () =>
      sim.calls
        .filter((c) => c.path.endsWith("/contacts/batch/upsert") && c.status === 200)
        .reduce((sum, c) => sum + c.inputs, 0);
    await expect
      .poll(
        async () => {
          const n = (await leadEmails()).length;
          return { created: sim.contacts.size - seeded.size - n, upserted: upserted() - n };
        },
        { timeout: 90_000 },
      )
      .toEqual({ created: 0, upserted: 0 });
    for (const email of await leadEmails()) expect(seeded.has(email)).toBe(false);
  } finally {
    if (connectionId) {
      await page.request.delete(`/v1/crm/connections/${connectionId}`, { headers });
    }
    await sql.end();
  }
});

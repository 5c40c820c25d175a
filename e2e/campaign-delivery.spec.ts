import { expect, test } from "@playwright/test";
import { Webhook } from "standardwebhooks";
import { DeliveryBody } from "@/lib/model/profiles/profile-schema";
import { adminCreateAccount } from "./admin";
import { uniqueEmail } from "./demo-user";
import { expectAccessible, startReceiver, unique } from "./wizard-helpers";

test.use({ storageState: { cookies: [], origins: [] } });

test("a launched campaign delivers a signed §2.2 body within seconds; leads reach its list, its page and the CSV", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const receiver = await startReceiver(200);
  const email = uniqueEmail("delivery");
  const password = "delivery password 1";
  const account = await adminCreateAccount(email, password);
  const auth = { authorization: `Bearer ${account.apiKey}` };
  const listName = unique("Delivered managers");
  // A whole-day window in a zone where it is not the day's last minute, so the first share is due now.
  const utcMinute = new Date().getUTCHours() * 60 + new Date().getUTCMinutes();
  const timezone = utcMinute >= 1435 || utcMinute < 5 ? "Asia/Tokyo" : "UTC";

  const created = await request.post("/v1/campaigns", {
    headers: auth,
    data: {
      name: unique("Managers feed"),
      filters: { seniorities: ["manager", "director"] },
      delivery: {
        email: true,
        mobile: false,
        days: ["mon", "tue", "wed", "thu", "fri", "sat", "sun"],
        window: { start: "00:00", end: "23:59" },
        timezone,
        leadsPerDay: 40,
      },
      saveToList: { enabled: true, listName },
      notifications: { webhook: { enabled: true, url: receiver.url } },
    },
  });
  expect(created.status()).toBe(201);
  const campaign = (await created.json()) as { id: string; name: string };
  const launched = await request.post(`/v1/campaigns/${campaign.id}/launch`, { headers: auth });
  expect(launched.status()).toBe(200);

  await expect.poll(() => receiver.received.length, { timeout: 30_000 }).toBeGreaterThan(0);
  const first = receiver.received[0];
  if (!first) throw new Error("no delivery");
  const verified = new Webhook(account.webhookSecret).verify(first.body, {
    "webhook-id": String(first.headers["webhook-id"]),
    "webhook-timestamp": String(first.headers["webhook-timestamp"]),
    "webhook-signature": String(first.headers["webhook-signature"]),
  });
  const body = DeliveryBody.parse(verified);
  expect(body).toMatchObject({ status: "success", name: campaign.name, id: campaign.id });
  expect(body.data.length).toBeGreaterThan(0);
  for (const lead of body.data) expect(lead.email?.length).toBeGreaterThan(0);

  const leads = await request.get(`/v1/campaigns/${campaign.id}/leads?limit=100`, {
    headers: auth,
  });
  const delivered = ((await leads.json()) as { data: { profileId: string }[] }).data;
  expect(delivered.map((l) => l.profileId)).toEqual(
    expect.arrayContaining(body.data.map((p) => p.id)),
  );

  await page.goto("/sign-in");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/campaigns/);

  await page.goto(`/campaigns/${campaign.id}`);
  await expect(page.getByTestId("schedule-words")).toHaveText(
    `Every day, 00:00–23:59 ${timezone}, 40 leads a day`,
  );
  await expect(page.getByTestId("total-delivered")).not.toHaveText("0");
  await expect(page.getByTestId("latest-leads").getByRole("row").nth(1)).toBeVisible();
  await expect(page.getByTestId("webhook-deliveries")).toContainText("delivered");
  await page.screenshot({
    path: "test-results/screenshots/campaign-delivering.png",
    fullPage: true,
  });

  // Every lead, past the latest ten, is one click away, and exports from the campaign itself.
  const all = page.getByRole("link", { name: /^All \d+ leads?$/ });
  const count = Number((await all.textContent())?.match(/\d+/)?.[0]);
  expect(count).toBeGreaterThanOrEqual(delivered.length);
  const exports = page.getByRole("navigation", { name: "Export the campaign's leads" });
  const download = page.waitForEvent("download");
  await exports.getByRole("link", { name: "CSV for CRM" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/ leads \(CRM\)\.csv$/);
  await all.click();
  // Deliveries go on meanwhile: the counts below may have grown, never shrunk.
  await expect(
    page.getByRole("heading", {
      level: 1,
      name: new RegExp(`^All \\d+ leads? of ${campaign.name}$`),
    }),
  ).toBeVisible();
  await expect(
    page.getByTestId("campaign-leads").getByRole("row").nth(Math.min(count, 50)),
  ).toBeVisible();
  await expectAccessible(page, "a campaign's leads");
  const exported = await request.get(`/v1/campaigns/${campaign.id}/leads/export`, {
    headers: auth,
  });
  expect((await exported.text()).trim().split("\r\n").length).toBeGreaterThanOrEqual(1 + count);

  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Lists" }).click();
  await page.getByRole("link", { name: listName, exact: true }).click();
  await expect(page.getByRole("heading", { name: listName })).toBeVisible();
  const rows = page.getByRole("row");
  await expect(rows.nth(1)).toBeVisible();
  await page.screenshot({ path: "test-results/screenshots/list-with-leads.png", fullPage: true });

  const listId = page.url().split("/lists/")[1]?.split("?")[0] ?? "";
  const csv = await request.get(`/v1/lists/${listId}/export`, { headers: auth });
  expect(csv.headers()["content-type"]).toContain("text/csv");
  const lines = (await csv.text()).trim().split("\r\n");
  const inList = await request.get(`/v1/lists/${listId}`, { headers: auth });
  const total = ((await inList.json()) as { list: { items: number } }).list.items;
  expect(total).toBeGreaterThan(0);
  expect(lines.length).toBe(1 + total);
  await receiver.close();
});

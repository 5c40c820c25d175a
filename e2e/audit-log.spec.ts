import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { adminCreateAccount } from "./admin";
import { uniqueEmail } from "./demo-user";
import { expectAccessible, unique } from "./wizard-helpers";

test.use({ storageState: { cookies: [], origins: [] } });

test("the audit log shows a launch and a list export with who, when and from where", async ({
  page,
  request,
}) => {
  test.slow();
  const email = uniqueEmail("audit");
  const password = "audit log password";
  const account = await adminCreateAccount(email, password);
  const auth = { authorization: `Bearer ${account.apiKey}` };

  // Before anything was done, the page says so.
  await page.goto("/sign-in");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/campaigns/);
  await page.goto("/settings/audit-log?action=campaign.launched");
  await expect(page.getByRole("heading", { name: "No events match these filters" })).toBeVisible();

  // A draft made by script, launched by the signed-in user from the Review step.
  const listName = unique("Audited list");
  const created = await request.post("/v1/campaigns", {
    headers: auth,
    data: {
      name: unique("Audited launch"),
      filters: { seniorities: ["manager", "director"] },
      delivery: {
        email: true,
        days: ["mon", "tue", "wed", "thu", "fri", "sat", "sun"],
        window: { start: "00:00", end: "23:59" },
        timezone: "UTC",
        leadsPerDay: 5,
      },
      saveToList: { enabled: true, listName },
    },
  });
  expect(created.status()).toBe(201);
  const campaign = (await created.json()) as { id: string; name: string };
  await page.goto(`/campaigns/${campaign.id}/edit?step=review`);
  await expect(page.getByTestId("checklist-summary")).toHaveText("Everything is ready to launch.");
  await page.getByRole("button", { name: "Launch campaign" }).click();
  await expect(page).toHaveURL(/launched=/);

  // The list it saves to, exported from its page by the same user.
  const lists = async () =>
    (
      (await (await request.get("/v1/lists", { headers: auth })).json()) as {
        data: { id: string; name: string }[];
      }
    ).data.find((l) => l.name === listName);
  await expect.poll(async () => (await lists())?.id ?? "", { timeout: 30_000 }).not.toBe("");
  const listId = (await lists())?.id ?? "";
  await page.goto(`/lists/${listId}`);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page
      .getByRole("navigation", { name: "Export this list" })
      .getByRole("link", { name: "CSV for CRM" })
      .click(),
  ]);
  await download.path();

  // Both acts, each with its time, the user and the address the browser came from.
  await page.goto("/settings/audit-log");
  const rows = page.getByTestId("audit-events").locator("tbody tr");
  const launched = rows.filter({ hasText: "campaign: launched" });
  await expect(launched).toHaveCount(1);
  await expect(launched).toContainText(email);
  await expect(launched).toContainText("127.0.0.1");
  await expect(launched).toContainText(campaign.id);
  await expect(launched.locator("time")).toHaveAttribute("datetime", /^\d{4}-\d\d-\d\dT/);
  const exported = rows.filter({ hasText: "list: exported" });
  await expect(exported).toHaveCount(1);
  await expect(exported).toContainText(email);
  await expect(exported).toContainText("127.0.0.1");
  await expect(exported).toContainText(listName);
  await expectAccessible(page, "audit log");

  // Filtered by keyboard: the action chosen, the form sent with Enter.
  await page.getByLabel("Action").selectOption("list.exported");
  await page.getByLabel("Actor").focus();
  await page.keyboard.type(email);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/action=list.exported/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("list: exported");

  // The filter's CSV: the export, and nothing else.
  const [csv] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Export CSV (filtered)" }).click(),
  ]);
  const text = await readFile((await csv.path()) ?? "", "utf8");
  const lines = text.trim().split("\r\n");
  expect(lines[0]).toBe("at,action,actorType,actorId,actor,address,targetType,targetId,summary");
  expect(lines.slice(1).map((l) => l.split(",")[1])).toEqual(["list.exported"]);

  // The same log by API, and nothing in the API can change it.
  const api = await request.get("/v1/audit-events?action=campaign.launched", { headers: auth });
  expect(((await api.json()) as { data: { address: string }[] }).data[0]?.address).toBe(
    "127.0.0.1",
  );
  for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
    const res = await request.fetch("/v1/audit-events", { method, headers: auth });
    expect(res.status(), method).toBe(405);
  }
});

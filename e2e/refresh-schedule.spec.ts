import { expect, test } from "@playwright/test";
import { invite, joinWorkspace, signedInPerson } from "./team-people";
import { expectAccessible, unique } from "./wizard-helpers";

/*
 * A list's scheduled re-verification set from its page by keyboard: a value out of range is
 * refused by its field, a valid schedule is kept across a reload with its next run shown, and a
 * viewer of the same workspace sees the schedule but no control to change it.
 */

test.use({ storageState: { cookies: [], origins: [] } });

const PASSWORD = "refresh schedule password";

test("a list's refresh schedule: set by keyboard, kept on reload, not offered to a viewer", async ({
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const owner = await signedInPerson(browser, "refresh-owner", PASSWORD);
  const viewer = await signedInPerson(browser, "refresh-viewer", PASSWORD);

  // A list, made by launching a campaign that saves to it.
  const api = await playwright.request.newContext({ baseURL });
  const auth = { authorization: `Bearer ${owner.apiKey}` };
  const created = await api.post("/v1/campaigns", {
    headers: auth,
    data: {
      name: unique("Refresh schedule"),
      filters: { seniorities: ["vp"] },
      delivery: {
        email: true,
        days: ["mon", "tue", "wed", "thu", "fri", "sat", "sun"],
        window: { start: "00:00", end: "23:59" },
        timezone: "UTC",
        leadsPerDay: 1,
      },
      saveToList: { enabled: true, listName: unique("Refreshed") },
    },
  });
  expect(created.status()).toBe(201);
  const campaign = (await created.json()) as { id: string };
  const launched = await api.post(`/v1/campaigns/${campaign.id}/launch`, { headers: auth });
  expect(launched.status(), await launched.text()).toBe(200);
  const listId = ((await launched.json()) as { saveToList: { listId: string } }).saveToList.listId;

  const page = owner.page;
  await page.goto(`/lists/${listId}`);
  const status = page.getByTestId("refresh-status");
  await expect(status).toContainText("None scheduled");
  await expect(status).toContainText("Not re-verified yet");

  // By keyboard: tick the schedule, type a period out of range, save.
  const tick = page.getByRole("checkbox", { name: "Re-verify this list on a schedule" });
  await tick.focus();
  await page.keyboard.press("Space");
  await expect(tick).toBeChecked();
  const days = page.getByRole("spinbutton", { name: "Refresh every (days)" });
  const budget = page.getByRole("spinbutton", { name: "Budget a run" });
  await days.fill("400");
  await days.press("Enter");
  await expect(days).toHaveAttribute("aria-invalid", "true");
  await expect(days).toHaveAccessibleDescription(/from 1 to 365/);
  await expect(status).toContainText("None scheduled");

  await days.fill("7");
  await budget.fill("250");
  await budget.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Schedule saved." })).toBeVisible();
  await expect(status).not.toContainText("None scheduled");

  await page.reload();
  await expect(days).toHaveValue("7");
  await expect(budget).toHaveValue("250");
  await expect(tick).toBeChecked();
  await expect(page.getByRole("button", { name: "Stop watching" })).toBeVisible();
  const state = (await (await api.get(`/v1/lists/${listId}/watch`, { headers: auth })).json()) as {
    refresh: { everyDays: number; budget: number; nextAt: string };
  };
  expect(state.refresh).toMatchObject({ everyDays: 7, budget: 250 });
  await expect(status).toContainText(state.refresh.nextAt.slice(0, 4));
  await expectAccessible(page, "list page with its refresh schedule");

  // A viewer of the owner's workspace sees the schedule, and no control to change it.
  await page.goto("/settings/members");
  await invite(page, viewer.email, "viewer");
  await joinWorkspace(viewer.page, viewer.email, owner.accountId);
  await viewer.page.goto(`/lists/${listId}`);
  await expect(viewer.page.getByTestId("refresh-status")).not.toContainText("None scheduled");
  await expect(
    viewer.page.getByRole("checkbox", { name: "Re-verify this list on a schedule" }),
  ).toHaveCount(0);
  await expect(viewer.page.getByRole("button", { name: "Save schedule" })).toHaveCount(0);
  await expect(viewer.page.getByRole("button", { name: "Stop watching" })).toHaveCount(0);

  for (const who of [owner, viewer]) await who.context.close();
});

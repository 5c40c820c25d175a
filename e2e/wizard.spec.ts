import type { Locator, Page } from "@playwright/test";
import { canonicalZone } from "@/components/ui/time-zones";
import { signUpConfirmed } from "./account-mail";
import { holdScripts } from "./hold-scripts";
import {
  campaignIdOf,
  estimateTotal,
  expectAccessible,
  expectStored,
  leaveOutToday,
  next,
  pickTemplate,
  pickTimeZone,
  shot,
  startCampaign,
  startReceiver,
  steps,
  unique,
} from "./wizard-helpers";
import { expect, test } from "./worker-account";

/** The audience count as /v1/estimate gives it to the app's pages (same origin, session). */
async function estimateCount(page: Page, filters: unknown): Promise<number> {
  const res = await page.request.post("/v1/estimate", {
    headers: { origin: new URL(page.url()).origin },
    data: { filters },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { count: number }).count;
}

test("happy path: name → template → one more filter → delivery → list → webhook → launch", async ({
  page,
}) => {
  const receiver = await startReceiver();
  const name = unique("Happy path");

  await page.goto("/campaigns/new?step=delivery");
  // Nothing but the name can be reached before the name is valid: the address is clamped.
  await expect(page).toHaveURL(/\/campaigns\/new\?step=name/);
  await expect(steps(page).getByRole("link")).toHaveCount(1);
  await expectAccessible(page, "name");
  await next(page, "Quick Start");
  await expect(page.getByText("Enter a campaign name.")).toBeVisible();
  await expect(page.getByLabel("Campaign name")).toBeFocused();
  await shot(page, "1-name-error");

  await page.getByLabel("Campaign name").fill(name);
  await next(page, "Quick Start");
  await expect(page).toHaveURL(/step=quick-start/);
  await expect(page.getByText(/[\d,]+ profiles/).first()).toBeVisible();
  await expectAccessible(page, "quick-start");
  await shot(page, "2-quick-start");

  await pickTemplate(page);
  const id = campaignIdOf(page);
  const fromTemplate = await estimateTotal(page);
  expect(fromTemplate).toBeGreaterThan(0);

  await page.getByRole("checkbox", { name: "Has an e-mail address" }).check();
  await expect(page.getByTestId("active-filters")).toContainText("has an e-mail address");
  // Once the new count is in, it is shown as current.
  await expect(page.getByTestId("estimate-total")).not.toHaveText(
    fromTemplate.toLocaleString("en-US"),
  );
  await expect(page.getByTestId("estimate-total")).toHaveAttribute("data-stale", "false");
  const narrowed = await estimateTotal(page);
  expect(narrowed).toBeLessThan(fromTemplate);
  await expect(page.getByTestId("estimate-took")).toContainText(/Counted in .* ms/);

  await expectStored(page, id, (c) => c.filters.contact?.requireEmail === true);
  const saved = await (await page.request.get(`/v1/campaigns/${id}`)).json();
  expect(narrowed).toBe(await estimateCount(page, saved.filters));
  await expectAccessible(page, "targeting");
  await shot(page, "3-targeting");

  await next(page, "Delivery");
  await expect(page.getByRole("heading", { name: "Delivery", level: 2 })).toBeFocused();
  await expect(page.getByLabel("E-mail address")).toBeChecked();
  // The browser's own zone, under its current IANA name and with its offset.
  const browserZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  await expect(page.getByLabel("Time zone")).toHaveAttribute(
    "data-zone",
    canonicalZone(browserZone),
  );
  await expect(page.getByLabel("Time zone")).toHaveValue(/^\(UTC[+−]\d\d:\d\d\) /);
  await page.getByLabel("Leads per day").fill("20");
  await leaveOutToday(page);
  await expectAccessible(page, "delivery");
  await shot(page, "4-delivery");

  await next(page, "Save to list");
  const listName = unique("Happy list");
  await page.getByRole("switch", { name: "Save delivered leads to a list" }).check();
  await page.getByLabel("A new list").check();
  await page.getByLabel("New list name").fill(listName);
  await expectAccessible(page, "save-to-list");
  await shot(page, "5-save-to-list");

  await next(page, "Notifications");
  await page.getByRole("switch", { name: "Webhook" }).check();
  await page.getByLabel("Webhook URL").fill(receiver.url);
  await page.getByRole("button", { name: "Send test" }).click();
  await expect(page.getByTestId("webhook-test-result")).toHaveText(/answered 200 in \d+ ms/);
  expect(receiver.received).toHaveLength(1);
  const sample = receiver.received[0];
  expect(sample?.headers["webhook-signature"]).toMatch(/^v1,/);
  expect(JSON.parse(sample?.body ?? "{}")).toMatchObject({ status: "success", name, id });
  await expectAccessible(page, "notifications");
  await shot(page, "6-notifications");

  await next(page, "Review");
  await expect(page.getByTestId("checklist-summary")).toHaveText("Everything is ready to launch.");
  for (const item of await page.locator("[data-testid^=checklist-][data-ok]").all()) {
    await expect(item).toHaveAttribute("data-ok", "true");
  }
  await expect(page.getByTestId("checklist-saveToList")).toContainText(listName);
  await expectAccessible(page, "review");
  await shot(page, "7-review");

  await page.getByRole("button", { name: "Launch campaign" }).click();
  await expect(page).toHaveURL(/\/campaigns\?launched=/);
  await expect(page.getByRole("status")).toContainText(`“${name}” is live`);
  const row = page.getByTestId("campaign-row").filter({ hasText: name });
  await expect(row.getByTestId("campaign-status")).toHaveText("Active");
  await expectAccessible(page, "campaigns list");
  await shot(page, "8-launched");

  const launched = await (await page.request.get(`/v1/campaigns/${id}`)).json();
  expect(launched).toMatchObject({
    status: "active",
    delivery: { leadsPerDay: 20 },
    saveToList: { enabled: true, listId: expect.any(String) },
    notifications: { webhook: { enabled: true, url: receiver.url } },
  });
  await receiver.close();
});

test("from scratch: Launch is refused with the failing checklist items while targeting is empty", async ({
  page,
}) => {
  const name = unique("From scratch");
  await startCampaign(page, name);
  await page.getByRole("button", { name: "Start from scratch" }).click();
  await expect(page).toHaveURL(/step=targeting/);
  await expect(page.getByText("No filter yet.")).toBeVisible();
  await next(page, "Delivery");
  await expect(
    page.getByRole("alert").filter({ hasText: "Add at least one filter." }),
  ).toBeVisible();
  await expect(page).toHaveURL(/step=targeting/);

  await steps(page)
    .getByRole("link", { name: /Review/ })
    .click();
  await expect(page).toHaveURL(/step=review/);
  await expect(page.getByTestId("checklist-summary")).toHaveText(
    "1 item needs attention before launch.",
  );
  await expect(page.getByTestId("checklist-targeting")).toHaveAttribute("data-ok", "false");
  await page.getByRole("button", { name: "Launch campaign" }).click();
  const refusal = page.getByRole("alert").filter({ hasText: "cannot launch" });
  await expect(refusal).toBeVisible();
  await expect(page.getByTestId("launch-refused-items")).toContainText(
    "Audience: Add at least one targeting filter.",
  );
  await expectAccessible(page, "review refused");
  await shot(page, "9-launch-refused");
  const id = campaignIdOf(page);
  expect((await (await page.request.get(`/v1/campaigns/${id}`)).json()).status).toBe("draft");

  await page
    .getByTestId("launch-refused-items")
    .getByRole("link", { name: "Fix in Targeting" })
    .click();
  await expect(page).toHaveURL(/step=targeting/);
  await expect(page.getByRole("heading", { name: "Targeting", level: 2 })).toBeFocused();

  // Every kind of filter has a working control; a filter built by keyboard shows as a chip.
  const country = page.getByRole("combobox", { name: "Country", exact: true });
  await country.focus();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("active-filters").getByRole("listitem")).toHaveCount(1);
  await page.getByLabel("Title includes", { exact: true }).fill("manager");
  await page.keyboard.press("Enter");
  await page.getByLabel("At least (years)").fill("3");
  await expect(page.getByTestId("active-filters").getByRole("listitem")).toHaveCount(3);
  await estimateTotal(page);
  await expectAccessible(page, "targeting with filters");
  await page.getByRole("button", { name: /^Remove filter Title: manager/ }).click();
  await expect(page.getByTestId("active-filters").getByRole("listitem")).toHaveCount(2);
});

test("reload on Delivery keeps every value; leaving and coming back too; Reset clears all but the name", async ({
  page,
}) => {
  const name = unique("Reload");
  await startCampaign(page, name);
  await pickTemplate(page);
  const id = campaignIdOf(page);
  await next(page, "Delivery");

  await page.getByLabel("Mobile number").check();
  await page.getByLabel("Friday").uncheck();
  await page.getByLabel("Saturday").check();
  await page.getByLabel("From").fill("10:00");
  await page.getByLabel("Until").fill("15:30");
  await pickTimeZone(page, "Berlin");
  await page.getByLabel("Leads per day").fill("17");
  await expectStored(page, id, (c) => c.delivery.leadsPerDay === 17);
  await page.reload();

  await expect(page).toHaveURL(/step=delivery/);
  await expect(page.getByLabel("E-mail address")).toBeChecked();
  await expect(page.getByLabel("Mobile number")).toBeChecked();
  for (const day of ["Monday", "Tuesday", "Wednesday", "Thursday", "Saturday"]) {
    await expect(page.getByLabel(day)).toBeChecked();
  }
  await expect(page.getByLabel("Friday")).not.toBeChecked();
  await expect(page.getByLabel("Sunday")).not.toBeChecked();
  await expect(page.getByLabel("From")).toHaveValue("10:00");
  await expect(page.getByLabel("Until")).toHaveValue("15:30");
  await expect(page.getByLabel("Time zone")).toHaveValue(/ Berlin · Europe\/Berlin$/);
  await expect(page.getByLabel("Leads per day")).toHaveValue("17");
  await shot(page, "10-delivery-after-reload");

  // A reload right after an edit, before the autosave delay, keeps it too.
  await page.getByLabel("Leads per day").fill("19");
  await page.reload();
  await expect(page.getByLabel("Leads per day")).toHaveValue("19");
  await expectStored(page, id, (c) => c.delivery.leadsPerDay === 19);

  // Leaving right after an edit (no time for the autosave delay) loses nothing either.
  await page.getByLabel("Leads per day").fill("23");
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Campaigns" })
    .click();
  await expect(page).toHaveURL(/\/campaigns$/);
  await expect(page.getByTestId("campaign-row").filter({ hasText: name })).toContainText("Draft");
  await page.getByRole("link", { name }).click();
  await expect(page).toHaveURL(new RegExp(`/campaigns/${id}/edit`));
  await steps(page)
    .getByRole("link", { name: /Delivery/ })
    .click();
  await expect(page.getByLabel("Leads per day")).toHaveValue("23");

  await steps(page)
    .getByRole("link", { name: /Save to list/ })
    .click();
  await page.getByRole("switch", { name: "Save delivered leads to a list" }).check();
  await page.getByLabel("A new list").check();
  await page.getByLabel("New list name").fill("Reset list");
  await steps(page)
    .getByRole("link", { name: /Notifications/ })
    .click();
  await page.getByRole("switch", { name: "E-mail notifications" }).check();
  await expect(page.getByRole("list", { name: "Recipients: added" })).toContainText("@");
  await expectStored(
    page,
    id,
    (c) => c.notifications.email.enabled && c.saveToList.listName === "Reset list",
  );

  await page.getByRole("button", { name: "Reset campaign" }).click();
  const dialog = page.getByRole("dialog", { name: "Reset this campaign?" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await expectAccessible(page, "reset dialog");
  await shot(page, "11-reset-dialog");
  await dialog.getByRole("button", { name: "Reset campaign" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("status").filter({ hasText: "was reset" })).toBeVisible();
  // Back at the start, the name kept.
  await expect(page).toHaveURL(/step=name/);
  await expect(page.getByRole("heading", { name: "Name", level: 2 })).toBeFocused();
  await expect(page.getByLabel("Campaign name")).toHaveValue(name);

  const reset = await (await page.request.get(`/v1/campaigns/${id}`)).json();
  expect(reset).toMatchObject({
    name,
    status: "draft",
    templateId: null,
    filters: {},
    delivery: {
      email: true,
      mobile: false,
      days: ["mon", "tue", "wed", "thu", "fri"],
      window: { start: "09:00", end: "17:00" },
      leadsPerDay: 50,
    },
    saveToList: { enabled: false },
    notifications: { email: { enabled: false, to: [] }, webhook: { enabled: false, url: "" } },
  });
  await steps(page)
    .getByRole("link", { name: /Targeting/ })
    .click();
  await expect(page.getByText("No filter yet.")).toBeVisible();
  await steps(page).getByRole("link", { name: /Name/ }).click();
  await expect(page.getByLabel("Campaign name")).toHaveValue(name);
  await page.reload();
  await expect(page.getByLabel("Campaign name")).toHaveValue(name);
  await shot(page, "12-after-reset");
});

test("the whole wizard works by keyboard", async ({ page }) => {
  const name = unique("Keyboard");
  await page.goto("/campaigns/new");
  await page.getByLabel("Campaign name").focus();
  await page.keyboard.type(name);
  // As a person does: Enter once Next can be pressed (the name typed before is kept).
  await expect(page.getByRole("button", { name: "Next: Quick Start" })).toBeEnabled();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/step=quick-start/);
  await page.getByRole("button", { name: "Start from scratch" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/step=targeting/);

  await page.getByRole("combobox", { name: "Seniority" }).focus();
  await page.keyboard.type("dir");
  // As a user would: pick once the filter catalogue's options are listed (they load with the
  // step, and a loaded machine can be slower than the typing).
  await expect(page.getByRole("option", { name: /Director/ })).toBeVisible();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("active-filters")).toContainText("Director");
  await estimateTotal(page);
  // Tab out of the last targeting control to Next and press it.
  await page.getByRole("button", { name: "Next: Delivery" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/step=delivery/);
  // The days are one Tab stop: arrows (End: the last day) move, Space ticks, Tab leaves them.
  await page.getByLabel("Monday").focus();
  await page.keyboard.press("End");
  await expect(page.getByLabel("Sunday")).toBeFocused();
  await page.keyboard.press("Space");
  await expect(page.getByLabel("Sunday")).toBeChecked();
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("From")).toBeFocused();
  await page.getByLabel("Leads per day").focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/step=save-to-list/);
  await page.getByRole("switch", { name: "Save delivered leads to a list" }).focus();
  await page.keyboard.press("Space");
  // Earlier tests left lists behind, so an existing one is offered first: pick "new" by keyboard.
  await page.getByLabel("A new list").focus();
  await page.keyboard.press("Space");
  await page.getByLabel("New list name").focus();
  await page.keyboard.type(unique("Keyboard list"));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/step=notifications/);
  await page.getByRole("switch", { name: "E-mail notifications" }).focus();
  await page.keyboard.press("Space");
  await page.getByLabel("Recipients", { exact: true }).focus();
  await page.keyboard.type("ops@example.com");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("list", { name: "Recipients: added" })).toContainText(
    "ops@example.com",
  );
  await page.getByRole("button", { name: "Next: Review" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("checklist-summary")).toHaveText("Everything is ready to launch.");
  await page.getByRole("button", { name: "Launch campaign" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/campaigns\?launched=/);
  await expect(
    page.getByTestId("campaign-row").filter({ hasText: name }).getByTestId("campaign-status"),
  ).toHaveText("Active");
});

test("by keyboard: the templates are one tab stop, the focus ring stands out, a campaign launches from a template", async ({
  page,
}) => {
  let presses = 0;
  const press = async (key: string) => {
    presses++;
    await page.keyboard.press(key);
  };
  const focused = (target: Locator) => target.evaluate((el) => el === document.activeElement);
  /** Tab until `target` has the focus, as a person would; answers how many presses it took. */
  const tabTo = async (target: Locator) => {
    for (let n = 0; n <= 80; n++) {
      if (await focused(target)) return n;
      await press("Tab");
    }
    throw new Error("80 Tabs and still not there");
  };
  const counts: Record<string, number> = {};

  await page.goto("/campaigns/new");
  const name = unique("Keys");
  await page.getByLabel("Campaign name").focus();
  await page.keyboard.type(name);
  await expect(page.getByRole("button", { name: "Next: Quick Start" })).toBeEnabled();
  await press("Enter");
  await expect(page).toHaveURL(/step=quick-start/);

  // The grid: one Tab in, arrows inside, one Tab out.
  const cards = page.getByRole("list", { name: "Templates" }).getByRole("button");
  await expect(cards.first()).toBeVisible();
  await expect(page.getByText("Counting audience…")).toHaveCount(0);
  await expect(page.locator("#step-title")).toBeFocused();
  counts.intoTemplates = await tabTo(cards.first());
  await press("ArrowRight");
  await expect(cards.nth(1)).toBeFocused();
  await press("End");
  await expect(cards.last()).toBeFocused();
  await press("Home");
  await expect(cards.first()).toBeFocused();
  counts.pastTemplates = await tabTo(page.getByRole("button", { name: "Start from scratch" }));
  expect(counts.pastTemplates).toBe(1);
  await press("Shift+Tab");
  await expect(cards.first()).toBeFocused();
  await press("Enter");
  await expect(page).toHaveURL(/step=targeting/);

  // A long step's parts are one toolbar at its top: a Tab to it, arrows to a part, Enter there.
  await expect(page.locator("#step-title")).toBeFocused();
  const goTo = page.getByRole("toolbar", { name: "Go to a part of this step" });
  let from = presses;
  await tabTo(goTo.getByRole("button", { name: "Job title" }));
  for (const part of ["Role", "Skills", "Location"]) {
    await press("ArrowRight");
    await expect(goTo.getByRole("button", { name: part })).toBeFocused();
  }
  await press("Enter");
  await expect(page.getByRole("combobox", { name: "Continent" })).toBeFocused();
  await tabTo(page.getByRole("combobox", { name: "Country", exact: true }));
  counts.toCountry = presses - from;
  // Escape closes its list; Enter with nothing typed is the form's, as in any field: Next.
  from = presses;
  await press("Escape");
  await press("Enter");
  await expect(page).toHaveURL(/step=delivery/);
  counts.countryToNext = presses - from;
  // Delivery left as it is: the toolbar's last button skips to Next.
  await expect(page.locator("#step-title")).toBeFocused();
  from = presses;
  await tabTo(goTo.getByRole("button").first());
  await press("End");
  await expect(goTo.getByRole("button", { name: "Skip to Next" })).toBeFocused();
  await press("Enter");
  await expect(page.getByRole("button", { name: "Next: Save to list" })).toBeFocused();
  await press("Enter");
  counts.delivery = presses - from;
  for (const [step, to] of [
    ["save-to-list", "Next: Notifications"],
    ["notifications", "Next: Review"],
  ] as const) {
    await expect(page).toHaveURL(new RegExp(`step=${step}`));
    await expect(page.locator("#step-title")).toBeFocused();
    counts[step] = await tabTo(page.getByRole("button", { name: to }));
    await press("Enter");
  }
  await expect(page.getByTestId("checklist-summary")).toHaveText("Everything is ready to launch.");
  const launch = page.getByRole("button", { name: "Launch campaign" });
  counts.review = await tabTo(launch);
  // The primary button's focus ring stands out from what is behind it: 3:1 at least (WCAG 1.4.11).
  // As a person sees it once its colour has settled: the button's colours (the ring's too)
  // change over a short transition, and a read during it gets a colour between the two.
  await launch.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
  const ring = await launch.evaluate((el) => {
    const rgb = (css: string) => {
      const c = document.createElement("canvas").getContext("2d") as CanvasRenderingContext2D;
      c.fillStyle = css;
      c.fillRect(0, 0, 1, 1);
      return [...c.getImageData(0, 0, 1, 1).data.slice(0, 3)];
    };
    let behind = el.parentElement;
    while (behind && getComputedStyle(behind).backgroundColor === "rgba(0, 0, 0, 0)") {
      behind = behind.parentElement;
    }
    const style = getComputedStyle(el);
    return {
      width: Number.parseFloat(style.outlineWidth),
      ring: rgb(style.outlineColor),
      behind: rgb(behind ? getComputedStyle(behind).backgroundColor : "white"),
    };
  });
  const luminance = (c: number[]) => {
    const [r = 0, g = 0, b = 0] = c.map((v) => {
      const x = v / 255;
      return x <= 0.03928 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(ring.ring), luminance(ring.behind)].sort((a, b) => b - a);
  counts.ringContrast = Math.round((((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05)) * 10) / 10;
  expect(ring.width).toBeGreaterThanOrEqual(2);
  expect(counts.ringContrast).toBeGreaterThanOrEqual(3);
  await press("Enter");
  await expect(page).toHaveURL(/\/campaigns\?launched=/);

  // On a phone the campaigns table scrolls inside its card, and says so; the page does not.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/campaigns");
  await expect(page.getByTestId("campaign-row").first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
  await expect(page.getByTestId("scroll-hint").first()).toHaveText(
    "Scroll sideways for more columns →",
  );
  await expectAccessible(page, "campaigns on a phone");

  // Every Tab, arrow, Escape and Enter from the name to the launch (the name's typing aside),
  // per step, in the report; a campaign launches from a template in fewer than 40 of them.
  counts.presses = presses;
  test.info().annotations.push({ type: "keyboard", description: JSON.stringify(counts) });
  console.log(`keyboard counts: ${JSON.stringify(counts)}`);
  expect(presses).toBeLessThan(40);
});

test("a campaign's page pauses, resumes and archives; 404 for an unknown one", async ({ page }) => {
  const name = unique("Detail");
  await startCampaign(page, name);
  await pickTemplate(page);
  const id = campaignIdOf(page);
  await steps(page)
    .getByRole("link", { name: /Delivery/ })
    .click();
  await leaveOutToday(page);
  await steps(page)
    .getByRole("link", { name: /Review/ })
    .click();
  await expect(page.getByTestId("checklist-summary")).toHaveText("Everything is ready to launch.");
  await page.getByRole("button", { name: "Launch campaign" }).click();
  await expect(page).toHaveURL(/launched=/);
  await page.getByRole("link", { name }).click();
  await expect(page).toHaveURL(new RegExp(`/campaigns/${id}$`));
  await expect(page.getByTestId("campaign-status")).toHaveText("Active");
  await expectAccessible(page, "detail");
  await shot(page, "13-detail");
  await page.getByRole("button", { name: "Pause" }).click();
  await expect(page.getByTestId("campaign-status")).toHaveText("Paused");
  await page.getByRole("button", { name: "Resume" }).click();
  await expect(page.getByTestId("campaign-status")).toHaveText("Active");
  await page.getByRole("button", { name: "Archive" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Archive" }).click();
  await expect(page.getByTestId("campaign-status")).toHaveText("Archived");
  // An active or archived campaign cannot be edited: its wizard address shows its page.
  await page.goto(`/campaigns/${id}/edit`);
  await expect(page).toHaveURL(new RegExp(`/campaigns/${id}$`));
  const missing = await page.goto("/campaigns/00000000-0000-0000-0000-000000000000");
  expect(missing?.status()).toBe(404);
});

test("a campaign's page shows a refusal in the API's words; with the session gone it signs in", async ({
  page,
}) => {
  await page.goto("/campaigns");
  const headers = { origin: new URL(page.url()).origin, "content-type": "application/json" };
  const created = await page.request.post("/v1/campaigns", {
    headers,
    data: { name: unique("Refused"), filters: { titles: { include: ["manager"] } } },
  });
  const { id } = (await created.json()) as { id: string };
  expect((await page.request.post(`/v1/campaigns/${id}/launch`, { headers })).status()).toBe(200);
  await page.goto(`/campaigns/${id}`);
  await expect(page.getByTestId("campaign-status")).toHaveText("Active");
  // Paused elsewhere meanwhile: this page still offers Pause, and the API refuses a second one.
  expect((await page.request.post(`/v1/campaigns/${id}/pause`, { headers })).status()).toBe(200);
  const again = await page.request.post(`/v1/campaigns/${id}/pause`, { headers });
  expect(again.status()).toBe(409);
  const { message } = (await again.json()) as { message: string };
  await page.getByRole("button", { name: "Pause" }).click();
  await expect(page.getByRole("alert").filter({ hasText: message })).toHaveText(message);
  await page.context().clearCookies();
  await page.getByRole("button", { name: "Duplicate" }).click();
  await expect(page).toHaveURL(/\/sign-in/);
});

test("a new account sees the empty state with a call to action", async ({ browser }) => {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await signUpConfirmed(page, {
    name: "Empty Co",
    email: `empty-${Date.now().toString(36)}@example.com`,
    password: "correct horse battery",
  });
  await expect(page.getByRole("heading", { name: "No campaigns yet" })).toBeVisible();
  await expectAccessible(page, "empty list");
  await shot(page, "0-empty");
  await page.getByRole("link", { name: "New campaign" }).click();
  await expect(page).toHaveURL(/\/campaigns\/new/);
  await context.close();
});

test("the Live Estimate aborts a stale request and never shows a count of older filters as current", async ({
  page,
}) => {
  await startCampaign(page, unique("Estimate"));
  await page.getByRole("button", { name: "Start from scratch" }).click();
  const everyone = await estimateTotal(page);

  // Slow answers, so that the second change lands while the first request is still out.
  await page.route("**/v1/estimate", async (route) => {
    await new Promise((r) => setTimeout(r, 1500));
    await route.continue().catch(() => {});
  });
  const aborted: string[] = [];
  page.on("requestfailed", (req) => {
    if (req.url().endsWith("/v1/estimate")) aborted.push(req.failure()?.errorText ?? "");
  });
  const sent: string[] = [];
  page.on("request", (req) => {
    if (req.url().endsWith("/v1/estimate")) sent.push(req.postData() ?? "");
  });

  const total = page.getByTestId("estimate-total");
  await page.getByRole("checkbox", { name: "Has an e-mail address" }).check();
  await expect(page.getByTestId("estimate-busy")).toBeVisible();
  await expect(total).toHaveAttribute("data-stale", "true");
  await expect.poll(() => sent.length).toBe(1);
  await page.getByRole("checkbox", { name: "Has a mobile number" }).check();
  await expect.poll(() => aborted.length).toBe(1);
  expect(aborted[0]).toContain("ABORTED");
  // The older figure stays marked as outdated until the answer for the latest filters arrives.
  await expect(total).toHaveText(everyone.toLocaleString("en-US"));
  await expect(total).toHaveAttribute("data-stale", "true");
  await expect(total).toHaveAttribute("data-stale", "false");
  const both = await estimateTotal(page);
  expect(both).toBeLessThan(everyone);
  expect(JSON.parse(sent.at(-1) ?? "{}").filters.contact).toEqual({
    requireEmail: true,
    requireMobile: true,
  });
  await page.unroute("**/v1/estimate");
  expect(both).toBe(
    await estimateCount(page, { contact: { requireEmail: true, requireMobile: true } }),
  );
});

test("a name typed before the wizard's script runs is kept, and Next waits for the script", async ({
  page,
}) => {
  // A person on a slow phone types at once: the name step takes it from the server's HTML, and
  // Next (which would submit a plain GET) waits for the script.
  const release = await holdScripts(page);
  await page.goto("/campaigns/new?step=name", { waitUntil: "commit" });
  const name = unique("Typed early");
  await page.getByLabel("Campaign name").fill(name);
  await expect(page.getByRole("button", { name: "Next: Quick Start" })).toBeDisabled();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/campaigns\/new\?step=name$/);
  release();
  await expect(page.getByRole("button", { name: "Next: Quick Start" })).toBeEnabled();
  await expect(page.getByLabel("Campaign name")).toHaveValue(name);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/step=quick-start/);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
});

test("a name over 120 characters is kept, counted and refused; a long unbroken name never widens the page", async ({
  page,
}) => {
  await page.goto("/campaigns/new");
  const field = page.getByLabel("Campaign name");
  const long = "x".repeat(300);
  await field.fill(long);
  // Nothing cut: the count and the error say what to fix.
  await expect(field).toHaveValue(long);
  await expect(page.getByTestId("character-count")).toHaveText(
    "180 characters too many (300 of 120)",
  );
  await expect(
    page.getByRole("alert").filter({ hasText: "Use at most 120 characters." }),
  ).toBeVisible();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await next(page, "Quick Start");
  await expect(page).toHaveURL(/\/campaigns\/new/);
  await expectAccessible(page, "name too long");

  // No space or hyphen anywhere: nothing a browser would break the line at.
  const unbroken = `${unique("Unbroken").replaceAll(" ", "")}${"y".repeat(120)}`.slice(0, 120);
  await field.fill(unbroken);
  await expect(page.getByTestId("character-count")).toHaveText("120 of 120 characters");
  await next(page, "Quick Start");
  await expect(page).toHaveURL(/step=quick-start/);
  const noSidewaysScroll = () =>
    page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  await expect(page.getByRole("heading", { level: 1, name: unbroken })).toBeVisible();
  expect(await noSidewaysScroll()).toBe(true);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await noSidewaysScroll()).toBe(true);
  await page.goto("/campaigns");
  await expect(page.getByRole("link", { name: unbroken })).toBeVisible();
  await page.setViewportSize({ width: 1440, height: 900 });
  expect(await noSidewaysScroll()).toBe(true);
});

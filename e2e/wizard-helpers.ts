import http from "node:http";
import type { AddressInfo } from "node:net";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import type { Campaign } from "@/lib/features/campaigns/schema";
import { WEEKDAYS, type Weekday } from "@/lib/model/targeting/delivery-schema";
import { DAY_NAMES } from "@/lib/model/targeting/targeting-labels";

/** Axe on the page as it is now: no serious or critical violation. */
export async function expectAccessible(page: Page, where: string) {
  // Colours are judged as they settle, not halfway through a fade: with reduced motion asked
  // for, controls change colour at once (their transitions are motion-safe only).
  await page.emulateMedia({ reducedMotion: "reduce" });
  // With no frame in the page, axe.run in the page itself gives what axe's runPartial in each
  // frame and finishRun in a blank page of its own give, without opening that page each time.
  const results = await new AxeBuilder({ page })
    .setLegacyMode(page.frames().length === 1)
    .analyze();
  const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(
    bad.map((v) => ({
      where,
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => n.target.join(" ")).slice(0, 5),
    })),
  ).toEqual([]);
}

export async function shot(page: Page, name: string) {
  await page.screenshot({ path: `test-results/screenshots/wizard-${name}.png`, fullPage: true });
}

/**
 * Today's day of the week where the browser is (a new campaign's time zone). A test that
 * launches a campaign and expects it to stay active leaves today out of its delivery days
 * (`leaveOutToday`): inside the day's window the first share falls due at launch, and a small
 * test audience used up makes the campaign "completed" at once, so the outcome would depend on
 * the hour the suite runs.
 */
export async function today(page: Page): Promise<Weekday> {
  // getDay() counts from Sunday; WEEKDAYS from Monday.
  const index = await page.evaluate(() => new Date().getDay());
  const day = WEEKDAYS[(index + 6) % 7];
  if (!day) throw new Error(`no weekday ${index}`);
  return day;
}

/** On the Delivery step: today's day unticked (see `today`); answers the day left out. */
export async function leaveOutToday(page: Page): Promise<Weekday> {
  const day = await today(page);
  const box = page.getByLabel(DAY_NAMES[day].long, { exact: true });
  await box.uncheck();
  await expect(box).not.toBeChecked();
  return day;
}

export function unique(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/**
 * A webhook receiver on 127.0.0.1 (playwright.config.ts allows that host as a webhook target). It answers
 * `status`; given a list, the n-th delivery gets its n-th status, and every later one the last.
 */
export async function startReceiver(status: number | number[] = 200) {
  const statuses = Array.isArray(status) ? status : [status];
  const received: { headers: http.IncomingHttpHeaders; body: string; answered: number }[] = [];
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => {
      const answered = statuses[Math.min(received.length, statuses.length - 1)] ?? 200;
      received.push({ headers: req.headers, body, answered });
      res.statusCode = answered;
      res.end();
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/leads`;
  return {
    url,
    received,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

/** The figure the Live Estimate shows, once it shows one. */
export async function estimateTotal(page: Page): Promise<number> {
  const total = page.getByTestId("estimate-total");
  await expect(total).toBeVisible();
  return Number((await total.textContent())?.replaceAll(",", ""));
}

/**
 * Waits until the server's copy of the campaign (GET /v1/campaigns/:id) satisfies `check`:
 * the autosave has stored what was entered.
 */
export async function expectStored(page: Page, id: string, check: (campaign: Campaign) => unknown) {
  await expect
    .poll(async () => {
      const campaign = await (await page.request.get(`/v1/campaigns/${id}`)).json();
      return Boolean(check(campaign));
    })
    .toBe(true);
  await expect(page.getByTestId("save-status")).toHaveAttribute("data-state", "saved");
}

export function campaignIdOf(page: Page): string {
  const id = new URL(page.url()).pathname.split("/")[2];
  if (!id) throw new Error(`no campaign id in ${page.url()}`);
  return id;
}

export const steps = (page: Page) => page.getByRole("navigation", { name: "Campaign steps" });
export const next = (page: Page, to: string) =>
  page.getByRole("button", { name: `Next: ${to}` }).click();

/** From the Campaigns page to the Quick Start step of a new draft named `name`. */
export async function startCampaign(page: Page, name: string) {
  await page.goto("/campaigns");
  await page.getByRole("link", { name: "New campaign" }).first().click();
  await expect(page).toHaveURL(/\/campaigns\/new/);
  await page.getByLabel("Campaign name").fill(name);
  await next(page, "Quick Start");
  await expect(page).toHaveURL(/\/campaigns\/[^/]+\/edit\?step=quick-start/);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
}

/** Picks the first Quick Start template whose audience is not empty; returns its name. */
export async function pickTemplate(page: Page): Promise<string> {
  const cards = page.getByRole("list").filter({ hasText: "profiles" }).getByRole("button");
  await expect(cards.first()).toBeVisible();
  await expect(page.getByText("Counting audience…")).toHaveCount(0);
  const count = await cards.count();
  for (let i = 0; i < count; i++) {
    const card = cards.nth(i);
    const text = (await card.textContent()) ?? "";
    const size = Number(text.match(/([\d,]+) profiles/)?.[1]?.replaceAll(",", "") ?? 0);
    if (size > 0) {
      await card.click();
      await expect(page).toHaveURL(/step=targeting/);
      return text;
    }
  }
  throw new Error("every template has an empty audience");
}

/** Picks a time zone as a person would: types into the picker and takes the first match. */
export async function pickTimeZone(page: Page, search: string) {
  const zone = page.getByRole("combobox", { name: "Time zone" });
  await zone.fill(search);
  await expect(
    page.getByRole("listbox", { name: "Time zone" }).getByRole("option").first(),
  ).toContainText(search.replaceAll("_", " "));
  await zone.press("Enter");
  await expect(page.getByRole("listbox", { name: "Time zone" })).toHaveCount(0);
}

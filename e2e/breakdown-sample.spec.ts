import { rm } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import { DEMO } from "./demo-user";
import { type App, cleanUp, descendants, ownDatabase, startApp } from "./npm-start";
import { estimateTotal, shot } from "./wizard-helpers";

/*
 * The Live Estimate of an audience wider than an exact breakdown visits. At millions of profiles
 * a targeting of several filters with several values each is broken down from an evenly spread
 * sample (ESTIMATE_EXACT_BREAKDOWN_UP_TO, 100,000 by default); here an app of its own lowers the
 * limit to 300 so that 10,000 profiles show it. What the marketer relies on: the figures that
 * come from a sample say so ("≈", read as "about"), the panel says how many people the sample
 * held, and the audience's own count stays the exact one.
 */

const DATA_DIR = ".tmp/breakdown-sample-data";
// Beside the suite's port, so checkouts running the suite side by side do not collide.
const PORT = Number(process.env.E2E_PORT ?? 3107) + 18;
const APP = `http://127.0.0.1:${PORT}`;

const started: { app: App; processes: number[] }[] = [];
test.afterEach(async () => {
  for (const { app, processes } of started.splice(0)) await cleanUp(app, processes);
  await rm(DATA_DIR, { recursive: true, force: true });
});

/** Picks an option of a targeting list box as a person does: types, then clicks it. */
async function pick(page: Page, list: string, typed: string, option: string) {
  const box = page.getByRole("combobox", { name: list });
  await box.fill(typed);
  await page.getByRole("option", { name: new RegExp(`^${option}`) }).click();
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("active-filters")).toContainText(option);
}

test("a wide audience's breakdown is marked as from a sample, its count exact", async ({
  page,
}) => {
  test.setTimeout(240_000);
  await rm(DATA_DIR, { recursive: true, force: true });
  const env = await ownDatabase(DATA_DIR, true);
  const app = startApp({
    dataDir: DATA_DIR,
    port: PORT,
    env: { ...env, SEED_PROFILES: "10000", ESTIMATE_EXACT_BREAKDOWN_UP_TO: "300" },
  });
  started.push({ app, processes: [] });
  await app.ready;
  started[0] = { app, processes: descendants(app.app.pid as number) };

  await page.goto(`${APP}/sign-in`);
  await page.getByLabel("E-mail").fill(DEMO.email);
  await page.getByLabel("Password", { exact: true }).fill(DEMO.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.waitForURL(`${APP}/campaigns`);
  await page.goto(`${APP}/campaigns/new`);
  await page.getByLabel("Campaign name").fill("Wide audience");
  await page.getByRole("button", { name: "Next: Quick Start" }).click();
  await page.getByRole("button", { name: "Start from scratch" }).click();
  await expect(page).toHaveURL(/step=targeting/);

  // One filter: its tally is known ahead, so its breakdown is exact at any size.
  await pick(page, "Seniority", "senior", "Senior");
  await estimateTotal(page);
  await expect(page.getByTestId("breakdown-sampled")).toHaveCount(0);

  await pick(page, "Seniority", "entry", "Entry");
  for (const size of ["11-50", "51-200"]) {
    await pick(page, "Company size", size, `${size} employees`);
  }

  // Two filters of two values, each leaving out half the other's: every exact way visits
  // hundreds, past the limit of 300.
  const note = page.getByTestId("breakdown-sampled");
  await expect(note).toBeVisible();
  await expect(note).toContainText(/an evenly spread sample of [\d,]+ of the [\d,]+ people/);
  const total = await estimateTotal(page);
  const [, sampled, of] = (await note.textContent())?.match(/of ([\d,]+) of the ([\d,]+)/) ?? [];
  expect(Number(of?.replaceAll(",", ""))).toBe(total);
  expect(Number(sampled?.replaceAll(",", ""))).toBeLessThan(total);

  // Each figure of the breakdown says "about", to the eye and to a screen reader.
  const seniority = page
    .getByRole("tabpanel", { name: "Breakdown" })
    .getByRole("listitem")
    .filter({ hasText: /^Senior/ });
  await expect(seniority.first()).toContainText("≈");
  await expect(seniority.first().locator(".sr-only")).toHaveText("about ");
  await shot(page, "breakdown-sampled");

  // The audience's own count is exact: the API's answer for the same targeting, with its sample.
  // As the panel's own request is sent: with the session and the page's origin.
  const answer = await page.request.post(`${APP}/v1/estimate`, {
    headers: { origin: APP },
    data: {
      filters: {
        seniorities: ["senior", "entry"],
        companySizes: ["11-50", "51-200"],
      },
    },
  });
  expect(answer.status()).toBe(200);
  const body = await answer.json();
  expect(body.count).toBe(total);
  expect(body.breakdownSampled.oneIn).toBeGreaterThanOrEqual(2);
});

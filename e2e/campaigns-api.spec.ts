import { execFile } from "node:child_process";
import { readFile } from "node:fs/promises";
import { promisify } from "node:util";
import { expect, test } from "@playwright/test";
import { E2E_DATA_DIR } from "./demo-user";
import { campaignIdOf, leaveOutToday, unique } from "./wizard-helpers";

const run = promisify(execFile);

/** The demo account's API key, printed (and kept in DATA_DIR) by `npm start`. */
async function apiKey(): Promise<string> {
  const saved = JSON.parse(await readFile(`${E2E_DATA_DIR}/demo.json`, "utf8")) as {
    apiKey: string;
  };
  return saved.apiKey;
}

/** Real curl, as a script would call the API: status and parsed body. */
async function curl(baseURL: string, method: string, path: string, body?: unknown) {
  const args = [
    "-sS",
    "-X",
    method,
    "-H",
    `Authorization: Bearer ${await apiKey()}`,
    "-w",
    "\n%{http_code}",
    `${baseURL}${path}`,
  ];
  if (body !== undefined)
    args.push("-H", "content-type: application/json", "-d", JSON.stringify(body));
  const { stdout } = await run("curl", args);
  const cut = stdout.lastIndexOf("\n");
  return { status: Number(stdout.slice(cut + 1)), body: JSON.parse(stdout.slice(0, cut)) };
}

/** What two campaigns built the same way must share: everything but identity and times. */
/** What the campaign was set to: not who or when, nor the state of its receiver (a GET's). */
function settingsOf(c: Record<string, unknown>) {
  const { id, name, createdAt, updatedAt, launchedAt, webhookFailing, ...rest } = c;
  return rest;
}

test("POST + PATCH + launch from curl gives the wizard's result; a second launch answers 409", async ({
  page,
  baseURL,
}) => {
  const base = baseURL ?? "";
  const templates = (await curl(base, "GET", "/v1/campaigns/templates")).body.data as {
    id: string;
    name: string;
  }[];

  // The wizard's way: name, a template, the rest left as the wizard offers it.
  const wizardName = unique("Wizard twin");
  await page.goto("/campaigns/new");
  await page.getByLabel("Campaign name").fill(wizardName);
  await page.getByRole("button", { name: "Next: Quick Start" }).click();
  await expect(page).toHaveURL(/step=quick-start/);
  const template = templates[0];
  if (!template) throw new Error("no template");
  await page.getByRole("button", { name: new RegExp(template.name) }).click();
  await expect(page).toHaveURL(/step=targeting/);
  await page
    .getByRole("navigation", { name: "Campaign steps" })
    .getByRole("link", { name: /Delivery/ })
    .click();
  await page.getByLabel("Leads per day").fill("40");
  await page.getByLabel("Saturday").check();
  // Today left out of both twins' days, so neither has a share due while this test runs.
  const notToday = await leaveOutToday(page);
  const days = ["mon", "tue", "wed", "thu", "fri", "sat"].filter((d) => d !== notToday);
  await page
    .getByRole("navigation", { name: "Campaign steps" })
    .getByRole("link", { name: /Review/ })
    .click();
  await expect(page.getByTestId("checklist-summary")).toHaveText("Everything is ready to launch.");
  const wizardId = campaignIdOf(page);
  await page.getByRole("button", { name: "Launch campaign" }).click();
  await expect(page).toHaveURL(/launched=/);
  const fromWizard = (await curl(base, "GET", `/v1/campaigns/${wizardId}`)).body;

  // The script's way: the same choices in three calls.
  const created = await curl(base, "POST", "/v1/campaigns", {
    name: unique("Curl twin"),
    templateId: template.id,
  });
  expect(created.status).toBe(201);
  expect(created.body.status).toBe("draft");
  const id = created.body.id as string;
  const patched = await curl(base, "PATCH", `/v1/campaigns/${id}`, {
    delivery: {
      leadsPerDay: 40,
      days,
      timezone: fromWizard.delivery.timezone,
    },
  });
  expect(patched.status).toBe(200);
  const launched = await curl(base, "POST", `/v1/campaigns/${id}/launch`);
  expect(launched.status).toBe(200);
  expect(launched.body.status).toBe("active");
  expect(settingsOf(launched.body)).toEqual(settingsOf(fromWizard));

  const again = await curl(base, "POST", `/v1/campaigns/${id}/launch`);
  expect(again.status).toBe(409);
  expect(again.body).toMatchObject({ code: "conflict", campaignStatus: "active" });
  const wizardAgain = await curl(base, "POST", `/v1/campaigns/${wizardId}/launch`);
  expect(wizardAgain.status).toBe(409);

  // Both show as active in the app's list.
  await page.goto("/campaigns");
  for (const name of [fromWizard.name, launched.body.name]) {
    await expect(
      page.getByTestId("campaign-row").filter({ hasText: name }).getByTestId("campaign-status"),
    ).toHaveText("Active");
  }
});

test("launch refused from curl lists the failing items as problem+json", async ({ baseURL }) => {
  const base = baseURL ?? "";
  const created = await curl(base, "POST", "/v1/campaigns", { name: unique("Curl empty") });
  const refused = await curl(base, "POST", `/v1/campaigns/${created.body.id}/launch`);
  expect(refused.status).toBe(422);
  expect(refused.body).toMatchObject({
    code: "checklist_failed",
    checklist: [{ item: "targeting", ok: false }],
  });
  const checklist = await curl(base, "GET", `/v1/campaigns/${created.body.id}/checklist`);
  expect(checklist.body.ready).toBe(false);
  const reset = await curl(base, "POST", `/v1/campaigns/${created.body.id}/reset`);
  expect(reset.status).toBe(200);
});

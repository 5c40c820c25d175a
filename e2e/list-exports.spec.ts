import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { unzipSync } from "fflate";
import { adminCreateAccount } from "./admin";
import { uniqueEmail } from "./demo-user";
import { expectAccessible, unique } from "./wizard-helpers";

test.use({ storageState: { cookies: [], origins: [] } });

test("a list exports CRM-ready CSV (BOM, phones with their +) and XLSX of text cells, by keyboard", async ({
  page,
  request,
}) => {
  test.slow();
  const email = uniqueEmail("exports");
  const password = "exports password 1";
  const account = await adminCreateAccount(email, password);
  const auth = { authorization: `Bearer ${account.apiKey}` };
  const listName = unique("CRM export");
  // A whole-day window in a zone where it is not the day's last minute, so the first share is due now.
  const utcMinute = new Date().getUTCHours() * 60 + new Date().getUTCMinutes();
  const timezone = utcMinute >= 1435 || utcMinute < 5 ? "Asia/Tokyo" : "UTC";
  const created = await request.post("/v1/campaigns", {
    headers: auth,
    data: {
      name: unique("Export feed"),
      filters: { seniorities: ["manager", "director"] },
      delivery: {
        email: true,
        mobile: true,
        requireContact: "all",
        days: ["mon", "tue", "wed", "thu", "fri", "sat", "sun"],
        window: { start: "00:00", end: "23:59" },
        timezone,
        leadsPerDay: 20,
      },
      saveToList: { enabled: true, listName },
    },
  });
  const campaign = (await created.json()) as { id: string };
  expect(
    (await request.post(`/v1/campaigns/${campaign.id}/launch`, { headers: auth })).status(),
  ).toBe(200);
  const lists = async () =>
    (
      (await (await request.get("/v1/lists", { headers: auth })).json()) as {
        data: { id: string; name: string; items: number }[];
      }
    ).data.find((l) => l.name === listName);
  await expect
    .poll(async () => (await lists())?.items ?? 0, { timeout: 60_000 })
    .toBeGreaterThan(0);
  const listId = (await lists())?.id ?? "";
  const items = (
    (await (await request.get(`/v1/lists/${listId}?limit=100`, { headers: auth })).json()) as {
      data: { profile: { mobile?: { value: string }[] } }[];
    }
  ).data;
  const phones = items.map((i) => i.profile.mobile?.[0]?.value ?? "");

  await page.goto("/sign-in");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/campaigns/);
  await page.goto(`/lists/${listId}`);
  const exports = page.getByRole("navigation", { name: "Export this list" });
  await expect(exports.getByRole("link")).toHaveText([
    "CSV for CRM",
    "Excel for CRM",
    "CSV, all fields",
    "Excel, all fields",
  ]);
  await expectAccessible(page, "list with exports");

  // The CRM CSV, downloaded by keyboard.
  const csvLink = exports.getByRole("link", { name: "CSV for CRM" });
  await csvLink.focus();
  const [csvDownload] = await Promise.all([
    page.waitForEvent("download"),
    page.keyboard.press("Enter"),
  ]);
  expect(csvDownload.suggestedFilename()).toBe(`${listName} (CRM).csv`);
  const csv = await readFile((await csvDownload.path()) as string);
  expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const [header, ...rows] = new TextDecoder().decode(csv).trim().split("\r\n");
  expect(header?.split(",").slice(0, 6)).toEqual([
    "First Name",
    "Last Name",
    "Email",
    "Phone Number",
    "Company Name",
    "Job Title",
  ]);
  expect(rows).toHaveLength(items.length);
  for (const row of rows) {
    const phone = row.split(",")[3] ?? "";
    expect(phones).toContain(phone);
    expect(phone).not.toMatch(/^'/);
  }

  // The CRM workbook: every cell a string, the phone numbers with their +.
  const [xlsxDownload] = await Promise.all([
    page.waitForEvent("download"),
    exports.getByRole("link", { name: "Excel for CRM" }).click(),
  ]);
  expect(xlsxDownload.suggestedFilename()).toBe(`${listName} (CRM).xlsx`);
  const files = unzipSync(new Uint8Array(await readFile((await xlsxDownload.path()) as string)));
  const sheet = new TextDecoder().decode(files["xl/worksheets/sheet1.xml"]);
  for (const cell of sheet.match(/<c [^>]*>/g) ?? [])
    expect(cell).toMatch(/ t="(s|inlineStr|str)"/);
  expect(sheet).not.toContain("<f>");
  const strings = new TextDecoder().decode(files["xl/sharedStrings.xml"] ?? new Uint8Array());
  for (const phone of phones) expect(`${sheet}${strings}`).toContain(`>${phone}<`);
});

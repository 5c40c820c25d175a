import { execFile } from "node:child_process";
import { readFile, writeFile } from "node:fs/promises";
import { promisify } from "node:util";
import type { Page } from "@playwright/test";
import { adminCreateAccount } from "./admin";
import { E2E_DATA_DIR, uniqueEmail } from "./demo-user";
import { expectAccessible, startCampaign, unique } from "./wizard-helpers";
import { expect, test } from "./worker-account";

const run = promisify(execFile);

/** A title word nobody else has, so the estimate counts exactly the people imported here. */
const token = () => `zq${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The estimate of a title, as the signed-in page's own fetch asks it. */
function titleCount(page: Page, word: string): Promise<number> {
  return page.evaluate(async (w) => {
    const res = await fetch("/v1/estimate", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ filters: { titles: { include: [w] } } }),
    });
    return (await res.json()).count as number;
  }, word);
}

test("a CSV of one's own contacts: suggested mapping, a mapping fixed by keyboard, preview, import with an error report, counted by the Live Estimate", async ({
  page,
}) => {
  const word = token();
  const csv = [
    "First Name,Last Name,E-mail,Company,Occupation,Country,Phone",
    `Ada,Zephyr,ada.${word}@zeppelin.example,Zeppelin Works,Navigator ${word},Germany,+49 157 7831 4241`,
    `Bo,Zephyr,bo.${word}@zeppelin.example,Zeppelin Works,Navigator ${word},Germany,`,
    "",
    `Cy,Bad,not-an-address,Zeppelin Works,Navigator ${word},Germany,`,
    `Di,None,,Zeppelin Works,Navigator ${word},Germany,`,
  ].join("\n");

  await page.goto("/settings/contacts");
  await expect(page.getByRole("link", { name: "Own contacts" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await page.getByLabel("CSV of contacts").setInputFiles({
    name: "crm-export.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(csv),
  });

  // Suggested from the header names.
  const as = (column: string) => page.getByLabel(`Import “${column}” as`);
  await expect(as("First Name")).toHaveValue("fn");
  await expect(as("Last Name")).toHaveValue("ln");
  await expect(as("E-mail")).toHaveValue("email");
  await expect(as("Company")).toHaveValue("organization");
  await expect(as("Country")).toHaveValue("country");
  await expect(as("Phone")).toHaveValue("mobile");
  await expect(as("Occupation")).toHaveValue("");

  // Fixed by keyboard: focus the select and type the start of the field's name.
  await as("Occupation").focus();
  await page.keyboard.type("Job");
  await expect(as("Occupation")).toHaveValue("title");

  const preview = page.getByTestId("import-preview");
  await expect(preview.getByRole("columnheader")).toHaveText([
    "Row",
    "First name",
    "Last name",
    "E-mail",
    "Company",
    "Job title",
    "Country",
    "Phone",
  ]);
  await expect(preview.getByRole("row").nth(1)).toContainText(`Navigator ${word}`);
  // The phone as it will be stored: the international number, without spaces.
  await expect(preview.getByRole("row").nth(1)).toContainText("+4915778314241");
  // Row 4 of the file is blank: the preview numbers rows as a spreadsheet shows them.
  await expect(preview.getByRole("row").nth(3).getByRole("cell").first()).toHaveText("5");
  await page.setViewportSize({ width: 360, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
  // Every "Import as" choice in sight on the phone, without scrolling the table sideways.
  for (const column of ["First Name", "Occupation", "Phone"]) {
    const box = await as(column).boundingBox();
    expect(box && box.x + box.width <= 360, column).toBe(true);
  }
  // The settings tabs wrap: each one in sight.
  for (const tab of await page
    .getByRole("navigation", { name: "Settings" })
    .getByRole("link")
    .all()) {
    const box = await tab.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 360, (await tab.textContent()) ?? "").toBe(
      true,
    );
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByRole("button", { name: "Import 4 rows" }).click();
  await expect(page.getByTestId("import-report")).toHaveText(
    "2 people imported; 2 rows not imported (see the report below). The Live Estimate counts them within a few seconds.",
  );
  await expect(page.getByTestId("own-contacts-count")).toContainText("of your own");
  // Done with the file: its mapping and button go, and the picker is empty for the next one.
  await expect(page.getByRole("button", { name: /^Import \d/ })).toHaveCount(0);
  await expect(page.getByTestId("import-preview")).toHaveCount(0);
  await expect(page.getByLabel("CSV of contacts")).toHaveValue("");

  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download the error report (CSV)" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("contact-import-errors.csv");
  const report = await readFile((await download.path()) as string, "utf8");
  expect(report).toBe(
    "\uFEFFrow,reason\n5,“not-an-address” is not an e-mail address.\n6,No e-mail address and no phone number.\n",
  );
  await expectAccessible(page, "own contacts after an import");
  await page.screenshot({
    path: "test-results/screenshots/own-contacts-imported.png",
    fullPage: true,
  });
  await page.setViewportSize({ width: 360, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
  await page.setViewportSize({ width: 1280, height: 900 });

  // The audience index picks the import up within seconds (data_version); then the wizard counts it.
  await expect.poll(() => titleCount(page, word), { timeout: 30_000 }).toBe(2);
  await startCampaign(page, unique("Own contacts"));
  await page.getByRole("button", { name: "Start from scratch" }).click();
  const titles = page.getByLabel("Title includes", { exact: true });
  await titles.fill(word);
  await titles.press("Enter");
  await expect(page.getByTestId("estimate-total")).toHaveText("2");
  await expect(page.getByTestId("estimate-total")).toHaveAttribute("data-stale", "false");
  // The people preview marks them as the account's own.
  const panel = page.getByTestId("live-estimate");
  await panel.getByRole("tab", { name: "People" }).click();
  const people = panel.getByRole("tabpanel", { name: "People" }).getByRole("listitem");
  await expect(people).toHaveCount(2);
  for (const person of await people.all()) await expect(person).toContainText(/Own/);

  // Listed, searched and deleted on the contacts page.
  await page.goto("/settings/contacts");
  const search = page.getByRole("searchbox", { name: "Search your contacts" });
  await search.fill(word);
  await search.press("Enter");
  const listed = page.getByTestId("own-contacts").getByRole("row");
  await expect(listed).toHaveCount(1 + 2);
  await expect(listed.nth(1)).toContainText(`bo.${word}@zeppelin.example`);
  await expect(listed.nth(2)).toContainText("+4915778314241");
  await expectAccessible(page, "own contacts listed");
  await page.getByRole("button", { name: "Delete Bo Zephyr" }).click();
  await expect(listed).toHaveCount(1 + 1);
  await expect(listed.nth(1)).toContainText("Ada Zephyr");
  await expect.poll(() => titleCount(page, word), { timeout: 30_000 }).toBe(1);
});

test("a file with broken quoting: the unreadable rows are listed by line, nothing is sent until the good rows are accepted", async ({
  page,
}) => {
  const word = token();
  // Issue 45's file: Ada's company opens a quote that Bob's name would close, merging the rows.
  const csv = [
    "E-mail,First Name,Company,Job Title,Country",
    `ada.${word}@kontor.example,Ada,"Kontor Nord GmbH,CEO ${word},Germany`,
    `bob.${word}@kontor.example,Bob,Sm"ith,CTO ${word},Germany`,
    `cy.${word}@kontor.example,Cy,Kontor Nord GmbH,CFO ${word},Germany`,
    `di.${word}@kontor.example,Di,Kontor Nord GmbH,COO ${word},Germany`,
  ].join("\r\n");
  let sent = 0;
  await page.route("**/v1/contact/import?*", async (route) => {
    sent++;
    await route.continue();
  });
  await page.goto("/settings/contacts");
  const count = await page.getByTestId("own-contacts-count").textContent();
  const choose = () =>
    page.getByLabel("CSV of contacts").setInputFiles({
      name: "kontor.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(csv),
    });
  await choose();

  const report = page.getByTestId("unreadable-report");
  await expect(report.getByRole("alert")).toContainText(
    "2 rows of the file cannot be read (listed below) and will not be imported.",
  );
  const unreadable = report.getByRole("table", { name: "Rows that cannot be read" });
  await expect(unreadable.getByRole("row")).toHaveCount(3);
  await expect(unreadable.getByRole("row").nth(1)).toContainText(
    "2A field on line 2 opens a quote",
  );
  await expect(unreadable.getByRole("row").nth(2)).toContainText('3A quote (") inside a field');
  // The preview shows the good rows only, by the lines they are on: nothing merged.
  const preview = page.getByTestId("import-preview");
  await expect(preview.getByRole("row").nth(1).getByRole("cell").first()).toHaveText("4");
  await expect(preview.getByRole("row").nth(1)).toContainText(`CFO ${word}`);
  await expectAccessible(page, "own contacts with unreadable rows");
  await page.screenshot({
    path: "test-results/screenshots/own-contacts-unreadable.png",
    fullPage: true,
  });

  // Cancel: the report goes, and nothing was sent or saved.
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(report).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Import/ })).toHaveCount(0);
  expect(sent).toBe(0);
  await page.reload();
  await expect(page.getByTestId("own-contacts-count")).toHaveText(count ?? "");

  // Chosen again and accepted: the two good rows alone are imported.
  await choose();
  await page.getByRole("button", { name: "Import 2 good rows" }).click();
  await expect(page.getByTestId("import-report")).toHaveText(
    "2 people imported. The Live Estimate counts them within a few seconds.",
  );
  expect(sent).toBe(1);
  await expect.poll(() => titleCount(page, word), { timeout: 30_000 }).toBe(2);
});

test("a large file goes in parts with a progress bar, and its rejected rows keep the file's row numbers", async ({
  page,
}) => {
  const word = token();
  const rows = Array.from({ length: 2_500 }, (_, i) =>
    i === 2_398 ? "broken-address,Bulk" : `b${i}.${word}@bulk.example,Bulk ${word}`,
  );
  await page.goto("/settings/contacts");
  await page.getByLabel("CSV of contacts").setInputFiles({
    name: "bulk.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(["Email,Title", ...rows].join("\n")),
  });
  // The second part waits until the progress after the first has been seen.
  let release = () => {};
  const held = new Promise<void>((r) => {
    release = r;
  });
  let parts = 0;
  await page.route("**/v1/contact/import?*", async (route) => {
    if (++parts === 2) await held;
    await route.continue();
  });
  await page.getByRole("button", { name: "Import 2,500 rows" }).click();
  await expect(page.getByRole("progressbar", { name: "Import progress" })).toHaveAttribute(
    "value",
    "1000",
  );
  await expect(page.getByRole("status").filter({ hasText: "sent" })).toHaveText(
    "1,000 of 2,500 rows sent",
  );
  release();
  await expect(page.getByTestId("import-report")).toContainText(
    "2,499 people imported; 1 row not imported",
    { timeout: 60_000 },
  );
  // The 2,399th data row is row 2,400 of the file, in the third part sent.
  await expect(page.getByRole("table", { name: "Rows not imported" })).toContainText(
    "2400“broken-address” is not an e-mail address.",
  );
});

test("contacts imported by another account (admin import-contacts) are never counted for this one", async ({
  page,
}, testInfo) => {
  const word = token();
  const other = await adminCreateAccount(uniqueEmail("importer"), "importer-password-1");
  const file = testInfo.outputPath("theirs.csv");
  await writeFile(
    file,
    `Courriel,Poste,Ville\nx.${word}@theirs.example,Keeper ${word},Keeperton ${word}\ny.${word}@theirs.example,Keeper ${word},Keeperton ${word}\n`,
  );
  const { stdout } = await run(
    process.execPath,
    [
      "--import",
      "tsx",
      "scripts/admin.ts",
      "import-contacts",
      file,
      "--account",
      other.accountId,
      "--map",
      "email=Courriel,title=Poste,city=Ville",
    ],
    { env: { ...process.env, DATA_DIR: E2E_DATA_DIR } },
  );
  expect(JSON.parse(stdout)).toMatchObject({ rows: 2, imported: 2, rejectedCount: 0 });

  // Their owner counts them once the index has them; this account, never.
  const theirs = async () => {
    const res = await page.request.post("/v1/estimate", {
      headers: { authorization: `Bearer ${other.apiKey}` },
      data: { filters: { titles: { include: [word] } } },
    });
    return (await res.json()).count as number;
  };
  await page.goto("/settings/contacts");
  await expect.poll(theirs, { timeout: 30_000 }).toBe(2);
  expect(await titleCount(page, word)).toBe(0);
  const search = await page.evaluate(async (w) => {
    const res = await fetch("/v1/contact/search", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ filters: { titles: { include: [w] } }, limit: 10 }),
    });
    return res.json();
  }, word);
  expect(search).toMatchObject({ total: 0, data: [] });
  // Nor is their contacts' city offered to it for a misspelling ("did you mean"), as it is to them.
  const misspelled = `Keepertn ${word}`;
  const body = { filters: { locations: { cities: [misspelled] } } };
  const theirRefusal = await page.request.post("/v1/estimate", {
    headers: { authorization: `Bearer ${other.apiKey}` },
    data: body,
  });
  expect(theirRefusal.status()).toBe(400);
  expect((await theirRefusal.json()).errors[0].message).toContain(
    `(did you mean "Keeperton ${word}"?)`,
  );
  const ourRefusal = await page.evaluate(async (b) => {
    const res = await fetch("/v1/estimate", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(b),
    });
    return { status: res.status, body: await res.json() };
  }, body);
  expect(ourRefusal.status).toBe(400);
  expect(ourRefusal.body.errors[0].message).toBe(
    `Unknown value "${misspelled}"; GET /v1/filters lists the allowed values.`,
  );
});

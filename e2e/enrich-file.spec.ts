import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { parse } from "csv-parse/sync";
import { expectAccessible } from "./wizard-helpers";
import { expect, test } from "./worker-account";

/** A name nobody else has, so the file matches exactly the people imported here. */
const token = () => `Zq${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Calls a /v1 route as the signed-in page does (the session, same origin). */
function api<T>(
  page: Page,
  path: string,
  init: { method?: string; type?: string; body?: string } = {},
) {
  return page.evaluate(
    async ({ path, init }) => {
      const res = await fetch(path, {
        method: init.method ?? "GET",
        headers: init.type ? { "content-type": init.type } : {},
        body: init.body,
      });
      return (await res.json()) as unknown;
    },
    { path, init },
  ) as Promise<T>;
}

type Used = { api: { used: number }; email: { used: number } };

test("a semicolon-separated Windows-1252 file: maps by itself, shows a ceiling, runs with progress, downloads every column with broken rows marked, usage equal to the job's spend", async ({
  page,
}) => {
  const last = token();
  await page.goto("/enrich");
  await expect(page.getByRole("link", { name: "Enrich a file" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(page.getByText("No file enriched yet.")).toBeVisible();
  // The file picker's button looks like a button (bordered), not like a line of text.
  const picker = page.getByLabel("Spreadsheet to enrich (CSV or Excel)");
  expect(
    await picker.evaluate((input) => {
      const button = getComputedStyle(input, "::file-selector-button");
      return [button.borderTopWidth, button.borderTopStyle, button.backgroundColor];
    }),
  ).toEqual(["1px", "solid", "rgb(255, 255, 255)"]);

  // Three people the account knows (its own contacts), found again by name at their company.
  const imported = await api<{ imported: number }>(page, "/v1/contact/import", {
    method: "POST",
    type: "text/csv",
    body: [
      "First Name,Last Name,E-mail,Company",
      `Renée,${last},renee.${last.toLowerCase()}@zeppelin.example,Zeppelin Works`,
      `Jérôme,${last},jerome.${last.toLowerCase()}@zeppelin.example,Zeppelin Works`,
      `Zoë,${last},zoe.${last.toLowerCase()}@zeppelin.example,Zeppelin Works`,
    ].join("\n"),
  });
  expect(imported.imported).toBe(3);
  const before = await api<Used>(page, "/v1/usage");

  // As Excel on Windows saves "CSV (semicolon)": Windows-1252, CRLF, a few broken rows.
  const lines = [
    "Prénom;Nom;Société;Ville;Remarque",
    `Renée;${last};Zeppelin Works;Köln;=1+1`,
    `Jérôme;${last};Zeppelin Works;Zürich;`,
    "broken;row;with;too;many;fields",
    `Zoë;${last};Zeppelin Works;Genève;café`,
    `Nobody;${last};Nowhere Ltd;Paris;`,
    'bad;"quote;row;x;y',
    // The rest of the export: people nobody knows (and enough text to tell its encoding by).
    ...Array.from(
      { length: 40 },
      (_, i) => `Hélène${i};Müller;Société Générale;Besançon;Crème brûlée à côté, très apprécié`,
    ),
  ];
  await page.getByLabel("Spreadsheet to enrich (CSV or Excel)").setInputFiles({
    name: "salon-2026.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(`${lines.join("\r\n")}\r\n`, "latin1"),
  });

  await expect(page.getByTestId("file-summary")).toContainText("46 rows (windows-1252");
  await expect(page.getByTestId("file-summary")).toContainText("2 rows cannot be read");
  const columnSelect = (column: string) => page.getByLabel(`Use “${column}” as`);
  await expect(columnSelect("Prénom")).toHaveValue("fn");
  await expect(columnSelect("Nom")).toHaveValue("ln");
  await expect(columnSelect("Société")).toHaveValue("organization");
  await expect(columnSelect("Ville")).toHaveValue("");
  await expect(page.getByTestId("file-sample").getByRole("row").nth(1)).toContainText(
    "fn + ln + organization",
  );
  // The ceiling, before anything starts: one match and one address a row at most.
  await expect(page.getByTestId("ceiling-api")).toHaveValue("46");
  await expect(page.getByTestId("ceiling-email")).toHaveValue("46");
  await expect(page.getByTestId("file-estimate")).toContainText("About 3 of 44 readable rows");

  // Changed by keyboard and back: the mapping follows.
  await columnSelect("Ville").focus();
  await page.keyboard.type("Comp");
  await expect(columnSelect("Ville")).toHaveValue("organization");
  await expect(columnSelect("Société")).toHaveValue("");
  await columnSelect("Société").selectOption("organization");
  await expect(columnSelect("Société")).toHaveValue("organization");
  await expect(page.getByTestId("file-estimate")).toContainText("About 3 of 44 readable rows");
  await expect(page.getByRole("button", { name: /^Start enriching/ })).toBeEnabled();
  await expectAccessible(page, "enrich a file, mapped");

  await page.getByRole("button", { name: "Start enriching 46 rows" }).click();
  await expect(page).toHaveURL(/\/enrich\/ejob_/);
  await expect(page.getByRole("progressbar", { name: "Rows done" })).toBeVisible();
  await expect(page.getByTestId("job-status")).toHaveText("Done", { timeout: 60_000 });
  await expect(page.getByTestId("job-rows")).toContainText("46 of 46 rows done");
  await expect(page.getByTestId("job-spent-api")).toHaveText("3 of at most 46");
  await expect(page.getByTestId("job-spent-email")).toHaveText("3 of at most 46");
  await expectAccessible(page, "enrich a file, done");

  // It survives a reload.
  await page.reload();
  await expect(page.getByTestId("job-status")).toHaveText("Done");

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("salon-2026.csv enriched.csv");
  const bytes = await readFile((await download.path()) as string);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const [header, ...rows] = parse(bytes.subarray(3).toString("utf8")) as string[][];
  expect(header?.slice(0, 5)).toEqual(["Prénom", "Nom", "Société", "Ville", "Remarque"]);
  expect(rows).toHaveLength(46);
  const status = header?.indexOf("leadwise_status") ?? -1;
  const email = header?.indexOf("leadwise_email") ?? -1;
  const reason = header?.indexOf("leadwise_reason") ?? -1;
  expect(rows.slice(0, 6).map((r) => r[status])).toEqual([
    "matched",
    "matched",
    "failed",
    "matched",
    "not_found",
    "failed",
  ]);
  expect(rows.slice(6).every((r) => r[status] === "not_found")).toBe(true);
  expect(rows[45]?.slice(0, 3)).toEqual(["Hélène39", "Müller", "Société Générale"]);
  // Every original column intact (a formula made harmless), the broken rows marked with why.
  expect(rows[0]?.slice(0, 5)).toEqual(["Renée", last, "Zeppelin Works", "Köln", "'=1+1"]);
  expect(rows[3]?.slice(0, 5)).toEqual(["Zoë", last, "Zeppelin Works", "Genève", "café"]);
  expect(rows[0]?.[email]).toBe(`renee.${last.toLowerCase()}@zeppelin.example`);
  expect(rows[2]?.[reason]).toMatch(/^Line 4: Unreadable row/);
  expect(rows[5]?.[reason]).toMatch(/^Line 7: Unreadable row/);

  // The counters moved by exactly what the job says it spent.
  const after = await api<Used>(page, "/v1/usage");
  expect(after.api.used - before.api.used).toBe(3);
  expect(after.email.used - before.email.used).toBe(3);

  await page.goto("/enrich");
  await expect(page.getByTestId("file-jobs")).toContainText("salon-2026.csv");
});

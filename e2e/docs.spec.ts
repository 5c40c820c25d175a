import { expect, type Page, test } from "@playwright/test";
import { expectAccessible } from "./wizard-helpers";

const exactly = (text: string, flags = "") =>
  new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`, flags);

/** The card of one operation: its heading names the method and exactly this path. */
function card(page: Page, method: string, path: string) {
  return page
    .locator("section[id]")
    .filter({ has: page.locator("h3 code", { hasText: exactly(path) }) })
    .filter({ has: page.locator("h3 span", { hasText: exactly(method, "i") }) });
}

test("the API reference at /docs shows every operation of /v1/openapi.json, readably", async ({
  page,
  request,
}) => {
  // ~70 operation cards, each checked, then axe over the whole page: on a busy 2-core machine
  // axe alone once took over 35 s of the default 60.
  test.slow();
  const doc = (await (await request.get("/v1/openapi.json")).json()) as {
    paths: Record<string, Record<string, unknown>>;
  };
  await page.goto("/docs");
  await expect(
    page.getByRole("heading", { level: 1, name: "Leadwise API reference" }),
  ).toBeVisible();
  const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => ({ method, path })),
  );
  expect(operations.length).toBeGreaterThan(20);
  for (const { method, path } of operations) {
    await expect(card(page, method, path), `${method} ${path}`).toHaveCount(1);
  }

  // A list's page: its query parameters, described, with the document's `code` shown as code.
  const list = card(page, "get", "/v1/lists/{id}");
  await expect(list.getByRole("term")).toHaveText([/^id/, /^q/, /^limit/, /^cursor/]);
  await expect(list.getByRole("definition").nth(2)).toHaveText(
    "An integer from 1 to 100; default 50",
  );
  await expect(list.locator("dd code", { hasText: "nextCursor" })).toBeVisible();
  const prose = await page
    .locator("header p, section[id] h3, section[id] dd, section[id] td")
    .allInnerTexts();
  expect(prose.filter((text) => text.includes("`"))).toEqual([]);

  await list.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "test-results/screenshots/docs.png" });
  await expectAccessible(page, "/docs");
});

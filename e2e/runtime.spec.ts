import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";

test("the app as npm start serves it runs on the Node.js the project brings", async ({
  request,
}) => {
  const pkg = JSON.parse(await readFile("package.json", "utf8")) as {
    dependencies: { node: string };
  };
  const res = await request.get("/healthz");
  expect(res.status()).toBe(200);
  const health = (await res.json()) as { ok: boolean; node: string };
  expect(health.ok).toBe(true);
  expect(health.node).toBe(`v${pkg.dependencies.node}`);
});

test("static assets come from public/: robots.txt keeps signed-in pages out of indexes, the icon is linked", async ({
  page,
  request,
}) => {
  const robots = await request.get("/robots.txt");
  expect(robots.status()).toBe(200);
  const text = await robots.text();
  for (const path of ["/campaigns", "/lists", "/requests", "/outbox", "/settings", "/v1/"]) {
    expect(text).toContain(`Disallow: ${path}`);
  }
  await page.goto("/sign-in");
  const icon = page.locator('link[rel="icon"]');
  await expect(icon).toHaveAttribute("href", /\/icon\.svg/);
  const svg = await request.get((await icon.getAttribute("href")) ?? "");
  expect(svg.status()).toBe(200);
  expect(svg.headers()["content-type"]).toContain("image/svg+xml");
});

test("a page view asks the server for no other page until a link is reached for, then for that one", async ({
  page,
}) => {
  // The demo account's session (the `demo` project's storage state).
  const prefetched: string[] = [];
  page.on("request", (r) => {
    const url = new URL(r.url());
    if (url.searchParams.has("_rsc")) prefetched.push(url.pathname);
  });
  await page.goto("/settings");
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(prefetched).toEqual([]);

  const lists = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Lists" });
  await lists.hover();
  await expect.poll(() => prefetched).toContain("/lists");
  await lists.click();
  await expect(page).toHaveURL(/\/lists$/);
  await expect(page.getByRole("heading", { level: 1, name: /lists/i })).toBeVisible();

  // The keyboard reaches for a link too.
  prefetched.length = 0;
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Requests" })
    .focus();
  await expect.poll(() => prefetched).toContain("/requests");
});

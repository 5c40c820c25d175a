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

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

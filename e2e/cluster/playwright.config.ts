import { defineConfig } from "@playwright/test";
import base from "../../playwright.config";

/**
 * The browser walk through a running cluster's HAProxy port (CLUSTER_URL, as
 * `npm run cluster` prints it): scripts/cluster-kill-test.ts runs it, or by hand
 * `CLUSTER_URL=http://127.0.0.1:3000 npx playwright test -c e2e/cluster/playwright.config.ts`.
 * The suite's browser settings, without its own server.
 */
export default defineConfig({
  ...base,
  testDir: ".",
  testMatch: /\.cluster\.ts$/,
  outputDir: "../../test-results/cluster",
  timeout: 180_000,
  // The cluster runs on a machine busy with its own load: its pages may answer slowly.
  expect: { timeout: 30_000 },
  reporter: [["list"]],
  use: { ...base.use, baseURL: process.env.CLUSTER_URL ?? "http://127.0.0.1:3000" },
  projects: undefined,
  webServer: undefined,
});

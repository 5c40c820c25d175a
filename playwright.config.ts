import { defineConfig } from "@playwright/test";
import { E2E_DATA_DIR } from "./e2e/demo-user";

const PORT = Number(process.env.E2E_PORT ?? 3107);

export default defineConfig({
  testDir: "e2e",
  outputDir: "test-results",
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [["list"], ["json"], ["html", { open: "never", outputFolder: "playwright-report" }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    screenshot: "on",
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
  projects: [
    { name: "setup", testMatch: /.*\.setup\.ts/ },
    {
      name: "chromium",
      dependencies: ["setup"],
      use: { storageState: "test-results/.auth/demo.json" },
    },
  ],
  webServer: {
    // A fresh data folder each run: the app starts exactly as a new user's `npm start` would.
    command: `rm -rf ${E2E_DATA_DIR} && node --import tsx scripts/start.ts`,
    url: `http://127.0.0.1:${PORT}/healthz`,
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: "pipe",
    stderr: "pipe",
    gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
    env: {
      PORT: String(PORT),
      DATA_DIR: E2E_DATA_DIR,
      SEED_PROFILES: process.env.E2E_SEED_PROFILES ?? "5000",
      NEXTAUTH_URL: `http://127.0.0.1:${PORT}`,
      APP_URL: `http://127.0.0.1:${PORT}`,
      CAMPAIGN_TICK_SECONDS: "2",
      LOG_LEVEL: "warn",
      // The suite also runs against an external PostgreSQL (DATABASE_URL): keep the demo account
      // available there too.
      DEMO: "true",
      // The specs' webhook receivers listen on 127.0.0.1 at ports chosen by the system; nothing
      // else private is allowed.
      WEBHOOK_ALLOW_HOSTS: "127.0.0.1",
      // The API contract's retry delays (5 s, 5 min, …) shortened 500 times, so retries happen in seconds.
      WEBHOOK_RETRY_SCALE: "0.002",
    },
  },
});

import { defineConfig } from "@playwright/test";
import { DEMO_STATE, E2E_DATA_DIR } from "./e2e/demo-user";
import { chromiumPath } from "./scripts/ensure-chromium";

const PORT = Number(process.env.E2E_PORT ?? 3107);
/** Where e2e/crm.spec.ts's HubSpot simulator listens (the app is told before it starts). */
const HUBSPOT_PORT = Number(process.env.E2E_HUBSPOT_PORT ?? 3197);
/** Where e2e/crm.spec.ts's Pipedrive simulator listens. */
const PIPEDRIVE_PORT = Number(process.env.E2E_PIPEDRIVE_PORT ?? 3198);
/** Where e2e/crm.spec.ts's Salesforce simulator listens. */
const SALESFORCE_PORT = Number(process.env.E2E_SALESFORCE_PORT ?? 3199);

/** Specs that never use the demo account: each makes its own, or uses its worker's. */
const ACCOUNTS = [
  "audit-log",
  "auth",
  "before-hydration",
  "campaign-builder",
  "campaign-delivery",
  "company-lists",
  "crm",
  "crm-exclude",
  "delivery-forecast",
  "duplicate-and-dates",
  "error-page",
  "enrich-file",
  "filter-logic",
  "list-exports",
  "owner-acts",
  "own-contacts",
  "password-reset",
  "people-preview",
  "providers",
  "refresh-schedule",
  "requests",
  "sessions",
  "settings",
  "sign-in-throttle",
  "teams",
  "webhook-endpoints",
  "webhook-retries",
  "watched-lists",
  "wizard",
];
/** Fault specs (their own apps, killed processes) and privacy (an opt-out every account sees). */
const ALONE = [
  "crm-push-crash",
  "ctrl-c",
  "database-crash",
  "file-job-crash",
  "npm-signals",
  "orphans",
  "start-up",
  "privacy",
  "sso",
  "breakdown-sample",
];
const specs = (names: string[]) => names.map((name) => `**/${name}.spec.ts`);

export default defineConfig({
  testDir: "e2e",
  outputDir: "test-results",
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  /*
   * Two workers unless E2E_WORKERS says otherwise: the projects below run specs on accounts of
   * their own two at a time (~1 min less a run on a quiet 2-core machine, more where each test
   * takes longer; docs/testing.md). Under a load of 15–23 from other work two workers once timed
   * four tests out; E2E_WORKERS=1 is the setting for a machine that busy.
   */
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  reporter: [["list"], ["json"], ["html", { open: "never", outputFolder: "playwright-report" }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    screenshot: "only-on-failure",
    trace: { mode: "retain-on-failure", screenshots: false },
    launchOptions: {
      executablePath: chromiumPath(),
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
  /*
   * Three groups of specs, each file run whole by one worker. `accounts`: specs that use an
   * account of their own (made in the spec, or the worker's from e2e/worker-account.ts), two at a
   * time. `demo`: specs on the demo account, one at a time beside them. `alone`: specs that disturb
   * whatever runs beside them (their own `npm start` apps and the processes they kill, a profile
   * opted out for every account), one at a time once the others are done; when a spec before them
   * fails they are skipped, as dependents of a failed project are. A spec not listed is on the
   * demo account.
   */
  projects: [
    { name: "setup", testMatch: /.*\.setup\.ts/ },
    // After `setup` though it does not use its sign-in: Playwright runs a project beside another
    // only when both wait for the same projects, and `demo` must wait for the sign-in.
    { name: "accounts", dependencies: ["setup"], testMatch: specs(ACCOUNTS) },
    {
      name: "demo",
      dependencies: ["setup"],
      testIgnore: specs([...ACCOUNTS, ...ALONE]),
      workers: 1,
      use: { storageState: DEMO_STATE },
    },
    {
      name: "alone",
      dependencies: ["accounts", "demo"],
      testMatch: specs(ALONE),
      workers: 1,
      use: { storageState: DEMO_STATE },
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
      // A stand-in proxy the specs can speak as (a request sent from 127.0.0.2): its
      // X-Forwarded-* headers are believed, the specs' own (from 127.0.0.1) are not.
      TRUSTED_PROXIES: "127.0.0.2",
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
      // e2e/crm.spec.ts starts the HubSpot simulator on this port.
      HUBSPOT_API_BASE_URL: `http://127.0.0.1:${HUBSPOT_PORT}`,
      PIPEDRIVE_API_BASE_URL: `http://127.0.0.1:${PIPEDRIVE_PORT}`,
      // The OAuth apps e2e/crm.spec.ts's simulators know (docs/crm.md, "Connecting by OAuth 2").
      HUBSPOT_CLIENT_ID: "e2e-hubspot-app",
      HUBSPOT_CLIENT_SECRET: "e2e-hubspot-secret",
      HUBSPOT_AUTHORIZE_URL: `http://127.0.0.1:${HUBSPOT_PORT}/oauth/authorize`,
      PIPEDRIVE_CLIENT_ID: "e2e-pipedrive-app",
      PIPEDRIVE_CLIENT_SECRET: "e2e-pipedrive-secret",
      PIPEDRIVE_OAUTH_BASE_URL: `http://127.0.0.1:${PIPEDRIVE_PORT}`,
      SALESFORCE_CLIENT_ID: "3MVG9-e2e-app",
      SALESFORCE_CLIENT_SECRET: "e2e-salesforce-secret",
      SALESFORCE_LOGIN_URL: `http://127.0.0.1:${SALESFORCE_PORT}`,
    },
  },
});

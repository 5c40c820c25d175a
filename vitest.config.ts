import path from "node:path";
import { defineConfig } from "vitest/config";

/*
 * Test files that run one after another in a shared worker (`isolate: false`): each worker loads
 * next, drizzle, postgres and the lib modules once for all of them instead of once per file,
 * which was about half of vitest's "import" time. A file belongs here only when nothing it runs
 * or imports keeps state a later file would see: no vi.mock, no process.env writes (besides
 * createTestDb's DATABASE_URL, whose pool it closes after the file), no process listeners left
 * behind, and no module in its import graph holding cross-file state (the audience index, the
 * job queue, provider breakers, the health state, the env cache, the mail transport, webhook
 * receivers). docs/testing.md says how each file was judged. Every other file, including any new
 * one, runs in a fresh process as before. Files that only start a child process (the network
 * namespace's suite) gain nothing here: vitest runs this project after the isolated one, where
 * a long file would end the run on one worker.
 */
const shared = [
  "bench/results.test.ts",
  "components/ui/token-entries.test.ts",
  "db/closed-connection.test.ts",
  "import-rules.test.ts",
  "walks.test.ts",
  "lib/accounts/api-keys.test.ts",
  "lib/accounts/create-account.test.ts",
  "lib/allowances/consume.test.ts",
  "lib/allowances/debit-each.test.ts",
  "lib/api/rate-limit.test.ts",
  "lib/audience/kernels.test.ts",
  "lib/campaigns/contact-words.test.ts",
  "lib/campaigns/delivery/schedule.test.ts",
  "lib/campaigns/forecast.test.ts",
  "lib/enrichment/waterfall.test.ts",
  "lib/profiles/profile-schema.test.ts",
  "lib/profiles/save-profiles.test.ts",
  "lib/profiles/seniority.test.ts",
  "lib/profiles/synthetic/generate.test.ts",
  "lib/profiles/synthetic/import.test.ts",
  "lib/profiles/synthetic/profile-copy.test.ts",
  "lib/profiles/synthetic/seed-profiles.test.ts",
  "lib/profiles/synthetic/utf8-buffer.test.ts",
  "lib/profiles/work-email-backfill.test.ts",
  "lib/providers/classify.test.ts",
  "lib/server/graceful-server.test.ts",
  "lib/server/route-methods.test.ts",
  "lib/targeting/logic.test.ts",
  "lib/targeting/words.test.ts",
  "lib/ttl-cache.test.ts",
  "lib/webhooks/ssrf.test.ts",
  "scripts/package-scripts.test.ts",
];

export default defineConfig({
  resolve: { alias: { "@": path.resolve(import.meta.dirname) } },
  test: {
    exclude: ["node_modules/**", ".next*/**", "e2e/**", ".data/**", ".tmp/**", "test-results/**"],
    globalSetup: ["./db/testing/global-setup.ts"],
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: "forks",
    maxWorkers: 2,
    projects: [
      { extends: true, test: { name: "shared", include: shared, isolate: false } },
      { extends: true, test: { name: "isolated", include: ["**/*.test.ts"], exclude: shared } },
    ],
  },
});

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
  "lib/features/accounts/api-keys.test.ts",
  "lib/features/accounts/create-account.test.ts",
  "lib/features/allowances/consume.test.ts",
  "lib/features/allowances/debit-each.test.ts",
  "lib/edge/api/rate-limit.test.ts",
  "lib/engines/audience/kernels.test.ts",
  "lib/features/campaigns/contact-words.test.ts",
  "lib/features/campaigns/delivery/schedule.test.ts",
  "lib/features/campaigns/forecast.test.ts",
  "lib/engines/providers/pick-contacts.test.ts",
  "lib/model/profiles/profile-schema.test.ts",
  "lib/model/profiles/save-profiles.test.ts",
  "lib/model/profiles/seniority.test.ts",
  "lib/model/profiles/synthetic/generate.test.ts",
  "lib/model/profiles/synthetic/import.test.ts",
  "lib/model/profiles/synthetic/profile-copy.test.ts",
  "lib/model/profiles/synthetic/seed-profiles.test.ts",
  "lib/model/profiles/synthetic/utf8-buffer.test.ts",
  "lib/model/profiles/work-email-backfill.test.ts",
  "lib/engines/providers/classify.test.ts",
  "lib/edge/server/graceful-server.test.ts",
  "lib/edge/server/route-methods.test.ts",
  "lib/model/targeting/logic.test.ts",
  "lib/model/targeting/words.test.ts",
  "lib/core/ttl-cache.test.ts",
  "lib/engines/webhooks/ssrf.test.ts",
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

import path from "node:path";
import { defineConfig } from "vitest/config";

/*
 * Tests in which the product calls addresses (providers, mail servers) run only inside a
 * loopback-only network namespace: `lib/engines/providers/netns.test.ts` starts this configuration
 * under `unshare -n`, and its global setup refuses to run anywhere another interface exists.
 * Their PostgreSQL is embedded inside the namespace, like the main suite's.
 */
export default defineConfig({
  resolve: { alias: { "@": path.resolve(import.meta.dirname) } },
  test: {
    include: ["**/*.netns.ts"],
    exclude: ["node_modules/**", ".next*/**", "e2e/**", ".data/**", ".tmp/**"],
    globalSetup: [
      "./lib/engines/providers/testing/loopback-only.ts",
      "./db/testing/global-setup.ts",
    ],
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: "forks",
    maxWorkers: 2,
  },
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb } from "@/db/client";
import { createTestDb } from "@/db/testing/test-db";
import { holdPresence } from "@/lib/jobs/presence";
import { checkHealth } from "./check";
import { startHeartbeat } from "./heartbeat";

let main: Awaited<ReturnType<typeof createTestDb>>;
beforeAll(async () => {
  main = await createTestDb();
});

describe("/healthz's worker", () => {
  let worker: ReturnType<typeof createDb> | undefined;
  afterAll(async () => {
    await worker?.close();
  });

  it("is ok while a worker runs, and stale at once when its process dies", async () => {
    expect((await checkHealth(main.sql)).worker).toBe("unknown");

    // A worker process's connections, as lib/jobs/start.ts sets them up.
    worker = createDb(main.url, { max: 2 });
    await holdPresence(worker.sql);
    startHeartbeat(worker.db);
    await expect.poll(async () => (await checkHealth(main.sql)).worker).toBe("ok");
    expect((await checkHealth(main.sql)).ok).toBe(true);

    // Dies: its connections drop without a word (no clean stop to remove its heartbeat).
    const diedAt = Date.now();
    await worker.sql.end({ timeout: 0 });
    worker = undefined;
    await expect
      .poll(async () => (await checkHealth(main.sql)).worker, { timeout: 15_000 })
      .toBe("stale");
    expect(Date.now() - diedAt).toBeLessThan(15_000);
    expect((await checkHealth(main.sql)).ok).toBe(false);
  });
});

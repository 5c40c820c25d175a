import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb } from "@/db/client";
import { createTestDb } from "@/db/testing/test-db";
import { holdPresence } from "@/lib/engines/jobs/presence";
import { startHeartbeat } from "../jobs/heartbeat";
import { checkHealth } from "./check";
import { readyAfter } from "./readiness";

let main: Awaited<ReturnType<typeof createTestDb>>;
beforeAll(async () => {
  main = await createTestDb();
});

/**
 * A process that dies runs no timers; the test's stand-in for one lives on, so its timers are
 * stopped once its connections are gone (what they would send then fails and changes nothing).
 * Left running, the presence check reconnects the ended client, and postgres.js leaves the
 * rejection of a connection destroyed while it reads the types unhandled.
 */
async function stopTimersOfTheDead(...stops: (() => Promise<void>)[]): Promise<void> {
  for (const stop of stops) await stop();
}

describe("/healthz's worker", () => {
  let worker: ReturnType<typeof createDb> | undefined;
  afterAll(async () => {
    await worker?.close();
  });

  it("is ok while a worker runs, and stale at once when its process dies", async () => {
    expect((await checkHealth(main.sql)).worker).toBe("unknown");

    // A worker process's connections, as lib/engines/jobs/start-job-workers.ts sets them up.
    worker = createDb(main.url, { max: 2 });
    const stopPresence = await holdPresence(worker.sql);
    const stopBeat = startHeartbeat(worker.db);
    await expect.poll(async () => (await checkHealth(main.sql)).worker).toBe("ok");
    expect((await checkHealth(main.sql)).ok).toBe(true);

    // Dies: its connections drop without a word (no clean stop to remove its heartbeat).
    const diedAt = Date.now();
    await worker.sql.end({ timeout: 0 });
    await stopTimersOfTheDead(stopPresence, stopBeat);
    worker = undefined;
    await expect
      .poll(async () => (await checkHealth(main.sql)).worker, { timeout: 15_000 })
      .toBe("stale");
    expect(Date.now() - diedAt).toBeLessThan(15_000);
    expect((await checkHealth(main.sql)).ok).toBe(false);
  });
});

describe("/healthz's readiness", () => {
  it("is not ready until every start-up task is done, and says which", async () => {
    let done = () => {};
    readyAfter(
      "the test's index",
      new Promise<void>((resolve) => {
        done = resolve;
      }),
    );
    const before = await checkHealth(main.sql);
    expect(before.ok).toBe(false);
    expect(before.pending).toEqual(["the test's index"]);
    done();
    await expect.poll(async () => (await checkHealth(main.sql)).pending).toEqual([]);
  });

  it("of a web node with WORKER=off does not depend on the workers being alive", async () => {
    // The worker of the test above died without removing its beat, and this stand-in has the
    // same worker id (one per process): without this, "ok" could be read from that old beat
    // while this one's first beat is still connecting, and the death below would cut it mid-way.
    await main.sql`delete from worker_heartbeats`;
    const worker = createDb(main.url, { max: 2 });
    const stopPresence = await holdPresence(worker.sql);
    const stopBeat = startHeartbeat(worker.db);
    await expect.poll(async () => (await checkHealth(main.sql)).worker).toBe("ok");
    await worker.sql.end({ timeout: 0 });
    await stopTimersOfTheDead(stopPresence, stopBeat);
    await expect
      .poll(async () => (await checkHealth(main.sql)).worker, { timeout: 15_000 })
      .toBe("stale");
    expect((await checkHealth(main.sql)).ok).toBe(false);
    process.env.WORKER = "off";
    try {
      const node = await checkHealth(main.sql);
      expect(node).toMatchObject({ ok: true, worker: "stale" });
    } finally {
      delete process.env.WORKER;
    }
  });
});

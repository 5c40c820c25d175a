import http from "node:http";
import type { AddressInfo } from "node:net";
import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { webhookDeliveries } from "@/db/schema";
import { createTestDb } from "@/db/testing/test-db";
import { systemClock } from "@/lib/core/clock";
import { resetEnvCache } from "@/lib/core/env";
import { startJobs, stopJobs } from "@/lib/edge/worker/start-worker";
import { workerId } from "@/lib/engines/jobs/presence";
import { createAccount } from "@/lib/features/accounts/create-account";
import { eventually, startReceiver } from "@/lib/features/enrichment/enrichment-fixtures";
import { configureWebhookDelivery } from "./config";
import { sendClaimed } from "./inline-delivery";
import { type Claimed, deliverMany } from "./outbox";
import {
  acquireSlot,
  BREAK_AFTER,
  OPEN_MS,
  PER_RECEIVER,
  releaseSlot,
  takeSlot,
} from "./receivers";

/*
 * A receiver that hangs on every request beside healthy ones, as in issue 26: 80 deliveries to
 * the hanging one (more than a process sends at once), then deliveries of another account to a
 * healthy receiver. Those must not wait behind the hanging ones; the hanging receiver gets at
 * most PER_RECEIVER requests at once, then none while its breaker is open; and its deliveries
 * are neither lost nor sent twice: they wait, then (its breaker open) wait in the database,
 * pending.
 */

let db: Awaited<ReturnType<typeof createTestDb>>["db"];
let healthy: Awaited<ReturnType<typeof startReceiver>>;
let hanging: http.Server;
let hangingUrl = "";
const open = { now: 0, max: 0, total: 0 };

beforeAll(async () => {
  process.env.WEBHOOK_ALLOW_PRIVATE = "true";
  resetEnvCache();
  ({ db } = await createTestDb());
  configureWebhookDelivery({ timeoutMs: 1_500 });
  await startJobs({ pollMs: 50 });
  healthy = await startReceiver(() => 200);
  hanging = http.createServer((req) => {
    open.total++;
    open.now++;
    open.max = Math.max(open.max, open.now);
    req.on("close", () => open.now--);
  });
  await new Promise<void>((r) => hanging.listen(0, "127.0.0.1", r));
  hangingUrl = `http://127.0.0.1:${(hanging.address() as AddressInfo).port}/hook`;
});
// Registered after createTestDb's cleanup, so it runs first: workers stop before the drop.
beforeAll(() => {
  afterAll(async () => {
    await stopJobs();
    await healthy.close();
    hanging.closeAllConnections();
    hanging.close();
  });
});

async function claimed(accountId: string, url: string, n: number): Promise<Claimed[]> {
  const out: Claimed[] = [];
  await db.transaction((tx) =>
    deliverMany(
      tx,
      Array.from({ length: n }, (_, i) => ({ accountId, url, body: { n: i } })),
      systemClock,
      { claimFor: workerId(), claimed: out },
    ),
  );
  return out;
}

describe("a receiver that hangs", () => {
  it("does not delay another account's deliveries to a healthy receiver", async () => {
    const slow = await createAccount(db, { email: "hangs@example.com", plan: "pro" });
    const other = await createAccount(db, { email: "healthy@example.com", plan: "pro" });
    const stuck = await claimed(slow.accountId, hangingUrl, 80);
    sendClaimed(db, stuck);
    await eventually(async () => (open.now >= PER_RECEIVER ? true : undefined));

    const t0 = Date.now();
    const fine = await claimed(other.accountId, healthy.url(), 40);
    sendClaimed(db, fine);
    await healthy.waitFor(40, 5_000);
    const latest = Math.max(...healthy.received.map((r) => r.at));
    expect(latest - t0).toBeLessThan(1_000);

    // Past the timeouts of the first attempts: each of the first failures let one more attempt
    // through, then the breaker opened and nothing more goes out.
    await new Promise((r) => setTimeout(r, 3_000));
    expect(open.max).toBeLessThanOrEqual(PER_RECEIVER);
    expect(open.total).toBeLessThanOrEqual(PER_RECEIVER + BREAK_AFTER - 1);

    const rows = await db
      .select({ status: webhookDeliveries.status, attempts: webhookDeliveries.attempts })
      .from(webhookDeliveries)
      .where(
        inArray(
          webhookDeliveries.id,
          stuck.map((d) => d.id),
        ),
      );
    expect(rows).toHaveLength(80);
    expect(rows.every((r) => r.status === "pending")).toBe(true);
    // Each attempt made is counted once; the deferred ones are not counted at all.
    expect(rows.reduce((sum, r) => sum + r.attempts, 0)).toBe(open.total);
  });
});

describe("a receiver's breaker", () => {
  const timeout = { statusCode: null, error: "timed out", blocked: false, durationMs: 10_000 };
  const ok = { statusCode: 200, error: null, blocked: false, durationMs: 5 };

  it("opens after failures in a row, lets one trial through later, and reopens every slot on success", async () => {
    const receiver = "breaker.test:443";
    const t0 = 1_000_000;
    for (let i = 0; i < BREAK_AFTER; i++) {
      expect(takeSlot(receiver, t0)).toBeUndefined();
      releaseSlot(receiver, timeout, t0);
    }
    expect(takeSlot(receiver, t0 + 1)).toEqual({ retryInMs: OPEN_MS - 1 });

    const later = t0 + OPEN_MS;
    expect(takeSlot(receiver, later)).toBeUndefined(); // the trial
    const waiting = Array.from({ length: PER_RECEIVER + 2 }, () => acquireSlot(receiver, later));
    const settled: unknown[] = [];
    for (const w of waiting) void w.then((r) => settled.push(r));
    await Promise.resolve();
    expect(settled).toEqual([]);

    releaseSlot(receiver, ok, later + 5);
    await new Promise((r) => setImmediate(r));
    // Every slot at once, the two beyond them still waiting their turn.
    expect(settled).toEqual(Array.from({ length: PER_RECEIVER }, () => undefined));
  });
});

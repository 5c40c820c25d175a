import { eq, sql } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { webhookAttempts, webhookDeliveries } from "@/db/schema";
import { createTestDb } from "@/db/testing/test-db";
import { createAccount } from "@/lib/accounts/create-account";
import { systemClock } from "@/lib/clock";
import { eventually, startReceiver } from "@/lib/enrichment/fixtures";
import { resetEnvCache } from "@/lib/env";
import { workerId } from "@/lib/jobs/presence";
import { startJobs, stopJobs } from "@/lib/worker/start";
import { drainInlineDeliveries, sendClaimed } from "./inline";
import { requeueStalledDeliveries, webhookJob } from "./jobs";
import { type Claimed, deliverMany } from "./outbox";

/*
 * First attempts sent by the worker that wrote the delivery (no job each): they arrive signed,
 * are recorded like any attempt, and one lost with a dead worker is sent by the sweep.
 */

let db: Awaited<ReturnType<typeof createTestDb>>["db"];
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let account: Awaited<ReturnType<typeof createAccount>>;

beforeAll(async () => {
  process.env.WEBHOOK_ALLOW_PRIVATE = "true";
  resetEnvCache();
  ({ db } = await createTestDb());
  account = await createAccount(db, { email: "inline@example.com", plan: "pro" });
  await startJobs({ pollMs: 50 });
  receiver = await startReceiver(() => 200);
});
// Registered after createTestDb's cleanup, so it runs first: workers stop before the drop.
beforeAll(() => {
  afterAll(async () => {
    await stopJobs();
    await receiver.close();
  });
});

async function claimedDelivery(worker: string, body: unknown) {
  const claimed: Claimed[] = [];
  const [id] = await db.transaction((tx) =>
    deliverMany(tx, [{ accountId: account.accountId, url: receiver.url(), body }], systemClock, {
      claimFor: worker,
      claimed,
    }),
  );
  return { id: id ?? "", claimed };
}

const jobsFor = (deliveryId: string) =>
  db.execute(sql`select id from pgboss.job
    where name = ${webhookJob.name} and data->>'deliveryId' = ${deliveryId}`);

describe("first attempts sent inline", () => {
  it("arrive signed with the delivery's id, are recorded as attempt 1, and queue no job", async () => {
    const { id, claimed } = await claimedDelivery(workerId(), { hello: "inline" });
    expect(claimed.map((c) => c.id)).toEqual([id]);
    expect(claimed[0]?.attempts).toBe(1);
    const before = receiver.received.length;
    sendClaimed(db, claimed);
    await drainInlineDeliveries();
    const got = receiver.received.slice(before);
    expect(got).toHaveLength(1);
    expect(got[0]?.headers["webhook-id"]).toBe(id);
    const verified = new Webhook(account.webhookSecret).verify(
      got[0]?.body ?? "",
      got[0]?.headers as Record<string, string>,
    );
    expect(verified).toEqual({ hello: "inline" });
    const [row] = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id));
    expect(row).toMatchObject({ status: "delivered", attempts: 1, workerId: null });
    const attempts = await db
      .select()
      .from(webhookAttempts)
      .where(eq(webhookAttempts.deliveryId, id));
    expect(attempts).toMatchObject([{ attempt: 1, statusCode: 200 }]);
    expect(await jobsFor(id)).toHaveLength(0);
  });

  it("one claimed by a worker that died before sending is sent by the stalled-delivery sweep", async () => {
    const { id } = await claimedDelivery("wk_dead_before_sending", { hello: "recovered" });
    const before = receiver.received.length;
    // The workers' own sweep may get there first; either way it is the sweep that sends it.
    await requeueStalledDeliveries(db);
    await eventually(async () =>
      receiver.received.slice(before).some((r) => r.headers["webhook-id"] === id)
        ? true
        : undefined,
    );
    const [row] = await eventually(async () => {
      const rows = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id));
      return rows[0]?.status === "delivered" ? rows : undefined;
    });
    // The lost attempt counts: the one that went out is the second.
    expect(row).toMatchObject({ status: "delivered", attempts: 2 });
    expect(
      receiver.received.slice(before).filter((r) => r.headers["webhook-id"] === id),
    ).toHaveLength(1);
  });
});

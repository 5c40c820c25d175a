import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq, sql } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { webhookAttempts, webhookDeliveries } from "@/db/schema";
import { createTestDb } from "@/db/testing/test-db";
import { systemClock } from "@/lib/core/clock";
import { resetEnvCache } from "@/lib/core/env";
import { startJobs, stopJobs } from "@/lib/edge/worker/start-worker";
import { workerId } from "@/lib/engines/jobs/presence";
import { createAccount } from "@/lib/features/accounts/create-account";
import { eventually, startReceiver } from "@/lib/features/enrichment/enrichment-fixtures";
import { drainInlineDeliveries, INLINE_PER_ACCOUNT, sendClaimed } from "./inline-delivery";
import { type Claimed, deliverMany } from "./outbox";
import { requeueStalledDeliveries, webhookJob } from "./webhook-jobs";

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

describe("the in-process line of first attempts", () => {
  it("holds one account to INLINE_PER_ACCOUNT in flight, and another's first attempt does not wait behind it", async () => {
    const other = await createAccount(db, { email: "inline-other@example.com", plan: "pro" });
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let inFlight = 0;
    let most = 0;
    let answered = 0;
    let answeredWhenBArrived: number | undefined;
    // Four receivers for the busy account, so their own 16-attempt caps never bind first.
    const servers = await Promise.all(
      [0, 1, 2, 3, 4].map(async (n) => {
        const server = http.createServer(async (req, res) => {
          req.resume();
          if (n === 4) {
            answeredWhenBArrived = answered;
            // The busy account's requests are held until this one is in, and a while after:
            // long enough for a line without a per-account cap to send well past it.
            setTimeout(release, 1_500);
          } else {
            inFlight++;
            most = Math.max(most, inFlight);
            await Promise.race([released, new Promise((r) => setTimeout(r, 10_000))]);
            inFlight--;
            answered++;
          }
          res.end();
        });
        await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
        return server;
      }),
    );
    const url = (server: http.Server) =>
      `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
    try {
      const busy: Claimed[] = [];
      await db.transaction((tx) =>
        deliverMany(
          tx,
          Array.from({ length: 40 }, (_, i) => ({
            accountId: account.accountId,
            url: url(servers[i % 4] as http.Server),
            body: { n: i },
          })),
          systemClock,
          { claimFor: workerId(), claimed: busy },
        ),
      );
      const quiet: Claimed[] = [];
      await db.transaction((tx) =>
        deliverMany(
          tx,
          [{ accountId: other.accountId, url: url(servers[4] as http.Server), body: { n: 0 } }],
          systemClock,
          { claimFor: workerId(), claimed: quiet },
        ),
      );
      expect(busy.every((c) => c.accountId === account.accountId)).toBe(true);
      expect(quiet[0]?.accountId).toBe(other.accountId);
      sendClaimed(db, busy);
      sendClaimed(db, quiet);
      await drainInlineDeliveries();
      // The other account's delivery went out while every one of the busy account's was held.
      expect(answeredWhenBArrived).toBe(0);
      expect(most).toBe(INLINE_PER_ACCOUNT);
      expect(answered).toBe(40);
    } finally {
      for (const server of servers) server.close();
    }
  });
});

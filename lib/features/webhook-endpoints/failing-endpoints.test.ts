import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, webhookAttempts, webhookDeliveries, webhookEndpoints } from "@/db/schema";
import { createTestDb } from "@/db/testing/test-db";
import { fixedClock } from "@/lib/core/clock";
import type { Ctx } from "@/lib/core/context";
import { emitEvent } from "@/lib/engines/webhooks/emit-event";
import { createAccount } from "@/lib/features/accounts/create-account";
import { createEndpoint, updateEndpoint } from "./endpoints";
import { disableFailingEndpoints } from "./failing-endpoints";

/*
 * An endpoint whose every attempt failed for WEBHOOK_ENDPOINT_DISABLE_DAYS (5 by default) is
 * disabled and its account e-mailed, once; one that succeeded since its first failure is not.
 * The attempts are written as the delivery machinery records them, dated in the past.
 */

let db: Awaited<ReturnType<typeof createTestDb>>["db"];
const clock = fixedClock("2026-03-01T00:00:00Z");
const DAY = 86_400_000;

beforeAll(async () => {
  process.env.AUTH_SECRET ??= "test-secret-for-failing-endpoints";
  process.env.WEBHOOK_ALLOW_PRIVATE = "false";
  ({ db } = await createTestDb());
});

async function endpointWithAttempts(
  email: string,
  outcomes: { day: number; status: number | null }[],
) {
  const account = await createAccount(db, { email, plan: "pro" });
  const ctx: Ctx = { db, accountId: account.accountId, clock };
  const endpoint = await createEndpoint(ctx, { url: "https://hooks.example.com/x" });
  await db.transaction((tx) =>
    emitEvent(
      tx,
      account.accountId,
      "list.exported",
      { listId: "l1", format: "csv", rows: 1 },
      {
        clock,
      },
    ),
  );
  const [delivery] = await db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpoint.id));
  if (!delivery) throw new Error("no delivery");
  await db.insert(webhookAttempts).values(
    outcomes.map((o, n) => ({
      deliveryId: delivery.id,
      attempt: n + 1,
      startedAt: new Date(clock.now().getTime() + o.day * DAY),
      durationMs: 10,
      statusCode: o.status,
      error: o.status === null ? "connect ECONNREFUSED" : null,
    })),
  );
  return { ctx, endpoint, accountId: account.accountId };
}

const statusOf = async (id: string) =>
  (await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id)))[0];

describe("endpoints failing for days", () => {
  it("disables one whose attempts all failed for 5 days, and e-mails the account once", async () => {
    const { endpoint, accountId } = await endpointWithAttempts("failing@example.com", [
      { day: 0, status: 500 },
      { day: 3, status: null },
      { day: 6, status: 503 },
    ]);
    const at4 = new Date(clock.now().getTime() + 4 * DAY);
    expect(await disableFailingEndpoints(db, at4)).toBe(0);
    const at6 = new Date(clock.now().getTime() + 6 * DAY);
    expect(await disableFailingEndpoints(db, at6)).toBe(1);
    expect(await statusOf(endpoint.id)).toMatchObject({ status: "disabled" });
    expect(await disableFailingEndpoints(db, at6)).toBe(0);
    const mails = await db
      .select()
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.accountId, accountId),
          eq(emailOutbox.kind, "webhook_endpoint_disabled"),
        ),
      );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toEqual(["failing@example.com"]);
    expect(mails[0]?.text).toContain("https://hooks.example.com/x");
  });

  it("keeps one that succeeded since, and counts a re-enabled one from then", async () => {
    const { endpoint, ctx } = await endpointWithAttempts("recovered@example.com", [
      { day: 0, status: 500 },
      { day: 2, status: 200 },
      { day: 3, status: 500 },
    ]);
    const at7 = new Date(clock.now().getTime() + 7 * DAY);
    expect(await disableFailingEndpoints(db, at7)).toBe(0);
    expect(await statusOf(endpoint.id)).toMatchObject({ status: "enabled" });
    // Changed (re-enabled, say) after its failures: they no longer count.
    await updateEndpoint({ ...ctx, clock: fixedClock(at7.toISOString()) }, endpoint.id, {
      status: "enabled",
    });
    const at9 = new Date(clock.now().getTime() + 9 * DAY);
    expect(await disableFailingEndpoints(db, at9)).toBe(0);
  });
});

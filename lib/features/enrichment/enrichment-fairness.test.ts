import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as bulk } from "@/app/v1/contact/bulk/route";
import { POST as details } from "@/app/v1/contact/details/route";
import { accounts, enrichmentRequests } from "@/db/schema";
import { startJobs, stopJobs } from "@/lib/edge/worker/start-worker";
import { createAccount } from "@/lib/features/accounts/create-account";
import { createTestDbWithProfiles, eventually } from "./enrichment-fixtures";

let db: Awaited<ReturnType<typeof createTestDbWithProfiles>>["db"];

beforeAll(async () => {
  ({ db } = await createTestDbWithProfiles(30));
});
beforeAll(() => {
  afterAll(() => stopJobs());
});

function post(handler: (req: Request) => Promise<Response>, key: string, body: unknown) {
  return handler(
    new Request("http://test/v1", {
      method: "POST",
      headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
      body: JSON.stringify(body),
    }),
  );
}

describe("per-account processing slots", () => {
  it("caps an account's concurrent requests, and its backlog does not hold up another account", async () => {
    const heavy = await createAccount(db, { email: "heavy@example.com", plan: "pro" });
    const light = await createAccount(db, { email: "light@example.com", plan: "pro" });
    await db.update(accounts).set({ concurrency: 2 }).where(eq(accounts.id, heavy.accountId));
    for (let b = 0; b < 40; b++) {
      const res = await post(bulk, heavy.apiKey, {
        profiles: Array.from({ length: 10 }, (_, i) => ({ id: `p_${(b + i) % 30}` })),
        include: { email: true, mobile: true },
      });
      expect(res.status).toBe(202);
    }
    const { requestId: lightId } = await (
      await post(details, light.apiKey, { profile: { id: "p_1" } })
    ).json();

    // Sample how many of the heavy account's requests are processing at once.
    let peak = 0;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        const [row] = await db.execute<{ n: number }>(sql`
          select count(*)::int as n from enrichment_requests
          where account_id = ${heavy.accountId} and status = 'processing'`);
        peak = Math.max(peak, row?.n ?? 0);
        await new Promise((r) => setTimeout(r, 2));
      }
    })();

    await startJobs({ pollMs: 50 });
    const lightDone = await eventually(async () => {
      const [row] = await db
        .select({ status: enrichmentRequests.status, completedAt: enrichmentRequests.completedAt })
        .from(enrichmentRequests)
        .where(eq(enrichmentRequests.id, lightId));
      return row?.status === "success" ? row.completedAt : undefined;
    }, 30_000);
    const [pendingWhenLightDone] = await db.execute<{ n: number }>(sql`
      select count(*)::int as n from enrichment_requests
      where account_id = ${heavy.accountId} and (completed_at is null or completed_at > ${lightDone?.toISOString()}::timestamptz)`);
    // The light account's one request went through while most of the backlog still waited.
    expect(pendingWhenLightDone?.n).toBeGreaterThan(20);

    await eventually(async () => {
      const [row] = await db.execute<{ n: number }>(sql`
        select count(*)::int as n from enrichment_requests
        where account_id = ${heavy.accountId} and status <> 'success'`);
      return row?.n === 0 ? true : undefined;
    }, 60_000);
    sampling = false;
    await sampler;
    expect(peak).toBeGreaterThan(0);
    expect(peak).toBeLessThanOrEqual(2);
  }, 90_000);
});

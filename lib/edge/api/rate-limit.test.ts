import { beforeAll, describe, expect, it } from "vitest";
import { createDb } from "@/db/client";
import { createTestDb } from "@/db/testing/test-db";
import { createApiKey } from "@/lib/features/accounts/api-keys";
import { createAccount } from "@/lib/features/accounts/create-account";
import { PLAN_SPECS } from "@/lib/features/accounts/plans";
import { type Bucket, peekTokens, takeToken } from "./rate-limit";

let main: Awaited<ReturnType<typeof createTestDb>>;
beforeAll(async () => {
  main = await createTestDb();
});

async function freeKey(email: string): Promise<Bucket> {
  const account = await createAccount(main.db, { email, plan: "free" });
  const key = await createApiKey(main.db, account.accountId);
  return { keyId: key.id, accountId: account.accountId, perSecond: PLAN_SPECS.free.rateLimit };
}

describe("the shared rate limit", () => {
  it("holds across web nodes: a burst of 100 over two nodes' pools gets the bucket, not twice it", async () => {
    const bucket = await freeKey("burst@example.com");
    // Two web nodes: each its own pool of connections to the one database.
    const nodes = [createDb(main.url, { max: 10 }), createDb(main.url, { max: 10 })];
    try {
      const started = performance.now();
      const draws = await Promise.all(
        Array.from({ length: 100 }, (_, i) => takeToken(nodes[i % 2]?.db ?? main.db, bucket)),
      );
      const seconds = (performance.now() - started) / 1000;
      const granted = draws.filter((d) => d.granted).length;
      const capacity = bucket.perSecond * 2;
      // The full bucket, plus what refilled while the burst ran (a loaded machine is slow).
      expect(granted).toBeGreaterThanOrEqual(capacity);
      expect(granted).toBeLessThanOrEqual(capacity + Math.ceil(seconds * bucket.perSecond));
      const refused = draws.filter((d) => !d.granted);
      expect(refused.length).toBe(100 - granted);
      for (const r of refused) expect(r.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    } finally {
      await Promise.all(nodes.map((n) => n.close()));
    }
  });

  it("refills at the key's rate and reports what a client sees", async () => {
    const bucket = await freeKey("refill@example.com");
    expect(await peekTokens(main.db, bucket)).toMatchObject({ quota: 20, remaining: 20 });
    // In one transaction the database's now() stands still, so nothing refills between the draws
    // however slow the machine is: the 21st draw finds the bucket empty.
    const empty = await main.db.transaction(async (tx) => {
      for (let i = 0; i < 20; i++) expect((await takeToken(tx, bucket)).granted).toBe(true);
      return takeToken(tx, bucket);
    });
    expect(empty.granted).toBe(false);
    expect(empty.state.remaining).toBe(0);
    // 10 per second: within a few tenths of a second one more request goes through.
    await expect
      .poll(async () => (await takeToken(main.db, bucket)).granted, { timeout: 2_000 })
      .toBe(true);
  });

  it("relaxes the commit of the draw alone: what the connection runs next commits durably", async () => {
    const bucket = await freeKey("durable@example.com");
    // One connection: whatever runs after the draw, even sent with it, runs where it ran.
    const node = createDb(main.url, { max: 1 });
    try {
      const [draw, setting] = await Promise.all([
        takeToken(node.db, bucket),
        node.sql`show synchronous_commit`,
      ]);
      expect(draw.granted).toBe(true);
      // The allowance debits and the enrichment accept that follow a draw still wait for it.
      expect(setting[0]?.synchronous_commit).toBe("on");
      expect((await node.sql`show synchronous_commit`)[0]?.synchronous_commit).toBe("on");
      expect((await peekTokens(node.db, bucket)).remaining).toBe(19);
    } finally {
      await node.close();
    }
  });

  it("keeps one key's bucket apart from another's", async () => {
    const a = await freeKey("a@example.com");
    const b = await freeKey("b@example.com");
    for (let i = 0; i < 25; i++) await takeToken(main.db, a);
    expect((await takeToken(main.db, b)).granted).toBe(true);
    expect((await peekTokens(main.db, b)).remaining).toBe(19);
  });
});

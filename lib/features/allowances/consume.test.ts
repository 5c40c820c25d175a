import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb } from "@/db/client";
import { allowanceUsage, creditBalances, creditLedger } from "@/db/schema";
import { createTestDb } from "@/db/testing/test-db";
import { fixedClock, systemClock } from "@/lib/core/clock";
import { AllowanceExceeded } from "@/lib/core/errors";
import { createAccount } from "@/lib/features/accounts/create-account";
import { addCredits, checkAllowance, consumeAllowance } from "./consume";
import { getUsage } from "./usage";

let db: Awaited<ReturnType<typeof createTestDb>>["db"];
let wide: ReturnType<typeof createDb>;
let n = 0;

beforeAll(async () => {
  const t = await createTestDb();
  db = t.db;
  // A pool as wide as the burst, so the 50 consumers really race inside PostgreSQL.
  wide = createDb(t.url, { max: 50 });
});
afterAll(() => wide.close());

async function account(daily: Record<string, number>, credits: Record<string, number>) {
  const a = await createAccount(db, { email: `c${n++}@example.com`, plan: "pro", daily, credits });
  return { db: wide.db, accountId: a.accountId, clock: systemClock };
}

async function burst(ctx: Awaited<ReturnType<typeof account>>, count: number) {
  const results = await Promise.allSettled(
    Array.from({ length: count }, () => consumeAllowance(ctx, { api: 1 }, "test")),
  );
  const refused = results.flatMap((r) =>
    r.status === "rejected" ? [r.reason as AllowanceExceeded] : [],
  );
  return { ok: results.filter((r) => r.status === "fulfilled").length, refused };
}

describe("consumeAllowance", () => {
  it("50 concurrent consumers against a daily limit of 5: exactly 5 pass, used = 5", async () => {
    const ctx = await account({ api: 5 }, { api: 1000 });
    const { ok, refused } = await burst(ctx, 50);
    expect(ok).toBe(5);
    expect(refused).toHaveLength(45);
    for (const e of refused) {
      expect(e).toBeInstanceOf(AllowanceExceeded);
      expect(e.code).toBe("daily_limit_reached");
      expect(e.message).toMatch(/^Daily limit reached/);
      expect(e.message).toContain("api");
      expect(e.message).toContain("00:00 UTC");
    }
    const usage = await getUsage(ctx);
    expect(usage.api).toMatchObject({ used: 5, limit: 5, remaining: 0, credits: 995 });
  });

  it("50 concurrent consumers against 5 credits: exactly 5 pass, the balance stops at 0", async () => {
    const ctx = await account({ api: 1000 }, { api: 5 });
    const { ok, refused } = await burst(ctx, 50);
    expect(ok).toBe(5);
    expect(refused).toHaveLength(45);
    for (const e of refused) {
      expect(e.code).toBe("out_of_credits");
      expect(e.message).toMatch(/^Out of credits/);
      expect(e.message).toContain("api");
      expect(e.message).toMatch(/buy/i);
    }
    const usage = await getUsage(ctx);
    expect(usage.api).toMatchObject({ used: 5, credits: 0 });
    const ledger = await db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.accountId, ctx.accountId), eq(creditLedger.counter, "api")));
    // The starting grant plus one row per successful debit, each with the balance it left.
    expect(ledger.map((l) => l.delta).sort()).toEqual([-1, -1, -1, -1, -1, 5]);
    expect(ledger.map((l) => l.balanceAfter).sort()).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it("the two refusals carry different messages", async () => {
    const limited = await account({ api: 0 }, { api: 10 });
    const broke = await account({ api: 10 }, { api: 0 });
    const a = await consumeAllowance(limited, { api: 1 }, "t").catch((e) => e);
    const b = await consumeAllowance(broke, { api: 1 }, "t").catch((e) => e);
    expect(a.message).not.toBe(b.message);
    expect(a.status).toBe(402);
    expect(b.status).toBe(402);
    expect(a.extra).toMatchObject({ counter: "api" });
  });

  it("out of credits wins over the daily limit, across counters too", async () => {
    const both = await account({ api: 0 }, { api: 0 });
    await expect(consumeAllowance(both, { api: 1 }, "t")).rejects.toMatchObject({
      code: "out_of_credits",
    });
    const mixed = await account({ api: 0, email: 100 }, { api: 100, email: 0 });
    await expect(consumeAllowance(mixed, { api: 1, email: 1 }, "t")).rejects.toMatchObject({
      code: "out_of_credits",
      counter: "email",
    });
  });

  it("is all or nothing across counters", async () => {
    const ctx = await account({ api: 10, email: 10 }, { api: 10, email: 1 });
    await expect(consumeAllowance(ctx, { api: 3, email: 2 }, "t")).rejects.toMatchObject({
      counter: "email",
    });
    const usage = await getUsage(ctx);
    expect(usage.api).toMatchObject({ used: 0, credits: 10 });
    expect(usage.email).toMatchObject({ used: 0, credits: 1 });
    await consumeAllowance(ctx, { api: 3, email: 1 }, "t", "ref-1");
    const after = await getUsage(ctx);
    expect(after.api).toMatchObject({ used: 3, credits: 7 });
    expect(after.email).toMatchObject({ used: 1, credits: 0 });
  });

  it("inside a transaction, a refusal leaves the rest of the transaction usable", async () => {
    const ctx = await account({ api: 10, mobile: 10 }, { api: 10, mobile: 0 });
    await db.transaction(async (tx) => {
      const inner = { ...ctx, db: tx };
      await expect(consumeAllowance(inner, { api: 1, mobile: 1 }, "t")).rejects.toThrow(
        AllowanceExceeded,
      );
      await consumeAllowance(inner, { api: 2 }, "t");
    });
    const usage = await getUsage(ctx);
    expect(usage.api).toMatchObject({ used: 2, credits: 8 });
  });

  it("counts per UTC day: the daily allowance resets at 00:00 UTC, credits do not", async () => {
    const clock = fixedClock("2026-03-01T23:59:00Z");
    const base = await account({ api: 2 }, { api: 10 });
    const ctx = { ...base, clock };
    await consumeAllowance(ctx, { api: 2 }, "t");
    const refusal = await consumeAllowance(ctx, { api: 1 }, "t").catch((e) => e);
    expect(refusal.code).toBe("daily_limit_reached");
    expect(refusal.extra.resetsAt).toBe("2026-03-02T00:00:00.000Z");
    clock.set("2026-03-02T00:00:01Z");
    await consumeAllowance(ctx, { api: 2 }, "t");
    const usage = await getUsage(ctx);
    expect(usage.api).toMatchObject({ used: 2, credits: 6, resetsAt: "2026-03-03T00:00:00.000Z" });
    const days = await db
      .select()
      .from(allowanceUsage)
      .where(eq(allowanceUsage.accountId, ctx.accountId));
    expect(days.map((d) => [d.day, d.used]).sort()).toEqual([
      ["2026-03-01", 2],
      ["2026-03-02", 2],
    ]);
  });

  it("checkAllowance refuses without consuming", async () => {
    const ctx = await account({ email: 0 }, { email: 5 });
    await expect(checkAllowance(ctx, "email")).rejects.toMatchObject({
      code: "daily_limit_reached",
    });
    await expect(checkAllowance(ctx, "api")).resolves.toBeUndefined();
    expect((await getUsage(ctx)).email.credits).toBe(5);
  });

  it("addCredits tops up and writes the ledger", async () => {
    const ctx = await account({ api: 10 }, { api: 0 });
    await addCredits(ctx, { api: 7 }, "bought");
    const [balance] = await db
      .select()
      .from(creditBalances)
      .where(and(eq(creditBalances.accountId, ctx.accountId), eq(creditBalances.counter, "api")));
    expect(balance?.balance).toBe(7);
    const rows = await db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.accountId, ctx.accountId), eq(creditLedger.reason, "bought")));
    expect(rows).toMatchObject([{ delta: 7, balanceAfter: 7 }]);
  });

  it("refuses malformed amounts instead of crediting through a negative debit", async () => {
    const ctx = await account({ api: 10 }, { api: 10 });
    await expect(consumeAllowance(ctx, { api: -3 }, "t")).rejects.toThrow(/invalid api amount/);
    await expect(consumeAllowance(ctx, { api: 1.5 }, "t")).rejects.toThrow(/invalid api amount/);
  });
});

import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb } from "@/db/client";
import { creditLedger } from "@/db/schema";
import { createTestDb } from "@/db/testing/test-db";
import { systemClock } from "@/lib/core/clock";
import type { TxCtx } from "@/lib/core/context";
import { createAccount } from "@/lib/features/accounts/create-account";
import { consumeAllowance } from "./consume";
import { type Debit, decide, lockCounter, recordDebits } from "./debit-each";
import { getUsage } from "./usage";

/** Lock, decide, record: how the batch paths use the three. */
async function debitEach(
  ctx: TxCtx,
  counter: "api" | "email" | "mobile",
  demands: Debit[],
  reason: string,
) {
  const lock = await lockCounter(ctx, counter);
  const outcomes = decide(lock, demands);
  await recordDebits(
    ctx,
    lock,
    demands.filter((_, i) => outcomes[i] === null),
    reason,
  );
  return outcomes;
}

let db: Awaited<ReturnType<typeof createTestDb>>["db"];
let wide: ReturnType<typeof createDb>;
let n = 0;

beforeAll(async () => {
  const t = await createTestDb();
  db = t.db;
  wide = createDb(t.url, { max: 30 });
});
afterAll(() => wide.close());

async function account(daily: Record<string, number>, credits: Record<string, number>) {
  const a = await createAccount(db, { email: `d${n++}@example.com`, plan: "pro", daily, credits });
  return { db: wide.db, accountId: a.accountId, clock: systemClock };
}

describe("lockCounter, decide, recordDebits", () => {
  it("pays demands in order, each all or nothing, and keeps trying smaller ones", async () => {
    const ctx = await account({ email: 5 }, { email: 100 });
    const outcomes = await ctx.db.transaction((tx) =>
      debitEach(
        { ...ctx, db: tx },
        "email",
        [
          { n: 2, ref: "a" },
          { n: 2, ref: "b" },
          { n: 2, ref: "c" },
          { n: 1, ref: "d" },
        ],
        "t",
      ),
    );
    expect(outcomes.map((o) => o?.code ?? "paid")).toEqual([
      "paid",
      "paid",
      "daily_limit_reached",
      "paid",
    ]);
    const usage = await getUsage(ctx);
    expect(usage.email).toMatchObject({ used: 5, credits: 95 });
    const ledger = await db
      .select({
        ref: creditLedger.ref,
        delta: creditLedger.delta,
        after: creditLedger.balanceAfter,
      })
      .from(creditLedger)
      .where(and(eq(creditLedger.accountId, ctx.accountId), sql`${creditLedger.delta} < 0`));
    expect(ledger.sort((x, y) => (x.ref ?? "").localeCompare(y.ref ?? ""))).toEqual([
      { ref: "a", delta: -2, after: 98 },
      { ref: "b", delta: -2, after: 96 },
      { ref: "d", delta: -1, after: 95 },
    ]);
  });

  it("shares one ledger row per ref", async () => {
    const ctx = await account({ mobile: 100 }, { mobile: 100 });
    await ctx.db.transaction((tx) =>
      debitEach(
        { ...ctx, db: tx },
        "mobile",
        [
          { n: 1, ref: "r" },
          { n: 2, ref: "r" },
        ],
        "t",
      ),
    );
    const rows = await db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.accountId, ctx.accountId), eq(creditLedger.ref, "r")));
    expect(rows).toMatchObject([{ delta: -3, balanceAfter: 97 }]);
  });

  it("stays exact with concurrent batches and single debits on the same counter", async () => {
    const ctx = await account({ api: 40 }, { api: 1000 });
    const batches = Array.from({ length: 10 }, (_, b) =>
      ctx.db.transaction((tx) =>
        debitEach(
          { ...ctx, db: tx },
          "api",
          Array.from({ length: 5 }, (_, i) => ({ n: 1, ref: `b${b}-${i}` })),
          "t",
        ),
      ),
    );
    const singles = Array.from({ length: 20 }, () =>
      consumeAllowance(ctx, { api: 1 }, "t").then(
        () => null,
        (e) => e,
      ),
    );
    const results = [...(await Promise.all(batches)).flat(), ...(await Promise.all(singles))];
    expect(results.filter((r) => r === null)).toHaveLength(40);
    expect((await getUsage(ctx)).api).toMatchObject({ used: 40, credits: 960 });
  });
});

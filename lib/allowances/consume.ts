import { and, eq, sql } from "drizzle-orm";
import {
  accounts,
  allowanceUsage,
  COUNTERS,
  type Counter,
  creditBalances,
  creditLedger,
} from "@/db/schema";
import { nextUtcMidnight, utcDay } from "@/lib/clock";
import type { TxCtx } from "@/lib/context";
import { AllowanceExceeded, NotFound } from "@/lib/errors";
import { dailyLimitOf } from "./usage";

export type Consumption = Partial<Record<Counter, number>>;

/**
 * Takes `n` from each named counter's daily allowance and credit balance, all or nothing.
 * Rows are locked in a fixed order (usage, then balance; counters in catalogue order) so
 * concurrent consumers serialize without deadlocks and can never overdraw. Throws
 * AllowanceExceeded (out of credits wins over daily limit) and changes nothing when any
 * counter cannot pay. Pass a transaction in `ctx.db` to make the consumption part of a larger
 * write; otherwise it runs in its own.
 */
export async function consumeAllowance(
  ctx: TxCtx,
  consumption: Consumption,
  reason: string,
  ref?: string,
): Promise<void> {
  const wanted = COUNTERS.filter((c) => (consumption[c] ?? 0) > 0);
  if (wanted.length === 0) return;
  const run = async (db: TxCtx["db"]) => {
    const now = ctx.clock.now();
    const day = utcDay(now);
    const [account] = await db.select().from(accounts).where(eq(accounts.id, ctx.accountId));
    if (!account) throw new NotFound("Account");
    await db
      .insert(allowanceUsage)
      .values(wanted.map((counter) => ({ accountId: ctx.accountId, day, counter, used: 0 })))
      .onConflictDoNothing();
    const failures: AllowanceExceeded[] = [];
    for (const counter of wanted) {
      const n = consumption[counter] ?? 0;
      const [usage] = await db
        .select({ used: allowanceUsage.used })
        .from(allowanceUsage)
        .where(
          and(
            eq(allowanceUsage.accountId, ctx.accountId),
            eq(allowanceUsage.day, day),
            eq(allowanceUsage.counter, counter),
          ),
        )
        .for("update");
      const [balance] = await db
        .select({ balance: creditBalances.balance })
        .from(creditBalances)
        .where(
          and(eq(creditBalances.accountId, ctx.accountId), eq(creditBalances.counter, counter)),
        )
        .for("update");
      const resetsAt = nextUtcMidnight(now);
      if ((balance?.balance ?? 0) < n) {
        failures.push(new AllowanceExceeded(counter, "out_of_credits", resetsAt));
      } else if ((usage?.used ?? 0) + n > dailyLimitOf(account, counter)) {
        failures.push(new AllowanceExceeded(counter, "daily_limit_reached", resetsAt));
      }
    }
    const first = failures.find((f) => f.reason === "out_of_credits") ?? failures[0];
    if (first) throw first;
    for (const counter of wanted) {
      const n = consumption[counter] ?? 0;
      await db
        .update(allowanceUsage)
        .set({ used: sql`${allowanceUsage.used} + ${n}` })
        .where(
          and(
            eq(allowanceUsage.accountId, ctx.accountId),
            eq(allowanceUsage.day, day),
            eq(allowanceUsage.counter, counter),
          ),
        );
      const [after] = await db
        .update(creditBalances)
        .set({ balance: sql`${creditBalances.balance} - ${n}` })
        .where(
          and(eq(creditBalances.accountId, ctx.accountId), eq(creditBalances.counter, counter)),
        )
        .returning({ balance: creditBalances.balance });
      await db.insert(creditLedger).values({
        accountId: ctx.accountId,
        counter,
        delta: -n,
        balanceAfter: after?.balance ?? 0,
        reason,
        ref,
      });
    }
  };
  if ("rollback" in ctx.db) await run(ctx.db);
  else await ctx.db.transaction(run);
}

/** Whether a counter can pay `n` right now, without consuming (for up-front refusals). */
export async function checkAllowance(ctx: TxCtx, counter: Counter, n = 1): Promise<void> {
  const now = ctx.clock.now();
  const [account] = await ctx.db.select().from(accounts).where(eq(accounts.id, ctx.accountId));
  if (!account) throw new NotFound("Account");
  const [usage] = await ctx.db
    .select({ used: allowanceUsage.used })
    .from(allowanceUsage)
    .where(
      and(
        eq(allowanceUsage.accountId, ctx.accountId),
        eq(allowanceUsage.day, utcDay(now)),
        eq(allowanceUsage.counter, counter),
      ),
    );
  const [balance] = await ctx.db
    .select({ balance: creditBalances.balance })
    .from(creditBalances)
    .where(and(eq(creditBalances.accountId, ctx.accountId), eq(creditBalances.counter, counter)));
  if ((balance?.balance ?? 0) < n)
    throw new AllowanceExceeded(counter, "out_of_credits", nextUtcMidnight(now));
  if ((usage?.used ?? 0) + n > dailyLimitOf(account, counter)) {
    throw new AllowanceExceeded(counter, "daily_limit_reached", nextUtcMidnight(now));
  }
}

/** Adds purchased credits; every change lands in the ledger. */
export async function addCredits(
  ctx: TxCtx,
  credits: Consumption,
  reason = "credits purchased",
): Promise<void> {
  const run = async (db: TxCtx["db"]) => {
    for (const counter of COUNTERS) {
      const n = credits[counter] ?? 0;
      if (n <= 0) continue;
      const [after] = await db
        .insert(creditBalances)
        .values({ accountId: ctx.accountId, counter, balance: n })
        .onConflictDoUpdate({
          target: [creditBalances.accountId, creditBalances.counter],
          set: { balance: sql`${creditBalances.balance} + ${n}` },
        })
        .returning({ balance: creditBalances.balance });
      await db.insert(creditLedger).values({
        accountId: ctx.accountId,
        counter,
        delta: n,
        balanceAfter: after?.balance ?? n,
        reason,
      });
    }
  };
  if ("rollback" in ctx.db) await run(ctx.db);
  else await ctx.db.transaction(run);
}

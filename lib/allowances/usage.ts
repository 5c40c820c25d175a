import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { accounts, allowanceUsage, COUNTERS, type Counter, creditBalances } from "@/db/schema";
import { nextUtcMidnight, utcDay } from "@/lib/clock";
import type { TxCtx } from "@/lib/context";
import { NotFound } from "@/lib/errors";

export interface CounterState {
  used: number;
  limit: number;
  remaining: number;
  credits: number;
  resetsAt: string;
}

export type Usage = Record<Counter, CounterState>;

export function dailyLimitOf(account: typeof accounts.$inferSelect, counter: Counter): number {
  switch (counter) {
    case "search":
      return account.dailySearch;
    case "api":
      return account.dailyApi;
    case "email":
      return account.dailyEmail;
    case "mobile":
      return account.dailyMobile;
  }
}

async function getAccount(db: DbOrTx, accountId: string) {
  const [account] = await db.select().from(accounts).where(eq(accounts.id, accountId));
  if (!account) throw new NotFound("Account");
  return account;
}

/** The four counters as of now: used today, daily limit, remaining today, credits, reset time. */
export async function getUsage(ctx: TxCtx): Promise<Usage> {
  const now = ctx.clock.now();
  const day = utcDay(now);
  const account = await getAccount(ctx.db, ctx.accountId);
  const used = await ctx.db
    .select({ counter: allowanceUsage.counter, used: allowanceUsage.used })
    .from(allowanceUsage)
    .where(and(eq(allowanceUsage.accountId, ctx.accountId), eq(allowanceUsage.day, day)));
  const balances = await ctx.db
    .select({ counter: creditBalances.counter, balance: creditBalances.balance })
    .from(creditBalances)
    .where(eq(creditBalances.accountId, ctx.accountId));
  const resetsAt = nextUtcMidnight(now).toISOString();
  const usage = {} as Usage;
  for (const counter of COUNTERS) {
    const limit = dailyLimitOf(account, counter);
    const u = used.find((r) => r.counter === counter)?.used ?? 0;
    usage[counter] = {
      used: u,
      limit,
      remaining: Math.max(0, limit - u),
      credits: balances.find((r) => r.counter === counter)?.balance ?? 0,
      resetsAt,
    };
  }
  return usage;
}

/** `X-Allowance-<Counter>` header value of api.md. */
export function allowanceHeader(state: CounterState): string {
  return `used=${state.used}; limit=${state.limit}; remaining=${state.remaining}; credits=${state.credits}; reset=${state.resetsAt}`;
}

import { sql } from "drizzle-orm";
import { COUNTERS, type Counter } from "@/db/schema";
import { nextUtcMidnight, utcDay } from "@/lib/core/clock";
import type { TxCtx } from "@/lib/core/context";
import { NotFound } from "@/lib/core/errors";

export interface CounterState {
  used: number;
  limit: number;
  remaining: number;
  credits: number;
  resetsAt: string;
}

export type Usage = Record<Counter, CounterState>;

/**
 * The four counters as of now: used today, daily limit, remaining today, credits, reset time.
 * One query: it runs after every /v1 response that reports X-Allowance headers.
 */
export async function getUsage(ctx: TxCtx): Promise<Usage> {
  const now = ctx.clock.now();
  const rows = await ctx.db.execute<{
    limits: Record<Counter, number>;
    used: Record<string, number> | null;
    credits: Record<string, number> | null;
  }>(sql`
    select
      json_build_object('search', a.daily_search, 'api', a.daily_api,
        'email', a.daily_email, 'mobile', a.daily_mobile) as limits,
      (select json_object_agg(counter, used) from allowance_usage
        where account_id = a.id and day = ${utcDay(now)}) as used,
      (select json_object_agg(counter, balance) from credit_balances
        where account_id = a.id) as credits
    from accounts a where a.id = ${ctx.accountId}`);
  const row = rows[0];
  if (!row) throw new NotFound("Account");
  const resetsAt = nextUtcMidnight(now).toISOString();
  const usage = {} as Usage;
  for (const counter of COUNTERS) {
    const limit = row.limits[counter];
    const used = row.used?.[counter] ?? 0;
    usage[counter] = {
      used,
      limit,
      remaining: Math.max(0, limit - used),
      credits: Number(row.credits?.[counter] ?? 0),
      resetsAt,
    };
  }
  return usage;
}

/** `X-Allowance-<Counter>` header value (docs/api-contract.md). */
export function allowanceHeader(state: CounterState): string {
  return `used=${state.used}; limit=${state.limit}; remaining=${state.remaining}; credits=${state.credits}; reset=${state.resetsAt}`;
}

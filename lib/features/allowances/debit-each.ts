import { sql } from "drizzle-orm";
import type { Counter } from "@/db/schema";
import { nextUtcMidnight, utcDay } from "@/lib/core/clock";
import type { TxCtx } from "@/lib/core/context";
import { AllowanceExceeded, NotFound } from "@/lib/core/errors";
import { arrayParam } from "@/lib/core/sql/array-params";
import { LIMIT_COLUMN } from "./limit-columns";

/*
 * Many debits of one counter in one transaction, for work that arrives in batches (a burst
 * of submissions, a batch of finished enrichments): `lockCounter` locks the counter's rows
 * once, `decide` judges each demand in order against the running state (each all or nothing;
 * a demand it cannot pay is refused and the next ones are still tried), and `recordDebits`
 * writes the paid ones in one statement whatever the batch size. Under one commit, a batch costs one WAL flush instead of one per
 * demand: an account's requests serialize on these rows, so that flush is what bounds them.
 */

/** A counter's state, locked for the rest of the caller's transaction. */
export interface LockedCounter {
  counter: Counter;
  day: string;
  balance: number;
  used: number;
  limit: number;
  resetsAt: Date;
}

/**
 * Locks the counter's balance row, then today's usage row: the order consumeAllowance takes
 * them in, so the two never deadlock. `ctx.db` must be a transaction.
 */
export async function lockCounter(ctx: TxCtx, counter: Counter): Promise<LockedCounter> {
  const now = ctx.clock.now();
  const day = utcDay(now);
  // Sent together (one round trip); the server runs them in order, balance row first. The
  // no-op update takes the usage row's lock and reads it in the same statement.
  const [[balance], [state]] = await Promise.all([
    ctx.db.execute<{ balance: string }>(sql`
      select balance from credit_balances
      where account_id = ${ctx.accountId} and counter = ${counter} for update`),
    ctx.db.execute<{ used: number; lim: number | null }>(sql`
      insert into allowance_usage as u (account_id, day, counter, used)
      values (${ctx.accountId}, ${day}, ${counter}, 0)
      on conflict (account_id, day, counter) do update set used = u.used
      returning u.used,
        (select ${sql.raw(LIMIT_COLUMN[counter])} from accounts where id = ${ctx.accountId}) as lim`),
  ]);
  if (!state || state.lim === null) throw new NotFound("Account");
  return {
    counter,
    day,
    balance: Number(balance?.balance ?? 0),
    used: state.used,
    limit: state.lim,
    resetsAt: nextUtcMidnight(now),
  };
}

/** Why the locked counter cannot pay `n` now (out of credits first), or null when it can. */
export function refusal(lock: LockedCounter, n: number): AllowanceExceeded | null {
  if (lock.balance < n) return new AllowanceExceeded(lock.counter, "out_of_credits", lock.resetsAt);
  if (lock.used + n > lock.limit) {
    return new AllowanceExceeded(lock.counter, "daily_limit_reached", lock.resetsAt);
  }
  return null;
}

export interface Debit {
  n: number;
  /** What it paid for; debits with the same ref share one ledger row. */
  ref: string;
}

/**
 * Writes debits already decided against `lock` (see `refusal`): the balance, today's usage and
 * one ledger row per ref, each with the balance it left. Updates `lock` at once, so calls for
 * several groups may be issued together and still chain their balances.
 */
export function recordDebits(
  ctx: TxCtx,
  lock: LockedCounter,
  debits: Debit[],
  reason: string,
): Promise<unknown> {
  if (debits.length === 0) return Promise.resolve();
  const byRef = new Map<string, { n: number; balanceAfter: number }>();
  let balance = lock.balance;
  for (const { n, ref } of debits) {
    balance -= n;
    const row = byRef.get(ref) ?? { n: 0, balanceAfter: balance };
    row.n += n;
    row.balanceAfter = balance;
    byRef.set(ref, row);
  }
  const total = lock.balance - balance;
  lock.balance = balance;
  lock.used += total;
  return ctx.db.execute(sql`
    with balance as (
      update credit_balances set balance = balance - ${total}
      where account_id = ${ctx.accountId} and counter = ${lock.counter}
    ), usage as (
      update allowance_usage set used = used + ${total}
      where account_id = ${ctx.accountId} and day = ${lock.day} and counter = ${lock.counter}
    )
    insert into credit_ledger (account_id, counter, delta, balance_after, reason, ref)
    select ${ctx.accountId}, ${lock.counter}, -l.n, l.after, ${reason}, l.ref
    from unnest(${arrayParam([...byRef.keys()], "text")}, ${arrayParam(
      [...byRef.values()].map((r) => r.n),
      "bigint",
    )}, ${arrayParam(
      [...byRef.values()].map((r) => r.balanceAfter),
      "bigint",
    )}) as l(ref, n, after)`);
}

/** Decides demands in order against `lock`: null when it can pay, else the refusal. */
export function decide(lock: LockedCounter, demands: Debit[]): (AllowanceExceeded | null)[] {
  let spent = 0;
  return demands.map((demand) => {
    const refused = refusal(
      { ...lock, balance: lock.balance - spent, used: lock.used + spent },
      demand.n,
    );
    if (!refused) spent += demand.n;
    return refused;
  });
}

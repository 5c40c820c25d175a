import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { COUNTERS, type Counter, creditBalances, creditLedger } from "@/db/schema";
import { nextUtcMidnight, utcDay } from "@/lib/core/clock";
import type { TxCtx } from "@/lib/core/context";
import { AllowanceExceeded, MemberLimitReached, NotFound, type Refusal } from "@/lib/core/errors";
import { LIMIT_COLUMN } from "./limit-columns";
import { actingMember, CAP_COLUMN, debitMember } from "./member-caps";
import { getUsage, type Usage } from "./usage";

export type Consumption = Partial<Record<Counter, number>>;

function amounts(consumption: Consumption): [Counter, number][] {
  const out: [Counter, number][] = [];
  for (const counter of COUNTERS) {
    const n = consumption[counter] ?? 0;
    if (!Number.isSafeInteger(n) || n < 0) throw new Error(`invalid ${counter} amount: ${n}`);
    if (n > 0) out.push([counter, n]);
  }
  return out;
}

function inTransaction(db: DbOrTx): boolean {
  return "rollback" in db;
}

interface Outcome {
  counter: Counter;
  /** Whether the balance row held `n` when the debit looked (false too when there is none). */
  covered: boolean;
  /** The balance after the debit, or null when nothing was debited. */
  balance: number | null;
  /** Today's use after the debit, or null when nothing was debited. */
  used: number | null;
  /** Null when the account does not exist. */
  limit: number | null;
  /**
   * With a member: false when their cap on this counter was set when the debit looked, and the
   * debit then changed nothing (their cap must be judged in a transaction: consumeAllowance).
   */
  memberUncapped?: boolean;
}

/**
 * One counter's debit in one statement that changes all or nothing, so that a debit of one
 * counter needs no transaction (and no BEGIN and COMMIT round trips): the balance row is
 * locked first (`have`, its latest committed state), today's usage row is inserted or
 * incremented only if the balance covers `n` and the limit allows, and only then are the
 * balance debited and the ledger row written. The locks are taken in the order every writer of
 * these rows follows (balance row, then usage row: see debit-each.ts), so concurrent consumers
 * queue on the balance row instead of deadlocking, and each condition is judged on the latest
 * committed row after the wait, so concurrent consumers can never overdraw either side.
 */
async function debit(
  db: DbOrTx,
  accountId: string,
  day: string,
  counter: Counter,
  n: number,
  reason: string,
  ref: string | undefined,
  /**
   * The acting member, counted in the same statement when they have no cap on this counter
   * (memberDebit); with a cap, nothing changes and the outcome says so (`memberUncapped`).
   */
  member?: string,
): Promise<Outcome> {
  const rows = await db.execute<{
    have: string | null;
    balance: string | null;
    used: number | null;
    lim: number | null;
    uncapped: boolean | null;
  }>(sql`
    with acct as (
      select ${sql.raw(LIMIT_COLUMN[counter])} as lim from accounts where id = ${accountId}
    ), ${member ? memberCapCte(accountId, member, counter) : sql`free as (select true as ok)`},
    have as (
      select balance from ${creditBalances}
      where account_id = ${accountId} and counter = ${counter} and (select ok from free)
      for update
    ), use as (
      insert into allowance_usage (account_id, day, counter, used)
      select ${accountId}, ${day}, ${counter}, ${n} from acct
      where ${n} <= acct.lim and (select balance from have) >= ${n}
      on conflict (account_id, day, counter) do update
        set used = allowance_usage.used + excluded.used
        where allowance_usage.used + excluded.used <= (select lim from acct)
      returning used
    ), bal as (
      update ${creditBalances} set balance = balance - ${n}
      where account_id = ${accountId} and counter = ${counter} and exists (select 1 from use)
      returning balance
    ), ledger as (
      insert into ${creditLedger} (account_id, counter, delta, balance_after, reason, ref)
      select ${accountId}, ${counter}, ${-n}, bal.balance, ${reason}, ${ref ?? null}
      from bal
      returning id
    )${member ? memberDebitCte(accountId, member, day, counter, n) : sql``}
    select (select balance from have) as have, (select balance from bal) as balance,
      (select used from use) as used, (select lim from acct) as lim,
      (select count(*) from ledger) as ledger, (select ok from free) as uncapped`);
  const row = rows[0];
  const paid = row?.balance != null;
  return {
    counter,
    covered: row?.have != null && Number(row.have) >= n,
    balance: paid ? Number(row.balance) : null,
    used: paid ? (row.used ?? null) : null,
    limit: row?.lim ?? null,
    ...(member ? { memberUncapped: row?.uncapped === true } : {}),
  };
}

/**
 * `free`: whether the member has no cap on `counter` (true too when they are not, or no longer,
 * a member: nothing to count against). Read from the statement's snapshot: a cap set while
 * the debit runs holds from the next call on, as if this one had come first.
 */
function memberCapCte(accountId: string, member: string, counter: Counter): SQL {
  return sql`free as (
      select not exists (
        select 1 from memberships
        where account_id = ${accountId} and user_id = ${member}
          and ${sql.raw(CAP_COLUMN[counter])} is not null
      ) as ok
    )`;
}

/**
 * The member's use counted once the workspace's debit is made (`bal`), in the same statement:
 * with no cap to judge, it cannot refuse. Locks the member's usage row after the balance and
 * usage rows, the order every writer follows (see debitMember).
 */
function memberDebitCte(
  accountId: string,
  member: string,
  day: string,
  counter: Counter,
  n: number,
): SQL {
  return sql`, mine as (
      insert into member_usage (account_id, user_id, day, counter, used)
      select ${accountId}, ${member}, ${day}, ${counter}, ${n}
      from memberships
      where account_id = ${accountId} and user_id = ${member} and exists (select 1 from bal)
      on conflict (account_id, user_id, day, counter) do update
        set used = member_usage.used + excluded.used
      returning used
    )`;
}

/**
 * Takes `n` from each named counter's daily allowance and credit balance, all or nothing, and
 * writes one ledger row per counter. Counters are debited in catalogue order (balance row,
 * then usage row), the order every writer of these rows follows, so concurrent consumers queue
 * on the rows instead of deadlocking. When any counter cannot pay, nothing changes and
 * AllowanceExceeded names every counter that cannot pay (out of credits wins the code).
 *
 * One counter is one statement that changes all or nothing, so it runs as it is (in the
 * caller's transaction if `ctx.db` is one); several run in a transaction (a savepoint inside
 * the caller's), so that a refusal of one undoes the others. Either way a caller may catch the
 * refusal and carry on with the rest of its transaction.
 *
 * The acting member's own use is counted too (member-caps.ts), after the workspace's debit and
 * in the same transaction: when their daily cap cannot pay, nothing changes and
 * MemberLimitReached names their cap (the workspace's refusals are reported first).
 *
 * Answers each debited counter's state as the debit left it, so that a route can report its
 * X-Allowance header without reading the usage again.
 */
export async function consumeAllowance(
  ctx: TxCtx,
  consumption: Consumption,
  reason: string,
  ref?: string,
): Promise<Partial<Usage>> {
  const wanted = amounts(consumption);
  if (wanted.length === 0) return {};
  const now = ctx.clock.now();
  const day = utcDay(now);
  const member = await actingMember(ctx);
  const resetsAt = nextUtcMidnight(now);
  /** Throws the refusals among the outcomes, if any. */
  const judge = (outcomes: Outcome[]) => {
    if (outcomes.some((o) => o.limit === null)) throw new NotFound("Account");
    const refusals = outcomes.flatMap((o): Refusal[] =>
      !o.covered
        ? [{ counter: o.counter, reason: "out_of_credits" }]
        : o.balance === null
          ? [{ counter: o.counter, reason: "daily_limit_reached" }]
          : [],
    );
    if (refusals.length > 0) throw new AllowanceExceeded(refusals, resetsAt);
  };
  const statesOf = (outcomes: Outcome[]) => {
    const states: Partial<Usage> = {};
    for (const o of outcomes) {
      const used = o.used as number;
      const limit = o.limit as number;
      states[o.counter] = {
        used,
        limit,
        remaining: Math.max(0, limit - used),
        credits: o.balance as number,
        resetsAt: resetsAt.toISOString(),
      };
    }
    return states;
  };
  const [only] = wanted;
  if (only && wanted.length === 1 && member) {
    // One counter for a member without a cap on it (the usual case): one statement, as
    // without a member, instead of a transaction's four round trips. With a cap it changes
    // nothing, and the transaction below judges the cap.
    const outcome = await debit(ctx.db, ctx.accountId, day, only[0], only[1], reason, ref, member);
    if (outcome.memberUncapped) {
      judge([outcome]);
      return statesOf([outcome]);
    }
  }
  const run = async (db: DbOrTx) => {
    const outcomes: Outcome[] = [];
    for (const [counter, n] of wanted) {
      outcomes.push(await debit(db, ctx.accountId, day, counter, n, reason, ref));
    }
    judge(outcomes);
    if (member) {
      for (const [counter, n] of wanted) {
        const mine = await debitMember(db, ctx.accountId, member, day, counter, n);
        if (mine.used === null && mine.cap !== null) {
          throw new MemberLimitReached(counter, mine.cap, resetsAt);
        }
      }
    }
    return statesOf(outcomes);
  };
  return wanted.length === 1 && !member ? run(ctx.db) : ctx.db.transaction(run);
}

/**
 * Whether a counter can pay `n` right now, without consuming: for refusing a request up front
 * (e.g. an enrichment that asks for e-mail while the e-mail counter is at zero).
 */
export async function checkAllowance(ctx: TxCtx, counter: Counter, n = 1): Promise<void> {
  const usage = await getUsage(ctx);
  const state = usage[counter];
  const resetsAt = new Date(state.resetsAt);
  if (state.credits < n) throw new AllowanceExceeded(counter, "out_of_credits", resetsAt);
  if (state.used + n > state.limit) {
    throw new AllowanceExceeded(counter, "daily_limit_reached", resetsAt);
  }
}

/** Adds purchased credits; every change lands in the ledger. */
export async function addCredits(
  ctx: TxCtx,
  credits: Consumption,
  reason = "credits purchased",
): Promise<void> {
  const wanted = amounts(credits);
  const run = async (db: DbOrTx) => {
    for (const [counter, n] of wanted) {
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
  if (inTransaction(ctx.db)) await run(ctx.db);
  else await ctx.db.transaction(run);
}

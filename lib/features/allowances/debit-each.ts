import { sql } from "drizzle-orm";
import type { Counter } from "@/db/schema";
import { nextUtcMidnight, utcDay } from "@/lib/core/clock";
import type { TxCtx } from "@/lib/core/context";
import { AllowanceExceeded, MemberLimitReached, NotFound } from "@/lib/core/errors";
import { arrayParam } from "@/lib/core/sql/array-params";
import { LIMIT_COLUMN } from "./limit-columns";
import { CAP_COLUMN } from "./member-caps";

// Who a batched debit counts for, and the up-front read of members' use, for the batch callers.
export { actingMember, type MemberUses, readMemberUses } from "./member-caps";

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
  /**
   * The acting members' own use of this counter today and their caps (null: none), locked by
   * `lockMembers`; a debit naming a member is judged against it and counted for them.
   */
  members?: Map<string, MemberUse>;
}

export interface MemberUse {
  used: number;
  cap: number | null;
}

/**
 * Locks today's `member_usage` rows of these members for the counter (after the counter's own
 * rows: balance, usage, then members, in user id order, the order every writer takes them) and
 * reads their caps into `lock.members`. Users who are not members of the account are left out:
 * nothing is counted for them.
 */
export async function lockMembers(
  ctx: TxCtx,
  lock: LockedCounter,
  userIds: readonly (string | null | undefined)[],
): Promise<void> {
  const ids = [...new Set(userIds.filter((u): u is string => !!u))].sort();
  lock.members ??= new Map();
  if (ids.length === 0) return;
  const rows = await ctx.db.execute<{ user_id: string; used: number; cap: number | null }>(sql`
    with m as (
      select user_id, ${sql.raw(CAP_COLUMN[lock.counter])} as cap from memberships
      where account_id = ${ctx.accountId} and user_id = any(${arrayParam(ids, "text")})
    ), locked as (
      insert into member_usage as u (account_id, user_id, day, counter, used)
      select ${ctx.accountId}, m.user_id, ${lock.day}, ${lock.counter}, 0 from m order by m.user_id
      on conflict (account_id, user_id, day, counter) do update set used = u.used
      returning u.user_id, u.used
    )
    select locked.user_id, locked.used, m.cap from locked join m using (user_id)`);
  for (const row of rows) lock.members.set(row.user_id, { used: row.used, cap: row.cap });
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

/** A refusal of a batched debit: the workspace's, or the acting member's own cap. */
export type BatchRefusal = AllowanceExceeded | MemberLimitReached;

/**
 * Why the locked counter cannot pay `n` now (out of credits first, then the daily limit, then
 * the member's own cap), or null when it can. `member`: who the debit counts for (a member
 * locked by `lockMembers`), `memberSpent`: what they were already granted of it and not yet
 * recorded.
 */
export function refusal(
  lock: LockedCounter,
  n: number,
  member?: string | null,
  memberSpent = 0,
): BatchRefusal | null {
  if (lock.balance < n) return new AllowanceExceeded(lock.counter, "out_of_credits", lock.resetsAt);
  if (lock.used + n > lock.limit) {
    return new AllowanceExceeded(lock.counter, "daily_limit_reached", lock.resetsAt);
  }
  const mine = member ? lock.members?.get(member) : undefined;
  if (mine && mine.cap !== null && mine.used + memberSpent + n > mine.cap) {
    return new MemberLimitReached(lock.counter, mine.cap, lock.resetsAt);
  }
  return null;
}

export interface Debit {
  n: number;
  /** What it paid for; debits with the same ref share one ledger row. */
  ref: string;
  /** The member it counts for (see `lockMembers`); none: the workspace's only. */
  member?: string | null;
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
  const byMember = new Map<string, number>();
  for (const { n, member } of debits) {
    const mine = member ? lock.members?.get(member) : undefined;
    if (!member || !mine) continue;
    mine.used += n;
    byMember.set(member, (byMember.get(member) ?? 0) + n);
  }
  const members =
    byMember.size === 0
      ? undefined
      : ctx.db.execute(sql`
          update member_usage u set used = u.used + v.n
          from unnest(${arrayParam([...byMember.keys()], "text")}, ${arrayParam(
            [...byMember.values()],
            "bigint",
          )}) as v(user_id, n)
          where u.account_id = ${ctx.accountId} and u.day = ${lock.day}
            and u.counter = ${lock.counter} and u.user_id = v.user_id`);
  const workspace = ctx.db.execute(sql`
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
  return members ? Promise.all([workspace, members]) : workspace;
}

/**
 * Decides demands in order against `lock` (and each demand's member's own cap): null when it
 * can pay, else the refusal.
 */
export function decide(lock: LockedCounter, demands: Debit[]): (BatchRefusal | null)[] {
  let spent = 0;
  const byMember = new Map<string, number>();
  return demands.map((demand) => {
    const mine = demand.member ? (byMember.get(demand.member) ?? 0) : 0;
    const refused = refusal(
      { ...lock, balance: lock.balance - spent, used: lock.used + spent },
      demand.n,
      demand.member,
      mine,
    );
    if (!refused) {
      spent += demand.n;
      if (demand.member) byMember.set(demand.member, mine + demand.n);
    }
    return refused;
  });
}

import { and, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import type { DbOrTx } from "@/db/client";
import { apiKeys, type Counter, memberships, memberUsage } from "@/db/schema";
import { utcDay } from "@/lib/core/clock";
import type { TxCtx } from "@/lib/core/context";
import { NotFound } from "@/lib/core/errors";

/*
 * Per-member daily caps: an admin may cap a member's own use of each counter under the
 * workspace's allowance (null: no cap). A member's use is counted in `member_usage` beside the
 * workspace's, inside the same transaction as the workspace's debit (see consume.ts), so
 * concurrent calls cannot overshoot the cap. An API key counts against its maker; a key with
 * no maker (operator or demo keys) and jobs acting for no one have no member cap.
 */

/** The `memberships` column holding each counter's per-member cap. */
export const CAP_COLUMN: Record<Counter, string> = {
  search: "cap_search",
  api: "cap_api",
  email: "cap_email",
  mobile: "cap_mobile",
};

/** The member a request acts for: the signed-in user, or the maker of its API key. */
export async function actingMember(ctx: TxCtx): Promise<string | null> {
  if (ctx.actor?.userId) return ctx.actor.userId;
  if (ctx.actor?.apiKeyId) {
    // Authentication read the key's maker already (with-api.ts); a key's maker never changes.
    if (ctx.actor.apiKeyMaker !== undefined) return ctx.actor.apiKeyMaker;
    const [key] = await ctx.db
      .select({ createdBy: apiKeys.createdBy })
      .from(apiKeys)
      .where(and(eq(apiKeys.id, ctx.actor.apiKeyId), eq(apiKeys.accountId, ctx.accountId)));
    return key?.createdBy ?? null;
  }
  return ctx.userId ?? null;
}

/** Members' use of a counter today and their caps, by user id. */
export type MemberUses = Record<
  "email" | "mobile",
  Map<string, { used: number; cap: number | null }>
>;

/**
 * The members' use today of each counter and their caps, read without locking (an up-front
 * check; the debit judges the cap again under its locks).
 */
export async function readMemberUses(
  ctx: TxCtx,
  counters: ("email" | "mobile")[],
  userIds: readonly (string | null | undefined)[],
): Promise<MemberUses> {
  const ids = [...new Set(userIds.filter((u): u is string => !!u))];
  const out: MemberUses = { email: new Map(), mobile: new Map() };
  if (ids.length === 0) return out;
  const rows = await ctx.db
    .select({
      userId: memberships.userId,
      capEmail: memberships.capEmail,
      capMobile: memberships.capMobile,
      counter: memberUsage.counter,
      used: memberUsage.used,
    })
    .from(memberships)
    .leftJoin(
      memberUsage,
      and(
        eq(memberUsage.accountId, memberships.accountId),
        eq(memberUsage.userId, memberships.userId),
        eq(memberUsage.day, utcDay(ctx.clock.now())),
      ),
    )
    .where(and(eq(memberships.accountId, ctx.accountId), inArray(memberships.userId, ids)));
  for (const counter of counters) {
    for (const row of rows) {
      const cap = counter === "email" ? row.capEmail : row.capMobile;
      const had = out[counter].get(row.userId);
      const used = row.counter === counter ? (row.used ?? 0) : 0;
      out[counter].set(row.userId, { used: Math.max(had?.used ?? 0, used), cap });
    }
  }
  return out;
}

export interface MemberDebit {
  /** The member's use today after the debit; null when their cap refused it. */
  used: number | null;
  /** Their cap; null: none. */
  cap: number | null;
}

/**
 * Adds `n` to the member's use of `counter` today in one statement, only if their cap allows.
 * The conditional upsert locks the member's usage row and judges the cap on its latest
 * committed state, so concurrent debits queue and cannot overshoot. Call it after the
 * workspace's debit, in the same transaction (balance row, usage row, then member row: the
 * order every writer follows).
 */
export async function debitMember(
  db: DbOrTx,
  accountId: string,
  userId: string,
  day: string,
  counter: Counter,
  n: number,
): Promise<MemberDebit> {
  const rows = await db.execute<{ used: number | null; cap: number | null }>(sql`
    with m as (
      select ${sql.raw(CAP_COLUMN[counter])} as cap from memberships
      where account_id = ${accountId} and user_id = ${userId}
    ), use as (
      insert into member_usage (account_id, user_id, day, counter, used)
      select ${accountId}, ${userId}, ${day}, ${counter}, ${n} from m
      where m.cap is null or ${n} <= m.cap
      on conflict (account_id, user_id, day, counter) do update
        set used = member_usage.used + excluded.used
        where (select cap from m) is null
          or member_usage.used + excluded.used <= (select cap from m)
      returning used
    )
    select (select used from use) as used, (select cap from m) as cap,
      exists (select 1 from m) as member`);
  const row = rows[0] as { used: number | null; cap: number | null; member: boolean } | undefined;
  // Not (or no longer) a member: nothing to count against.
  if (!row?.member) return { used: null, cap: null };
  return { used: row.used ?? null, cap: row.cap ?? null };
}

const Cap = z.preprocess(
  (v) => (v === "" || v === undefined ? null : v),
  z.coerce.number().int().min(0).max(100_000_000).nullable(),
);

export const MemberCapsInput = z.object({
  userId: z.string().min(1).max(100),
  search: Cap,
  api: Cap,
  email: Cap,
  mobile: Cap,
});

export type MemberCaps = Record<Counter, number | null>;

/** Sets a member's four daily caps (null: no cap). Admin only (the caller's permission). */
export async function setMemberCaps(
  ctx: Pick<TxCtx, "db" | "accountId">,
  raw: z.input<typeof MemberCapsInput>,
): Promise<void> {
  const input = MemberCapsInput.parse(raw);
  const updated = await ctx.db
    .update(memberships)
    .set({
      capSearch: input.search,
      capApi: input.api,
      capEmail: input.email,
      capMobile: input.mobile,
    })
    .where(and(eq(memberships.accountId, ctx.accountId), eq(memberships.userId, input.userId)))
    .returning({ userId: memberships.userId });
  if (updated.length === 0) throw new NotFound("Member");
}

/** Each member's caps, by user id. */
export async function memberCaps(
  ctx: Pick<TxCtx, "db" | "accountId">,
): Promise<Map<string, MemberCaps>> {
  const rows = await ctx.db
    .select({
      userId: memberships.userId,
      search: memberships.capSearch,
      api: memberships.capApi,
      email: memberships.capEmail,
      mobile: memberships.capMobile,
    })
    .from(memberships)
    .where(eq(memberships.accountId, ctx.accountId));
  return new Map(rows.map(({ userId, ...caps }) => [userId, caps]));
}

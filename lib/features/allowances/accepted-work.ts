import { sql } from "drizzle-orm";
import { utcDay } from "@/lib/core/clock";
import type { TxCtx } from "@/lib/core/context";
import { getUsage } from "./usage";

type WorkCounter = "api" | "email" | "mobile";
export type Amounts = Record<WorkCounter, number>;

/**
 * Today's use of the account's paid counters beside what its accepted work consumed, read from
 * the rows of that work and not from the counters or the ledger: `api` 1 per profile of every
 * enrichment request accepted today (whatever became of it) and 1 per campaign lead delivered
 * today; `email` and `mobile` 1 per address or number delivered in the results of requests
 * completed today; and, for enrichment jobs, each file row's own charges written today (a row
 * records what it cost beside its result). "A failed call costs nothing" holds when the two are equal, and every fault
 * test asserts that they are. Campaign leads do not record the contacts they carried, so an
 * account whose campaigns deliver contacts can be compared on `api` only; `search` leaves no
 * row of work.
 */
export async function usageAgainstWork(ctx: TxCtx): Promise<{ used: Amounts; work: Amounts }> {
  const day = utcDay(ctx.clock.now());
  const [usage, rows] = await Promise.all([
    getUsage(ctx),
    ctx.db.execute<{ api: string; email: string; mobile: string }>(sql`
      with today as (
        select ${`${day}T00:00:00Z`}::timestamptz as starts,
          ${`${day}T00:00:00Z`}::timestamptz + interval '1 day' as ends
      ), delivered as (
        select p.value as profile
        from enrichment_requests r, today,
          json_array_elements(coalesce(r.result -> 'data', '[]'::json)) p
        where r.account_id = ${ctx.accountId}
          and r.completed_at >= today.starts and r.completed_at < today.ends
      ), job_rows as (
        select coalesce(sum(charge_api), 0) as api, coalesce(sum(charge_email), 0) as email,
          coalesce(sum(charge_mobile), 0) as mobile
        from enrichment_job_rows j, today
        where j.account_id = ${ctx.accountId}
          and j.charged_at >= today.starts and j.charged_at < today.ends
      )
      select
        (select api from job_rows)
        + (select coalesce(sum(jsonb_array_length(r.inputs)), 0) from enrichment_requests r, today
          where r.account_id = ${ctx.accountId}
            and r.created_at >= today.starts and r.created_at < today.ends)
        + (select count(*) from campaign_leads l, today
          where l.account_id = ${ctx.accountId}
            and l.delivered_at >= today.starts and l.delivered_at < today.ends) as api,
        (select email from job_rows)
        + (select coalesce(sum(json_array_length(profile -> 'email')), 0) from delivered
          where json_typeof(profile -> 'email') = 'array') as email,
        (select mobile from job_rows)
        + (select coalesce(sum(json_array_length(profile -> 'mobile')), 0) from delivered
          where json_typeof(profile -> 'mobile') = 'array') as mobile`),
  ]);
  const row = rows[0];
  return {
    used: { api: usage.api.used, email: usage.email.used, mobile: usage.mobile.used },
    work: {
      api: Number(row?.api ?? 0),
      email: Number(row?.email ?? 0),
      mobile: Number(row?.mobile ?? 0),
    },
  };
}

import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { profiles } from "@/db/schema";
import { inText } from "@/lib/core/sql/array-params";
import { ttlCache } from "@/lib/core/ttl-cache";

/*
 * A person is on an account's do-not-contact list when one of their e-mail addresses or mobile
 * numbers is listed, when the domain of one of their addresses is listed, or when their
 * company's domain is. Mobiles are held in E.164, as listed phone numbers are.
 */

/** The entry ("email:…", "phone:…" or "domain:…") listing the `profiles` row in scope, else NULL. */
export function listedEntrySql(accountId: string): SQL {
  return sql`coalesce(
    (select 'email:' || d.value from contacts c
       join do_not_contact d on d.account_id = ${accountId} and d.kind = 'email' and d.value = lower(c.value)
       where c.profile_id = ${profiles.id} and c.kind = 'email' limit 1),
    (select 'phone:' || d.value from contacts c
       join do_not_contact d on d.account_id = ${accountId} and d.kind = 'phone' and d.value = c.value
       where c.profile_id = ${profiles.id} and c.kind = 'mobile' limit 1),
    (select 'domain:' || d.value from contacts c
       join do_not_contact d on d.account_id = ${accountId} and d.kind = 'domain'
         and d.value = split_part(lower(c.value), '@', 2)
       where c.profile_id = ${profiles.id} and c.kind = 'email' limit 1),
    (select 'domain:' || d.value from do_not_contact d
       where d.account_id = ${accountId} and d.kind = 'domain' and d.value = lower(${profiles.companyDomain})))`;
}

/** True for a `profiles` row the account may be delivered. */
export function notListedSql(accountId: string): SQL {
  return sql`(${listedEntrySql(accountId)}) is null`;
}

/** Of these profiles, those on the account's list, with the entry that lists each. */
export async function listedAmong(
  db: DbOrTx,
  accountId: string,
  ids: readonly string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.execute<{ id: string; entry: string | null }>(sql`
    select ${profiles.id} as id, ${listedEntrySql(accountId)} as entry
    from ${profiles} where ${profiles.id} ${inText([...new Set(ids)])}`);
  return new Map(rows.flatMap((r) => (r.entry ? [[r.id, r.entry] as const] : [])));
}

/**
 * Seqs of every profile on the account's list, for the Live Estimate. Set-wise rather than per
 * profile: listed addresses and phone numbers through the contacts index, domains by one pass
 * over contacts and profiles (only when the list holds domains).
 */
export async function listedSeqs(db: DbOrTx, accountId: string): Promise<number[]> {
  const rows = await db.execute<{ seq: number }>(sql`
    with d as (select kind, value from do_not_contact where account_id = ${accountId})
    select p.seq from d
      join contacts c on d.kind = 'email' and lower(c.value) = d.value and c.kind = 'email'
      join profiles p on p.id = c.profile_id
    union
    select p.seq from d
      join contacts c on d.kind = 'phone' and lower(c.value) = d.value and c.kind = 'mobile'
      join profiles p on p.id = c.profile_id
    union
    select p.seq from profiles p join d on d.kind = 'domain' and d.value = lower(p.company_domain)
    union
    select p.seq from contacts c
      join d on d.kind = 'domain' and d.value = split_part(lower(c.value), '@', 2)
      join profiles p on p.id = c.profile_id
    where c.kind = 'email' and exists (select 1 from d where kind = 'domain')`);
  return rows.map((r) => Number(r.seq));
}

/*
 * Each account's list version as last read: the Live Estimate needs it on every request, and
 * reading it was a statement each time. The writers call forgetListVersion once their change is
 * committed, so a change through this process counts at once; one made by another process
 * (another web node, a job worker) within LIST_VERSION_TTL_MS.
 */
export const LIST_VERSION_TTL_MS = 2_000;
const versions = ttlCache<DbOrTx, string>({
  name: "do-not-contact-versions",
  ttlMs: LIST_VERSION_TTL_MS,
  maxEntries: 10_000,
  load: async (db, accountId) => {
    const [row] = await db.execute<{ v: string }>(sql`
      select count(*) || ':' || coalesce(max(id), 0) as v from do_not_contact where account_id = ${accountId}`);
    return row?.v ?? "0:0";
  },
});

/** Changes whenever the account's list does (entries only ever get added or removed). */
export function listVersion(db: DbOrTx, accountId: string): Promise<string> {
  return versions.read(db, accountId);
}

/** Call once a change to the account's list is committed: this process sees it at once. */
export function forgetListVersion(accountId: string): void {
  versions.forget(accountId);
}

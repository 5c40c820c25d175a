import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { profiles } from "@/db/schema";
import { ttlCache } from "@/lib/core/ttl-cache";
import { type AudienceIndex, bitsOfSeqs } from "@/lib/engines/audience";

/*
 * "Already in my CRM" for the audience: the people whose e-mail address, and those whose
 * company's domain, the account's CRM connections hold (crm_contacts, filled by pull.ts), as
 * bitmaps over the audience index for the Live Estimate and as SQL for campaign delivery's
 * confirmation. The bitmaps are worked out once per index and per version of the account's
 * index (its pulls' last writes), so an estimate pays one AND and one count for them.
 */

export interface CrmAudience {
  /** People with an e-mail address the CRM holds. */
  people: Uint32Array;
  /** People at a company whose domain the CRM holds. */
  companies: Uint32Array;
}

/** What the targeting asks to leave out (Targeting's `excludeInCrm`). */
export interface ExcludeInCrm {
  people?: boolean;
  companies?: boolean;
}

/*
 * The version of each account's index as last read ("" when it has no CRM pull at all). Pulls
 * run on the job workers, so a change counts here within CRM_VERSION_TTL_MS.
 */
const CRM_VERSION_TTL_MS = 2_000;
const versions = ttlCache<DbOrTx, string>({
  name: "crm-index-versions",
  ttlMs: CRM_VERSION_TTL_MS,
  maxEntries: 10_000,
  load: async (db, accountId) => {
    const [row] = await db.execute<{ v: string }>(sql`
      select coalesce(string_agg(connection_id || '@' || (extract(epoch from updated_at) * 1000)::bigint, ','
        order by connection_id), '') as v
      from crm_pulls where account_id = ${accountId}`);
    return row?.v ?? "";
  },
});

/** Call once a change to the account's CRM index is committed: this process sees it at once. */
export function forgetCrmVersion(accountId: string): void {
  versions.forget(accountId);
}

const byIndex = new WeakMap<AudienceIndex, Map<string, { version: string; bits: CrmAudience }>>();

async function seqsOf(db: DbOrTx, query: SQL): Promise<number[]> {
  const rows = await db.execute<{ seq: number }>(query);
  return rows.map((r) => Number(r.seq));
}

/** The account's CRM as bitmaps over the index; undefined when it has never pulled a CRM. */
export async function crmAudience(
  db: DbOrTx,
  accountId: string,
  index: AudienceIndex,
): Promise<CrmAudience | undefined> {
  const version = await versions.read(db, accountId);
  if (version === "") return undefined;
  let byAccount = byIndex.get(index);
  if (!byAccount) {
    byAccount = new Map();
    byIndex.set(index, byAccount);
  }
  const hit = byAccount.get(accountId);
  if (hit?.version === version) return hit.bits;
  const [people, companies] = await Promise.all([
    seqsOf(
      db,
      sql`select distinct p.seq from crm_contacts k
        join contacts c on lower(c.value) = k.email and c.kind = 'email'
        join profiles p on p.id = c.profile_id
        where k.account_id = ${accountId} and k.email is not null`,
    ),
    seqsOf(
      db,
      sql`select p.seq from profiles p where lower(p.company_domain) in (
        select k.domain from crm_contacts k where k.account_id = ${accountId} and k.domain is not null)`,
    ),
  ]);
  const bits = { people: bitsOfSeqs(index, people), companies: bitsOfSeqs(index, companies) };
  if (byAccount.size >= 1_000) byAccount.delete(byAccount.keys().next().value as string);
  byAccount.set(accountId, { version, bits });
  return bits;
}

/** The bitmap of what a targeting's `excludeInCrm` leaves out; undefined when it leaves out nobody. */
export function crmExclusion(
  audience: CrmAudience | undefined,
  exclude: ExcludeInCrm | undefined,
  words: number,
): Uint32Array | undefined {
  if (!audience || !(exclude?.people || exclude?.companies)) return undefined;
  if (exclude.people && !exclude.companies) return audience.people;
  if (exclude.companies && !exclude.people) return audience.companies;
  const both = new Uint32Array(words);
  for (let i = 0; i < words; i++) {
    both[i] = ((audience.people[i] as number) | (audience.companies[i] as number)) >>> 0;
  }
  return both;
}

/** The profiles (`profiles` in scope) a targeting's `excludeInCrm` keeps, in SQL; undefined: all. */
export function notInCrmSql(accountId: string, exclude: ExcludeInCrm | undefined): SQL | undefined {
  const people = exclude?.people
    ? sql`not exists (select 1 from contacts c join crm_contacts k
        on k.account_id = ${accountId} and k.email = lower(c.value)
        where c.profile_id = ${profiles.id} and c.kind = 'email')`
    : undefined;
  const companies = exclude?.companies
    ? sql`not exists (select 1 from crm_contacts k
        where k.account_id = ${accountId} and k.domain = lower(${profiles.companyDomain}))`
    : undefined;
  if (people && companies) return sql`(${people} and ${companies})`;
  return people ?? companies;
}

/** How many of `bits` are also in `set` (a word at a time, SWAR popcount). */
export function countWithin(bits: Uint32Array, set: Uint32Array): number {
  let n = 0;
  for (let i = 0, end = bits.length; i < end; i++) {
    let w = ((bits[i] as number) & (set[i] as number)) >>> 0;
    if (w === 0) continue;
    w -= (w >>> 1) & 0x55555555;
    w = (w & 0x33333333) + ((w >>> 2) & 0x33333333);
    n += (Math.imul((w + (w >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) as number;
  }
  return n;
}

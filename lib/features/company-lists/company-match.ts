import { type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { DbOrTx } from "@/db/client";
import { profiles } from "@/db/schema";

/*
 * How a company list matches people. A row of the list holds a match key: a domain (compared
 * with the profile's company domain) or a normalised name (compared with the profile's company
 * name normalised the same way). Both sides are normalised by the one SQL expression below, so
 * the upload, the Live Estimate's bitmap, search and campaign delivery cannot disagree.
 */

const UPPER = "'ABCDEFGHIJKLMNOPQRSTUVWXYZ'";
const LOWER = "'abcdefghijklmnopqrstuvwxyz'";
// ASCII punctuation and spaces separate words (non-ASCII letters stay inside their word, as
// lower() and character classes depend on the server's locale); legal-form words go.
const SEPARATORS = "'[\\x01-\\x2f\\x3a-\\x40\\x5b-\\x60\\x7b-\\x7f]+'";
const LEGAL_FORMS =
  "'(^| )(the|inc|incorporated|llc|llp|ltd|limited|gmbh|ag|sa|sas|sarl|srl|spa|bv|nv|oy|ab|as|plc|pty|corp|corporation|co|company|group|holding|holdings)(?= |$)'";

/**
 * "The Acme Co., Inc." → "acme": ASCII case folded, punctuation dropped, legal forms and "the"
 * removed, spaces removed; NULL when nothing is left.
 */
export function nameKeySql(name: SQL | PgColumn): SQL {
  const words = sql`regexp_replace(translate(${name}, ${sql.raw(UPPER)}, ${sql.raw(LOWER)}), ${sql.raw(SEPARATORS)}, ' ', 'g')`;
  // Twice: "acme co inc" has adjacent forms sharing the space between them.
  const once = sql`regexp_replace(${words}, ${sql.raw(LEGAL_FORMS)}, ' ', 'g')`;
  const twice = sql`regexp_replace(${once}, ${sql.raw(LEGAL_FORMS)}, ' ', 'g')`;
  return sql`nullif(replace(${twice}, ' ', ''), '')`;
}

function idArray(ids: readonly string[]): SQL {
  return sql`${sql.param([...ids])}::text[]`;
}

/** True for a `profiles` row whose company is on one of these lists of the account. */
function onAnyListSql(accountId: string, listIds: readonly string[]): SQL {
  return sql`exists (select 1 from company_list_entries e
    join company_lists l on l.id = e.list_id and l.account_id = ${accountId}
    where e.list_id = any(${idArray(listIds)})
      and (e.match_domain = ${profiles.companyDomain}
        or e.match_name = ${nameKeySql(profiles.companyName)}))`;
}

export interface CompanyListFilter {
  include: string[];
  exclude: string[];
}

/**
 * The condition on `profiles` for search and campaign delivery: at a company on one of the
 * included lists (when there are any) and on none of the excluded ones. A person without a
 * company is on no list.
 */
export function companyListsSql(accountId: string, filter: CompanyListFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (filter.include.length > 0) parts.push(onAnyListSql(accountId, filter.include));
  if (filter.exclude.length > 0) parts.push(sql`not ${onAnyListSql(accountId, filter.exclude)}`);
  return parts.length > 0 ? sql.join(parts, sql` and `) : undefined;
}

/**
 * What one list matches, as the audience index holds it: the company domains it names, and the
 * names of the organizations whose name key it names (profiles take their company name and
 * domain from their organization, so these are exactly the profiles `companyListsSql` accepts).
 * Only the list's rows and `organizations` are read, never `profiles`.
 */
export async function listMatchKeys(
  db: DbOrTx,
  listId: string,
): Promise<{ domains: string[]; names: string[] }> {
  const [domains, names] = await Promise.all([
    db.execute<{ v: string }>(sql`
      select distinct match_domain as v from company_list_entries
      where list_id = ${listId} and match_domain is not null`),
    db.execute<{ v: string }>(sql`
      select distinct o.name as v from organizations o
      where exists (select 1 from company_list_entries
                    where list_id = ${listId} and match_name is not null)
        and ${nameKeySql(sql`o.name`)} in (
          select match_name from company_list_entries
          where list_id = ${listId} and match_name is not null)`),
  ]);
  return { domains: domains.map((r) => r.v), names: names.map((r) => r.v) };
}

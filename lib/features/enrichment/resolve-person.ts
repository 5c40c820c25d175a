import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { inText } from "@/lib/core/sql/array-params";
import { suppressedAmong } from "@/lib/model/suppression/suppress";
import type { ProfileInput } from "./schemas";

/** As stored by lib/model/profiles/profile-rows.ts: trimmed, lower case, no trailing slash. */
export function normalizeSourceUrl(url: string): string[] {
  const base = url.trim().replace(/\/+$/, "").toLowerCase();
  if (/^https?:\/\//.test(base)) return [base];
  return [`https://${base}`, `http://${base}`, base];
}

/** An organization given as a domain or a URL ("https://www.acme.io/x" → "acme.io"), else null. */
export function domainOrNull(organization: string): string | null {
  const text = organization.trim().toLowerCase();
  if (/\s/.test(text) || !text.includes(".")) return null;
  const host = text.replace(/^[a-z]+:\/\//, "").split(/[/?#]/)[0] ?? "";
  return host.replace(/^www\./, "") || null;
}

type Match = {
  key: string;
  id: string;
  /** Null for the shared catalogue; else the account that imported the profile. */
  owner: string | null;
};

/**
 * A way to find profiles by a key of the input (its id, its source URL, its username, an
 * e-mail address): which keys an input gives (none when it is of another kind), and the query
 * answering the profiles of a set of keys.
 */
type KeyLookup = {
  keys: (input: ProfileInput) => string[] | undefined;
  query: (values: string[]) => SQL;
};

const KEY_LOOKUPS: readonly KeyLookup[] = [
  {
    keys: (input) => ("id" in input ? [input.id] : undefined),
    query: (ids) =>
      sql`select id as key, id, owner_account_id as owner from profiles where id ${inText(ids)}`,
  },
  {
    keys: (input) => ("SourceUrl" in input ? normalizeSourceUrl(input.SourceUrl) : undefined),
    query: (urls) => sql`select source_url as key, id, owner_account_id as owner from profiles
      where source_url ${inText(urls)}`,
  },
  {
    keys: (input) => ("SourceUsername" in input ? [input.SourceUsername.toLowerCase()] : undefined),
    query: (names) => sql`select lower(source_username) as key, id, owner_account_id as owner
      from profiles where lower(source_username) ${inText(names)}`,
  },
  {
    keys: (input) => ("email" in input ? [input.email.toLowerCase()] : undefined),
    query: (
      emails,
    ) => sql`select lower(c.value) as key, c.profile_id as id, p.owner_account_id as owner
      from contacts c join profiles p on p.id = c.profile_id
      where c.kind = 'email' and lower(c.value) ${inText(emails)}`,
  },
];

/** The lowest id among the profiles the account may reach, for the first key that has one. */
function lowestReachable(rows: Match[], keys: string[], account: string | undefined) {
  for (const k of keys) {
    let low: string | undefined;
    for (const r of rows) {
      if (
        r.key === k &&
        (r.owner === null || r.owner === account) &&
        (low === undefined || r.id < low)
      )
        low = r.id;
    }
    if (low !== undefined) return low;
  }
  return null;
}

/** Fills `found` for the inputs this lookup applies to, in one query for the whole batch. */
async function resolveByKey(
  db: DbOrTx,
  lookup: KeyLookup,
  inputs: ProfileInput[],
  accounts: string[],
  found: (string | null)[],
): Promise<void> {
  const wanted = inputs.flatMap((input, i) => {
    const keys = lookup.keys(input);
    return keys ? [{ i, keys }] : [];
  });
  if (wanted.length === 0) return;
  const values = [...new Set(wanted.flatMap((w) => w.keys))];
  const rows = [...(await db.execute<Match>(lookup.query(values)))];
  for (const w of wanted) found[w.i] = lowestReachable(rows, w.keys, accounts[w.i]);
}

/**
 * Fills `found` for the inputs given as a person's name at an organization (its name, or its
 * domain or URL), in one query: the lowest id among the profiles the asking account may reach.
 */
async function resolveByName(
  db: DbOrTx,
  inputs: ProfileInput[],
  accounts: string[],
  found: (string | null)[],
): Promise<void> {
  const named = inputs.flatMap((input, i) =>
    "fn" in input
      ? [
          {
            i,
            fn: input.fn.toLowerCase(),
            ln: input.ln.toLowerCase(),
            org: input.organization.trim().toLowerCase(),
            domain: domainOrNull(input.organization) ?? "",
            account: accounts[i] ?? "",
          },
        ]
      : [],
  );
  if (named.length === 0) return;
  const rows = await db.execute<{ i: number; id: string | null }>(sql`
    select w.i, (
      select p.id from profiles p
      where lower(p.fn) = w.fn and lower(p.ln) = w.ln
        and (lower(p.company_name) = w.org or (w.domain <> '' and p.company_domain = w.domain))
        and (p.owner_account_id is null or p.owner_account_id = w.account)
      order by p.id limit 1
    ) as id
    from jsonb_to_recordset(${JSON.stringify(named)}::jsonb)
      as w(i int, fn text, ln text, org text, domain text, account text)`);
  for (const row of rows) found[row.i] = row.id;
}

/**
 * The profile id each input identifies, or null when none matches (or it is suppressed). One
 * query per kind of input, whatever the batch size; when several profiles match, the lowest id
 * is taken so the answer is stable.
 */
export async function resolveInputs(
  db: DbOrTx,
  inputs: ProfileInput[],
  /** The account that asked for each input: it may reach the shared catalogue and its own imports. */
  accounts: string[],
): Promise<(string | null)[]> {
  const found: (string | null)[] = inputs.map(() => null);
  for (const lookup of KEY_LOOKUPS) await resolveByKey(db, lookup, inputs, accounts, found);
  await resolveByName(db, inputs, accounts, found);
  // Someone who opted out is not in the data as far as any caller can tell: not found, not paid.
  const suppressed = await suppressedAmong(
    db,
    found.filter((id): id is string => id !== null),
  );
  return found.map((id) => (id !== null && suppressed.has(id) ? null : id));
}

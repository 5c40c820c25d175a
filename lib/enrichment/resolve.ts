import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { inText } from "@/lib/sql/array-params";
import { suppressedAmong } from "@/lib/suppression/suppress";
import type { ProfileInput } from "./schemas";

/** As stored by lib/profiles/profile-rows.ts: trimmed, lower case, no trailing slash. */
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
 * The profile id each input identifies, or null when none matches (or it is suppressed). One query per kind of
 * input, whatever the batch size; when several profiles match, the lowest id is taken so the
 * answer is stable.
 */
export async function resolveInputs(
  db: DbOrTx,
  inputs: ProfileInput[],
  /** The account that asked for each input: it may reach the shared catalogue and its own imports. */
  accounts: string[],
): Promise<(string | null)[]> {
  const found: (string | null)[] = inputs.map(() => null);
  const byKey = async (
    pick: (input: ProfileInput) => string[] | undefined,
    query: (values: string[]) => Promise<Match[]>,
  ) => {
    const wanted = inputs.map((input, i) => ({ i, keys: pick(input) })).filter((w) => w.keys);
    if (wanted.length === 0) return;
    const rows = await query([...new Set(wanted.flatMap((w) => w.keys ?? []))]);
    for (const w of wanted) {
      const account = accounts[w.i];
      // The lowest id among the profiles this account may reach, for the first key that has one.
      found[w.i] =
        w.keys
          ?.map((k) =>
            rows
              .filter((r) => r.key === k && (r.owner === null || r.owner === account))
              .reduce<string | undefined>(
                (low, r) => (low === undefined || r.id < low ? r.id : low),
                undefined,
              ),
          )
          .find((id) => id !== undefined) ?? null;
    }
  };

  const matches = async (query: SQL) => [...(await db.execute<Match>(query))];
  await byKey(
    (input) => ("id" in input ? [input.id] : undefined),
    (ids) =>
      matches(
        sql`select id as key, id, owner_account_id as owner from profiles where id ${inText(ids)}`,
      ),
  );
  await byKey(
    (input) => ("SourceUrl" in input ? normalizeSourceUrl(input.SourceUrl) : undefined),
    (urls) =>
      matches(sql`select source_url as key, id, owner_account_id as owner from profiles
        where source_url ${inText(urls)}`),
  );
  await byKey(
    (input) => ("SourceUsername" in input ? [input.SourceUsername.toLowerCase()] : undefined),
    (names) =>
      matches(sql`select lower(source_username) as key, id, owner_account_id as owner from profiles
        where lower(source_username) ${inText(names)}`),
  );
  await byKey(
    (input) => ("email" in input ? [input.email.toLowerCase()] : undefined),
    (emails) =>
      matches(sql`select lower(c.value) as key, c.profile_id as id, p.owner_account_id as owner
        from contacts c join profiles p on p.id = c.profile_id
        where c.kind = 'email' and lower(c.value) ${inText(emails)}`),
  );

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
  if (named.length > 0) {
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
  // Someone who opted out is not in the data as far as any caller can tell: not found, not paid.
  const suppressed = await suppressedAmong(
    db,
    found.filter((id): id is string => id !== null),
  );
  return found.map((id) => (id !== null && suppressed.has(id) ? null : id));
}

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

/**
 * The profile id each input identifies, or null when none matches (or it is suppressed). One query per kind of
 * input, whatever the batch size; when several profiles match, the lowest id is taken so the
 * answer is stable.
 */
export async function resolveInputs(
  db: DbOrTx,
  inputs: ProfileInput[],
): Promise<(string | null)[]> {
  const found: (string | null)[] = inputs.map(() => null);
  const byKey = async (
    pick: (input: ProfileInput) => string[] | undefined,
    query: (values: string[]) => Promise<{ key: string; id: string }[]>,
  ) => {
    const wanted = inputs.map((input, i) => ({ i, keys: pick(input) })).filter((w) => w.keys);
    if (wanted.length === 0) return;
    const rows = await query([...new Set(wanted.flatMap((w) => w.keys ?? []))]);
    const ids = new Map<string, string>();
    for (const row of rows) {
      const seen = ids.get(row.key);
      if (seen === undefined || row.id < seen) ids.set(row.key, row.id);
    }
    for (const w of wanted) {
      found[w.i] = w.keys?.map((k) => ids.get(k)).find((id) => id !== undefined) ?? null;
    }
  };

  const matches = async (query: SQL) => [...(await db.execute<{ key: string; id: string }>(query))];
  await byKey(
    (input) => ("id" in input ? [input.id] : undefined),
    (ids) => matches(sql`select id as key, id from profiles where id ${inText(ids)}`),
  );
  await byKey(
    (input) => ("SourceUrl" in input ? normalizeSourceUrl(input.SourceUrl) : undefined),
    (urls) =>
      matches(sql`select source_url as key, id from profiles where source_url ${inText(urls)}`),
  );
  await byKey(
    (input) => ("SourceUsername" in input ? [input.SourceUsername.toLowerCase()] : undefined),
    (names) =>
      matches(sql`select lower(source_username) as key, id from profiles
        where lower(source_username) ${inText(names)}`),
  );
  await byKey(
    (input) => ("email" in input ? [input.email.toLowerCase()] : undefined),
    (emails) =>
      matches(sql`select lower(value) as key, profile_id as id from contacts
        where kind = 'email' and lower(value) ${inText(emails)}`),
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
        order by p.id limit 1
      ) as id
      from jsonb_to_recordset(${JSON.stringify(named)}::jsonb)
        as w(i int, fn text, ln text, org text, domain text)`);
    for (const row of rows) found[row.i] = row.id;
  }
  // Someone who opted out is not in the data as far as any caller can tell: not found, not paid.
  const suppressed = await suppressedAmong(
    db,
    found.filter((id): id is string => id !== null),
  );
  return found.map((id) => (id !== null && suppressed.has(id) ? null : id));
}

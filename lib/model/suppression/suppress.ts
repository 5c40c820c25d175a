import { type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { DbOrTx } from "@/db/client";
import { suppressedProfiles } from "@/db/schema";
import { inText } from "@/lib/core/sql/array-params";
import { addressHash } from "./address";

/** True for a profile id nobody may see: a person who opted out is no one's audience. */
export function notSuppressed(profileId: AnyPgColumn | SQL): SQL {
  return sql`not exists (select 1 from ${suppressedProfiles} where ${suppressedProfiles.profileId} = ${profileId})`;
}

/** Of these profile ids, those that are suppressed. */
export async function suppressedAmong(db: DbOrTx, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.execute<{ id: string }>(
    sql`select profile_id as id from suppressed_profiles where profile_id ${inText([...new Set(ids)])}`,
  );
  return new Set(rows.map((r) => r.id));
}

/**
 * Marks the just-saved profiles that hold a suppressed address, so an import can never bring
 * back someone who opted out. One key lookup for the whole batch.
 */
export async function suppressSaved(
  tx: DbOrTx,
  saved: readonly { id: string; emails: readonly string[] }[],
): Promise<number> {
  // The usual case, nobody suppressed yet, costs one query and no hashing (nor the secret).
  const [any] = await tx.execute<{ found: boolean }>(
    sql`select exists (select 1 from email_suppressions) as found`,
  );
  if (!any?.found) return 0;
  const byHash = new Map<string, string[]>();
  for (const p of saved) {
    for (const e of p.emails) {
      const h = addressHash(e);
      byHash.set(h, [...(byHash.get(h) ?? []), p.id]);
    }
  }
  if (byHash.size === 0) return 0;
  const hits = await tx.execute<{ hash: string }>(
    sql`select address_hash as hash from email_suppressions where address_hash ${inText([...byHash.keys()])}`,
  );
  const ids = [...new Set(hits.flatMap((h) => byHash.get(h.hash) ?? []))];
  if (ids.length === 0) return 0;
  await tx
    .insert(suppressedProfiles)
    .values(ids.map((profileId) => ({ profileId })))
    .onConflictDoNothing();
  return ids.length;
}

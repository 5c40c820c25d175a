import { sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { inText } from "@/lib/core/sql/array-params";
import type { VerificationStatus } from "@/lib/engines/verification/verify";
import type { ContactEntry } from "@/lib/model/profiles/profile-schema";

export type ContactKind = "email" | "mobile";

export interface Picked {
  entries: ContactEntry[];
  /** The source the entries came from; null for contacts of no recorded source. */
  source: string | null;
  /**
   * The verification status of each address a verifier or a probe judged while a provider's
   * answer was taken (ask-providers.ts); local addresses carry none (docs/verification.md).
   */
  verification?: Record<string, VerificationStatus>;
}

/**
 * The contacts to deliver for each profile, chosen as a waterfall: the sources are asked in
 * priority order and the first one that has any address (or number) for the profile supplies
 * them. Lower-priority sources are not used for that profile, so each unit of e-mail or mobile
 * allowance pays for the best-ranked data only. Contacts of no recorded source come last. With
 * `accept`, only the entries it accepts count (a source having none of them is passed over).
 */
export async function pickContacts(
  db: DbOrTx,
  profileIds: string[],
  kinds: ContactKind[],
  accept?: (entry: ContactEntry) => boolean,
): Promise<Map<string, Partial<Record<ContactKind, Picked>>>> {
  const out = new Map<string, Partial<Record<ContactKind, Picked>>>();
  if (profileIds.length === 0 || kinds.length === 0) return out;
  const rows = await db.execute<{
    profile_id: string;
    kind: ContactKind;
    type: string;
    value: string;
    source: string | null;
    priority: number;
  }>(sql`
    select c.profile_id, c.kind, c.type, c.value, s.name as source,
      coalesce(s.priority, 2147483647) as priority
    from contacts c left join sources s on s.id = c.source_id
    where c.profile_id ${inText(profileIds)} and c.kind ${inText(kinds)}
    order by c.profile_id, c.kind, priority, c.id`);
  const chosenPriority = new Map<string, number>();
  for (const row of rows) {
    if (accept && !accept({ type: row.type, value: row.value })) continue;
    const key = `${row.profile_id}\u0000${row.kind}`;
    const chosen = chosenPriority.get(key);
    if (chosen !== undefined && chosen !== row.priority) continue;
    chosenPriority.set(key, row.priority);
    const byKind = out.get(row.profile_id) ?? {};
    const picked = byKind[row.kind] ?? { entries: [], source: row.source };
    if (!picked.entries.some((e) => e.value.toLowerCase() === row.value.toLowerCase())) {
      picked.entries.push({ type: row.type, value: row.value });
    }
    byKind[row.kind] = picked;
    out.set(row.profile_id, byKind);
  }
  return out;
}

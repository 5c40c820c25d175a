import { sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { emailSuppressions } from "@/db/schema";
import { bumpDataVersion } from "@/lib/core/sql/data-version";
import { addressHash, normaliseAddress } from "./address";

/*
 * Kept out of suppress.ts: lib/model/profiles reads suppress.ts (loading and saving profiles leave the
 * suppressed out, or mark them), and this writer bumps lib/model/profiles' data version; in one file,
 * the two folders would import each other.
 */

/**
 * Suppresses an address for good: records its hash with how and when that was proven, and
 * marks every profile holding it. Idempotent; the first confirmation's record is kept. Bumps
 * `data_version` so the audience index drops those profiles at its next refresh.
 */
export async function suppressAddress(
  tx: DbOrTx,
  input: { address: string; method: "email-link" | "admin"; requestedAt: Date; confirmedAt: Date },
): Promise<{ profiles: number; profileIds: string[] }> {
  const normalised = normaliseAddress(input.address);
  await tx
    .insert(emailSuppressions)
    .values({
      addressHash: addressHash(normalised),
      method: input.method,
      requestedAt: input.requestedAt,
      confirmedAt: input.confirmedAt,
    })
    .onConflictDoNothing();
  const marked = await tx.execute<{ profile_id: string }>(sql`
    insert into suppressed_profiles (profile_id)
    select distinct profile_id from contacts
    where kind = 'email' and lower(value) = ${normalised}
    on conflict do nothing
    returning profile_id`);
  await bumpDataVersion(tx);
  return { profiles: marked.length, profileIds: marked.map((m) => m.profile_id) };
}

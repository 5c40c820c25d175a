import { sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { inText } from "@/lib/core/sql/array-params";
import { bumpDataVersion } from "@/lib/core/sql/data-version";
import { isWorkAddress } from "@/lib/model/profiles/email-domains";

/**
 * The targeting columns a verdict moves, from the people's addresses not found invalid: whether
 * they have an e-mail (and a work one) to target and deliver, and when the newest of those was
 * last seen or verified (kept as it was when none is left). Written only where they changed, so
 * the audience index catches up with just those people (profile_changes).
 */
export async function recomputeEmailColumns(tx: DbOrTx, ids: string[]): Promise<void> {
  const rows = await tx.execute<{
    id: string;
    has_email: boolean;
    has_work_email: boolean;
    type: string | null;
    value: string | null;
    at: Date | string | null;
  }>(sql`
    select p.id, p.has_email, p.has_work_email, c.type, c.value, c.last_verified_at as at
      from profiles p left join contacts c on c.profile_id = p.id and c.kind = 'email'
       and c.verification is distinct from 'invalid'
     where p.id ${inText(ids)}`);
  const byId = new Map<
    string,
    { was: [boolean, boolean]; email: boolean; work: boolean; at: number | null }
  >();
  for (const r of rows) {
    const p = byId.get(r.id) ?? {
      was: [r.has_email, r.has_work_email] as [boolean, boolean],
      email: false,
      work: false,
      at: null,
    };
    if (r.value !== null && r.type !== null) {
      p.email = true;
      p.work ||= isWorkAddress({ type: r.type, value: r.value });
      const at = new Date(r.at as Date | string).getTime();
      p.at = p.at === null ? at : Math.max(p.at, at);
    }
    byId.set(r.id, p);
  }
  const changed = [...byId].filter(
    ([, p]) => p.at !== null || p.was[0] !== p.email || p.was[1] !== p.work,
  );
  if (changed.length === 0) return;
  // Every column as text (the driver would send a boolean[] as one boolean), cast in the statement.
  const column = (pick: (p: (typeof changed)[number][1]) => string | null) =>
    sql`${sql.param(changed.map(([, p]) => pick(p)))}::text[]`;
  await tx.execute(sql`
    update profiles p set has_email = v.email::boolean, has_work_email = v.work::boolean,
           email_verified_at = coalesce(v.at::timestamptz, p.email_verified_at)
      from unnest(${sql.param(changed.map(([id]) => id))}::text[],
                  ${column((p) => String(p.email))}, ${column((p) => String(p.work))},
                  ${column((p) => (p.at === null ? null : new Date(p.at).toISOString()))})
           as v(id, email, work, at)
     where p.id = v.id`);
  await bumpDataVersion(tx);
}

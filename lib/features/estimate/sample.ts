import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { arrayParam } from "@/lib/core/sql/array-params";
import { type AudienceIndex, andBits, cardinality, evaluatePlan } from "@/lib/engines/audience";
import { notSuppressed } from "@/lib/model/suppression/suppress";
import type { Plan } from "@/lib/model/targeting/plan";
import type { SamplePerson } from "./schema";

/**
 * The seqs at evenly spaced ranks of a bitmap's members, in seq order: the same audience always
 * gives the same people (a preview that reshuffles on every recount reads as noise), and they are
 * spread over the whole audience rather than the oldest rows.
 */
export function spreadSeqs(bits: Uint32Array, size: number): number[] {
  const total = cardinality(bits);
  const take = Math.min(size, total);
  const out: number[] = [];
  let rank = 0;
  for (let i = 0; i < bits.length && out.length < take; i++) {
    let w = bits[i] as number;
    while (w !== 0 && out.length < take) {
      const low = w & -w;
      // The k-th pick is the member at rank ⌊(k + ½) × total / take⌋.
      if (rank === Math.floor(((out.length + 0.5) * total) / take)) {
        out.push((i << 5) + 31 - Math.clz32(low));
      }
      rank++;
      w ^= low;
    }
  }
  return out;
}

/** "Jane D.": enough to judge the targeting by, not enough to identify or contact anyone. */
export function shortName(fn: string | null, ln: string | null): string {
  const first = fn?.trim();
  const last = ln?.trim();
  const initial = last ? `${Array.from(last)[0]?.toLocaleUpperCase("en-US")}.` : "";
  if (first) return initial ? `${first} ${initial}` : first;
  return initial || "(no name)";
}

/**
 * A preview of up to `size` people of the plan's audience less the excluded sets (the account's
 * do-not-contact list, people delivered lately): who they are in outline and which contact kinds
 * they have, never the contacts. Read from PostgreSQL by seq; a person suppressed since the
 * index was built is left out.
 */
export async function sampleAudience(
  db: Db,
  input: {
    index: AudienceIndex;
    plan: Plan;
    /** Narrows the audience in place first (the account's company lists). */
    narrow?: (bits: Uint32Array) => void;
    without: (Uint32Array | undefined)[];
    size: number;
  },
): Promise<SamplePerson[]> {
  if (input.size === 0) return [];
  // evaluatePlan answers in a shared buffer: the seqs are picked before the first await.
  const bits = evaluatePlan(input.index, input.plan);
  input.narrow?.(bits);
  for (const excluded of input.without) if (excluded) andBits(bits, excluded, true);
  const seqs = spreadSeqs(bits, input.size);
  if (seqs.length === 0) return [];
  const rows = await db.execute<{
    fn: string | null;
    ln: string | null;
    title: string | null;
    company: string | null;
    country: string | null;
    has_email: boolean;
    has_mobile: boolean;
  }>(sql`
    select p.fn, p.ln, p.title, p.company_name as company, p.country, p.has_email, p.has_mobile
    from profiles p
    where p.seq = any(${arrayParam(seqs, "int")}) and ${notSuppressed(sql`p.id`)}
    order by p.seq`);
  return rows.map((r) => ({
    name: shortName(r.fn, r.ln),
    title: r.title,
    company: r.company,
    country: r.country,
    contacts: [
      ...(r.has_email ? ["email" as const] : []),
      ...(r.has_mobile ? ["mobile" as const] : []),
    ],
  }));
}

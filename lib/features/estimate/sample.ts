import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { utcDay } from "@/lib/core/clock";
import { arrayParam } from "@/lib/core/sql/array-params";
import { type AudienceIndex, andBits, cardinality, evaluatePlan } from "@/lib/engines/audience";
import { notSuppressed } from "@/lib/model/suppression/suppress";
import type { Plan } from "@/lib/model/targeting/plan";
import type { SampleLimit, SamplePerson } from "./schema";

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

/** A preview's people, and for an account its daily cap as the preview left it. */
export interface Sample {
  people: SamplePerson[];
  limit?: SampleLimit;
}

type Row = {
  fn: string | null;
  ln: string | null;
  title: string | null;
  company: string | null;
  country: string | null;
  has_email: boolean;
  has_mobile: boolean;
  own: boolean;
};

/** A person shown beside the cap; `id` null on the one row of a preview that shows nobody. */
type CappedRow = Row & {
  id: string | null;
  per_day: number;
  seen: number;
  fresh: number;
  shown: boolean;
};

/**
 * A preview of up to `size` people of the plan's audience less the excluded sets (the account's
 * do-not-contact list, people delivered lately): who they are in outline and which contact kinds
 * they have, never the contacts. Read from PostgreSQL by seq; a person suppressed since the
 * index was built is left out.
 *
 * For an account the preview is capped: it shows the account at most its `preview_people_per_day`
 * distinct people a UTC day, counted in `preview_views`. A preview whose new people would take
 * the account past the cap shows nobody (the estimate still answers its counts); people already
 * shown today are shown again freely. Reading the cap, counting the day's people and recording
 * the new ones is the same one statement that reads the people, so the preview costs no more
 * round trips than before. Two previews of one account at the same instant may each fit under
 * the cap alone and pass it together, by a preview's worth of people at most each.
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
    /** Whose preview, on which UTC day (YYYY-MM-DD): capped. None: not capped. */
    account?: { id: string; day: string };
  },
): Promise<Sample> {
  if (input.size === 0) return { people: [] };
  // evaluatePlan answers in a shared buffer: the seqs are picked before the first await.
  const bits = evaluatePlan(input.index, input.plan);
  input.narrow?.(bits);
  for (const excluded of input.without) if (excluded) andBits(bits, excluded, true);
  const seqs = spreadSeqs(bits, input.size);
  const picked = sql`
    select p.id, p.seq, p.fn, p.ln, p.title, p.company_name as company, p.country, p.has_email,
      p.has_mobile, p.owner_account_id is not null as own
    from profiles p
    where p.seq = any(${arrayParam(seqs, "int")}) and ${notSuppressed(sql`p.id`)}`;
  const account = input.account;
  if (!account) {
    if (seqs.length === 0) return { people: [] };
    return { people: (await db.execute<Row>(sql`${picked} order by p.seq`)).map(personOf) };
  }
  // One row per person shown, or one row of nulls beside the cap when nobody is.
  const rows = await db.execute<CappedRow>(sql`
    with picked as (${picked}),
    seen as (
      select v.profile_id from preview_views v
      where v.account_id = ${account.id} and v.day = ${account.day}::date
    ),
    cap as (
      select a.preview_people_per_day as per_day,
        (select count(*) from seen)::int as seen,
        (select count(*) from picked
          where not exists (select 1 from seen where seen.profile_id = picked.id))::int as fresh
      from accounts a where a.id = ${account.id}
    ),
    recorded as (
      insert into preview_views (account_id, day, profile_id)
      select ${account.id}, ${account.day}::date, picked.id
      from picked, cap where cap.seen + cap.fresh <= cap.per_day
      on conflict do nothing
    )
    select cap.per_day, cap.seen, cap.fresh, cap.seen + cap.fresh <= cap.per_day as shown,
      picked.id, picked.fn, picked.ln, picked.title, picked.company, picked.country, picked.has_email,
      picked.has_mobile, coalesce(picked.own, false) as own
    from cap left join picked on cap.seen + cap.fresh <= cap.per_day
    order by picked.seq`);
  const first = rows[0];
  if (!first) return { people: [], limit: { perDay: 0, seenToday: 0, reached: true } };
  if (!first.shown) {
    return { people: [], limit: { perDay: first.per_day, seenToday: first.seen, reached: true } };
  }
  return {
    people: rows.filter((r) => r.id !== null).map(personOf),
    limit: { perDay: first.per_day, seenToday: first.seen + first.fresh, reached: false },
  };
}

function personOf(r: Row): SamplePerson {
  return {
    name: shortName(r.fn, r.ln),
    title: r.title,
    company: r.company,
    country: r.country,
    // The audience holds no other account's imports: an owned person is the caller's own.
    own: r.own,
    contacts: [
      ...(r.has_email ? ["email" as const] : []),
      ...(r.has_mobile ? ["mobile" as const] : []),
    ],
  };
}

/** Forgets the people previews showed before today (UTC): only today's count caps anything. */
export async function prunePreviewViews(db: Db, now: Date): Promise<void> {
  await db.execute(sql`delete from preview_views where day < ${utcDay(now)}::date`);
}

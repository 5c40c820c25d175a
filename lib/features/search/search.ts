import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { organizations, profiles } from "@/db/schema";
import type { Ctx } from "@/lib/core/context";
import { decodeCursor, encodeCursor } from "@/lib/core/paging/cursor";
import { arrayParam } from "@/lib/core/sql/array-params";
import { onReplica } from "@/lib/core/sql/replica";
import { andBits, evaluatePlan, pageOfAudience, resolveTargeting } from "@/lib/engines/audience";
import { consumeAllowance } from "@/lib/features/allowances/consume";
import type { CounterState } from "@/lib/features/allowances/usage";
import {
  applyCompanyListMask,
  companyListMask,
  pageOfBits,
} from "@/lib/features/company-lists/audience";
import { checkCompanyLists } from "@/lib/features/company-lists/company-lists";
import { companyListsSql } from "@/lib/features/company-lists/company-match";
import { crmAudience, crmExclusion, notInCrmSql } from "@/lib/features/crm/crm-audience";
import { assembleProfileJson } from "@/lib/model/profiles/profile-rows";
import type { Targeting } from "@/lib/model/targeting/schema";
import { planToSql } from "@/lib/model/targeting/sql";

/** Rounds of "take candidates from the index, confirm them in PostgreSQL" before giving a short page. */
const MAX_ROUNDS = 5;

/** The page after the profile numbered `seq`. */
function seqCursor(seq: number): string {
  return encodeCursor(`s${seq}`);
}

function seqOfCursor(cursor: string | null | undefined): number {
  if (!cursor) return 0;
  return decodeCursor(cursor, (text) => {
    const match = /^s(\d{1,10})$/.exec(text);
    return match ? Number(match[1]) : undefined;
  });
}

/**
 * The candidates that match `where`, in `seq` order, each already as the answer's profile
 * (without e-mail and mobile) in JSON text: confirmation and loading in one statement, one round
 * trip, whose text does not depend on how many candidates there are (so it is prepared once per
 * plan shape). `profiles.data` comes as the text it is stored as, and each organization
 * (jsonb) as PostgreSQL prints it: neither is parsed and serialized again here.
 */
async function confirmedProfiles(
  db: DbOrTx,
  seqs: readonly number[],
  where: SQL,
): Promise<{ seq: number; json: string }[]> {
  const rows = await db
    .select({
      seq: profiles.seq,
      data: sql<string>`${profiles.data}::text`,
      organizationId: organizations.id,
      organization: sql<string | null>`${organizations.data}::text`,
    })
    .from(profiles)
    .leftJoin(organizations, eq(organizations.id, profiles.organizationId))
    .where(sql`${profiles.seq} = any(${arrayParam(seqs, "int")}) and ${where}`)
    .orderBy(asc(profiles.seq));
  return rows.map((r) => ({
    seq: r.seq,
    json: assembleProfileJson(
      r.data,
      r.organizationId === null ? undefined : (r.organization ?? undefined),
    ),
  }));
}

/** A page of search results as built: each profile the JSON text of an interface-spec `Profile`. */
export interface SearchPage {
  total: number;
  totalIsExact: boolean;
  profiles: string[];
  nextCursor: string | null;
}

/**
 * The `SearchResult` answer's JSON text in pieces, the profiles' text passed through as is: the
 * caller writes them out one after another (joined, they are one string as large as the page).
 */
export function searchResultPieces(page: SearchPage): string[] {
  const { total, totalIsExact, profiles: items, nextCursor } = page;
  const pieces = [
    `{"total":${JSON.stringify(total)},"totalIsExact":${JSON.stringify(totalIsExact)},"data":[`,
  ];
  items.forEach((item, i) => {
    pieces.push(i === 0 ? item : `,${item}`);
  });
  pieces.push(`],"nextCursor":${JSON.stringify(nextCursor)}}`);
  return pieces;
}

/**
 * One page of the profiles matching a targeting, in `seq` order, without e-mail and mobile.
 * Candidates come from the audience index and are confirmed against PostgreSQL with the same
 * plan compiled to SQL, so every profile returned matches the targeting even while the index is
 * a moment behind. Consumes 1 `search` after the page is built: a refused or failed call costs
 * nothing.
 */
export async function searchContacts(
  ctx: Ctx,
  input: { filters: Targeting; limit: number; cursor?: string | null },
  /** Hears the `search` allowance as the debit left it (a route reports it without reading it again). */
  onDebit?: (allowance: CounterState) => void,
): Promise<SearchPage> {
  const after = seqOfCursor(input.cursor);
  const companyLists = await checkCompanyLists(ctx, input.filters);
  const { plan, index, current } = await resolveTargeting(
    ctx.db,
    input.filters,
    ctx.accountId,
    undefined,
    ctx.clock.now(),
  );
  const excludeInCrm = input.filters.excludeInCrm;
  const where = and(
    planToSql(plan),
    companyLists && companyListsSql(ctx.accountId, companyLists),
    notInCrmSql(ctx.accountId, excludeInCrm),
  ) as SQL;
  const mask = companyLists ? await companyListMask(ctx.db, index, companyLists) : undefined;
  // People already in the account's CRM, when the targeting leaves them out.
  const inCrm = excludeInCrm
    ? crmExclusion(await crmAudience(ctx.db, ctx.accountId, index), excludeInCrm, index.words)
    : undefined;
  // Candidates must come from the lists' audience too, or a short list would page through
  // the plan's whole audience before filling a page.
  const candidates = (from: number, max: number) => {
    if (!mask && !inCrm) return pageOfAudience(index, plan, from, max);
    const bits = evaluatePlan(index, plan);
    if (mask) applyCompanyListMask(bits, mask);
    if (inCrm) andBits(bits, inCrm, true);
    return pageOfBits(bits, from, max);
  };
  const want = input.limit + 1;
  const found: { seq: number; json: string }[] = [];
  let total = 0;
  let checkedTo = after;
  let exhausted = false;
  for (let round = 0; round < MAX_ROUNDS && found.length < want && !exhausted; round++) {
    const page = candidates(checkedTo, want - found.length);
    if (round === 0) total = page.count;
    exhausted = page.seqs.length < want - found.length;
    const last = page.seqs.at(-1);
    if (last === undefined) break;
    // Confirming candidates reads profiles only, and tolerates the replica's lag as the index does.
    const rows = await onReplica(ctx.db, (db) => confirmedProfiles(db, page.seqs, where));
    found.push(...rows);
    checkedTo = last;
  }
  const pageRows = found.slice(0, input.limit);
  const more = found.length > input.limit || (!exhausted && found.length < want);
  const cursorSeq = found.length > input.limit ? pageRows.at(-1)?.seq : checkedTo;
  const { search: allowance } = await consumeAllowance(ctx, { search: 1 }, "contact search");
  if (allowance) onDebit?.(allowance);
  return {
    total,
    totalIsExact: current,
    profiles: pageRows.map((r) => r.json),
    nextCursor: more && cursorSeq !== undefined ? seqCursor(cursorSeq) : null,
  };
}

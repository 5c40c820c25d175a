import { and, asc, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { campaigns, companyListEntries, companyLists } from "@/db/schema";
import type { Ctx, TxCtx } from "@/lib/core/context";
import { Conflict, InvalidRequest, NotFound } from "@/lib/core/errors";
import { cardinality, getAudienceIndex, visibleCount } from "@/lib/engines/audience";
import type { Targeting } from "@/lib/model/targeting/schema";
import { listBits } from "./audience";
import type { CompanyListFilter } from "./company-match";
import {
  type CompanyListReport,
  type CompanyListSummary,
  MAX_REPORTED_UNMATCHED,
  type UnmatchedRow,
} from "./schema";

type ListRow = typeof companyLists.$inferSelect;

function summaryOf(r: ListRow): CompanyListSummary {
  return {
    id: r.id,
    name: r.name,
    rows: r.rows,
    matched: r.matched,
    matchRate: r.rows === 0 ? 0 : Math.round((r.matched / r.rows) * 10_000) / 10_000,
    createdAt: r.createdAt.toISOString(),
  };
}

/** The account's company lists, newest first. */
export async function listCompanyLists(ctx: TxCtx): Promise<CompanyListSummary[]> {
  const rows = await ctx.db
    .select()
    .from(companyLists)
    .where(eq(companyLists.accountId, ctx.accountId))
    .orderBy(desc(companyLists.createdAt), asc(companyLists.id));
  return rows.map(summaryOf);
}

async function getListRowOrThrow(ctx: TxCtx, id: string): Promise<ListRow> {
  const [row] = await ctx.db
    .select()
    .from(companyLists)
    .where(and(eq(companyLists.id, id), eq(companyLists.accountId, ctx.accountId)));
  if (!row) throw new NotFound("Company list");
  return row;
}

function reasonOf(e: typeof companyListEntries.$inferSelect): string {
  if (e.problem) return e.problem;
  if (e.matchDomain) {
    return e.name
      ? "no company in the data has this domain or name"
      : "no company in the data has this domain";
  }
  if (e.domain) return "not a valid domain, and no company in the data has this name";
  return "no company in the data has this name";
}

/** People the list reaches, counted on the audience index (as the Live Estimate counts). */
async function peopleOn(ctx: Ctx, id: string): Promise<number> {
  const { index } = await getAudienceIndex(ctx.db);
  const bits = await listBits(ctx.db, index, id);
  // Other accounts' imported contacts at these companies are not the account's to count.
  return visibleCount(
    index,
    { count: cardinality(bits), dense: bits, sparse: null },
    ctx.accountId,
  );
}

/** A list with its match rate, the people it reaches and the rows that matched no company. */
export async function getCompanyList(ctx: Ctx, id: string): Promise<CompanyListReport> {
  const row = await getListRowOrThrow(ctx, id);
  const [byKind, unmatched, people] = await Promise.all([
    ctx.db
      .select({ by: companyListEntries.matchedBy, n: sql<number>`count(*)::int` })
      .from(companyListEntries)
      .where(eq(companyListEntries.listId, id))
      .groupBy(companyListEntries.matchedBy),
    ctx.db
      .select()
      .from(companyListEntries)
      .where(and(eq(companyListEntries.listId, id), isNull(companyListEntries.matchedBy)))
      .orderBy(asc(companyListEntries.row))
      .limit(MAX_REPORTED_UNMATCHED),
    peopleOn(ctx, id),
  ]);
  const n = (by: string | null) => byKind.find((k) => k.by === by)?.n ?? 0;
  return {
    ...summaryOf(row),
    matchedByDomain: n("domain"),
    matchedByName: n("name"),
    people,
    unmatched: unmatched.map(
      (e): UnmatchedRow => ({ row: e.row, name: e.name, domain: e.domain, reason: reasonOf(e) }),
    ),
    unmatchedCount: n(null),
  };
}

/** Campaigns that can still deliver and target with the list. */
async function campaignsUsing(ctx: TxCtx, id: string): Promise<string[]> {
  const uses = (side: "include" | "exclude") =>
    sql`${campaigns.filters} @> ${JSON.stringify({ companyLists: { [side]: [id] } })}::jsonb`;
  const rows = await ctx.db
    .select({ name: campaigns.name })
    .from(campaigns)
    .where(
      and(
        eq(campaigns.accountId, ctx.accountId),
        inArray(campaigns.status, ["draft", "active", "paused"]),
        sql`(${uses("include")} or ${uses("exclude")})`,
      ),
    )
    .orderBy(asc(campaigns.name));
  return rows.map((r) => r.name);
}

/**
 * Deletes a list. Refused while a campaign that may still deliver targets with it: deleting an
 * excluded list would silently widen that campaign's audience.
 */
export async function deleteCompanyList(ctx: TxCtx, id: string): Promise<void> {
  await getListRowOrThrow(ctx, id);
  const using = await campaignsUsing(ctx, id);
  if (using.length > 0) {
    throw new Conflict(
      `The list is used by ${using.length === 1 ? "the campaign" : "the campaigns"} ${using.map((n) => `"${n}"`).join(", ")}; remove it from their targeting or archive them first.`,
      { campaigns: using },
    );
  }
  await ctx.db
    .delete(companyLists)
    .where(and(eq(companyLists.id, id), eq(companyLists.accountId, ctx.accountId)));
}

/**
 * The targeting's company lists, checked to be the account's own (semantic rule
 * `unknown-company-list`, each unknown id named by its path); undefined when it uses none.
 */
export async function checkCompanyLists(
  ctx: Pick<TxCtx, "db"> & { accountId?: string },
  t: Targeting,
  pathPrefix: string[] = ["filters"],
): Promise<CompanyListFilter | undefined> {
  const include = t.companyLists?.include ?? [];
  const exclude = t.companyLists?.exclude ?? [];
  if (include.length === 0 && exclude.length === 0) return undefined;
  const wanted = [...new Set([...include, ...exclude])];
  const owned = ctx.accountId
    ? await ctx.db
        .select({ id: companyLists.id })
        .from(companyLists)
        .where(and(eq(companyLists.accountId, ctx.accountId), inArray(companyLists.id, wanted)))
    : [];
  const known = new Set(owned.map((r) => r.id));
  const errors = (["include", "exclude"] as const).flatMap((side) =>
    (side === "include" ? include : exclude).flatMap((id, i) =>
      known.has(id)
        ? []
        : [
            {
              path: [...pathPrefix, "companyLists", side, String(i)].join("."),
              message: `Unknown company list "${id}"; GET /v1/company-lists lists yours.`,
            },
          ],
    ),
  );
  if (errors.length > 0) {
    throw new InvalidRequest(
      `Unknown company lists: ${errors.map((e) => e.path).join(", ")}`,
      errors,
      "unknown-company-list",
    );
  }
  return { include: [...new Set(include)], exclude: [...new Set(exclude)] };
}

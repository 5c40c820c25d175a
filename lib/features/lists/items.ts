import { and, asc, count, desc, eq, ilike, inArray, lt, or, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { campaigns, listItems, profiles } from "@/db/schema";
import type { TxCtx } from "@/lib/core/context";
import { NotFound } from "@/lib/core/errors";
import { decodeCursor, encodeCursor } from "@/lib/core/paging/cursor";
import { CursorParam, cursorPage } from "@/lib/core/paging/page";
import { onReplicaCaughtUp } from "@/lib/core/sql/replica";
import { emitEvent } from "@/lib/engines/webhooks/emit-event";
import { Freshness, freshnessOf } from "@/lib/features/changes/freshness";
import { listedAmong } from "@/lib/features/do-not-contact/dnc-match";
import { isWorkAddress } from "@/lib/model/profiles/email-domains";
import { Profile } from "@/lib/model/profiles/profile-schema";
import { loadProfiles } from "@/lib/model/profiles/serialize";
import {
  BOM,
  csvHeader,
  csvRow,
  EXPORT_PRESETS,
  type ExportPreset,
  exportCells,
  exportHeaders,
} from "./export-csv";
import { getListOrThrow, ListSummary } from "./lists";
import { xlsxOfRows } from "./xlsx";

export const ListItemsQuery = z.strictObject({
  q: z.string().max(200).trim().optional().describe("Words of the name, title, company or place"),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  cursor: CursorParam,
});
export type ListItemsQuery = z.input<typeof ListItemsQuery>;

export const ListItem = z.strictObject({
  profileId: z.string(),
  addedAt: z.string(),
  campaignId: z.string().nullable().describe("The campaign that delivered it"),
  profile: Profile,
  freshness: Freshness.optional(),
});
export type ListItem = z.infer<typeof ListItem>;

/** GET /v1/lists/:id answer: the list and one page of its leads, newest first. */
export const ListPage = cursorPage(ListItem).extend({ list: ListSummary });
export type ListPage = z.infer<typeof ListPage>;

function escapeLike(s: string) {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function cursorOf(addedAt: Date, profileId: string) {
  return encodeCursor(JSON.stringify([addedAt.toISOString(), profileId]));
}

function afterCursor(cursor?: string): [Date, string] | undefined {
  if (!cursor) return undefined;
  return decodeCursor(cursor, (text): [Date, string] | undefined => {
    try {
      const [at, id] = JSON.parse(text) as [string, string];
      const date = new Date(at);
      return Number.isNaN(date.getTime()) || typeof id !== "string" ? undefined : [date, id];
    } catch {
      return undefined;
    }
  });
}

/**
 * Profiles of a list with the contacts their campaigns delivered (already paid for), so the
 * list shows what was bought. Items saved by hand carry no contacts.
 */
async function hydrate(
  ctx: TxCtx,
  rows: {
    profileId: string;
    addedAt: Date;
    campaignId: string | null;
    email: boolean | null;
    mobile: boolean | null;
    workEmailOnly: boolean | null;
  }[],
  options: { freshness?: boolean } = {},
): Promise<ListItem[]> {
  const loaded = await loadProfiles(
    ctx.db,
    rows.map((r) => r.profileId),
    { email: true, mobile: true },
  );
  const byId = new Map(loaded.map((p) => [p.id, p]));
  const items = rows.flatMap((r) => {
    const full = byId.get(r.profileId);
    if (!full) return [];
    const { email: all, mobile, ...rest } = full;
    // A "work e-mail only" campaign delivered (and was paid for) its work addresses alone.
    const email = r.workEmailOnly ? all?.filter(isWorkAddress) : all;
    const profile: Profile = {
      ...rest,
      ...(r.email && email?.length ? { email } : {}),
      ...(r.mobile && mobile ? { mobile } : {}),
    };
    return [
      {
        profileId: r.profileId,
        addedAt: r.addedAt.toISOString(),
        campaignId: r.campaignId,
        profile,
      },
    ];
  });
  if (!options.freshness) return items;
  const fresh = await freshnessOf(
    ctx.db,
    items.map((i) => ({
      id: i.profileId,
      email: (i.profile.email ?? []).map((e) => e.value),
      mobile: (i.profile.mobile ?? []).map((m) => m.value),
    })),
  );
  return items.map((i) => {
    const freshness = fresh.get(i.profileId);
    return freshness ? { ...i, freshness } : i;
  });
}

function itemRows(ctx: TxCtx, listId: string, q?: string, extra?: SQL) {
  const needle = q ? `%${escapeLike(q)}%` : undefined;
  return ctx.db
    .select({
      profileId: listItems.profileId,
      addedAt: listItems.addedAt,
      campaignId: listItems.campaignId,
      email: sql<boolean | null>`(${campaigns.delivery}->>'email')::boolean`,
      mobile: sql<boolean | null>`(${campaigns.delivery}->>'mobile')::boolean`,
      workEmailOnly: sql<boolean | null>`(${campaigns.delivery}->>'workEmailOnly')::boolean`,
    })
    .from(listItems)
    .innerJoin(profiles, eq(profiles.id, listItems.profileId))
    .leftJoin(campaigns, eq(campaigns.id, listItems.campaignId))
    .where(
      and(
        eq(listItems.listId, listId),
        eq(listItems.accountId, ctx.accountId),
        needle
          ? or(
              ilike(
                sql`coalesce(${profiles.fn}, '') || ' ' || coalesce(${profiles.ln}, '')`,
                needle,
              ),
              ilike(profiles.title, needle),
              ilike(profiles.companyName, needle),
              ilike(profiles.city, needle),
              ilike(profiles.country, needle),
            )
          : undefined,
        extra,
      ),
    )
    .$dynamic();
}

/** One page of a list's leads, newest first, optionally searched by name, title, company or place. */
export async function listItemsPage(
  ctx: TxCtx,
  listId: string,
  raw: ListItemsQuery = {},
): Promise<ListPage> {
  const query = ListItemsQuery.parse(raw);
  const list = await getListOrThrow(ctx, listId);
  const after = afterCursor(query.cursor);
  // On the replica once it holds what the primary held: a page shown after a removal shows it.
  return onReplicaCaughtUp(ctx.db, (db) => itemsPage({ ...ctx, db }, list, query, after));
}

async function itemsPage(
  ctx: TxCtx,
  list: { id: string; name: string; createdAt: Date },
  query: z.output<typeof ListItemsQuery>,
  after: [Date, string] | undefined,
): Promise<ListPage> {
  const rows = await itemRows(
    ctx,
    list.id,
    query.q,
    after
      ? or(
          lt(listItems.addedAt, after[0]),
          and(eq(listItems.addedAt, after[0]), lt(listItems.profileId, after[1])),
        )
      : undefined,
  )
    .orderBy(desc(listItems.addedAt), desc(listItems.profileId))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const [total] = await ctx.db
    .select({ n: count() })
    .from(listItems)
    .where(and(eq(listItems.listId, list.id), eq(listItems.accountId, ctx.accountId)));
  const last = page.at(-1);
  return {
    list: {
      id: list.id,
      name: list.name,
      createdAt: list.createdAt.toISOString(),
      items: total?.n ?? 0,
    },
    data: await hydrate(ctx, page, { freshness: true }),
    nextCursor: rows.length > query.limit && last ? cursorOf(last.addedAt, last.profileId) : null,
  };
}

export async function removeListItems(
  ctx: TxCtx,
  listId: string,
  profileIds: string[],
): Promise<number> {
  const list = await getListOrThrow(ctx, listId);
  if (profileIds.length === 0) return 0;
  return ctx.db.transaction((tx) => removeFrom({ ...ctx, db: tx }, list.id, profileIds));
}

/**
 * The removal; its `left` entries in the list's change feed are written in the same
 * transaction by the trigger on `list_items` (migration 0039), as for every other path that
 * takes a person off a list.
 */
async function removeFrom(ctx: TxCtx, listId: string, profileIds: string[]): Promise<number> {
  const removed = await ctx.db
    .delete(listItems)
    .where(
      and(
        eq(listItems.listId, listId),
        eq(listItems.accountId, ctx.accountId),
        inArray(listItems.profileId, profileIds),
      ),
    )
    .returning({ profileId: listItems.profileId });
  if (removed.length === 0) throw new NotFound("List item");
  return removed.length;
}

/** GET /v1/lists/:id/export query: which columns, and CSV or XLSX. */
export const ExportQuery = z.strictObject({
  preset: z
    .enum(EXPORT_PRESETS)
    .default("full")
    .describe(
      "full: every profile field; crm: the headers HubSpot and Salesforce map by themselves (First Name, Last Name, Email, Phone Number, Company Name, Job Title, …)",
    ),
  format: z
    .enum(["csv", "xlsx"])
    .default("csv")
    .describe("csv: UTF-8 with a BOM; xlsx: every cell typed text"),
});

/**
 * The list's leads in the order they were added, in batches so a large list never sits in
 * memory at once; people on the account's do-not-contact list (listed since they were
 * delivered) are left out, as campaigns would not deliver them now.
 */
async function* listLeads(
  ctx: TxCtx,
  listId: string,
): AsyncGenerator<{ profile: Profile; addedAt: string }> {
  const list = await getListOrThrow(ctx, listId);
  const batch = 500;
  for (let offset = 0; ; offset += batch) {
    // Each batch on the replica once it holds what the primary held (an export right after a
    // delivery or a removal shows it); the profiles' joins are the heavy reads of an export.
    const { rows, items } = await onReplicaCaughtUp(ctx.db, async (db) => {
      const read = { ...ctx, db };
      const rows = await itemRows(read, list.id)
        .orderBy(asc(listItems.addedAt), asc(listItems.profileId))
        .limit(batch)
        .offset(offset);
      const [items, listed] = await Promise.all([
        hydrate(read, rows),
        listedAmong(
          db,
          ctx.accountId,
          rows.map((r) => r.profileId),
        ),
      ]);
      return { rows, items: items.filter((i) => !listed.has(i.profileId)) };
    });
    for (const item of items) yield item;
    if (rows.length < batch) return;
  }
}

/** The whole list as CSV in a preset's columns: UTF-8 with a BOM, streamed. */
export async function* exportListCsv(
  ctx: TxCtx,
  listId: string,
  preset: ExportPreset = "full",
): AsyncGenerator<string> {
  yield BOM + csvHeader(preset);
  let rows = 0;
  for await (const item of listLeads(ctx, listId)) {
    rows++;
    yield csvRow(preset, item.profile, item.addedAt);
  }
  // Every row went out: the export happened.
  await emitEvent(ctx.db, ctx.accountId, "list.exported", { listId, format: "csv", rows });
}

/** The whole list as an XLSX workbook in a preset's columns, every cell typed text. */
export async function exportListXlsx(
  ctx: TxCtx,
  listId: string,
  preset: ExportPreset = "full",
): Promise<Buffer> {
  const rows: string[][] = [];
  for await (const item of listLeads(ctx, listId)) {
    rows.push(exportCells(preset, item.profile, item.addedAt).map((c) => c.text));
  }
  const workbook = await xlsxOfRows(exportHeaders(preset), rows);
  await emitEvent(ctx.db, ctx.accountId, "list.exported", {
    listId,
    format: "xlsx",
    rows: rows.length,
  });
  return workbook;
}

import { and, asc, count, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { listItems, lists } from "@/db/schema";
import type { TxCtx } from "@/lib/core/context";
import { Conflict, NotFound } from "@/lib/core/errors";
import { ListName } from "./list-name";

export const ListSummary = z.strictObject({
  id: z.string(),
  name: z.string(),
  items: z.int().describe("Profiles in the list"),
  createdAt: z.string(),
});
export type ListSummary = z.infer<typeof ListSummary>;

/** The account's lists by name, with how many profiles each holds. */
export async function listLists(ctx: TxCtx): Promise<ListSummary[]> {
  const rows = await ctx.db
    .select({
      id: lists.id,
      name: lists.name,
      createdAt: lists.createdAt,
      items: count(listItems.profileId),
    })
    .from(lists)
    .leftJoin(listItems, eq(listItems.listId, lists.id))
    .where(eq(lists.accountId, ctx.accountId))
    .groupBy(lists.id)
    .orderBy(asc(sql`lower(${lists.name})`));
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

export async function getListOrThrow(ctx: TxCtx, id: string) {
  const [list] = await ctx.db
    .select()
    .from(lists)
    .where(and(eq(lists.id, id), eq(lists.accountId, ctx.accountId)));
  if (!list) throw new NotFound("List");
  return list;
}

function byName(ctx: TxCtx, name: string) {
  return ctx.db
    .select()
    .from(lists)
    .where(and(eq(lists.accountId, ctx.accountId), sql`lower(${lists.name}) = lower(${name})`));
}

export async function createList(ctx: TxCtx, input: { name: string }) {
  const name = ListName.parse(input.name);
  const [created] = await ctx.db
    .insert(lists)
    .values({ accountId: ctx.accountId, name, createdAt: ctx.clock.now() })
    .onConflictDoNothing()
    .returning();
  if (!created) throw new Conflict(`A list named “${name}” already exists.`);
  return created;
}

/** The list of that name (in any case), created if there is none: what launch saves leads to. */
export async function findOrCreateList(ctx: TxCtx, rawName: string) {
  const name = ListName.parse(rawName);
  await ctx.db
    .insert(lists)
    .values({ accountId: ctx.accountId, name, createdAt: ctx.clock.now() })
    .onConflictDoNothing();
  const [list] = await byName(ctx, name);
  if (!list) throw new Error(`list “${name}” neither inserted nor found`);
  return list;
}

/** The list of that name, if the account has one. */
export async function findListByName(ctx: TxCtx, name: string) {
  const [list] = await byName(ctx, name);
  return list;
}

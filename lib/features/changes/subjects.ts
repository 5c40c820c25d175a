import { and, eq } from "drizzle-orm";
import { campaigns, lists } from "@/db/schema";
import type { TxCtx } from "@/lib/core/context";
import { NotFound } from "@/lib/core/errors";

/** What a change feed or a watch is about: a list, or a campaign's leads. */
export type Subject = { listId: string } | { campaignId: string };

/**
 * The list or campaign, when it is the caller's (lists and campaigns are read from their
 * tables here: the lists and campaigns features write this folder's feeds).
 */
export async function subjectOrThrow(ctx: TxCtx, subject: Subject): Promise<void> {
  if ("listId" in subject) {
    const [row] = await ctx.db
      .select({ id: lists.id })
      .from(lists)
      .where(and(eq(lists.id, subject.listId), eq(lists.accountId, ctx.accountId)));
    if (!row) throw new NotFound("List");
  } else {
    const [row] = await ctx.db
      .select({ id: campaigns.id })
      .from(campaigns)
      .where(and(eq(campaigns.id, subject.campaignId), eq(campaigns.accountId, ctx.accountId)));
    if (!row) throw new NotFound("Campaign");
  }
}

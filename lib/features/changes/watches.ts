import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { watches } from "@/db/schema";
import type { TxCtx } from "@/lib/core/context";
import { type Subject, subjectOrThrow } from "./subjects";

export const WatchState = z.strictObject({
  watched: z.boolean(),
  since: z.string().nullable().describe("When watching began (ISO 8601); null when not watched"),
});
export type WatchState = z.infer<typeof WatchState>;

const whereSubject = (ctx: TxCtx, subject: Subject) =>
  and(
    eq(watches.accountId, ctx.accountId),
    "listId" in subject
      ? eq(watches.listId, subject.listId)
      : eq(watches.campaignId, subject.campaignId),
  );

export async function watchState(ctx: TxCtx, subject: Subject): Promise<WatchState> {
  await subjectOrThrow(ctx, subject);
  const [row] = await ctx.db.select().from(watches).where(whereSubject(ctx, subject));
  return { watched: Boolean(row), since: row ? row.createdAt.toISOString() : null };
}

/** Watches or stops watching a list or a campaign's leads; doing it twice changes nothing. */
export async function setWatch(ctx: TxCtx, subject: Subject, on: boolean): Promise<WatchState> {
  await subjectOrThrow(ctx, subject);
  if (on) {
    await ctx.db
      .insert(watches)
      .values({
        accountId: ctx.accountId,
        ...("listId" in subject ? { listId: subject.listId } : { campaignId: subject.campaignId }),
        createdAt: ctx.clock.now(),
      })
      .onConflictDoNothing();
  } else {
    await ctx.db.delete(watches).where(whereSubject(ctx, subject));
  }
  return watchState(ctx, subject);
}

import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { watches } from "@/db/schema";
import type { TxCtx } from "@/lib/core/context";
import { InvalidRequest } from "@/lib/core/errors";
import { type Subject, subjectOrThrow } from "./subjects";

/** The budget of a scheduled refresh when none is given: the re-verification's default. */
export const DEFAULT_REFRESH_BUDGET = 500;
const DAY_MS = 86_400_000;

export const WatchInput = z
  .strictObject({
    refreshEveryDays: z
      .int()
      .min(1)
      .max(365)
      .nullable()
      .optional()
      .describe(
        "Lists only: re-verify the list's addresses every this many days, the first run this many days from now (POST /v1/lists/{id}/reverify's path); null stops the refresh, absent keeps what was set",
      ),
    refreshBudget: z
      .int()
      .min(1)
      .max(5000)
      .optional()
      .describe(
        "Lists only: at most this many addresses probed and this many calls to the account's data providers each refresh (its `maxAddresses` and `maxProviderCalls`), the least recently verified first; default 500, absent keeps what was set",
      ),
  })
  .describe("A watch's scheduled refresh; an empty body (or none) just watches");
export type WatchInput = z.input<typeof WatchInput>;

export const WatchState = z.strictObject({
  watched: z.boolean(),
  since: z.string().nullable().describe("When watching began (ISO 8601); null when not watched"),
  refresh: z
    .strictObject({
      everyDays: z.int(),
      budget: z
        .int()
        .describe("At most this many addresses probed, and provider calls made, a refresh"),
      nextAt: z.string().describe("When the next refresh is due (ISO 8601)"),
    })
    .nullable()
    .describe("The list's scheduled re-verification; null when there is none"),
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
  return {
    watched: Boolean(row),
    since: row ? row.createdAt.toISOString() : null,
    refresh:
      row?.refreshEveryDays && row.refreshDueAt
        ? {
            everyDays: row.refreshEveryDays,
            budget: row.refreshBudget ?? DEFAULT_REFRESH_BUDGET,
            nextAt: row.refreshDueAt.toISOString(),
          }
        : null,
  };
}

/** The refresh columns the input sets (none when it says nothing of the refresh). */
function refreshColumns(ctx: TxCtx, input: z.output<typeof WatchInput>) {
  const out: Partial<typeof watches.$inferInsert> = {};
  if (input.refreshEveryDays === null) {
    Object.assign(out, { refreshEveryDays: null, refreshDueAt: null });
  } else if (input.refreshEveryDays !== undefined) {
    Object.assign(out, {
      refreshEveryDays: input.refreshEveryDays,
      refreshDueAt: new Date(ctx.clock.now().getTime() + input.refreshEveryDays * DAY_MS),
    });
  }
  if (input.refreshBudget !== undefined) out.refreshBudget = input.refreshBudget;
  return out;
}

/**
 * Watches or stops watching a list or a campaign's leads; doing it twice changes nothing. A
 * list's watch may carry a scheduled refresh (lib/features/changes/refresh.ts): setting its
 * period starts it over from now.
 */
export async function setWatch(
  ctx: TxCtx,
  subject: Subject,
  on: boolean,
  raw: WatchInput = {},
): Promise<WatchState> {
  const input = WatchInput.parse(raw);
  await subjectOrThrow(ctx, subject);
  const refresh = refreshColumns(ctx, input);
  if (!("listId" in subject) && Object.keys(refresh).length > 0) {
    throw new InvalidRequest("Only a list's watch refreshes on a schedule.", [
      { path: "refreshEveryDays", message: "Campaign watches have no scheduled refresh." },
    ]);
  }
  if (on) {
    await ctx.db
      .insert(watches)
      .values({
        accountId: ctx.accountId,
        ...("listId" in subject ? { listId: subject.listId } : { campaignId: subject.campaignId }),
        createdAt: ctx.clock.now(),
        ...refresh,
      })
      .onConflictDoNothing();
    if (Object.keys(refresh).length > 0) {
      await ctx.db.update(watches).set(refresh).where(whereSubject(ctx, subject));
    }
  } else {
    await ctx.db.delete(watches).where(whereSubject(ctx, subject));
  }
  return watchState(ctx, subject);
}

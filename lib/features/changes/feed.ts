import { and, asc, desc, eq, gt, sql } from "drizzle-orm";
import { z } from "zod";
import type { DbOrTx } from "@/db/client";
import { type ChangeKind, type FactChange, feedEntries, feedHeads, profiles } from "@/db/schema";
import type { TxCtx } from "@/lib/core/context";
import { DomainError } from "@/lib/core/errors";
import { decodeCursor, encodeCursor } from "@/lib/core/paging/cursor";
import { CursorParam } from "@/lib/core/paging/page";
import { type Subject, subjectOrThrow } from "./subjects";

export type { Subject };

/*
 * Change feeds: what happened to the people of a list or of a campaign's leads, in the order
 * it committed (docs/api-contract.md, "Change feeds"). Each feed numbers its entries 1, 2, 3…
 * through its `feed_heads` row: a writer takes its numbers by updating that row and holds it
 * locked until it commits, so the next writer of the same feed waits and numbers become
 * visible in order. A reader that asks for the entries after number n therefore never passes
 * an entry still uncommitted below a visible one: resuming from any cursor neither skips nor
 * repeats.
 */

export function feedOf(subject: Subject): string {
  return "listId" in subject ? `list:${subject.listId}` : `campaign:${subject.campaignId}`;
}

export interface FeedItem {
  accountId: string;
  subject: Subject;
  kind: ChangeKind;
  profileId: string;
  changes?: FactChange[];
}

/**
 * Appends entries to their feeds in the caller's transaction. Feeds are numbered in the order
 * of their names, so two transactions touching the same feeds lock them in the same order.
 */
export async function appendFeed(db: DbOrTx, items: FeedItem[], at: Date): Promise<void> {
  if (items.length === 0) return;
  const byFeed = new Map<string, FeedItem[]>();
  for (const item of items) {
    const feed = feedOf(item.subject);
    byFeed.set(feed, [...(byFeed.get(feed) ?? []), item]);
  }
  const rows: (typeof feedEntries.$inferInsert)[] = [];
  for (const feed of [...byFeed.keys()].sort()) {
    const entries = byFeed.get(feed) ?? [];
    const [head] = await db
      .insert(feedHeads)
      .values({ feed, seq: entries.length })
      .onConflictDoUpdate({
        target: feedHeads.feed,
        set: { seq: sql`${feedHeads.seq} + ${entries.length}` },
      })
      .returning({ seq: feedHeads.seq });
    const first = (head?.seq ?? entries.length) - entries.length + 1;
    entries.forEach((e, i) => {
      rows.push({
        feed,
        seq: first + i,
        accountId: e.accountId,
        kind: e.kind,
        profileId: e.profileId,
        changes: e.changes ?? null,
        at,
      });
    });
  }
  for (let i = 0; i < rows.length; i += 1000) {
    await db.insert(feedEntries).values(rows.slice(i, i + 1000));
  }
}

export const ChangesQuery = z.strictObject({
  /** `nextCursor` or `resumeCursor` of an earlier page, or an entry's `cursor`. */
  cursor: CursorParam,
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
export type ChangesQuery = z.input<typeof ChangesQuery>;

const FactChangeSchema = z.strictObject({
  field: z.enum(["employer", "title", "email", "mobile"]),
  old: z
    .union([z.string(), z.array(z.string()), z.null()])
    .describe("Before: a text (employer, title) or the addresses / numbers (email, mobile)"),
  new: z.union([z.string(), z.array(z.string()), z.null()]).describe("After, as `old`"),
});

export const ChangeEntry = z.strictObject({
  cursor: z.string().describe("Pass as `cursor` to read the entries after this one"),
  seq: z.int().min(1).describe("This entry's number in its feed: 1, 2, 3…, without gaps"),
  type: z
    .enum(["joined", "left", "changed", "opted_out"])
    .describe("joined or left the list (or became a lead), changed (a watched fact), opted out"),
  profileId: z.string(),
  at: z.string().describe("When it committed (ISO 8601)"),
  changes: z
    .array(FactChangeSchema)
    .optional()
    .describe("For `changed`: each fact with its old and new value"),
});
export type ChangeEntry = z.infer<typeof ChangeEntry>;

export const ChangesPage = z.strictObject({
  data: z.array(ChangeEntry),
  nextCursor: z
    .string()
    .nullable()
    .describe("Pass as `cursor` for the next page; null when this page reached the end"),
  resumeCursor: z
    .string()
    .describe(
      "Where a reader stands after this page: pass it later as `cursor` for what came since",
    ),
});
export type ChangesPage = z.infer<typeof ChangesPage>;

/**
 * 410: the cursor stands before entries the retention deleted (CHANGE_FEED_RETENTION_DAYS), so
 * reading on from it would silently skip them.
 */
export class CursorExpired extends DomainError {
  constructor(prunedThrough: number) {
    super(
      `Entries up to number ${prunedThrough} of this feed are past its retention and were deleted; read the feed again from the beginning (without a cursor).`,
      410,
      "cursor_expired",
    );
  }
}

const cursorOf = (seq: number) => encodeCursor(`f${seq}`);

function afterOf(cursor: string | undefined): number {
  if (!cursor) return 0;
  return decodeCursor(cursor, (text) => {
    const match = /^f(\d{1,15})$/.exec(text);
    return match ? Number(match[1]) : undefined;
  });
}

/**
 * The entries of the feed of one of the account's lists or campaigns after a cursor, oldest
 * first (404 when the list or campaign is not the account's).
 */
export async function readFeed(
  ctx: TxCtx,
  subject: Subject,
  raw: ChangesQuery = {},
): Promise<ChangesPage> {
  const query = ChangesQuery.parse(raw);
  await subjectOrThrow(ctx, subject);
  const after = afterOf(query.cursor);
  if (query.cursor) {
    const [head] = await ctx.db
      .select({ prunedThrough: feedHeads.prunedThrough })
      .from(feedHeads)
      .where(eq(feedHeads.feed, feedOf(subject)));
    if (head && after < head.prunedThrough) throw new CursorExpired(head.prunedThrough);
  }
  const rows = await ctx.db
    .select()
    .from(feedEntries)
    .where(
      and(
        eq(feedEntries.feed, feedOf(subject)),
        eq(feedEntries.accountId, ctx.accountId),
        gt(feedEntries.seq, after),
      ),
    )
    .orderBy(asc(feedEntries.seq))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1)?.seq ?? after;
  return {
    data: page.map((r) => ({
      cursor: cursorOf(r.seq),
      seq: r.seq,
      type: r.kind,
      profileId: r.profileId,
      at: r.at.toISOString(),
      ...(r.changes ? { changes: r.changes } : {}),
    })),
    nextCursor: rows.length > query.limit ? cursorOf(last) : null,
    resumeCursor: cursorOf(last),
  };
}

/** The newest entries of a feed with the person's name, newest first: a list's activity. */
export async function latestFeed(ctx: TxCtx, subject: Subject, limit = 20) {
  const rows = await ctx.db
    .select({
      seq: feedEntries.seq,
      kind: feedEntries.kind,
      profileId: feedEntries.profileId,
      at: feedEntries.at,
      changes: feedEntries.changes,
      name: sql<
        string | null
      >`nullif(trim(coalesce(${profiles.fn}, '') || ' ' || coalesce(${profiles.ln}, '')), '')`,
    })
    .from(feedEntries)
    .leftJoin(profiles, eq(profiles.id, feedEntries.profileId))
    .where(and(eq(feedEntries.feed, feedOf(subject)), eq(feedEntries.accountId, ctx.accountId)))
    .orderBy(desc(feedEntries.seq))
    .limit(limit);
  return rows.map((r) => ({ ...r, changes: r.changes ?? [] }));
}

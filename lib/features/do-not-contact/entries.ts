import { and, count, desc, eq, lt, sql } from "drizzle-orm";
import { doNotContact } from "@/db/schema";
import type { TxCtx } from "@/lib/core/context";
import { decodeCursor, encodeCursor } from "@/lib/core/paging/cursor";
import { arrayParam } from "@/lib/core/sql/array-params";
import { recordAudit } from "@/lib/features/audit/record-audit";
import { forgetListVersion } from "./dnc-match";
import {
  type DncChange,
  DncEntries,
  type DncPage,
  DncQuery,
  type DncQuery as DncQueryInput,
} from "./schema";

type Entry = { kind: "email" | "domain" | "phone"; value: string };

function entryOf(parsed: { email: string } | { domain: string } | { phone: string }): Entry {
  if ("email" in parsed) return { kind: "email", value: parsed.email };
  if ("phone" in parsed) return { kind: "phone", value: parsed.phone };
  return { kind: "domain", value: parsed.domain };
}

/** Inserts entries not yet listed, in batches; how many were new and how many were there. */
export async function insertEntries(
  ctx: TxCtx,
  entries: readonly Entry[],
  reason: string | null,
): Promise<{ added: number; existing: number }> {
  const unique = [...new Map(entries.map((e) => [`${e.kind}:${e.value}`, e])).values()];
  let added = 0;
  for (let i = 0; i < unique.length; i += 5_000) {
    const batch = unique.slice(i, i + 5_000);
    const rows = await ctx.db.execute<{ id: string }>(sql`
      insert into do_not_contact (account_id, kind, value, reason)
      select ${ctx.accountId}, k, v, ${reason}
      from unnest(${arrayParam(
        batch.map((e) => e.kind),
        "text",
      )}, ${arrayParam(
        batch.map((e) => e.value),
        "text",
      )}) as t(k, v)
      on conflict (account_id, kind, value) do nothing
      returning id`);
    added += rows.length;
  }
  return { added, existing: entries.length - added };
}

/** The first entries of a change, for its audit record (a whole upload would be too long). */
function sample(entries: { kind: string; value: string }[]): string[] {
  return entries.slice(0, 20).map((e) => `${e.kind}:${e.value}`);
}

/** Adds e-mail addresses, domains and phone numbers to the account's do-not-contact list (idempotent). */
export async function addDncEntries(ctx: TxCtx, raw: DncEntries): Promise<DncChange> {
  const input = DncEntries.parse(raw);
  const entries = input.entries.map(entryOf);
  const change = await ctx.db.transaction(async (tx) => {
    const added = await insertEntries({ ...ctx, db: tx }, entries, input.reason ?? null);
    await recordAudit(
      { ...ctx, db: tx },
      { action: "do_not_contact.added", summary: { ...added, entries: sample(entries) } },
    );
    return added;
  });
  forgetListVersion(ctx.accountId);
  return change;
}

/** Takes entries off the list; entries not on it are ignored. */
export async function removeDncEntries(ctx: TxCtx, raw: DncEntries): Promise<DncChange> {
  const input = DncEntries.parse(raw);
  const entries = input.entries.map(entryOf);
  const removed = await ctx.db.transaction(async (tx) => {
    const gone = await tx.execute<{ id: string }>(sql`
    delete from do_not_contact d
    using unnest(${arrayParam(
      entries.map((e) => e.kind),
      "text",
    )}, ${arrayParam(
      entries.map((e) => e.value),
      "text",
    )}) as t(k, v)
    where d.account_id = ${ctx.accountId} and d.kind = t.k and d.value = t.v
    returning d.id`);
    await recordAudit(
      { ...ctx, db: tx },
      {
        action: "do_not_contact.removed",
        summary: { removed: gone.length, entries: sample(entries) },
      },
    );
    return gone;
  });
  forgetListVersion(ctx.accountId);
  return { removed: removed.length };
}

function beforeCursor(cursor: string | undefined): number | undefined {
  if (!cursor) return undefined;
  return decodeCursor(cursor, (text) => {
    const match = /^d(\d{1,18})$/.exec(text);
    return match ? Number(match[1]) : undefined;
  });
}

/** The list, newest first. */
export async function listDncEntries(ctx: TxCtx, raw: DncQueryInput = {}): Promise<DncPage> {
  const query = DncQuery.parse(raw);
  const before = beforeCursor(query.cursor);
  const rows = await ctx.db
    .select()
    .from(doNotContact)
    .where(
      and(
        eq(doNotContact.accountId, ctx.accountId),
        before === undefined ? undefined : lt(doNotContact.id, before),
      ),
    )
    .orderBy(desc(doNotContact.id))
    .limit(query.limit + 1);
  const [total] = await ctx.db
    .select({ n: count() })
    .from(doNotContact)
    .where(eq(doNotContact.accountId, ctx.accountId));
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    data: page.map((r) => ({
      id: String(r.id),
      kind: r.kind,
      value: r.value,
      reason: r.reason,
      createdAt: r.createdAt.toISOString(),
    })),
    nextCursor: rows.length > query.limit && last ? encodeCursor(`d${last.id}`) : null,
    total: total?.n ?? 0,
  };
}

import { and, desc, eq, gte, lt, or, type SQL, sql } from "drizzle-orm";
import { auditEvents } from "@/db/schema";
import type { TxCtx } from "@/lib/core/context";
import { decodeCursor, encodeCursor } from "@/lib/core/paging/cursor";
import { type AuditEvent, type AuditEventPage, AuditQuery } from "./schema";

type Row = typeof auditEvents.$inferSelect;

function beforeCursor(cursor?: string): number | undefined {
  if (!cursor) return undefined;
  return decodeCursor(cursor, (text) => {
    const match = /^a(\d{1,15})$/.exec(text);
    return match ? Number(match[1]) : undefined;
  });
}

/** The filters of a query as conditions on the account's rows. */
export function auditConditions(
  accountId: string,
  query: Pick<AuditQuery, "action" | "actor" | "from" | "to">,
): SQL | undefined {
  const actor = query.actor?.trim();
  return and(
    eq(auditEvents.accountId, accountId),
    query.action ? eq(auditEvents.action, query.action) : undefined,
    actor
      ? or(
          eq(auditEvents.actorUserId, actor),
          eq(auditEvents.actorKeyId, actor),
          sql`lower(${auditEvents.actorLabel}) = lower(${actor})`,
        )
      : undefined,
    query.from ? gte(auditEvents.at, new Date(query.from)) : undefined,
    query.to ? lt(auditEvents.at, new Date(query.to)) : undefined,
  );
}

export function toAuditEvent(row: Row): AuditEvent {
  const type = row.actorUserId ? "user" : row.actorKeyId ? "api_key" : "system";
  return {
    id: String(row.id),
    at: row.at.toISOString(),
    action: row.action as AuditEvent["action"],
    actor: {
      type,
      id: row.actorUserId ?? row.actorKeyId ?? null,
      label: row.actorLabel,
    },
    address: row.address,
    target: row.targetType && row.targetId ? { type: row.targetType, id: row.targetId } : null,
    summary: (row.summary ?? {}) as Record<string, unknown>,
  };
}

/** The account's audit events, newest first, filtered and cursor-paged. */
export async function listAuditEvents(ctx: TxCtx, raw: AuditQuery = {}): Promise<AuditEventPage> {
  const query = AuditQuery.parse(raw);
  const before = beforeCursor(query.cursor);
  const rows = await ctx.db
    .select()
    .from(auditEvents)
    .where(
      and(
        auditConditions(ctx.accountId, query),
        before !== undefined ? lt(auditEvents.id, before) : undefined,
      ),
    )
    .orderBy(desc(auditEvents.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    data: page.map(toAuditEvent),
    nextCursor: rows.length > query.limit && last ? encodeCursor(`a${last.id}`) : null,
  };
}

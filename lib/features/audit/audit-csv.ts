import { and, desc, lt } from "drizzle-orm";
import { auditEvents } from "@/db/schema";
import type { TxCtx } from "@/lib/core/context";
import { formulaSafe } from "@/lib/core/csv/spreadsheet-formula";
import { auditConditions, toAuditEvent } from "./audit-events";
import { AuditExportQuery } from "./schema";

const HEADERS = [
  "at",
  "action",
  "actorType",
  "actorId",
  "actor",
  "address",
  "targetType",
  "targetId",
  "summary",
];
const BATCH = 1000;

/** One CSV cell: formula-safe (lib/core/csv/spreadsheet-formula.ts), quoted when it must be. */
function cell(value: string | null | undefined): string {
  const text = formulaSafe(value ?? "");
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * The account's audit events matching the filters, newest first, as CSV text parts (a header,
 * then batches of rows): streamed, so a long log is never held whole.
 */
export async function* exportAuditCsv(
  ctx: TxCtx,
  raw: AuditExportQuery = {},
): AsyncGenerator<string> {
  const query = AuditExportQuery.parse(raw);
  yield `${HEADERS.join(",")}\r\n`;
  let before: number | undefined;
  for (;;) {
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
      .limit(BATCH);
    if (rows.length === 0) return;
    yield rows
      .map((row) => {
        const e = toAuditEvent(row);
        return `${[
          e.at,
          e.action,
          e.actor.type,
          e.actor.id,
          e.actor.label,
          e.address,
          e.target?.type,
          e.target?.id,
          JSON.stringify(e.summary),
        ]
          .map(cell)
          .join(",")}\r\n`;
      })
      .join("");
    before = rows.at(-1)?.id;
    if (rows.length < BATCH) return;
  }
}

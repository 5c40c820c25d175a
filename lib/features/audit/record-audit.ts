import { sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { auditEvents } from "@/db/schema";
import type { Clock } from "@/lib/core/clock";
import type { Actor } from "@/lib/core/context";
import type { AuditInput } from "./schema";

export type { AuditAction, AuditInput, AuditTarget } from "./schema";
export { AUDIT_ACTIONS } from "./schema";

/** What `recordAudit` needs of a context: a `Ctx`, or a `TxCtx` inside the act's transaction. */
export interface AuditCtx {
  db: DbOrTx;
  accountId: string;
  clock: Clock;
  actor?: Actor;
}

const MAX_SUMMARY_CHARS = 4000;

/**
 * Records an act in the account's audit log. Call it with the act's transaction (`{ ...ctx, db:
 * tx }`) where the act has one, so the act and its record commit or roll back together. The
 * actor and address come from `ctx.actor` (filled by withApi, withAction, requireSessionCtx)
 * unless `input.actor` names them; the label (the user's e-mail, the key's name) is read now, so
 * the row still says who acted after the user or key is gone.
 */
export async function recordAudit(ctx: AuditCtx, input: AuditInput): Promise<void> {
  const actor = { ...ctx.actor, ...input.actor };
  const userId = actor.userId ?? null;
  const keyId = actor.apiKeyId ?? null;
  const label =
    input.actor?.label ??
    (userId || keyId
      ? sql<string>`coalesce(
          (select email from users where id = ${userId}),
          (select name || ' (' || prefix || '…)' from api_keys where id = ${keyId} and account_id = ${ctx.accountId})
        )`
      : null);
  await ctx.db.insert(auditEvents).values({
    accountId: ctx.accountId,
    at: ctx.clock.now(),
    actorUserId: userId,
    actorKeyId: keyId,
    actorLabel: label,
    address: actor.address?.slice(0, 64) ?? null,
    action: input.action,
    targetType: input.target?.type.slice(0, 64) ?? null,
    targetId: input.target?.id.slice(0, 200) ?? null,
    summary: boundedSummary(input.summary ?? {}),
  });
}

/** The summary as given, or a note that it was too long: a log row stays small. */
function boundedSummary(summary: Record<string, unknown>): Record<string, unknown> {
  const text = JSON.stringify(summary);
  return text.length <= MAX_SUMMARY_CHARS ? summary : { truncated: true, chars: text.length };
}

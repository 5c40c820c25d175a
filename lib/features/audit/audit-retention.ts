import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { env } from "@/lib/core/env";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The retention sweep: deletes audit events older than AUDIT_RETENTION_DAYS. The table's
 * trigger refuses every other delete; this one passes because the transaction names its cutoff
 * (`leadwise.audit_sweep_before`, local to the transaction) and the trigger lets only rows
 * older than that cutoff go, and only while the cutoff is at least 30 days old
 * (docs/data-model.md).
 */
export async function sweepAuditEvents(
  db: Db,
  now: Date,
  days = env().AUDIT_RETENTION_DAYS,
): Promise<number> {
  const cutoff = new Date(now.getTime() - days * DAY_MS).toISOString();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('leadwise.audit_sweep_before', ${cutoff}, true)`);
    const deleted = await tx.execute(
      sql`delete from audit_events where at < ${cutoff}::timestamptz returning id`,
    );
    return deleted.length;
  });
}

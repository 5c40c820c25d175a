import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";

/**
 * How long rows of `profile_changes` are kept: an index (or a start-up snapshot of one) older
 * than this is rebuilt rather than caught up.
 */
const KEEP = "1 day";

/**
 * Deletes change rows older than a day and records the highest pruned transaction, so an index
 * that had not seen one of them knows to rebuild (apply-changes.ts). Run by the worker's sweeps.
 */
export async function pruneChangeLog(db: Db): Promise<number> {
  const rows = await db.execute<{ n: number }>(sql`
    with gone as (
      delete from profile_changes where at < now() - ${KEEP}::interval returning xid
    ), noted as (
      insert into profile_changes_pruned (id, through)
      select 1, max(xid) from gone having count(*) > 0
      on conflict (id) do update
        set through = greatest(profile_changes_pruned.through, excluded.through)
    )
    select count(*)::int as n from gone`);
  return rows[0]?.n ?? 0;
}

/**
 * The database's data version, and whether profiles changed since `snapshot` (a snapshot of
 * pg_current_snapshot()): a writer that forgot to bump data_version is still seen.
 */
export async function changesSince(
  db: Db,
  snapshot: string,
): Promise<{ version: number; changed: boolean }> {
  const rows = await db.execute<{ version: string | null; changed: boolean }>(sql`
    select (select version from data_version where id = 1)::text as version,
      ${snapshot} <> '' and exists (
        select 1 from profile_changes
        where xid >= pg_snapshot_xmin(nullif(${snapshot}, '')::pg_snapshot)
          and not pg_visible_in_snapshot(xid, nullif(${snapshot}, '')::pg_snapshot)
      ) as changed`);
  return { version: Number(rows[0]?.version ?? 0), changed: rows[0]?.changed === true };
}

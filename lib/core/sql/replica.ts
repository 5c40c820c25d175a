import { sql } from "drizzle-orm";
import { type Db, type DbOrTx, getReplicaDb } from "@/db/client";
import { isDatabaseUnavailable } from "@/lib/core/sql/database-state";

/** A replica cancels a query whose rows its replay must remove ("conflict with recovery"). */
const RECOVERY_CONFLICT = "40001";

/** What a read on the replica gives back when the primary must answer instead. */
const PRIMARY = Symbol("primary");

/**
 * Runs `read` on the replica; PRIMARY when the replica is unreachable or cancels the read for a
 * conflict with recovery (errors of the read itself are thrown).
 */
async function tryReplica<T>(
  replica: Db,
  read: (db: Db) => Promise<T | typeof PRIMARY>,
): Promise<T | typeof PRIMARY> {
  try {
    return await read(replica);
  } catch (err) {
    const code = (err as { code?: unknown } | null)?.code;
    if (!isDatabaseUnavailable(err) && code !== RECOVERY_CONFLICT) throw err;
    return PRIMARY;
  }
}

/**
 * Runs a read that tolerates a short lag (index builds, search candidate confirmation, usage
 * pages) on the streaming replica when DATABASE_REPLICA_URL is set, else on `primary`. While
 * the replica is unreachable (restarting, say), cancels the query for a conflict with
 * recovery, or answers with data older than `current` accepts, the read runs on the primary
 * instead: a replica is an offload, never a new way to fail or to fall behind. Writes, and
 * reads that must see a write just made (allowances, idempotency, a request's status right
 * after its submission), never come here.
 */
export async function onReplica<D extends DbOrTx, T>(
  primary: D,
  read: (db: D | Db) => Promise<T>,
  /** Whether the replica's answer is recent enough; when not, the primary answers instead. */
  current?: (result: T) => boolean,
): Promise<T> {
  const replica = getReplicaDb();
  if (!replica) return read(primary);
  const result = await tryReplica(replica, async (db) => {
    const answer = await read(db);
    return !current || current(answer) ? answer : PRIMARY;
  });
  return result === PRIMARY ? read(primary) : result;
}

/**
 * Runs a read of rows the user may have written a moment ago (a list's leads, exported right
 * after a campaign delivered some or the user removed some) on the replica once it has
 * replayed everything the primary had written when the read began (its WAL position), else on
 * the primary, with the same fallbacks as onReplica. It costs one small query on each server;
 * the read itself, the heavy part, leaves the primary.
 */
export async function onReplicaCaughtUp<D extends DbOrTx, T>(
  primary: D,
  read: (db: D | Db) => Promise<T>,
): Promise<T> {
  const replica = getReplicaDb();
  if (!replica) return read(primary);
  const [written] = await primary.execute<{ lsn: string }>(
    sql`select pg_current_wal_lsn()::text as lsn`,
  );
  const result = await tryReplica(replica, async (db) => {
    // A server not in recovery (a promoted replica) has everything it will ever have.
    const [replayed] = await db.execute<{ current: boolean }>(sql`
      select case when pg_is_in_recovery()
        then coalesce(pg_last_wal_replay_lsn() >= ${written?.lsn}::pg_lsn, false)
        else true end as current`);
    return replayed?.current ? read(db) : PRIMARY;
  });
  return result === PRIMARY ? read(primary) : result;
}

import { type Db, type DbOrTx, getReplicaDb } from "@/db/client";
import { isDatabaseUnavailable } from "@/lib/health/database-state";

/** A replica cancels a query whose rows its replay must remove ("conflict with recovery"). */
const RECOVERY_CONFLICT = "40001";

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
  try {
    const result = await read(replica);
    return !current || current(result) ? result : read(primary);
  } catch (err) {
    const code = (err as { code?: unknown } | null)?.code;
    if (!isDatabaseUnavailable(err) && code !== RECOVERY_CONFLICT) throw err;
    return read(primary);
  }
}

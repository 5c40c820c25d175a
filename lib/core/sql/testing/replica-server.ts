import type { Sql } from "@/db/client";

/**
 * Makes a test database answer as a streaming replica that has replayed nothing yet: functions
 * of the same names as PostgreSQL's, in a schema searched before pg_catalog, say it is in
 * recovery at WAL position 0/0. Connections opened from then on see it (close the pool first).
 */
export async function actAsLaggingReplica(sql: Sql, database: string): Promise<void> {
  await sql.unsafe(`
    create schema lagging;
    create function lagging.pg_is_in_recovery() returns boolean language sql as 'select true';
    create function lagging.pg_last_wal_replay_lsn() returns pg_lsn language sql
      as $$select '0/0'::pg_lsn$$;
    alter database ${database} set search_path = lagging, pg_catalog, public;`);
}

const holder = globalThis as unknown as { __leadwiseReplica?: { close: () => Promise<void> } };

/** Points the replica pool at `url` (undefined: no replica), closing the pool open before. */
export async function pointReplicaAt(url: string | undefined): Promise<void> {
  if (url) process.env.DATABASE_REPLICA_URL = url;
  else delete process.env.DATABASE_REPLICA_URL;
  await holder.__leadwiseReplica?.close();
  holder.__leadwiseReplica = undefined;
}

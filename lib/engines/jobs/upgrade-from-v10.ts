import { sql } from "drizzle-orm";
import type { JobInsert, PgBoss } from "pg-boss";
import type { Db, DbOrTx } from "@/db/client";
import { logger } from "@/lib/core/logger";
import { bossDb } from "./boss-db";

/*
 * pg-boss 11 rewrote its schema and ships no migration from pg-boss 10's (versions 21–24);
 * its release notes leave moving the jobs to the application. Leadwise ran pg-boss 10 until
 * it moved to Node 24, so a database from that time is upgraded here, once: before pg-boss
 * starts, the old schema is renamed out of the way; pg-boss then installs its own; then every
 * job still to run is inserted again (same id, data, priority, retry and expiry settings) and
 * the old schema dropped, in one transaction. Finished jobs of the old schema are not kept.
 * A job that was active when the old version stopped runs again: handlers are idempotent.
 */

const OLD_SCHEMA = "pgboss_v10";
const V10_SCHEMA_VERSIONS = { first: 21, last: 24 };
const lock = (db: DbOrTx) =>
  db.execute(sql`select pg_advisory_xact_lock(hashtext('leadwise.pg-boss-10-upgrade'))`);

/** Before pg-boss starts: renames a pg-boss 10 schema, so pg-boss installs a new one. */
export async function setAsideV10Schema(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await lock(tx);
    const [found] = await tx.execute<{ present: boolean }>(
      sql`select to_regclass('pgboss.version') is not null as present`,
    );
    if (!found?.present) return;
    const [row] = await tx.execute<{ version: number }>(sql`select version from pgboss.version`);
    const version = Number(row?.version);
    if (version > V10_SCHEMA_VERSIONS.last) return;
    if (version < V10_SCHEMA_VERSIONS.first) {
      throw new Error(
        `pg-boss schema version ${version} predates pg-boss 10; start pg-boss 10 on this database once to bring it to version 24 first`,
      );
    }
    await tx.execute(sql.raw(`alter schema pgboss rename to ${OLD_SCHEMA}`));
    logger.info({ version }, "pg-boss 10 schema set aside for the upgrade");
  });
}

type OldJob = {
  id: string;
  name: string;
  data: object | null;
  priority: number;
  retry_limit: number;
  retry_delay: number;
  retry_backoff: boolean;
  start_after: string;
  singleton_key: string | null;
  expire_in_seconds: number;
};

type OldQueue = {
  name: string;
  policy: string | null;
  retry_limit: number | null;
  retry_delay: number | null;
  retry_backoff: boolean | null;
  expire_seconds: number | null;
};

/**
 * After pg-boss has started: moves the set-aside schema's unfinished jobs into pg-boss's
 * queues and drops that schema. Returns how many jobs were carried over.
 */
export async function carryOverV10Jobs(boss: PgBoss, db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    await lock(tx);
    const [found] = await tx.execute<{ present: boolean }>(
      sql`select to_regnamespace(${OLD_SCHEMA}) is not null as present`,
    );
    if (!found?.present) return 0;
    const queues = await tx.execute<OldQueue>(
      sql.raw(`select name, policy, retry_limit, retry_delay, retry_backoff, expire_seconds
        from ${OLD_SCHEMA}.queue`),
    );
    for (const q of queues) {
      await boss.createQueue(q.name, {
        ...(q.policy ? { policy: q.policy } : {}),
        ...(q.retry_limit !== null ? { retryLimit: q.retry_limit } : {}),
        ...(q.retry_delay !== null ? { retryDelay: q.retry_delay } : {}),
        ...(q.retry_backoff !== null ? { retryBackoff: q.retry_backoff } : {}),
        ...(q.expire_seconds ? { expireInSeconds: q.expire_seconds } : {}),
      });
    }
    const jobs = await tx.execute<OldJob>(
      sql.raw(`select id::text, name, data, priority, retry_limit, retry_delay, retry_backoff,
          start_after, singleton_key,
          greatest(1, extract(epoch from expire_in))::int as expire_in_seconds
        from ${OLD_SCHEMA}.job
        where state in ('created', 'retry', 'active')
        order by created_on`),
    );
    const byQueue = new Map<string, JobInsert[]>();
    for (const job of jobs) {
      const list = byQueue.get(job.name) ?? [];
      list.push({
        id: job.id,
        data: job.data ?? {},
        priority: job.priority,
        retryLimit: job.retry_limit,
        retryDelay: job.retry_delay,
        retryBackoff: job.retry_backoff,
        startAfter: new Date(job.start_after),
        expireInSeconds: job.expire_in_seconds,
        ...(job.singleton_key ? { singletonKey: job.singleton_key } : {}),
      });
      byQueue.set(job.name, list);
    }
    for (const [name, list] of byQueue) await boss.insert(name, list, { db: bossDb(tx) });
    await tx.execute(sql.raw(`drop schema ${OLD_SCHEMA} cascade`));
    logger.info({ jobs: jobs.length }, "pg-boss 10 jobs carried over; old schema dropped");
    return jobs.length;
  });
}

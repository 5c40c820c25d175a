import { randomUUID } from "node:crypto";
import { type SQL, sql } from "drizzle-orm";
import type { Sql } from "@/db/client";
import { logger } from "@/lib/core/logger";

/**
 * Worker liveness without guessing timeouts: a worker process holds a session advisory lock
 * keyed by its id on a connection of its own. When the process dies, PostgreSQL drops the
 * connection and the lock with it, so another worker can tell at once that work held by that
 * id was abandoned.
 */

export const PRESENCE_SEED = 7_271;

const holder = globalThis as unknown as { __leadwiseWorkerId?: string };

/** This process's worker id, recorded on the rows it works on. */
export function workerId(): string {
  holder.__leadwiseWorkerId ??= `w_${randomUUID()}`;
  return holder.__leadwiseWorkerId;
}

/**
 * SQL that is true when the worker named by `column` is alive. It tries the dead worker's lock
 * for the length of the caller's transaction (or statement); that lock is never contended, as
 * worker ids are never reused.
 */
export function workerAlive(column: SQL): SQL {
  return sql`(${column} is not null and not pg_try_advisory_xact_lock(hashtextextended(${column}, ${PRESENCE_SEED})))`;
}

/** Takes this process's presence lock and keeps it, re-taking it if its connection drops. */
export async function holdPresence(client: Sql): Promise<() => Promise<void>> {
  const id = workerId();
  let conn = await client.reserve();
  let stopped = false;
  // Whether `conn` holds the lock: a new connection that could not take it (the database was
  // switching to another primary) answers `select 1` and must still take it.
  let held = false;
  const lock = async () => {
    await conn`select pg_advisory_lock(hashtextextended(${id}, ${PRESENCE_SEED}))`;
    held = true;
  };
  await lock();
  const check = setInterval(async () => {
    try {
      if (!held) throw new Error("the presence lock is not held");
      await conn`select 1`;
    } catch (err) {
      if (stopped) return;
      logger.warn({ err }, "presence connection lost; taking the lock again");
      held = false;
      try {
        conn.release();
        conn = await client.reserve();
        await lock();
      } catch (again) {
        logger.error({ err: again }, "could not take the presence lock again");
      }
    }
  }, 5_000);
  check.unref();
  return async () => {
    stopped = true;
    clearInterval(check);
    await conn`select pg_advisory_unlock(hashtextextended(${id}, ${PRESENCE_SEED}))`.catch(
      () => {},
    );
    conn.release();
  };
}

import type { Sql } from "@/db/client";
import { pendingMigrations } from "@/db/migrate";
import { PRESENCE_SEED } from "@/lib/jobs/presence";
import { databaseDown } from "./database-state";

/** A load balancer's probe must hear back within a second, database or not. */
const REACHABLE_WITHIN_MS = 700;

async function answersWithin(sql: Sql, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const answered = await Promise.race([
    sql`select 1`.then(
      () => true,
      () => false,
    ),
    new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), ms);
    }),
  ]);
  clearTimeout(timer);
  return answered;
}

export interface Health {
  ok: boolean;
  database: "ok" | "unreachable";
  migrations: "current" | "pending" | "unknown";
  worker: "ok" | "stale" | "off" | "unknown";
  /** The Node.js this process runs on (the project brings its own; see README). */
  node: string;
}

/**
 * What a load balancer needs to know: can this node reach its database, is the schema
 * current, is a job worker alive (any process's heartbeat, inline or separate).
 */
export async function checkHealth(sql: Sql): Promise<Health> {
  if (databaseDown() || !(await answersWithin(sql, REACHABLE_WITHIN_MS))) {
    return {
      ok: false,
      database: "unreachable",
      migrations: "unknown",
      worker: "unknown",
      node: process.version,
    };
  }
  const pending = await pendingMigrations(sql).catch(() => -1);
  const migrations = pending === 0 ? "current" : pending > 0 ? "pending" : "unknown";
  const worker = await workerStatus(sql);
  return {
    ok: migrations === "current" && worker !== "stale",
    database: "ok",
    migrations,
    worker,
    node: process.version,
  };
}

/**
 * "ok" while some worker holds its presence lock and beats; "stale" as soon as the last one has
 * died (its connection, and the lock with it, gone) or hung for a minute.
 */
async function workerStatus(sql: Sql): Promise<Health["worker"]> {
  const rows = await sql<{ known: number; alive: number }[]>`
    select count(*)::int as known,
      count(*) filter (where beat_at > now() - interval '60 seconds'
        and not pg_try_advisory_xact_lock(hashtextextended(worker_id, ${PRESENCE_SEED})))::int
        as alive
    from worker_heartbeats`.catch(() => null);
  if (!rows) return "unknown";
  const { known = 0, alive = 0 } = rows[0] ?? {};
  if (known === 0) return process.env.WORKER === "off" ? "off" : "unknown";
  return alive > 0 ? "ok" : "stale";
}

import type { Sql } from "@/db/client";
import { pendingMigrations } from "@/db/migrate";
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

async function workerStatus(sql: Sql): Promise<Health["worker"]> {
  const rows = await sql<{ age: number | null }[]>`
    select extract(epoch from now() - max(beat_at))::float as age from worker_heartbeats`.catch(
    () => null,
  );
  if (!rows) return "unknown";
  const age = rows[0]?.age;
  if (age === null || age === undefined) return process.env.WORKER === "off" ? "off" : "unknown";
  return age < 60 ? "ok" : "stale";
}

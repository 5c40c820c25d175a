import type { Sql } from "@/db/client";
import { pendingMigrations } from "@/db/migrate";
import { databaseDown } from "@/lib/core/sql/database-state";
import { audienceIndexState } from "@/lib/engines/audience";
import { PRESENCE_SEED } from "@/lib/engines/jobs/presence";
import { type EventLoopDelay, eventLoopDelay } from "./event-loop";
import { pendingReadiness } from "./readiness";
import { within } from "./within";

/**
 * A load balancer's probe must hear back within a second, database or not: the database is
 * given this long to answer at all, and the whole check this long to finish.
 */
const REACHABLE_WITHIN_MS = 700;
const CHECKED_WITHIN_MS = 900;

export interface Health {
  ok: boolean;
  database: "ok" | "unreachable";
  migrations: "current" | "pending" | "unknown";
  worker: "ok" | "stale" | "off" | "unknown";
  /**
   * The in-memory audience index (Live Estimate, search, delivery): the node is not ready while
   * its first build runs at start, nor when that build failed.
   */
  audienceIndex: ReturnType<typeof audienceIndexState>;
  /** How late this process's event loop ran a timer: how long any request had to wait extra. */
  eventLoopDelay: EventLoopDelay;
  /** What this node still does before it takes traffic (lib/engines/health/readiness.ts). */
  pending: string[];
  /** The Node.js this process runs on (the project brings its own; see README). */
  node: string;
}

/**
 * What a load balancer needs to know: can this node reach its database, is the schema
 * current, has it built what it serves from (the audience index), is a job worker alive (any
 * process's heartbeat, inline or separate). A web node of a cluster (WORKER=off) reports the
 * workers but does not depend on them to be ready: what it accepts waits in the database for
 * whichever worker comes back, and taking it out of the balancer would refuse every request.
 */
export async function checkHealth(sql: Sql): Promise<Health> {
  const deadline = Date.now() + CHECKED_WITHIN_MS;
  const reachable =
    !databaseDown() &&
    (await within(
      sql`select 1`.then(
        () => true,
        () => false,
      ),
      REACHABLE_WITHIN_MS,
      false,
    ));
  if (!reachable) {
    return {
      ok: false,
      database: "unreachable",
      migrations: "unknown",
      worker: "unknown",
      audienceIndex: audienceIndexState(),
      eventLoopDelay: eventLoopDelay(),
      pending: pendingReadiness(),
      node: process.version,
    };
  }
  const LATE = Symbol("late");
  const [pending, worker] = await Promise.all([
    within(
      pendingMigrations(sql).catch(() => -1),
      deadline - Date.now(),
      LATE,
    ),
    within(workerStatus(sql), deadline - Date.now(), LATE),
  ]);
  const migrations =
    pending === LATE || pending < 0 ? "unknown" : pending === 0 ? "current" : "pending";
  const audienceIndex = audienceIndexState();
  const unfinished = pendingReadiness();
  const workersNeeded = process.env.WORKER !== "off";
  return {
    // Not known to be ready within the second is not ready.
    ok:
      migrations === "current" &&
      unfinished.length === 0 &&
      (audienceIndex === "ready" || audienceIndex === "idle") &&
      (!workersNeeded || (worker !== LATE && worker !== "stale")),
    database: "ok",
    migrations,
    worker: worker === LATE ? "unknown" : worker,
    audienceIndex,
    eventLoopDelay: eventLoopDelay(),
    pending: unfinished,
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

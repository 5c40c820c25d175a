import { performance } from "node:perf_hooks";
import postgres from "postgres";
import { databaseDown, onProbeRequest, setDatabaseDown } from "@/lib/core/sql/database-state";
import { within } from "./within";

/** A probe that takes longer than this finds the database unreachable. */
const PROBE_TIMEOUT_MS = 800;
/** Often enough that an outage shows within a second, and its end within a quarter. */
const EVERY_MS = { up: 1_000, down: 250 };
/**
 * A late answer while this process's own event loop was busy for more than this share of the
 * wait says nothing of the database: the answer may have been waiting on the socket.
 */
const BUSY_SHARE = 0.5;
/** Late answers in a row taken as inconclusive at most; the next one counts as a failure. */
const MAX_INCONCLUSIVE = 4;

/**
 * Keeps database-state.ts current for this process: `select 1` on a connection of its own, at
 * once when a request suspects an outage. Returns its stop.
 */
export function startDatabaseProbe(url: string, log: (reachable: boolean) => void): () => void {
  let client: ReturnType<typeof postgres> | undefined;
  let running = false;
  let stopped = false;
  let failures = 0;
  let inconclusive = 0;
  let timer: NodeJS.Timeout | undefined;

  const probe = async () => {
    if (running || stopped) return;
    running = true;
    clearTimeout(timer);
    client ??= postgres(url, {
      max: 1,
      connect_timeout: 1,
      onnotice: () => {},
      connection: { application_name: "leadwise-probe" },
    });
    const current = client;
    const loopBefore = performance.eventLoopUtilization();
    const answer = await within(
      current`select 1`.then(
        () => "up" as const,
        () => "failed" as const,
      ),
      PROBE_TIMEOUT_MS,
      "late" as const,
    );
    const reachable = answer === "up";
    // A start-up's module loading or route warm-up can hold the loop for longer than the probe
    // waits: its late answer is asked again rather than counted (it logged "database
    // unreachable", then "reachable again" a second later). A refused or broken connection
    // counts at once, and so does a late answer while the loop was idle (a frozen server). An
    // unsure probe keeps its connection: its answer is likely on the way.
    const busy = performance.eventLoopUtilization(loopBefore).utilization;
    const unsure = answer === "late" && busy > BUSY_SHARE && inconclusive < MAX_INCONCLUSIVE;
    inconclusive = unsure ? inconclusive + 1 : 0;
    if (!reachable && !unsure) {
      // A connection that failed or hangs is dropped: the next probe connects afresh. Not cut
      // at once: a connection still in its handshake (a slow start on a busy machine) cut that
      // way leaves postgres.js an unhandled rejection ("write CONNECTION_DESTROYED"); by the
      // time this grace ends, connect_timeout has settled the handshake one way or the other.
      client = undefined;
      void current.end({ timeout: 5 }).catch(() => {});
    }
    if (!unsure) failures = reachable ? 0 : failures + 1;
    // One failure may be a slow first connection on a busy machine: a second probe, at once,
    // decides.
    const down = failures >= 2 || (failures === 1 && databaseDown());
    if (down !== databaseDown()) log(!down);
    setDatabaseDown(down);
    running = false;
    if (stopped) return;
    const next = unsure || (failures === 1 && !down) ? 0 : down ? EVERY_MS.down : EVERY_MS.up;
    timer = setTimeout(probe, next);
    timer.unref();
  };
  onProbeRequest(() => void probe());
  void probe();
  return () => {
    stopped = true;
    clearTimeout(timer);
    void client?.end({ timeout: 0 }).catch(() => {});
  };
}

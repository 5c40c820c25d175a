import postgres from "postgres";
import { databaseDown, onProbeRequest, setDatabaseDown } from "./database-state";

/** A probe that takes longer than this finds the database unreachable. */
const PROBE_TIMEOUT_MS = 800;
/** Often enough that an outage shows within a second, and its end within a quarter. */
const EVERY_MS = { up: 1_000, down: 250 };

/**
 * Keeps database-state.ts current for this process: `select 1` on a connection of its own, at
 * once when a request suspects an outage. Returns its stop.
 */
export function startDatabaseProbe(url: string, log: (reachable: boolean) => void): () => void {
  let client: ReturnType<typeof postgres> | undefined;
  let running = false;
  let stopped = false;
  let failures = 0;
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
    let timeout: NodeJS.Timeout | undefined;
    const reachable = await Promise.race([
      current`select 1`.then(
        () => true,
        () => false,
      ),
      new Promise<boolean>((resolve) => {
        // After the event loop was held (a start-up's module loading, say), the timer runs
        // before the answer already waiting on the socket is read: one more turn lets it be
        // read first, so a held loop is not taken for an unreachable database.
        timeout = setTimeout(() => setImmediate(() => resolve(false)), PROBE_TIMEOUT_MS);
      }),
    ]);
    clearTimeout(timeout);
    if (!reachable) {
      // A connection that failed or hangs is dropped: the next probe connects afresh.
      client = undefined;
      void current.end({ timeout: 0 }).catch(() => {});
    }
    failures = reachable ? 0 : failures + 1;
    // One failure may be a slow first connection on a busy machine: a second probe, at once,
    // decides.
    const down = failures >= 2 || (failures === 1 && databaseDown());
    if (down !== databaseDown()) log(!down);
    setDatabaseDown(down);
    running = false;
    if (stopped) return;
    const next = failures === 1 && !down ? 0 : down ? EVERY_MS.down : EVERY_MS.up;
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

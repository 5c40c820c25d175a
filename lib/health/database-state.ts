/**
 * Whether this process can reach its database, as its probe last found (scripts/web.ts runs the
 * probe). While it cannot, requests are answered 503 at once instead of waiting on connections
 * that cannot be made. Route handlers (compiled by Next.js) and the server (run by tsx) load two
 * copies of this module: the state lives on globalThis, which they share.
 */
interface State {
  down: boolean;
  /** Asks the probe to look now; set by the probe. */
  probeNow?: () => void;
}

const holder = globalThis as unknown as { __leadwiseDatabase?: State };
const state = (): State => {
  holder.__leadwiseDatabase ??= { down: false };
  return holder.__leadwiseDatabase;
};

export function databaseDown(): boolean {
  return state().down;
}

export function setDatabaseDown(down: boolean): void {
  state().down = down;
}

export function onProbeRequest(probe: () => void): void {
  state().probeNow = probe;
}

/** A query failed as if the database were gone: the probe decides whether it is. */
export function suspectDatabase(): void {
  state().probeNow?.();
}

/**
 * Errors that say the database cannot be reached (refused, reset, shutting down, starting up,
 * out of connections), from postgres.js or node-postgres, however deep Drizzle wrapped them.
 */
const UNREACHABLE = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "CONNECT_TIMEOUT",
  "CONNECTION_CLOSED",
  "CONNECTION_ENDED",
  "CONNECTION_DESTROYED",
  "57P01",
  "57P02",
  "57P03",
  "08000",
  "08001",
  "08003",
  "08004",
  "08006",
  "53300",
]);

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === "object" && depth < 5; depth++) {
    const { code, cause } = e as { code?: unknown; cause?: unknown };
    if (typeof code === "string" && UNREACHABLE.has(code)) return true;
    e = cause;
  }
  return false;
}

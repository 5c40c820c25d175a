import { AsyncLocalStorage } from "node:async_hooks";

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

/** One request as the server handles it: whether a query of it found the database gone. */
interface RequestWatch {
  failedOnDatabase: boolean;
}

const holder = globalThis as unknown as {
  __leadwiseDatabase?: State;
  __leadwiseRequestWatch?: AsyncLocalStorage<RequestWatch>;
};
const requestWatch = () => {
  holder.__leadwiseRequestWatch ??= new AsyncLocalStorage();
  return holder.__leadwiseRequestWatch;
};
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

/**
 * A query failed as if the database were gone: the probe decides whether it is, and the request
 * it failed for is answered 503 rather than 500 (scripts/web.ts asks `failedOnDatabase`).
 */
export function suspectDatabase(): void {
  const watch = requestWatch().getStore();
  if (watch) watch.failedOnDatabase = true;
  state().probeNow?.();
}

/**
 * Runs the handling of one request, Next.js's rendering included, where `suspectDatabase` can
 * mark it; `handle` is given the question, which the server asks when the answer is a 500.
 */
export function watchRequest<T>(handle: (failedOnDatabase: () => boolean) => T): T {
  const watch: RequestWatch = { failedOnDatabase: false };
  return requestWatch().run(watch, () => handle(() => watch.failedOnDatabase));
}

/** For errors no error mapper sees (a page's render): marks the request when it is an outage. */
export function noteRequestError(error: unknown): void {
  if (isDatabaseUnavailable(error)) suspectDatabase();
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
  // A standby answered (read only): during a failover the connection reached the old primary
  // after its demotion, before the balancer took it out; the next connection finds the new one.
  "25006",
]);

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === "object" && depth < 5; depth++) {
    const { code, cause } = e as { code?: unknown; cause?: unknown };
    if (typeof code === "string" && UNREACHABLE.has(code)) return true;
    e = cause;
  }
  return false;
}

import http from "node:http";
import net from "node:net";
import type { TLSSocket } from "node:tls";
import { overHttps, securityHeaders } from "@/lib/core/security/headers";

export type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => unknown;

/**
 * The API's security headers: on the answers this server sends before Next.js sees the request
 * (503s, 405, liveness), and set on every request it hands to Next.js (scripts/web.ts), which
 * is all that /v1/ answers get (proxy.ts replaces them on pages). The policy is the API's.
 */
export function serverAnswerHeaders(req: http.IncomingMessage): Record<string, string> {
  const forwarded = req.headers["x-forwarded-proto"];
  const protocol = (req.socket as Partial<TLSSocket>).encrypted ? "https:" : "http:";
  return securityHeaders({
    https: overHttps(protocol, Array.isArray(forwarded) ? forwarded[0] : forwarded),
  });
}

/**
 * Answers a request that this node will not serve now with 503 problem+json. `Retry-After`
 * tells a client when to try again; `Connection: close` sends it to a new connection (and so,
 * behind a load balancer, to another node) instead of one that is going away.
 */
export function unavailable(
  res: http.ServerResponse,
  code: "shutting_down" | "starting" | "database_unavailable",
  detail: string,
  options: { retryAfterSeconds: number; close?: boolean },
): void {
  const body = JSON.stringify({
    type: `https://leadwise.dev/problems/${code.replaceAll("_", "-")}`,
    title: "Service Unavailable",
    status: 503,
    detail,
    message: detail,
    code,
  });
  res.writeHead(503, {
    ...serverAnswerHeaders(res.req),
    "content-type": "application/problem+json",
    "content-length": Buffer.byteLength(body),
    "retry-after": String(options.retryAfterSeconds),
    "cache-control": "no-store",
    ...(options.close ? { connection: "close" } : {}),
  });
  res.end(body);
}

/** The liveness probe: this process runs and serves HTTP, whether or not it is ready. */
export const LIVENESS_PATH = "/healthz/live";

/**
 * What a node answers before it is ready: alive to the liveness probe, 503 "starting" to
 * everything else (readiness included), so a client or load balancer never waits on it.
 */
export function answerStarting(req: http.IncomingMessage, res: http.ServerResponse): void {
  if (req.url === LIVENESS_PATH) answerLive(res);
  else {
    unavailable(res, "starting", "The server is starting; retry in a moment.", {
      retryAfterSeconds: 1,
    });
  }
}

export function answerLive(res: http.ServerResponse): void {
  res.writeHead(200, {
    ...serverAnswerHeaders(res.req),
    "content-type": "application/json",
    "cache-control": "no-store",
  });
  res.end(JSON.stringify({ live: true, pid: process.pid }));
}

export interface GracefulServer {
  server: http.Server;
  /** Listens on the port, or on a listening socket handed over by another process. */
  listen(port: number | net.Server, host?: string): Promise<void>;
  /**
   * Stops taking work: no new connections, and a request arriving on an open one gets 503 with
   * `Connection: close`. Requests in flight are answered (their connections closed after), for
   * at most `graceMs`; then every connection is closed. Resolves with the number of requests
   * cut by the bound (0 when the stop was clean).
   */
  drain(graceMs: number): Promise<number>;
  inFlight(): number;
}

/**
 * How long a stopping server keeps idle keep-alive connections open once its requests are done:
 * closing one races a request its client may be sending on it, which would be reset; kept, the
 * request gets its 503 and the connection closes after it.
 */
const LINGER_MS = 1_000;

/** How long an idle keep-alive connection stays open: longer than HAProxy's `timeout server`. */
export const KEEP_ALIVE_MS = 65_000;

/** What the server tracks to stop cleanly; `settled` and `allClosed` are set while drain waits. */
type Tracked = {
  inFlight: Set<http.ServerResponse>;
  sockets: Set<net.Socket>;
  draining: boolean;
  settled?: () => void;
  allClosed?: () => void;
};

/** Resolves after `ms`, or as soon as the `done` it hands to `set` is called. */
function until(ms: number, set: (done: () => void) => void): Promise<void> {
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, Math.max(0, ms));
    set(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

function listenOn(server: http.Server, port: number | net.Server, host?: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    const listening = () => {
      server.off("error", reject);
      resolve();
    };
    if (typeof port === "number") server.listen(port, host, listening);
    else server.listen(port, listening);
  });
}

/** GracefulServer's drain: see there. */
async function drain(server: http.Server, tracked: Tracked, graceMs: number): Promise<number> {
  if (tracked.draining) return 0;
  tracked.draining = true;
  // net.Server's close stops listening only; http.Server's would also close the idle
  // keep-alive connections at once, and a request a client is sending on one of them
  // would be reset instead of answered 503.
  net.Server.prototype.close.call(server);
  for (const res of tracked.inFlight) {
    if (!res.headersSent) res.setHeader("connection", "close");
  }
  const deadline = Date.now() + graceMs;
  if (tracked.inFlight.size > 0) {
    await until(graceMs, (done) => {
      tracked.settled = done;
    });
  }
  const cut = tracked.inFlight.size;
  const linger = Math.min(LINGER_MS, deadline - Date.now());
  if (cut === 0 && tracked.sockets.size > 0 && linger > 0) {
    await until(linger, (done) => {
      tracked.allClosed = done;
    });
  }
  server.closeAllConnections();
  return cut;
}

/**
 * An HTTP server that can stop without cutting a request or taking a new one: what `npm start`
 * and every node of a cluster need on SIGTERM. It knows nothing of Next.js.
 */
export function createGracefulServer(handle: Handler): GracefulServer {
  const tracked: Tracked = { inFlight: new Set(), sockets: new Set(), draining: false };
  const { inFlight, sockets } = tracked;

  const server = http.createServer((req, res) => {
    if (tracked.draining) {
      unavailable(res, "shutting_down", "This server is stopping; retry on a new connection.", {
        retryAfterSeconds: 1,
        close: true,
      });
      return;
    }
    inFlight.add(res);
    res.once("close", () => {
      inFlight.delete(res);
      // A response that had sent its headers before the stop could not say `Connection:
      // close`; its connection is closed once it is done instead of waiting idle.
      if (tracked.draining && !req.socket.destroyed) req.socket.end();
      if (tracked.draining && inFlight.size === 0) tracked.settled?.();
    });
    Promise.resolve()
      .then(() => handle(req, res))
      .catch((err) => {
        if (!res.headersSent) res.writeHead(500, serverAnswerHeaders(req)).end();
        else res.destroy(err);
      });
  });

  // Node closes a keep-alive connection after 5 s idle by default, the very moment a client
  // (a browser, Playwright, an HAProxy in front with its own 60 s) may send its next request on
  // it: that request is reset (ECONNRESET), never answered. Idle connections are kept longer
  // than any client or proxy in front keeps them, and headers must still arrive in time.
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;

  server.on("connection", (socket: net.Socket) => {
    sockets.add(socket);
    socket.once("close", () => {
      sockets.delete(socket);
      if (sockets.size === 0) tracked.allClosed?.();
    });
  });

  return {
    server,
    inFlight: () => inFlight.size,
    listen: (port, host) => listenOn(server, port, host),
    drain: (graceMs) => drain(server, tracked, graceMs),
  };
}

/**
 * The web server of `npm start` (and of `npm run dev`): Next.js behind our own HTTP server
 * (lib/edge/server/graceful-server.ts), because `next start` can neither stop taking requests on
 * open connections nor stop the job workers before it exits.
 *
 * Run by scripts/start.ts with an IPC channel. The message "stop", SIGTERM or SIGINT stops it
 * gracefully: new requests get 503, those in flight are answered within SHUTDOWN_GRACE_SECONDS,
 * the job workers are stopped through their handle (lib/edge/server/shutdown.ts), then it exits.
 * The channel closing means start.ts died without asking (kill -9): it stops within 2 s
 * rather than run on as an orphan.
 *
 * The port is start.ts's: it listens from its first second (answering 503 "starting") and
 * hands the listening socket over in the message "listen" once this process says "prepared"
 * (Next.js loaded, its hot routes warmed up), so the port never refuses or hangs while the
 * database, the migrations, the build and Next.js get ready.
 *
 * Started without an IPC channel, it is a web node of a cluster (`npm run cluster`, or an
 * operator's own supervisor): it listens on PORT itself at once, answers 503 "starting" until
 * Next.js is loaded and warmed up (late while Next.js loads: a load balancer's probe times out,
 * which says the same), and stops gracefully on SIGTERM/SIGINT as above.
 */
import { readFile, stat } from "node:fs/promises";
import http from "node:http";
import net, { type AddressInfo } from "node:net";
import path from "node:path";
import next from "next";
import { env } from "@/lib/core/env";
import { logger } from "@/lib/core/logger";
import { publicOrigin } from "@/lib/core/public-url";
import { settleAtTheEdge, trustedProxies } from "@/lib/core/security/forwarded";
import { databaseDown, watchRequest } from "@/lib/core/sql/database-state";
import { isResourceId } from "@/lib/edge/api/resource-id";
import {
  MAX_PAGE_BODY_BYTES,
  MAX_PAGE_BODY_DEPTH,
  readBoundedBody,
  undecodableActionBody,
  withReadBody,
} from "@/lib/edge/server/bounded-body";
import {
  answerDatabaseUnavailable,
  outageInsteadOfServerError,
} from "@/lib/edge/server/database-outage";
import { type DirectRoutes, loadDirectRoutes, serveDirect } from "@/lib/edge/server/direct-api";
import {
  answerLive,
  answerStarting,
  createGracefulServer,
  type Handler,
  LIVENESS_PATH,
  serverAnswerHeaders,
} from "@/lib/edge/server/graceful-server";
import {
  answerMalformedPath,
  answerMethodNotAllowed,
  answerOptions,
  answerProblem,
  decodablePath,
  findRoute,
  READ_ONLY,
  readActionPages,
  readPublicFiles,
  readRouteMethods,
} from "@/lib/edge/server/route-methods";
import { runShutdownHooks } from "@/lib/edge/server/shutdown";
import { startDatabaseProbe } from "@/lib/engines/health/database-probe";
import { warmUpBeforeReady } from "@/lib/engines/health/route-warm-up";

/** The API, whose answers this server sends uncompressed (below). */
const API_PATH = /^\/v1(\/|$)/;

/** Leaves time, within the 2 s an orphan has, to answer what it had accepted and exit. */
const ORPHAN_GRACE_MS = 1_500;

const config = env();
const dev = process.argv.includes("--dev");
const host = process.env.HOSTNAME ?? "127.0.0.1";
const graceMs = config.SHUTDOWN_GRACE_SECONDS * 1000;
/**
 * Whose X-Forwarded-* headers are believed (TRUSTED_PROXIES); everyone else's are replaced at
 * the edge (settleAtTheEdge), before anything reads a request: the client address and scheme
 * that Next.js, the direct API, the security headers and every limit see are the socket's or a
 * trusted proxy's.
 */
const trusted = trustedProxies(config.TRUSTED_PROXIES);
// next-auth builds its redirects and cookie flags from NEXTAUTH_URL: the one public origin too.
process.env.NEXTAUTH_URL = publicOrigin();

/** The build this server runs (next.config.ts reads the same variable). */
const distDir = path.join(process.cwd(), process.env.NEXT_DIST_DIR ?? ".next");

/**
 * The methods each route handler and page answers; any other gets 405 with `Allow` (Next.js
 * sends neither). A page takes POSTs where the build says it has server actions; in
 * development, where actions compile as pages do, every page takes them.
 */
const routeMethods = readRouteMethods(
  path.join(process.cwd(), "app"),
  dev ? undefined : readActionPages(distDir),
);
/** Where Next.js serves `/_next/static/` from: the build's `static` folder. */
const STATIC_PREFIX = "/_next/static/";
const staticDir = path.join(distDir, "static");
const readBuildId = () =>
  readFile(path.join(distDir, "BUILD_ID"), "utf8").then(
    (id) => id.trim(),
    () => "",
  );
/** The build this server runs (none in development). */
const servedBuild = dev ? undefined : readBuildId();
let buildReplacedLogged = false;

/**
 * Whether a `/_next/static/` file is not on disk. Next.js lists the build's static files when it
 * starts and answered 500 for a listed one that later went: a `next build` in the same folder
 * (another `npm start` or `npm test` on changed sources) replaces them under a running server.
 * Such a file is answered 404, and the operator told once why the pages stopped loading.
 */
async function staticFileGone(pathname: string): Promise<boolean> {
  const file = path.join(staticDir, decodeURIComponent(pathname.slice(STATIC_PREFIX.length)));
  if (!file.startsWith(staticDir + path.sep)) return false; // Next.js refuses these itself
  const found = await stat(file).then(
    (s) => s.isFile(),
    () => false,
  );
  if (!found && !buildReplacedLogged && (await servedBuild) !== (await readBuildId())) {
    buildReplacedLogged = true;
    logger.error(
      { path: pathname },
      "the app was built again in the same folder while this server ran: its pages' files are gone; restart it to serve the new build",
    );
  }
  return !found;
}

/** Files served as they are (`/robots.txt`), which answer what static files answer. */
const publicFiles = readPublicFiles(path.join(process.cwd(), "public"));

/** Next.js's handler: set once Next.js is loaded, which a node on its own port waits for. */
let handle: Handler | undefined;
/** The API's handlers this server calls itself (lib/edge/server/direct-api.ts); none in development. */
let directRoutes: DirectRoutes = new Map();

/**
 * How this server answers a request once Next.js is loaded (`nextHandler`). `gated`: refused
 * at once while the database probe finds the database unreachable.
 */
function serveWith(
  nextHandler: Handler,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  gated = true,
  /** The static file was found on disk (`staticFileGone`). */
  staticChecked = false,
) {
  if (req.url === LIVENESS_PATH) return answerLive(res);
  const pathname = (req.url ?? "/").split("?")[0] as string;
  if (!decodablePath(pathname)) return answerMalformedPath(req, res);
  const method = req.method ?? "";
  const route = findRoute(routeMethods, pathname);
  const page = route?.route.kind === "page";
  // Development serves tools of its own under /_next/ and /__nextjs (POSTs among them).
  const isStatic = !dev && (pathname.startsWith("/_next/") || publicFiles.has(pathname));
  const allow = route?.route.allow ?? (isStatic ? READ_ONLY : undefined);
  if (allow && !allow.includes(method)) return answerMethodNotAllowed(req, res, allow);
  // Route handlers answer OPTIONS themselves (Next.js derives it from their exports).
  if (allow && method === "OPTIONS" && route?.route.kind !== "route") {
    return answerOptions(req, res, allow);
  }
  if (isStatic && !staticChecked && pathname.startsWith(STATIC_PREFIX)) {
    void staticFileGone(pathname)
      .then((gone) =>
        gone
          ? answerProblem(req, res, 404, "not_found", "Nothing is served at this path.")
          : serveWith(nextHandler, req, res, gated, true),
      )
      // Outside the request's own turn: nothing may reject unhandled (it would end the process).
      .catch((err: unknown) => {
        logger.error({ err, path: pathname }, "serving a static file failed");
        res.destroy();
      });
    return;
  }
  // A path nothing serves: Next.js's not-found page for a read, 404 for anything else (Next.js
  // answers TRACE with a 500).
  if (!allow && !dev && method !== "GET" && method !== "HEAD") {
    return answerProblem(req, res, 404, "not_found", "Nothing is served at this path.");
  }
  // A page's id of a form this service never hands out names nothing: refused before the page
  // queries with it (a NUL would fail in PostgreSQL, a 500). The /v1 routes check theirs in
  // withApi (lib/edge/api/with-api.ts).
  if (page && !Object.values(route.params).every((v) => isResourceId(decodeURIComponent(v)))) {
    return answerProblem(req, res, 404, "not_found", "Nothing is served at this path.");
  }
  // While the database is unreachable every page and API call would fail: they are refused at
  // once. /healthz says so itself; static files need no database.
  if (
    gated &&
    databaseDown() &&
    !req.url?.startsWith("/_next/") &&
    !req.url?.startsWith("/healthz")
  ) {
    return answerDatabaseUnavailable(req, res);
  }
  // Every answer starts with the API's security headers, which carry over to whatever Next.js
  // answers (route handler, 404, error); proxy.ts replaces them on pages (a policy with a
  // nonce). It does not run on /v1/ (its matcher): there it only added these, and running it
  // cost Next.js a copy of every request, its headers and its body stream.
  for (const [name, value] of Object.entries(serverAnswerHeaders(req))) res.setHeader(name, value);
  // API answers go out uncompressed. Next.js's compression (next.config.ts `compress`, one
  // setting for the whole app) gzips every answer it streams without a length, which is every
  // route handler's: a gzip stream per API call, even for an 88-byte 202, to save a few hundred
  // bytes (docs/benchmarks.md). Pages and static files keep it. Where API answers should travel
  // compressed, the TLS-terminating proxy in front compresses them, off the web nodes.
  if (API_PATH.test(pathname)) delete req.headers["accept-encoding"];
  const serve = (request: http.IncomingMessage) =>
    // Before the probe decides, a request that fails on the database answers 503 all the same.
    watchRequest((failedOnDatabase) => {
      outageInsteadOfServerError(request, res, failedOnDatabase);
      return serveDirect(directRoutes, route, request, res, pathname) || nextHandler(request, res);
    });
  // A body for Next.js itself (a page's server action, next-auth) is bounded here first; the /v1
  // routes bound theirs in withApi.
  if (method !== "POST" || !route || API_PATH.test(pathname)) return serve(req);
  return readBoundedBody(req).then(async (read) => {
    if ("body" in read && (await undecodableActionBody(req, read.body))) {
      const detail = "A server action's arguments must be JSON (or multipart form data).";
      return answerProblem(req, res, 400, "invalid_request", detail);
    }
    if ("body" in read) return serve(withReadBody(req, read.body));
    if (read.refused === 413) {
      const detail = `Request body is larger than ${MAX_PAGE_BODY_BYTES / 1_000_000} MB.`;
      // Not Connection: close: a client still sending would see a reset (EPIPE) rather than the
      // answer. The rest of the body is read and dropped (readBoundedBody), within the server's
      // request timeout.
      return answerProblem(req, res, 413, "payload_too_large", detail);
    }
    const detail = `Request body is nested more than ${MAX_PAGE_BODY_DEPTH} levels deep.`;
    return answerProblem(req, res, 400, "invalid_request", detail);
  });
}

const graceful = createGracefulServer((req, res) =>
  handle ? serveWith(handle, req, res) : answerStarting(req, res),
);
settleAtTheEdge(graceful.server, trusted);
if (process.env.DATABASE_URL) {
  startDatabaseProbe(process.env.DATABASE_URL, (reachable) =>
    reachable ? logger.info("database reachable again") : logger.warn("database unreachable"),
  );
}

let stopping = false;
async function stop(reason: string, withinMs: number) {
  if (stopping) return;
  stopping = true;
  logger.info({ reason, graceMs: withinMs }, "web server stopping");
  const [cut, late] = await Promise.all([
    graceful.drain(withinMs),
    runShutdownHooks(withinMs, (message, err) => logger.error({ err }, message)),
  ]);
  if (cut > 0) logger.warn({ cut }, "requests still running after the grace period were cut");
  if (late.length > 0) logger.warn({ late }, "not stopped within the grace period");
  process.exit(0);
}
process.on("SIGTERM", () => void stop("SIGTERM", graceMs));
process.on("SIGINT", () => void stop("SIGINT", graceMs));
/** Run by start.ts (an IPC channel), or a node of its own. */
const standalone = !process.send;
/** In development routes compile on demand, each on its first call: nothing to warm up. */
const startWarmUp = dev ? undefined : warmUpBeforeReady();

/**
 * Calls the hot routes once (lib/engines/health/route-warm-up.ts) through this server's own request path, on
 * a loopback port of its own, before it takes the public one: their first calls, slow and
 * holding this event loop, happen while start.ts (another process) still answers the port
 * with 503 starting, or, for a node on its own port, while it answers so itself.
 */
async function warmUpBeforeServing(nextHandler: Handler): Promise<void> {
  if (!startWarmUp) return;
  // Not gated on the database probe: its first probes time out while Next.js loads and hold
  // "unreachable" until it can look again, and the /v1 calls here need no database.
  const own = http.createServer((req, res) => serveWith(nextHandler, req, res, false));
  settleAtTheEdge(own, trusted);
  await new Promise<void>((resolve) => own.listen(0, "127.0.0.1", resolve));
  await startWarmUp(`http://127.0.0.1:${(own.address() as AddressInfo).port}`);
  own.closeAllConnections();
  await new Promise((resolve) => own.close(resolve));
}

process.on("message", (message, socket) => {
  if (message === "stop") void stop("asked by npm start", graceMs);
  else if (message === "listen" && socket instanceof net.Server) {
    // Node.js hands the socket over as a server already accepting, with no one to read what it
    // accepts: it is taken over here in the same turn, before any connection can land on it
    // (which is why start.ts sends it only once Next.js is loaded, below).
    void graceful.listen(socket).then(() => process.send?.("listening"));
  }
});
process.on("disconnect", () => void stop("npm start is gone", ORPHAN_GRACE_MS));

const app = next({
  dev,
  dir: process.cwd(),
  hostname: host,
  port: config.PORT,
  httpServer: graceful.server,
});
/**
 * Loads every route's compiled module now, while start.ts still answers the port. Next.js
 * starts the same preload itself at prepare() but does not wait for it, so it would run on
 * this event loop just as the first requests arrive, holding them for up to a second under
 * load. `unstable_preloadEntries` is Next.js's own method for it (on the server `next()` wraps);
 * modules it already loaded are not loaded twice. Where it is missing, the routes load on
 * first use, as before.
 */
async function preloadRoutes() {
  // In development, routes are compiled on demand: nothing to preload.
  if (dev) return;
  type Preloading = { unstable_preloadEntries?: () => Promise<void> };
  // The custom server's `server` is the NextServer it runs, whose getServer() is the Node server.
  const wrapper = app as unknown as { server?: { getServer?: () => Promise<Preloading> } };
  const startedAt = performance.now();
  try {
    const server = await wrapper.server?.getServer?.();
    if (!server?.unstable_preloadEntries) return;
    await server.unstable_preloadEntries();
    logger.info({ ms: Math.round(performance.now() - startedAt) }, "routes preloaded");
  } catch (err) {
    logger.warn({ err }, "routes not preloaded; they load on first use");
  }
}

// Next.js loads first: its loading keeps this process's event loop busy for seconds, while
// start.ts, idle, answers on the port meanwhile.
if (standalone) await graceful.listen(config.PORT, host);
await app.prepare();
await preloadRoutes();
// Loaded by Next.js just above; in development they compile on demand, through Next.js.
if (!dev) directRoutes = await loadDirectRoutes(distDir, routeMethods);
const nextHandler = app.getRequestHandler();
await warmUpBeforeServing(nextHandler);
handle = nextHandler;
process.send?.("prepared");

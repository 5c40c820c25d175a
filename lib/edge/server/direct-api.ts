import { existsSync, readFileSync } from "node:fs";
import type http from "node:http";
import { createRequire } from "node:module";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { logger } from "@/lib/core/logger";
import { FORWARDED_HEADERS } from "@/lib/core/security/forwarded";
import { preparedBytes } from "@/lib/edge/api/bytes-answer";
import type { RouteMethods } from "./route-methods";

/**
 * The API's route handlers called by our own HTTP server (scripts/web.ts) instead of through
 * Next.js's request handling.
 *
 * Every `/v1` handler is a plain web function, `(Request, { params }) => Response`: it reads
 * nothing of Next.js's (no `next/headers`, no cookies() or redirect(); the import rules forbid
 * it) and its tests call it so. Next.js's own path around it (its router, the request's
 * conversion to a NextRequest, the async storages a page needs, the answer's conversion back)
 * cost ~3–4 ms of CPU per API call, more than most handlers themselves (docs/benchmarks.md,
 * "Direct API"). Here a request whose method the handler exports is turned into a `Request`,
 * given to the handler Next.js built and loaded (the same module instance its router would
 * call, so one copy of every module and its state), and its `Response` written back.
 *
 * Anything else falls through to Next.js as before: pages, HEAD and OPTIONS (Next.js answers
 * those from the exports), a path with a trailing slash (Next.js redirects it), a host header no
 * URL can carry, and every route when the build's modules do not have the shape read here
 * (`routeModule.userland`, Next.js's own route module: a Next.js upgrade that changes it turns
 * this off with one warning at start, not into errors).
 */

/** A handler as a route module exports it. */
type RouteHandler = (
  req: Request,
  context: { params: Promise<Record<string, string>> },
) => Promise<Response> | Response;

/** The handlers called directly, by route (`/v1/campaigns/[id]/launch`), then by method. */
export type DirectRoutes = Map<string, Map<string, RouteHandler>>;

/** application/json and application/problem+json. */
const JSON_TYPE = /^application\/(problem\+)?json\b/i;

/** The methods called here; HEAD and OPTIONS Next.js derives from the others, so it answers them. */
const DIRECT_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"];

/** Whether each dynamic segment of a route is named, so its match gives the route's params. */
function paramsNamed(route: string): boolean {
  return route
    .split("/")
    .every((segment) => !segment.startsWith("[") || /^\[[A-Za-z_]\w*\]$/.test(segment));
}

interface RouteModuleShape {
  routeModule?: {
    ensureUserland?: () => Promise<void>;
    userland?: Record<string, unknown>;
  };
}

/**
 * Loads the built handlers of every route under `prefix` from Next.js's production build in
 * `distDir` (call it after Next.js has loaded its routes: they are then already in require's
 * cache). Returns the routes it can call; an empty list leaves every request to Next.js.
 */
export async function loadDirectRoutes(
  distDir: string,
  routes: RouteMethods[],
  prefix = "/v1/",
): Promise<DirectRoutes> {
  const direct: DirectRoutes = new Map();
  const manifestFile = path.join(distDir, "server", "app-paths-manifest.json");
  if (!existsSync(manifestFile)) return direct;
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Record<string, string>;
  const require = createRequire(manifestFile);
  const missed: string[] = [];
  for (const { route } of routes) {
    if (!route.startsWith(prefix)) continue;
    const built = manifest[`${route}/route`];
    // Catch-all segments are not in the API; such a route stays with Next.js.
    if (!built || !paramsNamed(route)) {
      missed.push(route);
      continue;
    }
    try {
      const { routeModule } = require(path.join(distDir, "server", built)) as RouteModuleShape;
      await routeModule?.ensureUserland?.();
      const userland = routeModule?.userland;
      const handlers = new Map<string, RouteHandler>();
      for (const method of DIRECT_METHODS) {
        const handler = userland?.[method];
        if (typeof handler === "function") handlers.set(method, handler as RouteHandler);
      }
      if (handlers.size === 0) missed.push(route);
      else direct.set(route, handlers);
    } catch (err) {
      logger.warn({ err, route }, "route handler not loaded directly; Next.js serves it");
      missed.push(route);
    }
  }
  if (missed.length > 0) {
    logger.warn({ routes: missed }, "API routes served through Next.js (no direct handler)");
  }
  logger.info({ routes: direct.size }, "API routes called directly");
  return direct;
}

const FORWARDED = new Set<string>(FORWARDED_HEADERS);

/**
 * The request as a handler reads it. The forwarded headers are those the edge settled in
 * `req.headers` (lib/core/security/forwarded.ts), not the ones the client sent (in `rawHeaders`).
 */
function requestOf(req: http.IncomingMessage, url: URL): Request {
  const headers = new Headers();
  const raw = req.rawHeaders;
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const name = raw[i] as string;
    if (!FORWARDED.has(name.toLowerCase())) headers.append(name, raw[i + 1] as string);
  }
  for (const name of FORWARDED_HEADERS) {
    const value = req.headers[name];
    if (typeof value === "string") headers.set(name, value);
  }
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  return new Request(url, {
    method: req.method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined,
    // A streamed request body (fetch's requirement for one).
    ...(hasBody ? { duplex: "half" } : {}),
  } as RequestInit);
}

async function writeAnswer(answer: Response, res: http.ServerResponse): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  answer.headers.forEach((value, name) => {
    if (name !== "set-cookie") headers[name] = value;
  });
  const cookies = answer.headers.getSetCookie();
  if (cookies.length > 0) headers["set-cookie"] = cookies;
  if (!answer.body) {
    res.writeHead(answer.status, headers);
    res.end();
    return;
  }
  // Bytes the handler made whole (bytesAnswer: a search page) are written as they are.
  const bytes = preparedBytes(answer);
  if (bytes) {
    headers["content-length"] = String(bytes.byteLength);
    res.writeHead(answer.status, headers);
    res.end(bytes);
    return;
  }
  // A JSON answer is one string the handler made whole (Response.json): written in one piece,
  // with its length, without a stream around it. Anything else (a CSV export) is streamed.
  if (JSON_TYPE.test(answer.headers.get("content-type") ?? "")) {
    const body = Buffer.from(await answer.arrayBuffer());
    headers["content-length"] = String(body.length);
    res.writeHead(answer.status, headers);
    res.end(body);
    return;
  }
  res.writeHead(answer.status, headers);
  await pipeline(Readable.fromWeb(answer.body as import("node:stream/web").ReadableStream), res);
}

/**
 * Serves `req` with the handler of `found` (the route serving its path, as `findRoute` in
 * route-methods.ts matched it) when one is loaded for its method; returns false (nothing
 * written) to leave it to Next.js.
 */
export function serveDirect(
  routes: DirectRoutes,
  found: { route: RouteMethods; params: Record<string, string> } | undefined,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  pathname: string,
): false | Promise<void> {
  // A trailing slash: Next.js redirects it to the path without.
  if (!found || pathname.endsWith("/")) return false;
  const handler = routes.get(found.route.route)?.get(req.method ?? "");
  if (!handler) return false;
  const params: Record<string, string> = {};
  // scripts/web.ts answers a path with a malformed escape 400 before it comes here.
  for (const [name, value] of Object.entries(found.params))
    params[name] = decodeURIComponent(value);
  let url: URL;
  try {
    url = new URL(req.url ?? "/", `http://${req.headers.host ?? "localhost"}`);
  } catch {
    return false;
  }
  let request: Request;
  try {
    request = requestOf(req, url);
  } catch {
    return false; // a header that fetch's Headers refuses: Next.js answers it as it always has
  }
  return (async () => {
    try {
      const answer = await handler(request, { params: Promise.resolve(params) });
      await writeAnswer(answer, res);
    } catch (err) {
      // The handlers answer their own errors (lib/edge/api/with-api.ts); what reaches here is a
      // client gone mid-answer, or a bug, which gets what Next.js would send: an empty 500
      // (mapped to 503 by database-outage.ts when the database is the cause).
      if (!res.headersSent) {
        logger.error({ err, route: found.route.route }, "API route failed");
        res.writeHead(500, { "content-length": 0 });
        res.end();
      } else res.destroy();
    }
  })();
}

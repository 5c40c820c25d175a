import { existsSync, readdirSync, readFileSync } from "node:fs";
import type http from "node:http";
import path from "node:path";
import { PROBLEM_BASE } from "@/lib/core/semantic-rules";
import { serverAnswerHeaders } from "./graceful-server";

/**
 * Which methods each route handler (`app/**\/route.ts`) and page (`app/**\/page.tsx`) answers,
 * so that the server answers any other method with 405 problem+json and an `Allow` header.
 * Next.js answers such a method on a route handler with an empty 405 and no `Allow`, and on a
 * page renders the page for any method (TRACE: 500; OPTIONS: 400). A route handler answers what
 * it exports; a page GET and HEAD, and POST where it has server actions (they are POSTs to the
 * page's path); static files GET and HEAD. OPTIONS is answered everywhere.
 */
const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;

/** What a page answers without server actions, and what a static file answers. */
export const READ_ONLY = ["GET", "HEAD", "OPTIONS"];

export interface RouteMethods {
  /** The route's path, as in the app folder (`/v1/campaigns/[id]/launch`). */
  route: string;
  /** A route handler (route.ts) or a page (page.tsx). */
  kind: "route" | "page";
  pattern: RegExp;
  /** Sorted, as an `Allow` header lists them. */
  allow: string[];
  /** Dynamic segments: a route with fewer wins over one with more, as in Next.js. */
  dynamic: number;
}

/** The methods a route module exports: `export const GET`, `export async function POST`, `export { h as GET, POST }`. */
export function exportedMethods(source: string): string[] {
  const found = new Set<string>();
  for (const m of source.matchAll(
    /export\s+(?:const|let|var|async\s+function|function)\s+(GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS)\b/g,
  )) {
    found.add(m[1] as string);
  }
  for (const m of source.matchAll(/export\s*\{([^}]*)\}/g)) {
    for (const entry of (m[1] as string).split(",")) {
      const name = entry
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (name && (METHODS as readonly string[]).includes(name)) found.add(name);
    }
  }
  // Next.js answers HEAD with GET and OPTIONS by itself.
  if (found.has("GET")) found.add("HEAD");
  found.add("OPTIONS");
  return [...found].sort();
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

function segmentPattern(segment: string): { source: string; dynamic: number } {
  if (/^\[\[\.\.\.[^\]]+\]\]$/.test(segment)) return { source: "(?:/.*)?", dynamic: 100 };
  if (/^\[\.\.\.[^\]]+\]$/.test(segment)) return { source: "/.+", dynamic: 100 };
  // A dynamic segment is a named group, so that a match gives the route's params.
  const name = /^\[([A-Za-z_]\w*)\]$/.exec(segment)?.[1];
  if (name) return { source: `/(?<${name}>[^/]+)`, dynamic: 1 };
  if (/^\[[^\]]+\]$/.test(segment)) return { source: "/[^/]+", dynamic: 1 };
  return { source: `/${escapeRegExp(segment)}`, dynamic: 0 };
}

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(p);
    return /^(route\.(ts|js)|page\.(tsx|ts|jsx|js))$/.test(entry.name) ? [p] : [];
  });
}

/**
 * The pages (`/settings/api-keys`, `/lists/[id]`) that have server actions, from the production
 * build in `distDir` (Next.js's manifest of actions names the pages using each one); undefined
 * when there is no build (development), where every page then takes POSTs.
 */
export function readActionPages(distDir: string): Set<string> | undefined {
  const file = path.join(distDir, "server", "server-reference-manifest.json");
  if (!existsSync(file)) return undefined;
  const manifest = JSON.parse(readFileSync(file, "utf8")) as {
    node?: Record<string, { workers?: Record<string, unknown> }>;
  };
  const pages = new Set<string>();
  for (const action of Object.values(manifest.node ?? {})) {
    for (const worker of Object.keys(action.workers ?? {})) {
      const segments = worker
        .replace(/^app\//, "")
        .replace(/\/?page$/, "")
        .split("/")
        .filter((s) => s !== "" && !/^\(.*\)$/.test(s));
      pages.add(`/${segments.join("/")}`);
    }
  }
  return pages;
}

/**
 * Every route handler and page under `appDir`, most specific first. `actionPages`: the pages
 * with server actions (`readActionPages`); every page when undefined.
 */
export function readRouteMethods(appDir: string, actionPages?: Set<string>): RouteMethods[] {
  const routes = routeFiles(appDir).map((file): RouteMethods => {
    // Route groups `(name)` and private folders do not appear in the URL.
    const segments = path
      .relative(appDir, path.dirname(file))
      .split(path.sep)
      .filter((s) => s !== "" && !/^\(.*\)$/.test(s));
    const parts = segments.map(segmentPattern);
    const route = `/${segments.join("/")}`;
    const kind = /^route\./.test(path.basename(file)) ? "route" : "page";
    const posts = kind === "page" && (!actionPages || actionPages.has(route));
    return {
      route,
      kind,
      pattern: new RegExp(`^${parts.map((p) => p.source).join("")}/?$`),
      allow:
        kind === "route"
          ? exportedMethods(readFileSync(file, "utf8"))
          : [...READ_ONLY, ...(posts ? ["POST"] : [])].sort(),
      dynamic: parts.reduce((n, p) => n + p.dynamic, 0),
    };
  });
  return routes.sort((a, b) => a.dynamic - b.dynamic);
}

/** Every file under `publicDir` by the path it is served at (`/robots.txt`). */
export function readPublicFiles(publicDir: string): Set<string> {
  if (!existsSync(publicDir)) return new Set();
  const files = readdirSync(publicDir, { recursive: true, withFileTypes: true });
  return new Set(
    files
      .filter((f) => f.isFile())
      .map(
        (f) =>
          `/${path.relative(publicDir, path.join(f.parentPath, f.name)).split(path.sep).join("/")}`,
      ),
  );
}

/** The route handler serving `pathname` and its named params (still percent-encoded), if any. */
export function findRoute(
  routes: RouteMethods[],
  pathname: string,
): { route: RouteMethods; params: Record<string, string> } | undefined {
  for (const route of routes) {
    const found = route.pattern.exec(pathname);
    if (found) return { route, params: { ...found.groups } };
  }
  return undefined;
}

/** The methods the route at `pathname` answers, or undefined when no route handler serves it. */
export function allowedMethods(routes: RouteMethods[], pathname: string): string[] | undefined {
  return findRoute(routes, pathname)?.route.allow;
}

const TITLES: Record<number, string> = {
  400: "Bad Request",
  404: "Not Found",
  405: "Method Not Allowed",
  413: "Payload Too Large",
};

/** A problem+json answer written by the server itself, before Next.js sees the request. */
export function answerProblem(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  status: keyof typeof TITLES,
  code: string,
  detail: string,
  headers: Record<string, string> = {},
): void {
  const body = JSON.stringify({
    type: `${PROBLEM_BASE}${code.replaceAll("_", "-")}`,
    title: TITLES[status],
    status,
    detail,
    message: detail,
    code,
  });
  res.writeHead(status, {
    ...serverAnswerHeaders(req),
    "content-type": "application/problem+json",
    "content-length": Buffer.byteLength(body),
    "cache-control": "no-store",
    ...headers,
  });
  res.end(req.method === "HEAD" ? undefined : body);
}

/** 405 problem+json naming the methods the path answers (RFC 9110: `Allow` is required on a 405). */
export function answerMethodNotAllowed(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  allow: string[],
): void {
  const detail = `${req.method} is not allowed on this path; it answers ${allow.join(", ")}.`;
  answerProblem(req, res, 405, "method_not_allowed", detail, { allow: allow.join(", ") });
}

/** OPTIONS on a page or a static file: 204 with what it answers (Next.js: 400 on a page). */
export function answerOptions(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  allow: string[],
): void {
  res.writeHead(204, { ...serverAnswerHeaders(req), allow: allow.join(", ") });
  res.end();
}

/** Whether every percent escape of the path decodes (`/lists/abc%2` does not). */
export function decodablePath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/**
 * 400 for a path with a malformed percent escape, which no route can name: Next.js answers it
 * 500 when it reaches a dynamic segment (`/lists/abc%2`). problem+json, as every API error.
 */
export function answerMalformedPath(req: http.IncomingMessage, res: http.ServerResponse): void {
  const detail = "The path has a malformed percent escape (% must be followed by two hex digits).";
  answerProblem(req, res, 400, "invalid_request", detail);
}

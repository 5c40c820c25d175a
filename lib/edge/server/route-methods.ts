import { readdirSync, readFileSync } from "node:fs";
import type http from "node:http";
import path from "node:path";
import { PROBLEM_BASE } from "@/lib/core/semantic-rules";
import { serverAnswerHeaders } from "./graceful-server";

/**
 * Which methods each route handler (`app/**\/route.ts`) answers, read from its exports, so that
 * the server answers any other method with 405 problem+json and an `Allow` header. Next.js
 * answers such a method with an empty 405 and no `Allow`, which tells a client nothing.
 */
const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;

export interface RouteMethods {
  /** The route's path, as in the app folder (`/v1/campaigns/[id]/launch`). */
  route: string;
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
    return /^route\.(ts|js)$/.test(entry.name) ? [p] : [];
  });
}

/** Every route handler under `appDir`, most specific first. */
export function readRouteMethods(appDir: string): RouteMethods[] {
  const routes = routeFiles(appDir).map((file) => {
    // Route groups `(name)` and private folders do not appear in the URL.
    const segments = path
      .relative(appDir, path.dirname(file))
      .split(path.sep)
      .filter((s) => s !== "" && !/^\(.*\)$/.test(s));
    const parts = segments.map(segmentPattern);
    return {
      route: `/${segments.join("/")}`,
      pattern: new RegExp(`^${parts.map((p) => p.source).join("")}/?$`),
      allow: exportedMethods(readFileSync(file, "utf8")),
      dynamic: parts.reduce((n, p) => n + p.dynamic, 0),
    };
  });
  return routes.sort((a, b) => a.dynamic - b.dynamic);
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

/** 405 problem+json naming the methods the path answers (RFC 9110: `Allow` is required on a 405). */
export function answerMethodNotAllowed(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  allow: string[],
): void {
  const detail = `${req.method} is not allowed on this path; it answers ${allow.join(", ")}.`;
  const body = JSON.stringify({
    type: `${PROBLEM_BASE}method-not-allowed`,
    title: "Method Not Allowed",
    status: 405,
    detail,
    message: detail,
    code: "method_not_allowed",
  });
  res.writeHead(405, {
    ...serverAnswerHeaders(req),
    "content-type": "application/problem+json",
    "content-length": Buffer.byteLength(body),
    allow: allow.join(", "),
    "cache-control": "no-store",
  });
  res.end(req.method === "HEAD" ? undefined : body);
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
  const body = JSON.stringify({
    type: `${PROBLEM_BASE}invalid-request`,
    title: "Bad Request",
    status: 400,
    detail,
    message: detail,
    code: "invalid_request",
  });
  res.writeHead(400, {
    ...serverAnswerHeaders(req),
    "content-type": "application/problem+json",
    "content-length": Buffer.byteLength(body),
    "cache-control": "no-store",
  });
  res.end(req.method === "HEAD" ? undefined : body);
}

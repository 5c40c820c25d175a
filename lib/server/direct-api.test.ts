import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DirectRoute, loadDirectRoutes, routePattern, serveDirect } from "./direct-api";
import type { RouteMethods } from "./route-methods";

/*
 * The server's direct call of the API's handlers (lib/server/direct-api.ts), against a build
 * folder laid out as Next.js's: a manifest naming each route's module, modules exporting
 * `routeModule` whose `userland` holds the handlers. What a client relies on: the handler gets
 * the request as sent (method, headers, body, decoded params) and the client gets its answer
 * as returned (status, headers, each cookie, the body streamed); what this does not serve is
 * left to Next.js untouched.
 */

const ECHO = `
exports.routeModule = {
  async ensureUserland() {},
  userland: {
    async POST(req, { params }) {
      const body = await req.text();
      const headers = new Headers({ "content-type": "application/json", "x-seen": req.headers.get("x-custom") ?? "" });
      headers.append("set-cookie", "a=1; Path=/");
      headers.append("set-cookie", "b=2; Path=/");
      return new Response(JSON.stringify({ method: req.method, url: req.url, params: await params, body }), { status: 201, headers });
    },
    async GET(req, { params }) {
      const { id } = await params;
      if (id === "boom") throw new Error("boom");
      const chunks = ["one,", "two,", "three"];
      const stream = new ReadableStream({ pull(c) { const n = chunks.shift(); n ? c.enqueue(new TextEncoder().encode(n)) : c.close(); } });
      return new Response(stream, { headers: { "content-type": "text/csv" } });
    },
  },
};`;

let dir: string;
let server: http.Server;
let base: string;
let routes: DirectRoute[];

function routeOf(route: string, allow: string[]): RouteMethods {
  return { route, pattern: /$^/, allow, dynamic: route.includes("[") ? 1 : 0 };
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "leadwise-direct-"));
  await mkdir(path.join(dir, "server", "app", "v1", "things"), { recursive: true });
  await writeFile(path.join(dir, "server", "app", "v1", "things", "route.js"), ECHO);
  await writeFile(path.join(dir, "server", "app", "v1", "odd.js"), "exports.other = 1;");
  await writeFile(
    path.join(dir, "server", "app-paths-manifest.json"),
    JSON.stringify({
      "/v1/things/[id]/route": "app/v1/things/route.js",
      "/v1/odd/route": "app/v1/odd.js",
    }),
  );
  routes = await loadDirectRoutes(dir, [
    routeOf("/v1/things/[id]", ["GET", "HEAD", "OPTIONS", "POST"]),
    routeOf("/v1/odd", ["GET", "HEAD", "OPTIONS"]),
    routeOf("/v1/missing", ["GET", "HEAD", "OPTIONS"]),
    routeOf("/api/auth/[...nextauth]", ["GET", "HEAD", "OPTIONS", "POST"]),
  ]);
  server = http.createServer((req, res) => {
    const pathname = (req.url ?? "/").split("?")[0] as string;
    const served = serveDirect(routes, req, res, pathname);
    if (served === false) {
      res.writeHead(299, { "x-next": "yes" });
      res.end("next");
    }
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((r) => server.close(r));
  await rm(dir, { recursive: true, force: true });
});

describe("the API's handlers called directly", () => {
  it("loads only routes under /v1 whose built module has handlers", () => {
    expect(routes.map((r) => r.route)).toEqual(["/v1/things/[id]"]);
    expect([...(routes[0]?.handlers.keys() ?? [])].sort()).toEqual(["GET", "POST"]);
  });

  it("hands the handler the request as sent and the client the answer as returned", async () => {
    const res = await fetch(`${base}/v1/things/a%20b?x=1`, {
      method: "POST",
      headers: { "x-custom": "hello", "content-type": "application/json" },
      body: JSON.stringify({ big: "y".repeat(200_000) }),
    });
    expect(res.status).toBe(201);
    expect(res.headers.get("x-seen")).toBe("hello");
    // A JSON answer goes out whole, with its length.
    expect(Number(res.headers.get("content-length"))).toBeGreaterThan(200_000);
    expect(res.headers.getSetCookie()).toEqual(["a=1; Path=/", "b=2; Path=/"]);
    const echoed = (await res.json()) as Record<string, unknown>;
    expect(echoed).toMatchObject({ method: "POST", params: { id: "a b" } });
    expect(new URL(echoed.url as string).pathname + new URL(echoed.url as string).search).toBe(
      "/v1/things/a%20b?x=1",
    );
    expect(JSON.parse(echoed.body as string).big).toHaveLength(200_000);
  });

  it("streams a streamed answer", async () => {
    const res = await fetch(`${base}/v1/things/csv`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv");
    expect(res.headers.get("transfer-encoding")).toBe("chunked");
    expect(await res.text()).toBe("one,two,three");
  });

  it("leaves HEAD, OPTIONS, trailing slashes, other methods and other paths to Next.js", async () => {
    for (const [method, url] of [
      ["HEAD", "/v1/things/1"],
      ["OPTIONS", "/v1/things/1"],
      ["GET", "/v1/things/1/"],
      ["DELETE", "/v1/things/1"],
      ["GET", "/v1/odd"],
      ["GET", "/campaigns"],
    ] as const) {
      const res = await fetch(`${base}${url}`, { method });
      expect(res.headers.get("x-next"), `${method} ${url}`).toBe("yes");
    }
  });

  it("answers an empty 500 when a handler throws, as Next.js does, and keeps serving", async () => {
    const res = await fetch(`${base}/v1/things/boom`);
    expect(res.status).toBe(500);
    expect(await res.text()).toBe("");
    expect((await fetch(`${base}/v1/things/fine`)).status).toBe(200);
  });

  it("names dynamic segments, refuses what the API has no use for", () => {
    expect(
      routePattern("/v1/campaigns/[id]/launch")?.exec("/v1/campaigns/c_1/launch")?.groups,
    ).toEqual({ id: "c_1" });
    expect(routePattern("/v1/openapi.json")?.test("/v1/openapiXjson")).toBe(false);
    expect(routePattern("/api/auth/[...nextauth]")).toBeUndefined();
  });

  it("serves nothing when the build has no manifest", async () => {
    expect(await loadDirectRoutes(path.join(dir, "nowhere"), [routeOf("/v1/x", ["GET"])])).toEqual(
      [],
    );
  });
});

import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { settleAtTheEdge, trustedProxies } from "@/lib/core/security/forwarded";
import { bytesAnswer } from "@/lib/edge/api/bytes-answer";
import { type DirectRoutes, loadDirectRoutes, serveDirect } from "./direct-api";
import { findRoute, type RouteMethods, readRouteMethods } from "./route-methods";

/*
 * The server's direct call of the API's handlers (lib/edge/server/direct-api.ts), against a build
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
      const headers = new Headers({ "content-type": "application/json", "x-seen": req.headers.get("x-custom") ?? "", "x-seen-for": req.headers.get("x-forwarded-for") ?? "", "x-seen-proto": req.headers.get("x-forwarded-proto") ?? "", "x-seen-host": req.headers.get("x-forwarded-host") ?? "" });
      headers.append("set-cookie", "a=1; Path=/");
      headers.append("set-cookie", "b=2; Path=/");
      return new Response(JSON.stringify({ method: req.method, url: req.url, params: await params, body }), { status: 201, headers });
    },
    async GET(req, { params }) {
      const { id } = await params;
      if (id === "boom") throw new Error("boom");
      if (id === "bytes") {
        globalThis.__lastBytesAnswer = globalThis.__bytesAnswer(Buffer.from('{"name":"Zoë 🚀"}'), { status: 200, headers: { "content-type": "application/json" } });
        return globalThis.__lastBytesAnswer;
      }
      const chunks = ["one,", "two,", "three"];
      const stream = new ReadableStream({ pull(c) { const n = chunks.shift(); n ? c.enqueue(new TextEncoder().encode(n)) : c.close(); } });
      return new Response(stream, { headers: { "content-type": "text/csv" } });
    },
  },
};`;

let dir: string;
let server: http.Server;
let base: string;
let routes: DirectRoutes;
let appRoutes: RouteMethods[];

/** A route's source, as readRouteMethods reads its exports. */
async function routeSource(route: string, source: string) {
  await mkdir(path.join(dir, "app", route), { recursive: true });
  await writeFile(path.join(dir, "app", route, "route.ts"), source);
}

/** What the built route module (a copy of its own of bytes-answer.ts, in production) calls. */
const shared = globalThis as unknown as {
  __bytesAnswer: typeof bytesAnswer;
  __lastBytesAnswer?: Response;
};
shared.__bytesAnswer = bytesAnswer;

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
      // A catch-all has no named param to hand over: it stays with Next.js.
      "/v1/rest/[...path]/route": "app/v1/things/route.js",
    }),
  );
  await routeSource("v1/things/[id]", "export const GET = h; export const POST = h;");
  await routeSource("v1/odd", "export const GET = h;");
  await routeSource("v1/missing", "export const GET = h;");
  await routeSource("v1/rest/[...path]", "export const GET = h;");
  await routeSource("api/auth/[...nextauth]", "export { h as GET, h as POST };");
  appRoutes = readRouteMethods(path.join(dir, "app"));
  routes = await loadDirectRoutes(dir, appRoutes);
  server = http.createServer((req, res) => {
    const pathname = (req.url ?? "/").split("?")[0] as string;
    const found = findRoute(appRoutes, pathname);
    const served = serveDirect(routes, found, req, res, pathname);
    if (served === false) {
      res.writeHead(299, { "x-next": "yes" });
      res.end("next");
    }
  });
  // The edge, as scripts/web.ts puts it in front: no proxy is trusted here.
  settleAtTheEdge(server, trustedProxies([]));
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((r) => server.close(r));
  await rm(dir, { recursive: true, force: true });
});

describe("the API's handlers called directly", () => {
  it("loads only routes under /v1 whose built module has handlers", () => {
    expect([...routes.keys()]).toEqual(["/v1/things/[id]"]);
    expect([...(routes.get("/v1/things/[id]")?.keys() ?? [])].sort()).toEqual(["GET", "POST"]);
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

  it("hands the handler the forwarded headers the edge settled, not the client's", async () => {
    const res = await fetch(`${base}/v1/things/x`, {
      method: "POST",
      headers: {
        "x-forwarded-for": "203.0.113.66, 198.51.100.1",
        "X-Forwarded-Proto": "https",
        "x-forwarded-host": "evil.example",
      },
      body: "{}",
    });
    expect(res.status).toBe(201);
    expect(res.headers.get("x-seen-for")).toBe("127.0.0.1");
    expect(res.headers.get("x-seen-proto")).toBe("http");
    expect(res.headers.get("x-seen-host")).toBe("");
  });

  it("writes a handler's prepared bytes as they are, without reading its Response", async () => {
    const res = await fetch(`${base}/v1/things/bytes`);
    expect(res.status).toBe(200);
    const expected = Buffer.from('{"name":"Zoë 🚀"}');
    expect(res.headers.get("content-length")).toBe(String(expected.length));
    expect(Buffer.from(await res.arrayBuffer())).toEqual(expected);
    // Written from the bytes: the Response's own stream was never read.
    expect(shared.__lastBytesAnswer?.bodyUsed).toBe(false);
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

  it("serves nothing when the build has no manifest", async () => {
    expect((await loadDirectRoutes(path.join(dir, "nowhere"), appRoutes)).size).toBe(0);
  });
});

import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb } from "@/db/testing/test-db";
import { loadV1Routes, type V1Route } from "@/lib/edge/api/v1-routes.testing";
import { stopBoss } from "@/lib/engines/jobs/boss";
import { createAccount } from "@/lib/features/accounts/create-account";
import { pendingReadiness } from "./readiness";
import { WARM_UP_HEADER, warmUpBeforeReady } from "./route-warm-up";

/*
 * The start-up warm-up against the real /v1 route handlers on a real database, served on
 * loopback inside the test's network namespace (the warm-up calls the address it is given).
 * What an operator relies on: the node is not ready while it runs, every hot route is called,
 * and no account sees anything of it: not a row of the database changes.
 */

let sql: Awaited<ReturnType<typeof createTestDb>>["sql"];
let apiKey: string;
let routes: V1Route[];
let server: http.Server;
let origin: string;

interface Seen {
  method: string;
  path: string;
  status: number;
  token: string | undefined;
  pending: string[];
}
const seen: Seen[] = [];

/** Node's request as the route handlers take it (Next.js's part, without Next.js). */
async function toRequest(req: http.IncomingMessage): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === "string") headers.set(name, value);
  }
  return new Request(new URL(req.url ?? "/", origin), {
    method: req.method,
    headers,
    body: chunks.length ? Buffer.concat(chunks) : undefined,
  });
}

/** The /v1 routes by path; any other path is a page, which this stand-in answers itself. */
async function serve(req: http.IncomingMessage, res: http.ServerResponse) {
  const pending = pendingReadiness();
  const url = new URL(req.url ?? "/", origin);
  const handler = routes
    .find((r) => r.path === url.pathname)
    ?.methods.find(([method]) => method === req.method)?.[1];
  const answer = handler ? await handler(await toRequest(req)) : new Response("a page");
  const token = req.headers[WARM_UP_HEADER];
  seen.push({
    method: req.method ?? "",
    path: url.pathname,
    status: answer.status,
    token: typeof token === "string" ? token : undefined,
    pending,
  });
  res.writeHead(answer.status, Object.fromEntries(answer.headers));
  res.end(Buffer.from(await answer.arrayBuffer()));
}

/** Every row of every table, as text: equal before and after means nothing was written. */
async function everyRow(): Promise<Record<string, string[]>> {
  const tables = await sql<{ name: string }[]>`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`;
  const rows: Record<string, string[]> = {};
  for (const { name } of tables) {
    const all = await sql.unsafe<{ row: string }[]>(
      `select t::text as row from "${name}" t order by 1`,
    );
    rows[name] = all.map((r) => r.row);
  }
  return rows;
}

beforeAll(async () => {
  const test = await createTestDb();
  sql = test.sql;
  ({ apiKey } = await createAccount(test.db, {
    email: "warm-up@example.com",
    plan: "starter",
  }));
  routes = await loadV1Routes();
  server = http.createServer((req, res) => {
    serve(req, res).catch((err) => {
      res.writeHead(500).end(String(err));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await stopBoss();
  await new Promise((resolve) => server.close(resolve));
});

const untilReady = () =>
  expect.poll(() => pendingReadiness(), { timeout: 30_000 }).not.toContain("warm-up");

describe("start-up warm-up", () => {
  it("calls every hot route before the node is ready, and no account sees a trace of it", async () => {
    const before = await everyRow();
    const start = warmUpBeforeReady();
    // Pending from the moment it is registered, before the server even listens.
    expect(pendingReadiness()).toContain("warm-up");
    start(origin);
    await untilReady();

    const paths = seen.map((s) => `${s.method} ${s.path}`);
    for (const hot of [
      "POST /v1/estimate",
      "POST /v1/contact/search",
      "POST /v1/contact/enrich",
      "GET /v1/contact/enrich",
      "POST /v1/contact/import",
      "GET /v1/campaigns",
      "GET /v1/usage",
    ]) {
      expect(paths).toContain(hot);
    }
    expect(seen.every((s) => s.pending.includes("warm-up"))).toBe(true);
    // With the token, each route answers before authenticating; the unknown key is refused.
    const withToken = seen.filter((s) => s.token);
    expect(withToken.length).toBeGreaterThanOrEqual(6);
    expect(withToken.filter((s) => s.status !== 204)).toEqual([]);
    expect(seen.filter((s) => s.path.startsWith("/v1/") && !s.token).map((s) => s.status)).toEqual([
      401,
    ]);
    expect(await everyRow()).toEqual(before);
    // The enrich call also started the process's job sender, so no first request waits for it.
    const queues = await sql<{ name: string }[]>`select name from pgboss.queue`;
    expect(queues.map((q) => q.name)).toContain("enrichment.process");

    // The token dies with the warm-up: replayed afterwards it is nobody's credential.
    const replayed = await fetch(`${origin}/v1/estimate`, {
      method: "POST",
      headers: { [WARM_UP_HEADER]: withToken[0]?.token ?? "", "content-type": "application/json" },
      body: "{}",
    });
    expect(replayed.status).toBe(401);
    // An account's own call is served as ever.
    const own = await fetch(`${origin}/v1/usage`, {
      headers: { authorization: `Bearer ${apiKey}`, [WARM_UP_HEADER]: "00" },
    });
    expect(own.status).toBe(200);
  });

  it("never holds the start up: with nothing answering, the node still gets ready", async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    warmUpBeforeReady()(`http://127.0.0.1:${port}`);
    expect(pendingReadiness()).toContain("warm-up");
    await untilReady();
  });
});

import { rm, writeFile } from "node:fs/promises";
import http from "node:http";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { readRouteMethods } from "../lib/edge/server/route-methods";
import {
  type App,
  cleanUp,
  descendants,
  type Outcome,
  ownDatabase,
  request,
  startApp,
} from "./npm-start";

/*
 * `npm start` on a fresh data folder (initdb, migrations, seed), probed all along as a load
 * balancer does. What an operator relies on: the port answers within seconds of the start,
 * liveness (`/healthz/live`) is 200 from then on, readiness (`/healthz`) and every other
 * request get a fast 503 "starting" with Retry-After until the app is ready, never a refusal,
 * a hang or another status.
 */

const DATA_DIR = ".tmp/start-up-data";
// Beside the suite's port, so checkouts running the suite side by side do not collide.
const PORT = Number(process.env.E2E_PORT ?? 3107) + 14;

const started: { app: App; processes: number[] }[] = [];
test.afterEach(async () => {
  for (const { app, processes } of started.splice(0)) await cleanUp(app, processes);
});

type Probe = Outcome & { path: string; at: number; ms: number };

test("start-up: the port answers at once, 503 starting until ready, liveness apart", async () => {
  test.setTimeout(240_000);
  await rm(DATA_DIR, { recursive: true, force: true });
  const env = await ownDatabase(DATA_DIR, true);
  // A file of the build, there when the server starts and gone later (below).
  const chunk = `leadwise-start-up-${process.pid}.js`;
  const chunkFile = path.resolve(import.meta.dirname, "../.next/static/chunks", chunk);
  await writeFile(chunkFile, "/* start-up.spec */\n");
  const spawnedAt = performance.now();
  // At info level: the web server's "warm-up done" line is read below.
  const app = startApp({ dataDir: DATA_DIR, port: PORT, env: { ...env, LOG_LEVEL: "info" } });
  started.push({ app, processes: [] });
  const agent = new http.Agent({ keepAlive: true, maxSockets: 3 });
  const probes: Probe[] = [];
  let ready = false;
  let readyAt = 0;
  void app.ready.then(() => {
    ready = true;
    readyAt = performance.now();
  });
  const probe = async (method: string, path: string) => {
    const at = performance.now();
    const outcome = await request(
      agent,
      PORT,
      method,
      path,
      { "content-type": "application/json" },
      method === "POST" ? "{}" : undefined,
    );
    probes.push({ ...outcome, path, at, ms: performance.now() - at });
  };
  while (!ready || performance.now() - readyAt < 2_000) {
    await Promise.all([
      probe("GET", "/healthz/live"),
      probe("GET", "/healthz"),
      probe("POST", "/v1/contact/bulk"),
    ]);
    await new Promise((r) => setTimeout(r, 100));
    expect(performance.now() - spawnedAt, "npm start did not get ready").toBeLessThan(200_000);
  }
  started[0] = { app, processes: descendants(app.app.pid as number) };
  agent.destroy();

  const answered = probes.filter((p) => p.status !== 0);
  const first = answered[0];
  expect(first, "the port never answered").toBeDefined();
  const firstMs = (first?.at ?? 0) - spawnedAt;
  test.info().annotations.push({
    type: "measured",
    description: `first answer ${Math.round(firstMs)} ms after the spawn; ready after ${Math.round(readyAt - spawnedAt)} ms`,
  });
  expect(firstMs).toBeLessThan(5_000);
  // Before the first answer only refusals (the process was loading); after it, answers only.
  const before = probes.filter((p) => p.at < (first?.at ?? 0));
  expect(before.filter((p) => p.error !== "ECONNREFUSED")).toEqual([]);
  const after = probes.filter((p) => p.at >= (first?.at ?? 0));
  expect(after.filter((p) => p.status === 0)).toEqual([]);
  expect(after.filter((p) => p.ms > 1_000)).toEqual([]);

  expect(after.filter((p) => p.path === "/healthz/live" && p.status !== 200)).toEqual([]);
  const starting = after.filter((p) => p.path !== "/healthz/live" && p.at < readyAt);
  expect(starting.length).toBeGreaterThan(10);
  for (const p of starting) {
    if (p.path === "/healthz" && p.status === 200) continue; // ready a moment before the banner
    if (p.path !== "/healthz" && p.status === 401) continue; // served (no API key) once ready
    const what = `${p.path} at ${Math.round(p.at - spawnedAt)} ms: ${p.body}`;
    expect(p.status, what).toBe(503);
    expect(p.headers["retry-after"], what).toBeDefined();
    // Readiness from the app itself once it serves: not ready yet, and why.
    if (p.path === "/healthz" && p.headers["content-type"] === "application/json") {
      expect(JSON.parse(p.body), what).toMatchObject({ ok: false });
      continue;
    }
    expect(p.headers["content-type"], what).toBe("application/problem+json");
    expect(JSON.parse(p.body), what).toMatchObject({ code: "starting" });
  }
  const last = after.filter((p) => p.path === "/healthz").at(-1);
  expect(last?.status).toBe(200);

  // Before it said ready, the web server called each of its hot routes once, every call answered.
  const output = app.output();
  const warmedAt = output.indexOf('"warm-up done"');
  expect(warmedAt, "the web server did not warm up").toBeGreaterThan(-1);
  expect(warmedAt).toBeLessThan(output.indexOf("Leadwise is running"));
  const line = output.slice(output.lastIndexOf("\n", warmedAt) + 1, output.indexOf("\n", warmedAt));
  const warmed = JSON.parse(line) as { calls: number; answered: number };
  expect(warmed.answered).toBe(warmed.calls);
  expect(output).not.toContain("warm-up call failed");
  // The enrich call's set-up (the job sender) also succeeded.
  expect(output).not.toContain("warm-up set-up failed");
  // Every API route is called directly by the web server (lib/edge/server/direct-api.ts): a Next.js
  // build whose route modules it cannot read would leave them all to Next.js's slower path.
  const apiRoutes = readRouteMethods(path.resolve(import.meta.dirname, "../app")).filter((r) =>
    r.route.startsWith("/v1/"),
  ).length;
  const directAt = output.indexOf('"API routes called directly"');
  expect(directAt, "the web server did not load the API's handlers").toBeGreaterThan(-1);
  const direct = output.slice(
    output.lastIndexOf("\n", directAt) + 1,
    output.indexOf("\n", directAt),
  );
  expect((JSON.parse(direct) as { routes: number }).routes).toBe(apiRoutes);
  expect(output).not.toContain("served through Next.js");

  // A static file of the build removed under the running server (as a build of changed sources
  // in the same folder does) is not found, never a 500.
  const chunkPath = `/_next/static/chunks/${chunk}`;
  const plain = new http.Agent();
  expect((await request(plain, PORT, "GET", chunkPath, {})).status).toBe(200);
  await rm(chunkFile);
  const gone = await request(plain, PORT, "GET", chunkPath, {});
  expect(gone.status, gone.body).toBe(404);
  expect(gone.headers["content-type"]).toBe("application/problem+json");
  plain.destroy();
});

test("a port already in use is said in one line, with what to do, and the start ends with status 1", async () => {
  // Taken before the app starts, as another server (or another copy of the app) would hold it.
  const holder = http.createServer((_req, res) => res.end("someone else"));
  await new Promise<void>((resolve) => holder.listen(PORT, "127.0.0.1", resolve));
  try {
    const app = startApp({ dataDir: `${DATA_DIR}-busy-port`, port: PORT });
    app.ready.catch(() => {});
    started.push({ app, processes: [] });
    expect(await app.exited).toBe(1);
    const output = app.output();
    expect(output).toContain(
      `Port 127.0.0.1:${PORT} is already in use, by another copy of Leadwise or another server. Stop it, or start on another port: PORT=${PORT + 1} npm start`,
    );
    // Said, not dumped: no stack trace.
    expect(output).not.toMatch(/^\s+at /m);
    expect(output).not.toContain("EADDRINUSE");
  } finally {
    await new Promise((resolve) => holder.close(resolve));
    await rm(`${DATA_DIR}-busy-port`, { recursive: true, force: true });
  }
});

/**
 * Live Estimate and contact search over HTTP against a running `npm start`:
 * `npm run bench:http -- --url http://127.0.0.1:4400 --label after` with DATABASE_URL set to
 * that instance's database (its `npm start` prints the port of the embedded PostgreSQL).
 *
 * Creates one account and API key per client, then runs the filter mix of bench/mix.ts: the
 * estimate with 1 and 8 concurrent clients, then the search (25 a page) the same way, with no
 * warm-up, so the first requests of a fresh process count. Every estimate request carries a
 * title exclusion of a word nobody has, new per request: the counting is the same, but the
 * server's result cache never answers. After each phase it reads the server's event-loop delay
 * (`/healthz`, 10-second windows) over the phase and, given `--app-pid` (and `--postmaster-pid`),
 * the CPU milliseconds per request of the server, its PostgreSQL and this load generator.
 * Requests go out through node:http with keep-alive (`--client fetch` for fetch, which costs
 * this process about twice the CPU on cores it shares with the server). Writes
 * bench/results/http-<profiles>-<label>.json with the CPU model and the load average.
 */
import { mkdir, writeFile } from "node:fs/promises";
import http from "node:http";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { createDb } from "@/db/client";
import { profiles } from "@/db/schema";
import type { FilterCatalogue } from "@/lib/engines/audience";
import type { DelayWindow } from "@/lib/engines/health/event-loop";
import type { Targeting } from "@/lib/model/targeting/schema";
import { benchAccount } from "./bench-account";
import { cpuSeconds, loadAverage, machineFacts } from "./cpu";
import { mix, mixCompanies, rareMix, stats } from "./mix";

const { values: args } = parseArgs({
  options: {
    url: { type: "string", default: "http://127.0.0.1:4400" },
    clients: { type: "string", default: "8" },
    iterations: { type: "string", default: "5" },
    /** `rare` runs the second mix (bench/mix.ts, rareMix) instead of the first. */
    mix: { type: "string", default: "first" },
    "search-iterations": { type: "string", default: "2" },
    label: { type: "string", default: "run" },
    /**
     * The server's process (npm start's, whose children are counted with it) and its
     * PostgreSQL's postmaster: each phase then reports CPU milliseconds per request of each, and
     * of this load generator (steadier than latency on a noisy machine, to compare two builds).
     */
    "app-pid": { type: "string" },
    "postmaster-pid": { type: "string" },
    /** `fetch` sends the timed requests with fetch, as this bench did before (node:http otherwise). */
    client: { type: "string", default: "http" },
    /**
     * `--phases search` (or `estimate`, or `estimate,search`): only those phases. Each phase
     * prints its window in µs of CLOCK_MONOTONIC, for `bench/profile-areas.ts --window`.
     */
    phases: { type: "string", default: "estimate,search" },
  },
});
const BASE = args.url;
const CLIENTS = Number(args.clients);
const ITERATIONS = Number(args.iterations);
const SEARCH_ITERATIONS = Number(args["search-iterations"]);

interface Health {
  ok: boolean;
  audienceIndex?: string;
  eventLoopDelay?: {
    sinceStart: Omit<DelayWindow, "from" | "to">;
    sinceReady?: Omit<DelayWindow, "from" | "to"> | null;
    windows: DelayWindow[];
  };
}

async function health(): Promise<Health> {
  return (await (await fetch(`${BASE}/healthz`)).json()) as Health;
}

/** The worst of the server's 10-second windows that overlap [from, to]. */
function delayOver(h: Health, from: number, to: number) {
  const windows = (h.eventLoopDelay?.windows ?? []).filter((w) => {
    const start = Date.parse(w.from);
    // The window closed when the node became ready ends there (older servers: 10 s windows).
    const end = w.to ? Date.parse(w.to) : start + 10_000;
    return start <= to && end >= from;
  });
  return {
    windows: windows.length,
    p99Ms: Math.max(0, ...windows.map((w) => w.p99Ms)),
    maxMs: Math.max(0, ...windows.map((w) => w.maxMs)),
  };
}

/** Connections kept open between requests, as fetch's pool keeps them. */
const agent = new http.Agent({ keepAlive: true });

/**
 * Milliseconds to the answer, read whole; NaN for a 503 (on a loaded machine the node's
 * database probe can time out, and it refuses requests until the next probe answers): counted
 * apart, not timed. Sent with node:http unless `--client fetch`: this generator shares the
 * machine's cores with the server, and fetch costs it about twice the CPU per request.
 */
function post(path: string, key: string, body: object): Promise<number> {
  const payload = JSON.stringify(body);
  const headers = { authorization: `Bearer ${key}`, "content-type": "application/json" };
  const started = performance.now();
  if (args.client === "fetch") {
    return fetch(`${BASE}${path}`, { method: "POST", headers, body: payload }).then(async (res) =>
      answered(path, res.status, await res.text(), started),
    );
  }
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${BASE}${path}`,
      {
        method: "POST",
        agent,
        headers: { ...headers, "content-length": Buffer.byteLength(payload) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("error", reject);
        res.on("end", () => {
          try {
            resolve(answered(path, res.statusCode ?? 0, Buffer.concat(chunks), started));
          } catch (err) {
            reject(err);
          }
        });
      },
    );
    req.on("error", reject);
    req.end(payload);
  });
}

function answered(path: string, status: number, body: string | Buffer, started: number): number {
  const ms = performance.now() - started;
  if (status === 503) return Number.NaN;
  if (status !== 200)
    throw new Error(`${path} answered ${status}: ${body.toString().slice(0, 300)}`);
  return ms;
}

let unique = 0;
/** The same audience, a plan the server has not seen: its cache cannot answer. */
function unseen(filters: Targeting): Targeting {
  const titles = filters.titles ?? {};
  return {
    ...filters,
    titles: { ...titles, exclude: [...(titles.exclude ?? []), `qx${++unique}`] },
  };
}

/** CPU seconds so far of the app, its PostgreSQL and this process; when --app-pid is given. */
function cpuNow() {
  if (!args["app-pid"]) return Promise.resolve(undefined);
  return cpuSeconds([Number(args["app-pid"])], args["postmaster-pid"]);
}

const perRequest = (seconds: number, requests: number) =>
  requests === 0 ? null : Math.round((seconds * 1e6) / requests) / 1000;

async function phase(
  name: string,
  keys: string[],
  combos: { name: string; filters: Targeting }[],
  iterations: number,
  call: (key: string, filters: Targeting) => Promise<number>,
) {
  const samples: number[] = [];
  // Each targeting's own latencies, with one client (with more they mostly measure the queue).
  const byShape = new Map<string, number[]>();
  const first: number[] = [];
  let unavailable = 0;
  const cpuBefore = await cpuNow();
  const from = Date.now();
  const fromUs = process.hrtime.bigint() / 1000n;
  await Promise.all(
    keys.map(async (key, client) => {
      for (let i = 0; i < iterations; i++) {
        for (let k = 0; k < combos.length; k++) {
          const c = combos[(k + client * 7) % combos.length] as (typeof combos)[number];
          const ms = await call(key, c.filters);
          if (Number.isNaN(ms)) {
            unavailable++;
            continue;
          }
          samples.push(ms);
          if (keys.length === 1) byShape.set(c.name, [...(byShape.get(c.name) ?? []), ms]);
          if (i === 0) first.push(ms);
        }
      }
    }),
  );
  const to = Date.now();
  const window = `${fromUs}-${process.hrtime.bigint() / 1000n}`;
  const cpuAfter = await cpuNow();
  const seconds = (to - from) / 1000;
  const result = {
    clients: keys.length,
    latencyMs: stats(samples),
    firstPassMs: stats(first),
    perSecond: Math.round(samples.length / seconds),
    ...(cpuBefore &&
      cpuAfter && {
        cpuMsPerRequest: {
          app: perRequest(cpuAfter.app - cpuBefore.app, samples.length),
          postgres: perRequest(cpuAfter.postgres - cpuBefore.postgres, samples.length),
          loadGenerator: perRequest(
            cpuAfter.loadGenerator - cpuBefore.loadGenerator,
            samples.length,
          ),
        },
      }),
    unavailable503: unavailable,
    ...(byShape.size > 0 && {
      medianMsByTargeting: Object.fromEntries(
        [...byShape].map(([shape, ms]) => [shape, stats(ms).p50]),
      ),
      maxMsByTargeting: Object.fromEntries(
        [...byShape].map(([shape, ms]) => [shape, stats(ms).max]),
      ),
    }),
    eventLoopDelay: delayOver(await health(), from, to),
    loadAverage: loadAverage(),
    window,
  };
  console.log(name, JSON.stringify(result));
  return result;
}

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("set DATABASE_URL to the database of the instance under test");
  const loadAtStart = loadAverage();
  const { db, close } = createDb(url, { max: 2 });
  const [{ n } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(profiles);
  const run = Date.now().toString(36);
  const keys: string[] = [];
  for (let i = 0; i < CLIENTS; i++) {
    const { apiKey } = await benchAccount(db, `bench-http-${run}-${i}@leadwise.local`, {
      search: true,
    });
    keys.push(apiKey);
  }
  const companies = await mixCompanies(db);
  await close();

  const ready = performance.now();
  while (!(await health().catch(() => ({ ok: false }) as Health)).ok) {
    await new Promise((r) => setTimeout(r, 250));
  }
  const waitedForReadyMs = Math.round(performance.now() - ready);
  const catalogue = (await (
    await fetch(`${BASE}/v1/filters`, { headers: { authorization: `Bearer ${keys[0]}` } })
  ).json()) as FilterCatalogue;
  const combos = (args.mix === "rare" ? rareMix : mix)(catalogue, companies);
  const estimate = (key: string, filters: Targeting) =>
    post("/v1/estimate", key, { filters: unseen(filters) });
  const search = (key: string, filters: Targeting) =>
    post("/v1/contact/search", key, { filters, limit: 25 });
  const one = keys.slice(0, 1);
  const phases = new Set(args.phases.split(","));
  const results: Record<string, Awaited<ReturnType<typeof phase>>> = {};
  const runs = [
    ["estimate", estimate, ITERATIONS],
    ["search", search, SEARCH_ITERATIONS],
  ] as const;
  for (const [name, call, iterations] of runs) {
    if (!phases.has(name)) continue;
    results[`${name}, 1 client`] = await phase(`${name} 1`, one, combos, iterations, call);
    // Named "<name> 8" whatever --clients is, as this bench always named it.
    results[`${name}, ${CLIENTS} clients`] = await phase(
      `${name} 8`,
      keys,
      combos,
      iterations,
      call,
    );
  }
  const end = await health();
  const out = {
    profiles: n,
    label: args.label,
    mix: args.mix,
    url: BASE,
    at: new Date().toISOString(),
    machine: machineFacts(loadAtStart),
    waitedForReadyMs,
    serverEventLoopDelaySinceStart: end.eventLoopDelay?.sinceStart,
    serverEventLoopDelaySinceReady: end.eventLoopDelay?.sinceReady,
    client: args.client,
    results,
  };
  await mkdir("bench/results", { recursive: true });
  const file = `bench/results/http-${n}-${args.label}.json`;
  await writeFile(file, `${JSON.stringify(out, null, 2)}\n`);
  console.log(`wrote ${file}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

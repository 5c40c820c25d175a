/**
 * The audience index over time, through `npm start` on the bench's seeded database
 * (.data/bench-<profiles>, e.g. a copy of a 1M one):
 * 1. start-up to ready (/healthz 200, which waits for the index) without a snapshot file: a
 *    full scan, after which the server writes DATA_DIR/audience-index.bin;
 * 2. start-up to ready again, from that snapshot;
 * 3. an import of 10,000 own contacts (POST /v1/contact/import, the real path) → time until
 *    /v1/estimate counts them, polled every 100 ms (the index merges the changed profiles).
 * Records the server's event-loop delay (/healthz: the max of the 10 s windows the import and its
 * counting overlapped, and of a window opened as it starts, read after its answer) and how long
 * liveness calls made every 20 ms during the import waited (`--rows` up to the import's 100,000-row
 * limit), the CPU the import took (npm start's Node.js processes and its
 * PostgreSQL, from /proc) and the server's index log lines; writes
 * bench/results/index-updates-<profiles>[-<label>].json with the CPU model and load.
 *   npm run bench:index-updates -- --profiles 1000000 --port 4220
 * `--from-snapshot` skips step 1 when DATA_DIR already holds a snapshot (e.g. a copy of the 1M
 * database with its `audience-index.bin`), for runs that measure the import alone.
 */
import type { ChildProcess } from "node:child_process";
import { mkdir, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { eq } from "drizzle-orm";
import { createDb } from "@/db/client";
import { startEmbedded } from "@/db/embedded";
import { runMigrations } from "@/db/migrate";
import { profiles } from "@/db/schema";
import { benchAccount } from "./bench-account";
import { startNpmStart } from "./npm-start";

const { values: args } = parseArgs({
  options: {
    profiles: { type: "string", default: "1000000" },
    port: { type: "string", default: "4220" },
    rows: { type: "string", default: "10000" },
    "from-snapshot": { type: "boolean", default: false },
    label: { type: "string" },
  },
});
const N = Number(args.profiles);
const ROWS = Number(args.rows);
const BASE = `http://127.0.0.1:${args.port}`;
const DATA_DIR = path.join(".data", `bench-${N}`);
const load = () => os.loadavg().map((x) => Math.round(x * 100) / 100);

/** Account and key, made on the embedded server before `npm start` takes it over. */
async function prepare(): Promise<{ accountId: string; apiKey: string }> {
  const server = await startEmbedded({ dataDir: DATA_DIR });
  try {
    await runMigrations(server.url());
    const { db, close } = createDb(server.url());
    const account = await benchAccount(db, "index-updates@bench.local");
    // A previous run's import: the same rows again would update, not add.
    await db.delete(profiles).where(eq(profiles.ownerAccountId, account.accountId));
    await close();
    return account;
  } finally {
    await server.stop();
  }
}

interface Start {
  child: ChildProcess;
  /** Spawn → /healthz answers 200. */
  readyMs: number;
  /** The server's own index log lines (JSON). */
  indexLog: Record<string, unknown>[];
  eventLoopMaxMs: number;
}

async function start(): Promise<Start> {
  const started = performance.now();
  const indexLog: Record<string, unknown>[] = [];
  const child = await startNpmStart({ ...process.env, PORT: args.port, DATA_DIR });
  // Log lines may arrive split across chunks: only whole lines are parsed.
  let partial = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    const lines = (partial + chunk.toString()).split("\n");
    partial = lines.pop() ?? "";
    for (const line of lines) {
      if (line.includes('"audience index')) indexLog.push(JSON.parse(line));
    }
  });
  let eventLoopMaxMs = 0;
  for (;;) {
    const r = await fetch(`${BASE}/healthz`).catch(() => undefined);
    const body = (await r?.json().catch(() => undefined)) as
      | { eventLoopDelay?: { sinceStart?: { maxMs?: number } } }
      | undefined;
    eventLoopMaxMs = Math.max(eventLoopMaxMs, body?.eventLoopDelay?.sinceStart?.maxMs ?? 0);
    if (r?.status === 200) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { child, readyMs: Math.round(performance.now() - started), indexLog, eventLoopMaxMs };
}

async function stop(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

async function waitFor(what: () => boolean, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (!what() && Date.now() < until) await new Promise((r) => setTimeout(r, 200));
}

/**
 * CPU seconds so far of `root`'s descendants (itself included), split into PostgreSQL's and the
 * rest (Node.js: the web server, the worker, the launcher), read from /proc (Linux).
 */
async function treeCpu(root: number): Promise<{ nodeMs: number; postgresMs: number }> {
  const procs = new Map<number, { parent: number; comm: string; ms: number }>();
  for (const name of await readdir("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    const stat = await readFile(`/proc/${name}/stat`, "utf8").catch(() => "");
    // The command name is in parentheses and may hold spaces: fields are counted after it.
    const close = stat.lastIndexOf(")");
    if (close < 0) continue;
    const comm = stat.slice(stat.indexOf("(") + 1, close);
    const f = stat.slice(close + 2).split(" ");
    const ticks = Number(f[11]) + Number(f[12]);
    procs.set(Number(name), { parent: Number(f[1]), comm, ms: (ticks * 1000) / TICKS_PER_S });
  }
  const inTree = (pid: number): boolean => {
    for (let p = pid; p > 1; p = procs.get(p)?.parent ?? 0) if (p === root) return true;
    return false;
  };
  let nodeMs = 0;
  let postgresMs = 0;
  for (const [pid, p] of procs) {
    if (!inTree(pid)) continue;
    if (p.comm.startsWith("postgres")) postgresMs += p.ms;
    else nodeMs += p.ms;
  }
  return { nodeMs: Math.round(nodeMs), postgresMs: Math.round(postgresMs) };
}
/** USER_HZ: Linux reports process times in 1/100 s on every platform Node.js runs on. */
const TICKS_PER_S = 100;

const cpuSince = (
  a: { nodeMs: number; postgresMs: number },
  b: { nodeMs: number; postgresMs: number },
) => ({ nodeMs: b.nodeMs - a.nodeMs, postgresMs: b.postgresMs - a.postgresMs });

interface Windows {
  eventLoopDelay?: { windows?: { from: string; maxMs: number }[] };
}

const readHealth = async () => (await (await fetch(`${BASE}/healthz`)).json()) as Windows;
const openWindowFrom = (h: Windows) => Date.parse(h.eventLoopDelay?.windows?.at(-1)?.from ?? "");

/**
 * Waits until the server opens a new /healthz window, so that a window read right after the
 * import's answer holds the import alone (not the catch-up and snapshot write that follow it).
 */
async function newWindow(): Promise<void> {
  const open = openWindowFrom(await readHealth());
  while (openWindowFrom(await readHealth()) === open) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Calls the liveness path (answered by the web server itself: no Next.js, no database) one
 * after another, 20 ms apart, until `stop()`: how long each waited is how long the server's
 * event loop held it. Only answers that arrived before `stop()` count, so that work the server
 * starts after the import's answer (the index's catch-up) is not the import's.
 */
function probeLiveness() {
  const waits: number[] = [];
  let stopped = false;
  const running = (async () => {
    while (!stopped) {
      const sent = performance.now();
      await fetch(`${BASE}/healthz/live`).then((r) => r.arrayBuffer());
      if (!stopped) waits.push(performance.now() - sent);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  return async () => {
    stopped = true;
    await running;
    const sorted = waits.sort((a, b) => a - b);
    const at = (q: number) => Math.round(sorted[Math.floor(q * (sorted.length - 1))] ?? 0);
    return { probes: sorted.length, p50Ms: at(0.5), p99Ms: at(0.99), maxMs: at(1) };
  };
}

/** The largest event-loop delay of the /healthz windows that overlap [from, to] (epoch ms). */
function windowsMax(health: Windows, from: number, to: number): number {
  return Math.max(
    0,
    ...(health.eventLoopDelay?.windows ?? [])
      .filter((w) => Date.parse(w.from) <= to && Date.parse(w.from) + 10_000 >= from)
      .map((w) => w.maxMs),
  );
}

async function estimateCount(apiKey: string): Promise<number> {
  const r = await fetch(`${BASE}/v1/estimate`, {
    method: "POST",
    headers: { authorization: `Bearer ${apiKey}`, "content-type": "application/json" },
    body: JSON.stringify({ filters: {} }),
  });
  if (!r.ok) throw new Error(`estimate answered ${r.status}: ${await r.text()}`);
  return ((await r.json()) as { count: number }).count;
}

function csv(rows: number): string {
  const stamp = Date.now().toString(36);
  const lines = ["E-mail,First Name,Last Name,Job Title,Company,Country"];
  for (let i = 0; i < rows; i++) {
    lines.push(`bench${stamp}.${i}@example.com,Ada${i},Bench,Data Engineer,Acme ${i % 50},Germany`);
  }
  return `${lines.join("\n")}\n`;
}

async function main() {
  const { apiKey } = await prepare();
  const snapshot = path.join(DATA_DIR, "audience-index.bin");
  const keep = args["from-snapshot"] && (await stat(snapshot).catch(() => undefined)) !== undefined;
  let cold: Start | undefined;
  if (!keep) {
    await rm(snapshot, { force: true });
    console.log(`start-up without a snapshot (${N} profiles)…`);
    cold = await start();
    const first = cold;
    await waitFor(
      () => first.indexLog.some((l) => l.msg === "audience index snapshot written"),
      120_000,
    );
    await stop(cold.child);
    console.log(`  ready after ${cold.readyMs} ms`);
  }

  console.log("start-up from the snapshot…");
  const warm = await start();
  console.log(`  ready after ${warm.readyMs} ms`);

  // One whole /healthz window after ready, so the windows the import overlaps hold none of
  // the start-up's pauses.
  await new Promise((resolve) => setTimeout(resolve, 10_500));
  const before = await estimateCount(apiKey);
  const pid = warm.child.pid ?? 0;
  await newWindow();
  const cpuBefore = await treeCpu(pid);
  const importFrom = Date.now();
  const importStarted = performance.now();
  const probing = probeLiveness();
  const r = await fetch(`${BASE}/v1/contact/import`, {
    method: "POST",
    headers: { authorization: `Bearer ${apiKey}`, "content-type": "text/csv" },
    body: csv(ROWS),
  });
  const report = (await r.json()) as Record<string, unknown>;
  if (!r.ok) throw new Error(`import answered ${r.status}: ${JSON.stringify(report)}`);
  const importMs = Math.round(performance.now() - importStarted);
  const liveness = await probing();
  // Read at the answer: the windows opened since the import began end here.
  const importWindows = (await readHealth()).eventLoopDelay?.windows ?? [];
  const cpuAnswered = await treeCpu(pid);
  const answered = performance.now();
  let after = before;
  let polls = 0;
  while (after < before + ROWS && performance.now() - answered < 120_000) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    after = await estimateCount(apiKey);
    polls++;
  }
  const countedMs = Math.round(performance.now() - answered);
  const cpuCounted = await treeCpu(pid);
  const health = await readHealth();
  await stop(warm.child);

  const out = {
    profiles: N,
    startup: {
      withoutSnapshot: cold && {
        readyMs: cold.readyMs,
        index: cold.indexLog,
        eventLoopMaxMs: cold.eventLoopMaxMs,
      },
      withSnapshot: {
        readyMs: warm.readyMs,
        index: warm.indexLog.filter(
          (l) => String(l.msg).includes("snapshot") || l.changed !== undefined,
        ),
        eventLoopMaxMs: warm.eventLoopMaxMs,
      },
    },
    import: {
      rows: ROWS,
      importAnswerMs: importMs,
      countedAfterAnswerMs: countedMs,
      counted: after - before,
      polls,
      cpuUntilAnswer: cpuSince(cpuBefore, cpuAnswered),
      cpuUntilCounted: cpuSince(cpuAnswered, cpuCounted),
      eventLoopMaxMs: windowsMax(health, importFrom, Date.now()),
      /** Liveness calls made while the import ran: the wait a request saw. */
      livenessWhileImporting: liveness,
      /**
       * The windows opened at the import's start, read after its answer: the import, and the
       * start of the catch-up it sets off when it commits.
       */
      eventLoopMaxUntilAnswerMs: Math.max(
        0,
        ...importWindows.filter((w) => Date.parse(w.from) >= importFrom - 1000).map((w) => w.maxMs),
      ),
      catchUps: warm.indexLog.filter((l) => l.msg === "audience index caught up"),
      fullRebuilds: warm.indexLog.filter((l) => l.msg === "audience index built").length,
    },
    eventLoopDelayAfter: health.eventLoopDelay,
    machine: { cpu: os.cpus()[0]?.model, cpus: os.cpus().length, loadAvgAtEnd: load() },
  };
  console.log(JSON.stringify(out, null, 2));
  await mkdir("bench/results", { recursive: true });
  const name = `index-updates-${N}${args.label ? `-${args.label}` : ""}.json`;
  await writeFile(`bench/results/${name}`, `${JSON.stringify(out, null, 2)}\n`);
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);

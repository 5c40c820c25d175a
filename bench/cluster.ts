/**
 * `npm run bench:cluster`: the cluster of `npm run cluster` on this machine, with 1 and then 2
 * web nodes (1 worker) behind HAProxy. For each: accepted enrich requests/s and estimate
 * answers/s through HAProxy (8 clients each, every client its own API key so the rate limit
 * does not cap the figure), with latency p50/p95/p99/max; with 1 node, the same estimate load
 * sent to the node directly, for HAProxy's overhead per request; and the shared rate limit's
 * own statement (lib/edge/api/rate-limit.ts) timed against the primary, sequentially and by 8
 * clients at once. Writes bench/results/cluster.json with the CPU model and the load average.
 *
 *   npm run bench:cluster [-- --seconds 15 --port 4700]
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { createDb } from "@/db/client";
import { takeToken } from "@/lib/edge/api/rate-limit";
import { createApiKey } from "@/lib/features/accounts/api-keys";
import { createAccount } from "@/lib/features/accounts/create-account";

const { values: args } = parseArgs({
  options: {
    seconds: { type: "string", default: "15" },
    port: { type: "string", default: "4700" },
    profiles: { type: "string", default: "50000" },
  },
});
const SECONDS = Number(args.seconds);
const PORT = Number(args.port);
const CLIENTS = 8;
const DATA_DIR = path.resolve(".tmp/bench-cluster");
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const i = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Number((sorted[Math.max(0, i)] ?? 0).toFixed(2));
}
function summary(ms: number[]) {
  const sorted = [...ms].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: percentile(sorted, 100),
  };
}

const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS * 2 });
function post(port: number, url: string, key: string, body: unknown, extra = {}) {
  return new Promise<number>((resolve) => {
    const data = JSON.stringify(body);
    const req = http.request(
      `http://127.0.0.1:${port}${url}`,
      {
        method: "POST",
        agent,
        headers: { authorization: `Bearer ${key}`, "content-type": "application/json", ...extra },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("error", () => resolve(0));
    req.end(data);
  });
}

/** CLIENTS clients in a closed loop for SECONDS: successes per second and their latencies. */
async function load(send: (client: number, i: number) => Promise<number>, ok: number) {
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  const until = performance.now() + SECONDS * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, c) => {
      for (let i = 0; performance.now() < until; i++) {
        const t0 = performance.now();
        const status = await send(c, i);
        statuses[status] = (statuses[status] ?? 0) + 1;
        if (status === ok) latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return {
    perSecond: Number((latencies.length / seconds).toFixed(1)),
    latencyMs: summary(latencies),
    statuses,
  };
}

async function startCluster(
  web: number,
): Promise<{ child: ChildProcess; state: Record<string, unknown> }> {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", "scripts/cluster.ts", "--web", String(web), "--workers", "1"],
    {
      stdio: ["ignore", "ignore", "inherit"],
      env: {
        ...process.env,
        DATA_DIR,
        PORT: String(PORT),
        SEED_PROFILES: args.profiles,
        LOG_LEVEL: "error",
      },
    },
  );
  const file = path.join(DATA_DIR, "cluster/cluster.json");
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error("the cluster exited during start");
    const state = await readFile(file, "utf8").then(
      (t) => JSON.parse(t) as Record<string, unknown>,
      () => undefined,
    );
    // cluster.json gets the demo login once the cluster answers through HAProxy.
    if (state?.demo) {
      const ready = await fetch(`http://127.0.0.1:${PORT}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ready && Object.keys(state).filter((k) => /^web\d+$/.test(k)).length === web) {
        return { child, state };
      }
    }
    if (Date.now() - started > 1_200_000) throw new Error("the cluster did not start in 20 min");
    await sleep(1_000);
  }
}

async function stopCluster(child: ChildProcess) {
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGINT");
  await exited;
}

async function main() {
  await mkdir(DATA_DIR, { recursive: true });
  await mkdir("bench/results", { recursive: true });
  const results: Record<string, unknown> = {};
  const loadBefore = os.loadavg();
  for (const web of [1, 2]) {
    // A fresh cluster.json, so a start is not mistaken for the previous one.
    await writeFile(path.join(DATA_DIR, "cluster/cluster.json"), "{}").catch(() => {});
    console.log(`\n=== ${web} web node(s): starting the cluster`);
    const { child, state } = await startCluster(web);
    const db = createDb(state.primaryUrl as string, { max: CLIENTS });
    try {
      // One account with room for every request, and a key per client.
      const account = await createAccount(db.db, {
        email: `bench-${web}-${Date.now()}@example.com`,
        plan: "pro",
        daily: { api: 10_000_000, search: 10_000_000, email: 10_000_000, mobile: 10_000_000 },
        credits: { api: 10_000_000, search: 10_000_000, email: 10_000_000, mobile: 10_000_000 },
      });
      const keys = await Promise.all(
        Array.from({ length: CLIENTS }, () => createApiKey(db.db, account.accountId)),
      );
      const key = (c: number) => keys[c]?.apiKey ?? "";
      const estimateBody = { filters: {} };
      // Warm up: the first estimates of a fresh process compile their code.
      await load((c) => post(PORT, "/v1/estimate", key(c), estimateBody), 200);

      const row: Record<string, unknown> = {};
      row.estimateThroughHaproxy = await load(
        (c) => post(PORT, "/v1/estimate", key(c), estimateBody),
        200,
      );
      console.log("estimate through HAProxy", row.estimateThroughHaproxy);
      if (web === 1) {
        const nodePort = (state.web1 as { port: number }).port;
        row.estimateDirectToNode = await load(
          (c) => post(nodePort, "/v1/estimate", key(c), estimateBody),
          200,
        );
        console.log("estimate direct to the node", row.estimateDirectToNode);
      }
      row.enrichThroughHaproxy = await load(
        (c, i) =>
          post(
            PORT,
            "/v1/contact/enrich",
            key(c),
            { profile: { id: `p_1_${String(1 + ((c * 7919 + i) % 50_000)).padStart(6, "0")}` } },
            { "idempotency-key": `bench-${web}-${c}-${i}-${Date.now()}` },
          ),
        202,
      );
      console.log("enrich accepted through HAProxy", row.enrichThroughHaproxy);
      results[`web${web}`] = row;

      if (web === 1) {
        // The rate limit's statement alone, against the primary.
        const bucket = { keyId: keys[0]?.id ?? "", accountId: account.accountId, perSecond: 1e9 };
        const sequential: number[] = [];
        for (let i = 0; i < 2_000; i++) {
          const t0 = performance.now();
          await takeToken(db.db, bucket);
          sequential.push(performance.now() - t0);
        }
        const concurrent: number[] = [];
        await Promise.all(
          Array.from({ length: CLIENTS }, async () => {
            for (let i = 0; i < 500; i++) {
              const t0 = performance.now();
              await takeToken(db.db, bucket);
              concurrent.push(performance.now() - t0);
            }
          }),
        );
        results.rateLimitStatementMs = {
          sequential: summary(sequential),
          "8 clients, one key": summary(concurrent),
        };
        console.log("rate-limit statement", results.rateLimitStatementMs);
      }
    } finally {
      await db.close();
      await stopCluster(child);
    }
  }
  const out = {
    date: new Date().toISOString(),
    seconds: SECONDS,
    clients: CLIENTS,
    profiles: Number(args.profiles),
    ...results,
    machine: {
      cpus: os.cpus().length,
      model: os.cpus()[0]?.model,
      node: process.version,
      loadAverage: {
        before: loadBefore.map((l) => Number(l.toFixed(1))),
        after: os.loadavg().map((l) => Number(l.toFixed(1))),
      },
    },
  };
  await writeFile("bench/results/cluster.json", `${JSON.stringify(out, null, 2)}\n`);
  console.log("\nwritten: bench/results/cluster.json");
  process.exit(0);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

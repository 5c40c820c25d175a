/**
 * Enrichment throughput and latency: `npm run bench:enrich`.
 *
 * An embedded PostgreSQL on a throwaway folder (or DATABASE_URL, which must point at an empty
 * database), seeded with synthetic profiles; the app as users run it (`npm start` on that
 * database: the production Next.js server, built first if the build is stale, with the job
 * workers inline) in a child process; a webhook receiver and the load generator here.
 * Phase 1: 2,000 single POST /v1/contact/enrich at concurrency 20. Phase 2: 200 POST
 * /v1/contact/bulk of 10 at concurrency 20. Reports, per phase and for the whole workload,
 * accepted requests per second and the submit → webhook-received latency (p50, p95, p99, max),
 * per phase the CPU each process spent per request, and writes bench/results/enrich.json.
 *
 * `--server handlers` puts the same route handlers behind a bare node:http server instead
 * (bench/enrich-app.ts; enrich-handlers.json): the difference is what Next.js's own request
 * handling costs. `--workers N` (with handlers) runs the job workers in N separate processes
 * (enrich-workers-N.json).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { eq, sql } from "drizzle-orm";
import { createDb } from "@/db/client";
import { freePort, startEmbedded } from "@/db/embedded";
import { runMigrations } from "@/db/migrate";
import { accounts } from "@/db/schema";
import { createAccount } from "@/lib/features/accounts/create-account";
import { seedProfiles } from "@/lib/model/profiles/synthetic";
import { cpuSeconds, postmasterPid } from "./cpu";
import { startNpmStart } from "./npm-start";

const { values: args } = parseArgs({
  options: {
    profiles: { type: "string", default: "20000" },
    singles: { type: "string", default: "2000" },
    bulks: { type: "string", default: "200" },
    concurrency: { type: "string", default: "20" },
    /** Requests sent first and not counted: JIT, pools and plan caches reach steady state. */
    warmup: { type: "string", default: "1000" },
    /**
     * The bench account's concurrency cap (accounts.concurrency). An account sending 500
     * requests a second, each ~0.2 s in processing, keeps ~100 in flight (Little's law): with
     * fewer slots its requests queue for a slot, whatever the machine can do.
     */
    "account-concurrency": { type: "string", default: "128" },
    /** 0: job workers inline on a thread of the app process (the default of `npm start`); N: WORKER=off
     * in the app and N `npm run worker` processes. */
    workers: { type: "string", default: "0" },
    /** "next": npm start; "handlers": the route handlers behind node:http (bench/enrich-app.ts). */
    server: { type: "string", default: "next" },
    /**
     * A folder: the app's processes write V8 CPU profiles there when they exit (--cpu-prof),
     * for bench/profile-areas.ts. Profiling slows the app: figures of such a run are not comparable.
     */
    "cpu-prof": { type: "string" },
  },
});
if (args.server !== "handlers" && args.server !== "next") {
  throw new Error(`--server: "handlers" or "next", not "${args.server}"`);
}
const NEXT = args.server === "next";
const PROFILES = Number(args.profiles);
const SINGLES = Number(args.singles);
const BULKS = Number(args.bulks);
const CONCURRENCY = Number(args.concurrency);
const WORKERS = Number(args.workers);
/** The bench account is a "technology partner": a larger queue than the plans' (spec §8). */
const ACCOUNT_CONCURRENCY = Number(args["account-concurrency"]);
const WARMUP = Number(args.warmup);

type Input = Record<string, string>;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const i = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round(sorted[Math.max(0, i)] ?? 0);
}

function summary(latencies: number[]) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: percentile(sorted, 100),
  };
}

/** Inputs of every identification form, from real rows, so resolution is exercised. */
async function inputsFrom(db: ReturnType<typeof createDb>["db"], count: number): Promise<Input[]> {
  const rows = await db.execute<{
    id: string;
    source_url: string | null;
    source_username: string | null;
    fn: string | null;
    ln: string | null;
    company_name: string | null;
    email: string | null;
  }>(sql`
    select p.id, p.source_url, p.source_username, p.fn, p.ln, p.company_name,
      (select value from contacts c where c.profile_id = p.id and c.kind = 'email' limit 1) as email
    from profiles p order by p.seq limit ${count}`);
  return rows.map((r, i): Input => {
    const form = i % 10;
    if (form === 1 && r.source_url) return { SourceUrl: r.source_url };
    if (form === 2 && r.source_username) return { SourceUsername: r.source_username };
    if (form === 3 && r.email) return { email: r.email };
    if (form === 4 && r.fn && r.ln && r.company_name) {
      return { fn: r.fn, ln: r.ln, organization: r.company_name };
    }
    return { id: r.id };
  });
}

/**
 * Waits for `promise`, or `ms` at most. The timer is cleared either way: one left behind kept
 * the bench running for up to two minutes after it had written its results.
 */
async function settledWithin(promise: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([promise, new Promise((resolve) => (timer = setTimeout(resolve, ms)))]);
  clearTimeout(timer);
}

function childEnv(url: string): NodeJS.ProcessEnv {
  const profileDir = args["cpu-prof"] && path.resolve(args["cpu-prof"]);
  return {
    ...process.env,
    ...(profileDir && {
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --cpu-prof --cpu-prof-dir=${profileDir}`,
    }),
    DATABASE_URL: url,
    WEBHOOK_ALLOW_PRIVATE: "true",
    LOG_LEVEL: "warn",
    NODE_ENV: "production",
    DB_POOL_MAX: "20",
  };
}

function startApp(url: string): Promise<{ child: ChildProcess; base: string }> {
  // node --import tsx rather than the tsx CLI: one process, not a wrapper and its child.
  const child = spawn(process.execPath, ["--import", "tsx", "bench/enrich-app.ts"], {
    env: { ...childEnv(url), WORKER: WORKERS > 0 ? "off" : "inline" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    child.on("exit", (code) => reject(new Error(`the app exited (${code})`)));
    child.stdout?.on("data", (chunk: Buffer) => {
      const match = /listening (\d+)/.exec(chunk.toString());
      if (match) resolve({ child, base: `http://127.0.0.1:${match[1]}` });
    });
  });
}

/**
 * `npm start` (scripts/start.ts) on the bench's database: it builds the app if the build is
 * missing or stale, then runs the production Next.js server (scripts/web.ts) with the job
 * workers inline, as users run it.
 */
async function startNext(
  url: string,
  dataDir: string,
): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  const child = await startNpmStart({
    ...childEnv(url),
    PORT: String(port),
    DATA_DIR: dataDir,
    WORKER: "inline",
  });
  return { child, base: `http://127.0.0.1:${port}` };
}

function startWorker(url: string): ChildProcess {
  return spawn(process.execPath, ["--import", "tsx", "scripts/worker.ts"], {
    env: childEnv(url),
    stdio: ["ignore", "ignore", "inherit"],
  });
}

async function main() {
  const tmp = await mkdtemp(path.join(os.tmpdir(), "leadwise-bench-enrich-"));
  const server = process.env.DATABASE_URL ? undefined : await startEmbedded({ dataDir: tmp });
  const url = process.env.DATABASE_URL ?? (server?.url() as string);
  // With DATABASE_URL, every PostgreSQL process counts.
  const postmaster = server ? await postmasterPid(tmp) : undefined;
  let app: ChildProcess | undefined;
  let workers: ChildProcess[] = [];
  let receiver: http.Server | undefined;
  try {
    await runMigrations(url);
    const { db, close } = createDb(url, { max: 4 });
    console.log(`Seeding ${PROFILES.toLocaleString("en")} profiles…`);
    await seedProfiles(db, { profiles: PROFILES, seed: 1 });
    const big = { search: 1_000_000, api: 1_000_000, email: 1_000_000, mobile: 1_000_000 };
    const account = await createAccount(db, {
      email: "bench@leadwise.local",
      plan: "pro",
      daily: big,
      credits: big,
    });
    await db
      .update(accounts)
      .set({ concurrency: ACCOUNT_CONCURRENCY, rateLimit: 100_000 })
      .where(eq(accounts.id, account.accountId));
    const inputs = await inputsFrom(db, Math.max(SINGLES, BULKS * 10));

    // The webhook receiver: when each request's delivery arrived.
    const arrived = new Map<string, number>();
    let onArrive: (() => void) | undefined;
    receiver = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", () => {
        const at = performance.now();
        const { requestId } = JSON.parse(Buffer.concat(chunks).toString()) as { requestId: string };
        if (!arrived.has(requestId)) arrived.set(requestId, at);
        res.statusCode = 200;
        res.end();
        onArrive?.();
      });
    });
    await new Promise<void>((r) => receiver?.listen(0, "127.0.0.1", r));
    const hook = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;

    if (NEXT && WORKERS > 0) throw new Error("--workers: with --server handlers only");
    const started = NEXT ? await startNext(url, tmp) : await startApp(url);
    app = started.child;
    workers = Array.from({ length: WORKERS }, () => startWorker(url));
    const appPids = () => [app, ...workers].flatMap((p) => (p?.pid === undefined ? [] : [p.pid]));
    // node:http on kept-alive sockets rather than fetch: the load generator shares the two
    // cores with the app and the database, and fetch costs it several times as much per request.
    const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
    const base = new URL(started.base);
    const post = (route: string, body: unknown) =>
      new Promise<{ status: number; requestId?: string }>((resolve, reject) => {
        const payload = JSON.stringify(body);
        const req = http.request(
          {
            agent,
            host: base.hostname,
            port: base.port,
            path: route,
            method: "POST",
            headers: {
              authorization: `Bearer ${account.apiKey}`,
              "content-type": "application/json",
              "content-length": Buffer.byteLength(payload),
            },
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on("data", (c: Buffer) => chunks.push(c));
            res.on("end", () => {
              const json = JSON.parse(Buffer.concat(chunks).toString()) as { requestId?: string };
              resolve({ status: res.statusCode ?? 0, requestId: json.requestId });
            });
            res.on("error", reject);
          },
        );
        req.on("error", reject);
        req.end(payload);
      });

    async function phase(name: string, bodies: { route: string; body: unknown }[]) {
      const submittedAt = new Map<string, number>();
      const refused: number[] = [];
      let next = 0;
      const cpuBefore = await cpuSeconds(appPids(), postmaster);
      const t0 = performance.now();
      const monotonicStart = process.hrtime.bigint() / 1000n;
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (next < bodies.length) {
            const item = bodies[next++];
            if (!item) break;
            const at = performance.now();
            const { status, requestId } = await post(item.route, item.body);
            if (status === 202 && requestId) submittedAt.set(requestId, at);
            else refused.push(status);
          }
        }),
      );
      const submitMs = performance.now() - t0;
      const all = new Promise<void>((resolve) => {
        let missing = [...submittedAt.keys()].filter((id) => !arrived.has(id)).length;
        onArrive = () => {
          missing = [...submittedAt.keys()].filter((id) => !arrived.has(id)).length;
          if (missing === 0) resolve();
        };
        if (missing === 0) resolve();
      });
      await settledWithin(all, 120_000);
      const totalMs = performance.now() - t0;
      const cpuAfter = await cpuSeconds(appPids(), postmaster);
      const perRequest = (key: keyof typeof cpuAfter) =>
        Number((((cpuAfter[key] - cpuBefore[key]) * 1000) / bodies.length).toFixed(2));
      const latencies = [...submittedAt].flatMap(([id, at]) => {
        const got = arrived.get(id);
        return got === undefined ? [] : [got - at];
      });
      const result = {
        requests: bodies.length,
        accepted: submittedAt.size,
        refused: refused.length,
        delivered: latencies.length,
        submitSeconds: Number((submitMs / 1000).toFixed(2)),
        acceptedPerSecond: Math.round(submittedAt.size / (submitMs / 1000)),
        allDeliveredSeconds: Number((totalMs / 1000).toFixed(2)),
        submitToWebhookMs: summary(latencies),
        /** CPU milliseconds per request, from the first submission to the last webhook. */
        cpuMsPerRequest: {
          app: perRequest("app"),
          postgres: perRequest("postgres"),
          loadGenerator: perRequest("loadGenerator"),
        },
      };
      console.log(name, JSON.stringify(result));
      if (args["cpu-prof"]) {
        // V8 profiles time their samples by the same system-wide clock (CLOCK_MONOTONIC, µs).
        console.log(
          `${name}: bench/profile-areas.ts --window ${monotonicStart}-${process.hrtime.bigint() / 1000n}`,
        );
      }
      return { result, latencies, submitMs };
    }

    const single = (i: number) => ({
      route: "/v1/contact/enrich",
      body: { profile: inputs[i % inputs.length], webhookUrl: hook },
    });
    // Warm-up (JIT, connection pools, pg-boss queues), not counted.
    await phase(
      "warm-up",
      Array.from({ length: WARMUP }, (_, i) => single(i)),
    );
    const singles = await phase(
      "singles",
      Array.from({ length: SINGLES }, (_, i) => single(i)),
    );
    const bulks = await phase(
      "bulks",
      Array.from({ length: BULKS }, (_, b) => ({
        route: "/v1/contact/bulk",
        body: {
          profiles: Array.from({ length: 10 }, (_, i) => inputs[(b * 10 + i) % inputs.length]),
          webhookUrl: hook,
        },
      })),
    );
    await close();
    agent.destroy();
    // The workload, both phases together: requests accepted over the time spent
    // submitting them, and the latency of every one of them.
    const workload = {
      requests: singles.result.requests + bulks.result.requests,
      accepted: singles.result.accepted + bulks.result.accepted,
      submitSeconds: Number(((singles.submitMs + bulks.submitMs) / 1000).toFixed(2)),
      acceptedPerSecond: Math.round(
        (singles.result.accepted + bulks.result.accepted) /
          ((singles.submitMs + bulks.submitMs) / 1000),
      ),
      submitToWebhookMs: summary([...singles.latencies, ...bulks.latencies]),
    };
    console.log("workload", JSON.stringify(workload));

    const report = {
      what: "POST /v1/contact/enrich and /bulk → 202, then the signed webhook at a local receiver",
      setup: {
        server: NEXT
          ? "npm start: the production Next.js server (next start), as users run it"
          : "route handlers behind node:http in a child process (bench/enrich-app.ts), not the Next.js server",
        workers:
          WORKERS > 0
            ? `${WORKERS} separate worker process(es) (npm run worker), WORKER=off in the app`
            : "inline: a worker thread of the app process (the default)",
        database: process.env.DATABASE_URL ? "DATABASE_URL" : "embedded PostgreSQL",
        profiles: PROFILES,
        clientConcurrency: CONCURRENCY,
        warmupRequests: WARMUP,
        accountConcurrency: ACCOUNT_CONCURRENCY,
        include: { email: true, mobile: false },
      },
      workload,
      singles: singles.result,
      bulks: bulks.result,
      targets: { acceptedPerSecond: 500, p95SubmitToWebhookMs: 1000 },
      machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, node: process.version },
      measuredAt: new Date().toISOString(),
    };
    console.log(JSON.stringify(report, null, 2));
    await mkdir("bench/results", { recursive: true });
    // The product (npm start) and each diagnostic layout keep their own figures.
    const file = NEXT
      ? "enrich.json"
      : WORKERS > 0
        ? `enrich-workers-${WORKERS}.json`
        : "enrich-handlers.json";
    await writeFile(`bench/results/${file}`, `${JSON.stringify(report, null, 2)}\n`);
  } finally {
    for (const worker of workers) worker.kill("SIGTERM");
    if (app && app.exitCode === null) {
      // npm start stops its Next.js server's process group before it exits.
      const exited = once(app, "exit");
      app.kill("SIGTERM");
      await settledWithin(exited, NEXT ? 15_000 : 5000);
      app.kill("SIGKILL");
    }
    receiver?.close();
    receiver?.closeAllConnections();
    await server?.stop();
    await rm(tmp, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

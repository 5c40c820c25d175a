import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { openSync } from "node:fs";
import { mkdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { ensureEngines } from "./cluster-engines";

/*
 * What the cluster's tests (scripts/cluster-fault-test.ts, scripts/cluster-kill-test.ts) share:
 * a network of their own, a cluster started as `npm run cluster` runs it, and its state file.
 */

const NAMESPACE_FLAG = "LEADWISE_CLUSTER_TEST_NS";

/**
 * As root, runs `script` again inside a network namespace of its own where only loopback exists
 * (`unshare -n`), and exits with its code: the product may call the webhook URLs it is given,
 * and the cluster's fixed ports then never meet another checkout's. Returns at once inside the
 * namespace, or when not root (the test then runs on the machine's network).
 */
export function inOwnNetwork(script: string, engines: { ha?: boolean } = {}): void {
  if (process.getuid?.() !== 0 || process.env[NAMESPACE_FLAG]) return;
  // Engines first: apt-get cannot reach its mirrors from inside the namespace.
  ensureEngines(engines);
  const tsx = path.resolve("node_modules/.bin/tsx");
  const inside = spawnSync(
    "unshare",
    ["-n", "sh", "-c", 'ip link set lo up && exec "$0" "$@"', tsx, script],
    { stdio: "inherit", env: { ...process.env, [NAMESPACE_FLAG]: "1" } },
  );
  process.exit(inside.status ?? 1);
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A line of a test's progress, with the time of day. */
export const logger =
  (name: string) =>
  (line: string): void =>
    console.log(`[${name} ${new Date().toISOString().slice(11, 19)}] ${line}`);

/** DATA_DIR/cluster/cluster.json, as scripts/cluster.ts writes it. */
export interface ClusterState {
  url: string;
  primaryUrl: string;
  replicaUrl: string;
  demo?: { apiKey: string; accountId: string; email: string; password: string };
  [name: string]: unknown;
}

export interface TestCluster {
  /** The `npm run cluster` process (scripts/cluster.ts run by Node.js, no npm in between). */
  process: ChildProcess;
  state: () => Promise<ClusterState>;
  /** A managed process's pid and port (web1, worker1, primary, replica, haproxy…). */
  member: (name: string) => Promise<{ pid: number; port?: number }>;
  /** Its web nodes' own ports. */
  webPorts: () => Promise<number[]>;
  /** Ctrl-C, then SIGKILL after a minute. */
  stop: () => Promise<void>;
}

/**
 * Starts `npm run cluster -- --web W --workers M` on a fresh DATA_DIR and waits (15 min at
 * most: the first start may build the app) until it has printed its URL; says so on `log`.
 */
export async function startCluster(options: {
  dataDir: string;
  port: number;
  web: number;
  workers: number;
  /** `--ha`: PostgreSQL under pg_auto_failover. */
  ha?: boolean;
  /** Where the cluster's output goes (its processes' logs); by default, nowhere. */
  logFile?: string;
  env?: Record<string, string>;
  log: (line: string) => void;
}): Promise<TestCluster> {
  options.log(
    `starting the cluster (${options.web} web nodes, ${options.workers} worker${options.workers === 1 ? "" : "s"}${options.ha ? ", pg_auto_failover" : ""}) on 127.0.0.1:${options.port}`,
  );
  await rm(options.dataDir, { recursive: true, force: true });
  if (options.logFile) await mkdir(path.dirname(options.logFile), { recursive: true });
  const child = spawn(
    process.execPath,
    [
      "--import",
      "tsx",
      "scripts/cluster.ts",
      ...["--web", String(options.web), "--workers", String(options.workers)],
      ...(options.ha ? ["--ha"] : []),
    ],
    {
      stdio: ["ignore", options.logFile ? openSync(options.logFile, "w") : "ignore", "inherit"],
      env: {
        ...process.env,
        DATA_DIR: options.dataDir,
        PORT: String(options.port),
        LOG_LEVEL: "error",
        ...options.env,
      },
    },
  );
  const state = async () =>
    JSON.parse(
      await readFile(path.join(options.dataDir, "cluster/cluster.json"), "utf8"),
    ) as ClusterState;
  const up = Date.now();
  for (;;) {
    const ready = await state().then(
      (s) => s.demo,
      () => undefined,
    );
    if (ready) break;
    if (child.exitCode !== null) throw new Error("the cluster exited during start");
    if (Date.now() - up > 900_000) throw new Error("the cluster did not start within 15 min");
    await sleep(1_000);
  }
  options.log(`cluster up in ${Math.round((Date.now() - up) / 1000)} s`);
  const member = async (name: string) => (await state())[name] as { pid: number; port?: number };
  return {
    process: child,
    state,
    member,
    webPorts: async () =>
      Object.entries(await state())
        .filter(([name]) => /^web\d+$/.test(name))
        .map(([, v]) => (v as { port: number }).port),
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGINT");
      const timer = setTimeout(() => child.kill("SIGKILL"), 60_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

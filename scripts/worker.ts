import "./node-version";
import { env, resetEnvCache } from "@/lib/core/env";
import { logger } from "@/lib/core/logger";
import { startJobs, stopJobs } from "@/lib/edge/worker/start-worker";
import { resolveDatabase } from "./database-url";
import { stopWhenParentGone } from "./parent-watch";

/**
 * `npm run worker`: job workers in a process of their own (web nodes then run with
 * WORKER=off). Any number may run against one database; work is shared through pg-boss and
 * the rows, and work held by a worker that dies is taken over by the others.
 *
 * SIGTERM/SIGINT stop it gracefully: no new job is fetched, running jobs get
 * SHUTDOWN_GRACE_SECONDS to finish, then it exits whatever is left. A job cut that way is
 * still pg-boss's "active" job: it expires and another worker runs it again (a handler is
 * idempotent, as for a worker killed outright).
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
    const graceMs = env().SHUTDOWN_GRACE_SECONDS * 1000;
    logger.info({ signal, graceMs }, "worker stopping: finishing running jobs");
    let timer: NodeJS.Timeout | undefined;
    const finished = await Promise.race([
      stopJobs().then(
        () => true,
        (err) => {
          logger.error({ err }, "could not stop the workers cleanly");
          return true;
        },
      ),
      new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), graceMs);
      }),
    ]);
    clearTimeout(timer);
    if (!finished) logger.warn("jobs still running after the grace period were left to expire");
    await server?.stop();
    process.exit(0);
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));
  stopWhenParentGone(() => void stop("its parent is gone"));
}

main().catch((err) => {
  logger.error({ err }, "worker failed to start");
  process.exit(1);
});

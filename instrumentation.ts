/**
 * Next.js calls `register` once when a server process starts. The Live Estimate's audience
 * index is built in the background at once, so the first marketer to open the wizard does not
 * wait for it. Job workers run inline in the web process by default (DESIGN.md "Processes"), on a
 * thread of their own (lib/jobs/inline.ts); WORKER=off leaves them to `npm run worker`.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  const { logger } = await import("@/lib/logger");
  watchSupervisor(logger);
  const { getDb } = await import("@/db/client");
  const { warmEstimateIndex } = await import("@/lib/estimate/index-store");
  void warmEstimateIndex(getDb()).catch((err) =>
    logger.error({ err }, "estimate index build failed"),
  );
  if ((process.env.WORKER ?? "inline") === "off") return;
  const { startInlineJobs } = await import("@/lib/jobs/inline");
  await startInlineJobs().catch((err) => logger.error({ err }, "job workers did not start"));
}

/**
 * `npm start` (scripts/start.ts) runs this server detached and stops it on Ctrl-C. Should that
 * process die without doing so (kill -9), the server stops itself rather than run on orphaned.
 */
function watchSupervisor(logger: { warn: (msg: string) => void }) {
  const supervisor = Number(process.env.LEADWISE_SUPERVISOR_PID);
  if (!supervisor) return;
  const timer = setInterval(() => {
    try {
      process.kill(supervisor, 0);
    } catch {
      clearInterval(timer);
      logger.warn("npm start is gone: stopping the web server");
      process.kill(process.pid, "SIGTERM");
    }
  }, 2000);
  timer.unref();
}

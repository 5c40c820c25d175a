import type { Logger } from "pino";

/**
 * `npm start` (scripts/start.ts) runs the web server detached and stops it on Ctrl-C. Should
 * that process die without doing so (kill -9), the server stops itself rather than run on
 * orphaned. Node.js only: instrumentation.ts imports it in the nodejs runtime's branch, so the
 * Edge compilation of instrumentation.ts never sees `process.kill`.
 */
export function watchSupervisor(logger: Pick<Logger, "warn">): void {
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

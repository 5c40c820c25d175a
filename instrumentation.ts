/**
 * Next.js calls `register` once when a server process starts. The event-loop delay is measured
 * from here on (/healthz). The Live Estimate's audience index is built in the background at
 * once, so the first marketer to open the wizard does not wait for it (and /healthz is not
 * ready before). Job workers run inline in the web process by default (docs/decisions.md "Processes"), on a
 * thread of their own (lib/jobs/inline.ts); WORKER=off leaves them to `npm run worker`. Their
 * stop handle goes to scripts/web.ts, which stops them when the server stops.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  const { startEventLoopMonitor } = await import("@/lib/health/event-loop");
  startEventLoopMonitor();
  const { logger } = await import("@/lib/logger");
  const { getDb } = await import("@/db/client");
  const { warmEstimateIndex } = await import("@/lib/audience");
  const { readyAfter } = await import("@/lib/health/readiness");
  // /healthz says "not ready" until the index is built, so a load balancer sends a fresh node
  // no traffic before then; a build that fails (the database not up yet) is tried again.
  readyAfter(
    "audience index",
    (async () => {
      for (let wait = 1_000; ; wait = Math.min(wait * 2, 15_000)) {
        try {
          return await warmEstimateIndex(getDb());
        } catch (err) {
          logger.error({ err }, "estimate index build failed; trying again");
          await new Promise((resolve) => setTimeout(resolve, wait));
        }
      }
    })(),
  );
  if ((process.env.WORKER ?? "inline") === "off") return;
  const { startInlineJobs } = await import("@/lib/jobs/inline");
  const { onShutdown } = await import("@/lib/server/shutdown");
  // Not awaited: Next.js serves no request until `register` returns, and the job workers'
  // start (pg-boss, queues, schedules) has no business delaying them.
  const jobs = startInlineJobs().catch((err) => {
    logger.error({ err }, "job workers did not start");
  });
  onShutdown("the job workers", async () => (await jobs)?.stop());
}

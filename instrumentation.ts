/**
 * Next.js calls `register` once when a server process starts. The event-loop delay is measured
 * from here on (/healthz). The Live Estimate's audience index is built in the background at
 * once, so the first marketer to open the wizard does not wait for it (and /healthz is not
 * ready before). Job workers run inline in the web process by default (docs/decisions.md "Processes"), on a
 * thread of their own (lib/jobs/inline.ts); WORKER=off leaves them to `npm run worker`. Their
 * stop handle goes to scripts/web.ts, which stops them when the server stops.
 */
/** Set by `register`: `onRequestError` must mark its request before Next.js answers 500. */
let noteError: ((error: unknown) => void) | undefined;

export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  noteError = (await import("@/lib/health/database-state")).noteRequestError;
  const { startEventLoopMonitor } = await import("@/lib/health/event-loop");
  startEventLoopMonitor();
  const { logger } = await import("@/lib/logger");
  const { getDb } = await import("@/db/client");
  const { warmEstimateIndex } = await import("@/lib/audience");
  const { readyAfter } = await import("@/lib/health/readiness");
  const { env } = await import("@/lib/env");
  const path = await import("node:path");
  // Kept between runs so a restart loads the index instead of scanning every profile.
  const snapshotFile = env().AUDIENCE_SNAPSHOT
    ? path.join(env().DATA_DIR, "audience-index.bin")
    : undefined;
  // /healthz says "not ready" until the index is built, so a load balancer sends a fresh node
  // no traffic before then; a build that fails (the database not up yet) is tried again.
  readyAfter(
    "audience index",
    (async () => {
      for (let wait = 1_000; ; wait = Math.min(wait * 2, 15_000)) {
        try {
          return await warmEstimateIndex(getDb(), snapshotFile);
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

/**
 * Next.js reports here what a page, route or action threw that no error mapper caught. One that
 * says the database is gone marks its request, which scripts/web.ts then answers 503 instead of
 * Next.js's 500 (lib/server/database-outage.ts). Synchronous: Next.js writes its 500 right after.
 */
export function onRequestError(error: unknown): void {
  noteError?.(error);
}

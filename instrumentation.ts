/**
 * Next.js calls `register` once when a server process starts. Job workers run inline in the
 * web process by default (DESIGN.md "Processes"); WORKER=off leaves them to `npm run worker`.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  if ((process.env.WORKER ?? "inline") === "off") return;
  const { startJobs } = await import("@/lib/jobs/start");
  const { logger } = await import("@/lib/logger");
  await startJobs().catch((err) => logger.error({ err }, "job workers did not start"));
}

import path from "node:path";
import { getClient, getDb } from "@/db/client";
import { env } from "@/lib/core/env";
import { logger } from "@/lib/core/logger";
import { noteRequestError } from "@/lib/core/sql/database-state";
import { snapshotWritten, warmEstimateIndex } from "@/lib/engines/audience";
import { startEventLoopMonitor } from "@/lib/engines/health/event-loop";
import { readyAfter } from "@/lib/engines/health/readiness";

/**
 * instrumentation.ts's `register` on the Node.js runtime, in a module of its own: Next.js also
 * bundles instrumentation.ts for the Edge runtime, which has no `node:` modules, and warned at
 * every build about one imported there. Returns what `onRequestError` calls.
 */
export async function registerNode(): Promise<(error: unknown) => void> {
  startEventLoopMonitor();
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
  readyAfter("database connections", openConnections());
  const { onShutdown } = await import("@/lib/edge/server/shutdown");
  // A stop during the snapshot's write waits for it (within the grace period): otherwise the
  // next start finds no snapshot and builds the whole index again.
  onShutdown("the audience index snapshot", snapshotWritten);
  if ((process.env.WORKER ?? "inline") !== "off") await startJobs();
  return noteRequestError;
}

/** The inline job workers, on a thread of their own; stopped when the server stops. */
async function startJobs() {
  const { startInlineJobs } = await import("@/lib/engines/jobs/inline-workers");
  const { onShutdown } = await import("@/lib/edge/server/shutdown");
  // Not awaited: Next.js serves no request until `register` returns, and the job workers'
  // start (pg-boss, queues, schedules) has no business delaying them.
  const jobs = startInlineJobs().catch((err) => {
    logger.error({ err }, "job workers did not start");
  });
  onShutdown("the job workers", async () => (await jobs)?.stop());
}

/**
 * Connections the first requests would otherwise open themselves: a request that runs queries
 * side by side (GET /v1/usage runs four) opens a connection for each, and an opening costs
 * tens of ms (the password exchange on both sides) just as a fresh node takes its first
 * requests. Opened before ready, as many as the busiest request uses at once; the pool keeps
 * them. A database not up yet is no reason to wait: requests open them later, as before.
 */
const CONNECTIONS_AHEAD = 6;

async function openConnections(): Promise<void> {
  const { sql } = getClient();
  await Promise.all(Array.from({ length: CONNECTIONS_AHEAD }, () => sql`select 1`)).catch((err) =>
    logger.warn({ err }, "database connections not opened ahead"),
  );
}

import os from "node:os";
import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { workerHeartbeats } from "@/db/schema";
import { logger } from "@/lib/core/logger";
import { workerId as presenceId } from "@/lib/engines/jobs/presence";

/**
 * Records that this process runs job workers, every 15 s until stopped, under its presence id
 * (lib/engines/jobs/presence.ts): whether the worker is alive is read from its presence lock, at once,
 * and the beat tells a live worker from a hung one.
 */
export function startHeartbeat(db: Db): () => Promise<void> {
  const workerId = presenceId();
  const beat = () =>
    db
      .insert(workerHeartbeats)
      .values({ workerId, host: os.hostname(), pid: String(process.pid) })
      .onConflictDoUpdate({ target: workerHeartbeats.workerId, set: { beatAt: sql`now()` } })
      .catch((err) => logger.warn({ err }, "worker heartbeat failed"));
  void beat();
  const timer = setInterval(beat, 15_000);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await db
      .delete(workerHeartbeats)
      .where(sql`${workerHeartbeats.workerId} = ${workerId}`)
      .catch(() => {});
  };
}

import { randomUUID } from "node:crypto";
import os from "node:os";
import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { workerHeartbeats } from "@/db/schema";
import { logger } from "@/lib/logger";

/** Records that this process runs job workers, every 15 s until stopped. */
export function startHeartbeat(db: Db): () => Promise<void> {
  const workerId = randomUUID();
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

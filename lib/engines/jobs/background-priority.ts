import { readlink, realpath, writeFile } from "node:fs/promises";
import os from "node:os";
import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { logger } from "@/lib/core/logger";

/*
 * Job work is background work: on a machine with few cores it must give the CPU to the web
 * process's requests rather than share it equally (docs/architecture.md "Job workers'
 * priority"). Two levers, both best-effort and never failing a job:
 *
 * - the job workers' thread runs `steps` nice values below the thread that started it. On
 *   Linux setpriority(PRIO_PROCESS, 0) changes the calling thread only, so the web process's
 *   main thread keeps its priority;
 * - the PostgreSQL backends of the job workers' connections (found by their application_name),
 *   when the server runs on this host as a user that may renice them (the embedded server):
 *   their nice value, and their autogroup's (PostgreSQL makes each backend a session of its
 *   own, and with the kernel's autogroups a process's nice value only weighs it against
 *   processes of its own session). An external server's backends are not ours: skipped.
 */

/** Lowers the calling thread's priority by `steps` nice values (at most 19); its new value. */
export function lowerThreadPriority(steps: number): number | undefined {
  if (steps <= 0) return undefined;
  try {
    // pid 0: the calling thread on Linux (the whole process elsewhere, as a separate worker is).
    const nice = Math.min(19, os.getPriority(0) + steps);
    os.setPriority(0, nice);
    return nice;
  } catch (err) {
    logger.warn({ err }, "could not lower the job workers' priority");
    return undefined;
  }
}

/**
 * Lowers the priority of the backends of this pool's sessions (its application_name) not yet
 * lowered (`done`, kept by the caller; pids gone are dropped from it). A backend is touched
 * only when it runs here: its working directory is the server's data directory (readable by
 * a superuser, as the embedded server's is). Answers how many were lowered.
 */
export async function lowerBackendPriority(
  db: Db,
  steps: number,
  done: Set<number>,
): Promise<number> {
  if (steps <= 0 || process.platform !== "linux") return 0;
  const rows = await db.execute<{ pid: number; dir: string | null }>(sql`
    select a.pid, (select setting from pg_settings where name = 'data_directory') as dir
    from pg_stat_activity a
    where a.application_name = current_setting('application_name')
      and a.datname = current_database() and a.usename = current_user`);
  const live = new Set(rows.map((r) => r.pid));
  for (const pid of done) if (!live.has(pid)) done.delete(pid);
  let lowered = 0;
  const here = rows[0]?.dir ? await realpath(rows[0].dir).catch(() => undefined) : undefined;
  for (const { pid } of rows) {
    if (done.has(pid) || !here) continue;
    done.add(pid);
    const cwd = await readlink(`/proc/${pid}/cwd`).catch(() => undefined);
    if (cwd !== here) continue; // not this host's server, or not ours to look at
    try {
      os.setPriority(pid, Math.min(19, os.getPriority(pid) + steps));
      // Only where the kernel groups by session; absent elsewhere.
      await writeFile(`/proc/${pid}/autogroup`, String(Math.min(19, steps))).catch(() => {});
      lowered++;
    } catch {
      // Not permitted (another user's server): the job runs at its usual priority.
    }
  }
  return lowered;
}

/**
 * Lowers this thread's priority and, every `everyMs`, that of the pool's new backends (a pool
 * opens connections as it needs them). Stopped by the function it answers.
 */
export function runInBackground(
  db: Db,
  { steps, everyMs = 5_000 }: { steps: number; everyMs?: number },
): () => void {
  if (steps <= 0) return () => {};
  lowerThreadPriority(steps);
  const done = new Set<number>();
  const tick = () =>
    lowerBackendPriority(db, steps, done).catch((err) =>
      logger.debug({ err }, "could not lower the job workers' backends' priority"),
    );
  void tick();
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

import { getClient, getDb } from "@/db/client";
import { logger } from "@/lib/core/logger";
import { startHeartbeat } from "@/lib/engines/jobs/heartbeat";
import { ensureQueue, getBoss, stopBoss, WAKE_CHANNEL } from "./boss";
import type { WorkerRegistry } from "./job-registry";
import { holdPresence } from "./presence";
import { QueueRunner } from "./runner";

interface Running {
  runners: Map<string, QueueRunner>;
  stop: () => Promise<void>;
}

const holder = globalThis as unknown as { __leadwiseJobs?: Promise<Running> };

export interface StartOptions {
  /** How often an idle queue is polled for delayed or missed jobs (ms). */
  pollMs?: number;
  /** How often the sweeps of the registry run (ms). */
  sweepMs?: number;
}

/**
 * Starts the job workers of this process: every queue of the registry, the cron schedules, the
 * sweeps that recover work abandoned by dead processes, the presence lock and the heartbeat.
 * Idempotent; `stopJobWorkers()` undoes it.
 */
export function startJobWorkers(
  registry: WorkerRegistry,
  options: StartOptions = {},
): Promise<Running> {
  holder.__leadwiseJobs ??= boot(registry, options).catch((err) => {
    holder.__leadwiseJobs = undefined;
    throw err;
  });
  return holder.__leadwiseJobs;
}

async function boot(
  { jobs, sweeps, drains }: WorkerRegistry,
  { pollMs = 500, sweepMs = 10_000 }: StartOptions,
): Promise<Running> {
  const client = getClient();
  const boss = await getBoss();
  await Promise.all(jobs.map((job) => ensureQueue(job)));
  const releasePresence = await holdPresence(client.sql);
  const stopHeartbeat = startHeartbeat(client.db);

  for (const job of jobs) {
    if (job.cron) await boss.schedule(job.name, job.cron, {}, { tz: "UTC" });
  }
  const runners = new Map<string, QueueRunner>();
  for (const job of jobs) {
    const runner = new QueueRunner(boss, job, pollMs);
    runners.set(job.name, runner);
    runner.start();
  }
  const listener = await client.sql.listen(WAKE_CHANNEL, (name) => runners.get(name)?.wake());

  const db = getDb();
  const timers: NodeJS.Timeout[] = [];
  const groups = new Map<number, typeof sweeps>();
  for (const task of sweeps) {
    const every = task.everyMs?.() ?? sweepMs;
    groups.set(every, [...(groups.get(every) ?? []), task]);
  }
  for (const [every, tasks] of groups) {
    let sweeping = false;
    const sweep = async () => {
      if (sweeping) return;
      sweeping = true;
      for (const task of tasks) {
        await task.run(db).catch((err) => logger.error({ err, sweep: task.name }, "sweep failed"));
      }
      sweeping = false;
    };
    void sweep();
    const timer = setInterval(sweep, every);
    timer.unref();
    timers.push(timer);
  }
  logger.info({ queues: [...runners.keys()] }, "job workers started");

  return {
    runners,
    stop: async () => {
      for (const timer of timers) clearInterval(timer);
      await listener.unlisten().catch(() => {});
      await Promise.all([...runners.values()].map((r) => r.stop()));
      for (const drain of drains) await drain();
      await stopHeartbeat();
      await releasePresence();
    },
  };
}

/** Stops the workers (letting running jobs finish) and this process's pg-boss instance. */
export async function stopJobWorkers(): Promise<void> {
  const running = holder.__leadwiseJobs;
  holder.__leadwiseJobs = undefined;
  if (running) await (await running.catch(() => undefined))?.stop();
  await stopBoss();
}

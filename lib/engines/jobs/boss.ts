import { sql } from "drizzle-orm";
import { type JobInsert, PgBoss } from "pg-boss";
import type { z } from "zod";
import { type DbOrTx, getDb } from "@/db/client";
import { logger } from "@/lib/core/logger";
import { bossDb } from "./boss-db";
import type { JobQueue } from "./define-job";
import { carryOverV10Jobs, setAsideV10Schema } from "./upgrade-from-v10";

/** Channel on which a committed enqueue wakes the runners of every worker process. */
export const WAKE_CHANNEL = "leadwise_jobs";

const holder = globalThis as unknown as {
  __leadwiseBoss?: Promise<PgBoss>;
  __leadwiseQueues?: Map<string, Promise<void>>;
};

/**
 * The process's pg-boss instance on DATABASE_URL (its own small `pg` pool), started on first
 * use. Every process that enqueues needs it (web nodes with WORKER=off too): starting it
 * installs or migrates pg-boss's schema, which pg-boss serializes across processes itself.
 */
export function getBoss(): Promise<PgBoss> {
  holder.__leadwiseBoss ??= (async () => {
    const connectionString = process.env.DATABASE_URL;
    if (!connectionString)
      throw new Error("DATABASE_URL is not set: start the app with `npm start`.");
    const boss = new PgBoss({
      connectionString,
      max: Number(process.env.JOBS_POOL_MAX ?? 4),
      application_name: "leadwise-jobs",
      // Expired jobs (their process died) are found and retried at this pace: pg-boss's
      // supervisor wakes every superviseIntervalSeconds and checks each queue for expired
      // jobs once per monitorIntervalSeconds (both 60 s by default).
      superviseIntervalSeconds: 15,
      monitorIntervalSeconds: 15,
    });
    boss.on("error", (err: Error & { code?: string }) => {
      // node-postgres errors carry their whole client object: log what helps, not that.
      // 57P01: the server is shutting down (Ctrl-C reaches PostgreSQL too); pg-boss reconnects.
      if (err.code === "57P01") {
        logger.warn({ code: err.code }, `pg-boss: ${err.message}`);
      } else {
        logger.error(
          { err: { message: err.message, code: err.code, stack: err.stack } },
          "pg-boss error",
        );
      }
    });
    await setAsideV10Schema(getDb());
    await boss.start();
    await carryOverV10Jobs(boss, getDb());
    return boss;
  })().catch((err) => {
    holder.__leadwiseBoss = undefined;
    throw err;
  });
  return holder.__leadwiseBoss;
}

/** Stops this process's pg-boss instance (workers must be stopped first). */
export async function stopBoss(): Promise<void> {
  const pending = holder.__leadwiseBoss;
  holder.__leadwiseBoss = undefined;
  holder.__leadwiseQueues = undefined;
  holderChain.__leadwiseQueueChain = undefined;
  if (!pending) return;
  const boss = await pending.catch(() => undefined);
  await boss?.stop({ graceful: false, close: true });
}

const holderChain = globalThis as unknown as { __leadwiseQueueChain?: Promise<unknown> };

/**
 * Creates the job's queue once per process, and keeps its retry and expiry options in line
 * with the code (a queue's policy is fixed when it is created). Queue DDL from several
 * processes at once can deadlock, so this process creates them one after another, and
 * retries when another process collides.
 */
export function ensureQueue(job: JobQueue): Promise<void> {
  holder.__leadwiseQueues ??= new Map();
  const queues = holder.__leadwiseQueues;
  let ready = queues.get(job.name);
  if (!ready) {
    const previous = holderChain.__leadwiseQueueChain ?? Promise.resolve();
    ready = previous
      .catch(() => {})
      .then(async () => {
        const boss = await getBoss();
        const { policy: _policy, ...tunable } = job.queue ?? {};
        for (let attempt = 1; ; attempt++) {
          try {
            await boss.createQueue(job.name, job.queue ?? {});
            if (Object.keys(tunable).length > 0) await boss.updateQueue(job.name, tunable);
            return;
          } catch (err) {
            if ((err as { code?: string }).code !== "40P01" || attempt >= 5) throw err;
            await new Promise((r) => setTimeout(r, 50 * attempt));
          }
        }
      });
    holderChain.__leadwiseQueueChain = ready;
    ready.catch(() => queues.delete(job.name));
    queues.set(job.name, ready);
  }
  return ready;
}

export interface EnqueueOptions {
  /** The job's id (a UUID), when the caller records it on its rows. */
  id?: string;
  /** Higher runs first; see lib/features/enrichment/submit.ts for how enrichment uses it. */
  priority?: number;
  startAfter?: Date;
  singletonKey?: string;
  /** At most one job per key in each time slot of this many seconds, whatever its state. */
  singletonSeconds?: number;
}

/**
 * Sends jobs inside the caller's transaction (or on their own when `db` is not one), one
 * statement for any number, and wakes the workers when it commits: NOTIFY is delivered at
 * commit, so no worker looks for the jobs before they are visible. A job that a singleton key
 * or the queue's policy rules out is silently not created.
 */
export async function enqueueMany<S extends z.ZodType>(
  db: DbOrTx,
  job: JobQueue<S>,
  items: { data: z.input<S>; options?: EnqueueOptions }[],
): Promise<void> {
  if (items.length === 0) return;
  const jobs: JobInsert[] = items.map(({ data, options = {} }) => ({
    data: job.schema.parse(data) as object,
    ...(options.id ? { id: options.id } : {}),
    ...(options.priority !== undefined ? { priority: options.priority } : {}),
    ...(options.startAfter ? { startAfter: options.startAfter.toISOString() } : {}),
    ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
    ...(options.singletonSeconds ? { singletonSeconds: options.singletonSeconds } : {}),
  }));
  await ensureQueue(job);
  const boss = await getBoss();
  const insert = () => boss.insert(job.name, jobs, { db: bossDb(db) });
  const notify = () => db.execute(sql`select pg_notify(${WAKE_CHANNEL}, ${job.name})`);
  if ("rollback" in db) {
    // In a transaction the two share one round trip, and the NOTIFY goes out at commit.
    await Promise.all([insert(), notify()]);
  } else {
    // On the pool they would run on two connections: the wake must follow the insert.
    await insert();
    await notify();
  }
}

/** One job; see enqueueMany. */
export function enqueue<S extends z.ZodType>(
  db: DbOrTx,
  job: JobQueue<S>,
  data: z.input<S>,
  options: EnqueueOptions = {},
): Promise<void> {
  return enqueueMany(db, job, [{ data, options }]);
}

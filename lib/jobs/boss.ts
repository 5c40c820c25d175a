import { type SQL, sql } from "drizzle-orm";
import PgBoss from "pg-boss";
import type { z } from "zod";
import type { DbOrTx } from "@/db/client";
import { logger } from "@/lib/logger";
import type { JobDefinition } from "./define-job";

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
      // Expired jobs (their process died) are found and retried at this pace.
      maintenanceIntervalSeconds: 15,
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
    await boss.start();
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
  await boss?.stop({ graceful: false, close: true, wait: true });
}

const holderChain = globalThis as unknown as { __leadwiseQueueChain?: Promise<unknown> };

/**
 * Creates the job's queue once per process, and keeps its options in line with the code.
 * Creating a queue attaches a partition to pg-boss's job table; two at once deadlock, so this
 * process creates them one after another, and retries when another process collides.
 */
export function ensureQueue(job: JobDefinition): Promise<void> {
  holder.__leadwiseQueues ??= new Map();
  const queues = holder.__leadwiseQueues;
  let ready = queues.get(job.name);
  if (!ready) {
    const previous = holderChain.__leadwiseQueueChain ?? Promise.resolve();
    ready = previous
      .catch(() => {})
      .then(async () => {
        const boss = await getBoss();
        const options = { name: job.name, ...job.queue };
        for (let attempt = 1; ; attempt++) {
          try {
            await boss.createQueue(job.name, options);
            await boss.updateQueue(job.name, options);
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

/**
 * pg-boss's queries run through the caller's Drizzle handle, so a job is inserted inside the
 * caller's transaction and exists exactly when the rows it is about exist. pg-boss writes
 * positional `$n` parameters; they are rebuilt as Drizzle parameters.
 */
function bossDb(db: DbOrTx): PgBoss.Db {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const chunks: SQL[] = [];
      let last = 0;
      for (const m of text.matchAll(/\$(\d+)/g)) {
        chunks.push(sql.raw(text.slice(last, m.index)));
        const value = values[Number(m[1]) - 1];
        const encoded =
          value !== null && typeof value === "object" && !(value instanceof Date)
            ? JSON.stringify(value)
            : value;
        chunks.push(sql`${encoded ?? null}`);
        last = m.index + m[0].length;
      }
      chunks.push(sql.raw(text.slice(last)));
      const rows = await db.execute(sql.join(chunks));
      return { rows: [...rows] };
    },
  };
}

export interface EnqueueOptions {
  /** The job's id (a UUID), when the caller records it on its rows. */
  id?: string;
  /** Higher runs first; see lib/enrichment/submit.ts for how enrichment uses it. */
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
  job: JobDefinition<S>,
  items: { data: z.input<S>; options?: EnqueueOptions }[],
): Promise<void> {
  if (items.length === 0) return;
  const jobs: PgBoss.JobInsert[] = items.map(({ data, options = {} }) => ({
    name: job.name,
    data: job.schema.parse(data) as object,
    ...(options.id ? { id: options.id } : {}),
    ...(options.priority !== undefined ? { priority: options.priority } : {}),
    ...(options.startAfter ? { startAfter: options.startAfter.toISOString() } : {}),
    ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
    ...(options.singletonSeconds ? { singletonSeconds: options.singletonSeconds } : {}),
  }));
  await ensureQueue(job);
  const boss = await getBoss();
  const insert = () => boss.insert(jobs, { db: bossDb(db) });
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
  job: JobDefinition<S>,
  data: z.input<S>,
  options: EnqueueOptions = {},
): Promise<void> {
  return enqueueMany(db, job, [{ data, options }]);
}

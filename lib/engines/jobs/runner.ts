import type { JobWithMetadata, PgBoss } from "pg-boss";
import { logger } from "@/lib/core/logger";
import { coalescer } from "./coalesce";
import type { JobDefinition } from "./define-job";
import { workerId } from "./presence";

const DEFAULT_CONCURRENCY = 8;
const DEFAULT_BATCH_SIZE = 32;
/** The longest a queue pauses between fetches that fail. */
const MAX_PAUSE_MS = 10_000;

type Job = JobWithMetadata<unknown>;

/**
 * Runs one queue's jobs in this process: keeps up to `concurrency` jobs (or batches, for jobs
 * with `handleBatch`) in flight, fetching as slots free up rather than batch by batch
 * (pg-boss's own `work()` waits for a whole batch), and sleeps between polls unless woken by
 * a NOTIFY from an enqueue or by a finished job.
 */
export class QueueRunner {
  private inFlight = 0;
  private running = new Set<Promise<void>>();
  private stopping = false;
  private loopDone: Promise<void> | undefined;
  private wakeUp: (() => void) | undefined;
  private woken = false;
  private backlog = false;
  private failedFetches = 0;
  private readonly concurrency: number;
  private readonly fetchSize: number;
  /** Jobs finishing together are marked complete in one statement. */
  private readonly complete: (jobId: string) => Promise<undefined>;

  constructor(
    private readonly boss: PgBoss,
    private readonly job: JobDefinition,
    private readonly pollMs: number,
  ) {
    this.concurrency = job.concurrency ?? DEFAULT_CONCURRENCY;
    this.fetchSize = job.handleBatch ? (job.batchSize ?? DEFAULT_BATCH_SIZE) : 1;
    this.complete = coalescer(async (ids: string[]) => {
      await this.boss.complete(this.job.name, ids);
      return ids.map(() => undefined);
    });
  }

  start(): void {
    this.loopDone = this.loop();
  }

  /** Look for jobs now instead of at the next poll. */
  wake(): void {
    this.woken = true;
    this.wakeUp?.();
  }

  async stop(): Promise<void> {
    this.stopping = true;
    this.wake();
    await this.loopDone;
    await Promise.allSettled([...this.running]);
  }

  private async loop(): Promise<void> {
    while (!this.stopping) {
      this.woken = false;
      const free = this.concurrency - this.inFlight;
      if (free > 0) {
        const want = this.job.handleBatch ? this.fetchSize : free;
        let jobs: Job[] = [];
        try {
          jobs = await this.boss.fetch(this.job.name, { batchSize: want, includeMetadata: true });
          this.failedFetches = 0;
        } catch (err) {
          // The database is likely gone: the queue pauses, longer each time, rather than
          // hammering it and the log twice a second.
          this.failedFetches++;
          if (this.failedFetches === 1)
            logger.error({ err, queue: this.job.name }, "job fetch failed");
          await this.sleep(Math.min(this.pollMs * 2 ** this.failedFetches, MAX_PAUSE_MS));
          continue;
        }
        this.backlog = jobs.length === want;
        if (jobs.length > 0) {
          if (this.job.handleBatch) this.launch(this.runBatch(jobs));
          else for (const job of jobs) this.launch(this.run(job));
        }
        if (this.backlog || this.woken) continue;
      }
      if (this.stopping || this.woken) continue;
      await this.sleep(this.pollMs);
    }
  }

  /** Waits `ms`, or less when woken (a stop wakes it too). */
  private async sleep(ms: number): Promise<void> {
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      this.wakeUp = () => {
        clearTimeout(timer);
        resolve();
      };
    });
    this.wakeUp = undefined;
  }

  private launch(work: Promise<void>): void {
    this.inFlight++;
    const run = work.finally(() => {
      this.inFlight--;
      this.running.delete(run);
      // A freed slot matters only when jobs may be waiting; otherwise the poll finds them.
      if (this.backlog) this.wake();
    });
    this.running.add(run);
  }

  /** Splits off jobs whose payload fails the schema: they fail the same way every time. */
  private async valid(jobs: Job[]): Promise<{ job: Job; data: unknown }[]> {
    const out: { job: Job; data: unknown }[] = [];
    for (const job of jobs) {
      const parsed = this.job.schema.safeParse(job.data);
      if (parsed.success) {
        out.push({ job, data: parsed.data });
        continue;
      }
      logger.error(
        { queue: this.job.name, jobId: job.id, issues: parsed.error.issues },
        "job payload fails its schema; cancelled, not retried",
      );
      await this.boss
        .cancel(this.job.name, job.id)
        .catch((err) => logger.error({ err, jobId: job.id }, "cancel failed"));
    }
    return out;
  }

  private async failed(job: Job, data: unknown, err: unknown): Promise<void> {
    const log = logger.child({ queue: this.job.name, jobId: job.id });
    const final = job.retryCount >= job.retryLimit;
    log.error({ err, retryCount: job.retryCount, final }, "job failed");
    if (final && this.job.onFailed) {
      const context = {
        jobId: job.id,
        retryCount: job.retryCount,
        retryLimit: job.retryLimit,
        workerId: workerId(),
        log,
      };
      await this.job
        .onFailed(data, err, context)
        .catch((e) => log.error({ err: e }, "onFailed failed"));
    }
    const message = err instanceof Error ? err.message : String(err);
    await this.boss
      .fail(this.job.name, job.id, { message })
      .catch((e) => log.error({ err: e }, "could not mark the job failed"));
  }

  private async run(job: Job): Promise<void> {
    const [item] = await this.valid([job]);
    if (!item) return;
    const log = logger.child({ queue: this.job.name, jobId: job.id });
    try {
      await this.job.handle(item.data, {
        jobId: job.id,
        retryCount: job.retryCount,
        retryLimit: job.retryLimit,
        workerId: workerId(),
        log,
      });
      await this.complete(job.id);
    } catch (err) {
      await this.failed(job, item.data, err);
    }
  }

  private async runBatch(jobs: Job[]): Promise<void> {
    const items = await this.valid(jobs);
    if (items.length === 0 || !this.job.handleBatch) return;
    const log = logger.child({ queue: this.job.name, batch: items.length });
    try {
      await this.job.handleBatch(
        items.map(({ job, data }) => ({ data, jobId: job.id })),
        {
          retryCount: Math.max(...items.map(({ job }) => job.retryCount)),
          retryLimit: Math.min(...items.map(({ job }) => job.retryLimit)),
          workerId: workerId(),
          log,
        },
      );
      await this.boss.complete(
        this.job.name,
        items.map(({ job }) => job.id),
      );
    } catch (err) {
      for (const { job, data } of items) await this.failed(job, data, err);
    }
  }
}

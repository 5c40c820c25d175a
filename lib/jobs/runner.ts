import type PgBoss from "pg-boss";
import { logger } from "@/lib/logger";
import type { JobDefinition } from "./define-job";
import { workerId } from "./presence";

const DEFAULT_CONCURRENCY = 8;

/**
 * Runs one queue's jobs in this process: keeps up to `concurrency` jobs in flight, fetching as
 * slots free up rather than batch by batch (pg-boss's own `work()` waits for a whole batch), and
 * sleeps between polls unless woken by a NOTIFY from an enqueue or by a finished job.
 */
export class QueueRunner {
  private inFlight = 0;
  private running = new Set<Promise<void>>();
  private stopping = false;
  private loopDone: Promise<void> | undefined;
  private wakeUp: (() => void) | undefined;
  private woken = false;
  private backlog = false;
  private readonly concurrency: number;

  constructor(
    private readonly boss: PgBoss,
    private readonly job: JobDefinition,
    private readonly pollMs: number,
  ) {
    this.concurrency = job.concurrency ?? DEFAULT_CONCURRENCY;
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
        let jobs: PgBoss.JobWithMetadata<unknown>[] = [];
        try {
          jobs = await this.boss.fetch(this.job.name, { batchSize: free, includeMetadata: true });
        } catch (err) {
          logger.error({ err, queue: this.job.name }, "job fetch failed");
        }
        this.backlog = jobs.length === free;
        for (const job of jobs) this.launch(job);
        if (this.backlog || this.woken) continue;
      }
      if (this.stopping || this.woken) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, this.pollMs);
        this.wakeUp = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wakeUp = undefined;
    }
  }

  private launch(job: PgBoss.JobWithMetadata<unknown>): void {
    this.inFlight++;
    const run = this.run(job).finally(() => {
      this.inFlight--;
      this.running.delete(run);
      // A freed slot matters only when jobs may be waiting; otherwise the poll finds them.
      if (this.backlog) this.wake();
    });
    this.running.add(run);
  }

  private async run(job: PgBoss.JobWithMetadata<unknown>): Promise<void> {
    const name = this.job.name;
    const log = logger.child({ queue: name, jobId: job.id });
    const parsed = this.job.schema.safeParse(job.data);
    if (!parsed.success) {
      // A payload that fails its schema will fail the same way every time: not retried.
      log.error({ issues: parsed.error.issues }, "job payload fails its schema; cancelled");
      await this.boss.cancel(name, job.id).catch((err) => log.error({ err }, "cancel failed"));
      return;
    }
    const context = {
      jobId: job.id,
      retryCount: job.retryCount,
      retryLimit: job.retryLimit,
      workerId: workerId(),
      log,
    };
    try {
      await this.job.handle(parsed.data, context);
      await this.boss.complete(name, job.id);
    } catch (err) {
      const final = job.retryCount >= job.retryLimit;
      log.error({ err, retryCount: job.retryCount, final }, "job failed");
      if (final && this.job.onFailed) {
        await this.job
          .onFailed(parsed.data, err, context)
          .catch((e) => log.error({ err: e }, "onFailed failed"));
      }
      const message = err instanceof Error ? err.message : String(err);
      await this.boss
        .fail(name, job.id, { message })
        .catch((e) => log.error({ err: e }, "could not mark the job failed"));
    }
  }
}

import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { type Db, getDb } from "@/db/client";
import { enrichmentRequests } from "@/db/schema";
import { type Clock, systemClock } from "@/lib/core/clock";
import { arrayParam } from "@/lib/core/sql/array-params";
import { type BatchItem, defineJob, type JobContext } from "@/lib/engines/jobs/define-job";
import { workerAlive, workerId } from "@/lib/engines/jobs/presence";
import { emitEvent } from "@/lib/engines/webhooks/emit-event";
import { sendClaimed } from "@/lib/engines/webhooks/inline-delivery";
import type { Claimed } from "@/lib/engines/webhooks/outbox";
import { build } from "./build";
import {
  enqueueRequests,
  enrichmentQueue,
  LEASE_SECONDS,
  type Payload,
  PRIORITY,
  requestIdsOf,
} from "./enrichment-queue";
import { finish } from "./finish";
import { claim, claimParked, type Doorbell, handOverSlots, release } from "./slots";
import type { RequestRow } from "./stored-result";

/*
 * Processing of enrichment requests. The request row is the state; the pg-boss job is a
 * doorbell. A job claims its requests within their accounts' processing slots (slots.ts).
 *
 * Workers take jobs in batches: a batch's requests are claimed together, then resolved
 * (build.ts), paid for and stored (finish.ts) in runs of up to PROFILES_PER_RUN profiles, oldest
 * first, a few queries and one commit for each run. Worker transactions commit without waiting
 * for the WAL flush (`relaxedCommit`); submissions, which answer the client, keep the durable
 * commit, and so does a run whose webhooks the worker sends itself right after.
 */

/** Rounds of parked requests a worker takes on after a batch before it hands them over. */
const CONTINUE_ROUNDS = 8;

/**
 * Profiles a worker resolves, stores and delivers in one go. A batch of jobs can claim dozens
 * of bulks (hundreds of profiles): done as one lot, every request of it would wait for the
 * last; in runs of this size, in the order claimed, the first are delivered while the rest are
 * still being worked on. A run still costs only a few statements per hundred profiles.
 */
export const PROFILES_PER_RUN = 100;

/** `requests` in order, split into runs of at most `max` profiles (a request is never split). */
export function runsOf(requests: RequestRow[], max: number): RequestRow[][] {
  const runs: RequestRow[][] = [];
  let run: RequestRow[] = [];
  let profiles = 0;
  for (const request of requests) {
    const n = (request.inputs as unknown[]).length;
    if (run.length > 0 && profiles + n > max) {
      runs.push(run);
      run = [];
      profiles = 0;
    }
    run.push(request);
    profiles += n;
  }
  if (run.length > 0) runs.push(run);
  return runs;
}

type Job = Pick<JobContext, "workerId" | "log">;

/**
 * The requests this process is working on right now. A run that fails because the database
 * died cannot give its requests back (the database is gone), and its worker lives on: the
 * recovery sweep gives back what this process holds but no longer works on, once the database
 * answers again, instead of leaving it to the lease (minutes).
 */
const inFlight = new Set<string>();

/** Processes claimed requests run by run; on an error, gives back the rest for the job's retry. */
async function processRuns(db: Db, claimed: RequestRow[], job: Job, clock: Clock) {
  for (const r of claimed) inFlight.add(r.id);
  try {
    await processEachRun(db, claimed, job, clock);
  } finally {
    for (const r of claimed) inFlight.delete(r.id);
  }
}

async function processEachRun(db: Db, claimed: RequestRow[], job: Job, clock: Clock) {
  const runs = runsOf(claimed, PROFILES_PER_RUN);
  for (const [i, run] of runs.entries()) {
    try {
      await processClaimed(db, run, job, clock);
    } catch (err) {
      // This run's requests and every later run's go back, for the job's retry.
      await release(
        db,
        runs
          .slice(i)
          .flat()
          .map((r) => r.id),
        job.workerId,
      ).catch((e) => job.log.error({ err: e }, "could not release the requests"));
      throw err;
    }
  }
}

/**
 * Processes a batch of requests end to end; safe to run any number of times for the same
 * requests. Then, while the batch's accounts have parked requests and free slots, goes on with
 * those (a few rounds), so a backlog waiting for slots flows without a job per request; what
 * is left is handed over with new jobs.
 */
export async function processEnrichments(
  db: Db,
  bells: Doorbell[],
  job: Job,
  clock: Clock = systemClock,
): Promise<void> {
  let claimed = await claim(db, bells, job.workerId);
  const accounts = new Set<string>();
  for (let round = 0; claimed.length > 0; round++) {
    await processRuns(db, claimed, job, clock);
    const mine = [...new Set(claimed.map((r) => r.accountId))];
    for (const accountId of mine) accounts.add(accountId);
    if (round + 1 >= CONTINUE_ROUNDS) break;
    claimed = (
      await Promise.all(mine.map((accountId) => claimParked(db, accountId, job.workerId)))
    ).flat();
  }
  for (const accountId of accounts) await handOverSlots(db, accountId);
}

async function processClaimed(
  db: Db,
  claimed: RequestRow[],
  job: Job,
  clock: Clock,
): Promise<void> {
  const deliveries: Claimed[] = [];
  const finished = await finish(
    db,
    claimed,
    await build(db, claimed),
    job.workerId,
    clock,
    deliveries,
  );
  // Committed: the first attempts go out now, without a job each.
  sendClaimed(db, deliveries, job.log);
  if (finished.length < claimed.length) {
    job.log.warn(
      { lost: claimed.length - finished.length },
      "requests taken over by another worker",
    );
  }
}

/** After the last retry: the request failed for good (no webhook; polling shows the error). */
export async function markFailed(db: Db, requestId: string, error: unknown): Promise<void> {
  const message = error instanceof Error ? error.message : String(error);
  const row = await db.transaction(async (tx) => {
    const [failed] = await tx
      .update(enrichmentRequests)
      .set({
        status: "failed",
        error: `Processing failed: ${message}`.slice(0, 1000),
        completedAt: sql`now()`,
        workerId: null,
        leaseUntil: null,
      })
      .where(
        and(
          eq(enrichmentRequests.id, requestId),
          sql`${enrichmentRequests.status} in ('pending', 'processing')`,
        ),
      )
      .returning({ accountId: enrichmentRequests.accountId, kind: enrichmentRequests.kind });
    if (failed) {
      await emitEvent(tx, failed.accountId, "enrichment.completed", {
        requestId,
        kind: failed.kind,
        status: "failed",
        found: 0,
      });
    }
    return failed;
  });
  if (row) await handOverSlots(db, row.accountId);
}

export const enrichmentJob = defineJob({
  ...enrichmentQueue,
  batchSize: 8,
  concurrency: 4,
  handle: (data, job) =>
    processEnrichments(
      getDb(),
      requestIdsOf(data).map((requestId) => ({ requestId, jobId: job.jobId })),
      job,
    ),
  handleBatch: (items: BatchItem<Payload>[], job) =>
    processEnrichments(
      getDb(),
      items.flatMap((i) =>
        requestIdsOf(i.data).map((requestId) => ({ requestId, jobId: i.jobId })),
      ),
      job,
    ),
  onFailed: async (data, error) => {
    for (const requestId of requestIdsOf(data)) await markFailed(getDb(), requestId, error);
  },
});

/**
 * Work abandoned by dead processes, found from the rows: requests held by a worker that is
 * gone (or past its lease), and pending requests whose job is lost or stuck active in a
 * runner that died between fetching and claiming it. Both get a new job. Then parked requests
 * of accounts with free slots are handed those slots.
 */
export async function recoverEnrichment(
  db: Db,
  options: { orphanAfterSeconds?: number } = {},
): Promise<number> {
  const orphanAfter = options.orphanAfterSeconds ?? 10;
  const me = workerId();
  const busy = [...inFlight];
  const requeued = await db.transaction(async (tx) => {
    const jobId = randomUUID();
    // Held by a worker that is gone or past its lease, or by this process but no longer
    // worked on here (a run that failed while the database was down could not give them back).
    const abandoned = await tx.execute<{ id: string }>(sql`
      update enrichment_requests
      set status = 'pending', worker_id = null, lease_until = null, parked = false,
        job_id = ${jobId}
      where id in (
        select id from enrichment_requests
        where status = 'processing'
          and (lease_until <= now() or not ${workerAlive(sql`worker_id`)}
            or (worker_id = ${me} and not (id = any(${arrayParam(busy, "text")}))
              -- claimed over orphanAfter ago: not one whose run is only starting
              and lease_until < now() + make_interval(secs => ${LEASE_SECONDS - orphanAfter})))
        limit 500 for update skip locked)
      returning id`);
    const orphaned = await tx.execute<{ id: string }>(sql`
      update enrichment_requests set job_id = ${jobId}
      where id in (
        select r.id from enrichment_requests r
        left join pgboss.job j on j.name = ${enrichmentQueue.name} and j.id = r.job_id::uuid
        where r.status = 'pending' and not r.parked
          and r.created_at < now() - make_interval(secs => ${orphanAfter})
          and (j.id is null or j.state in ('completed', 'cancelled', 'failed')
            or (j.state = 'active' and j.started_on < now() - make_interval(secs => ${orphanAfter})))
        limit 500 for update of r skip locked)
      returning id`);
    const all = [...abandoned, ...orphaned].map((row) => row.id);
    await enqueueRequests(tx, all, jobId, PRIORITY.handedOver);
    return all.length;
  });
  const accounts = await db.execute<{ account_id: string }>(sql`
    select distinct account_id from enrichment_requests where status = 'pending' and parked`);
  for (const { account_id } of accounts) await handOverSlots(db, account_id);
  return requeued;
}

import { randomUUID } from "node:crypto";
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "@/db/client";
import { enrichmentRequests } from "@/db/schema";
import { arrayParam, inText } from "@/lib/core/sql/array-params";
import { workerAlive } from "@/lib/engines/jobs/presence";
import { enqueueRequests, LEASE_SECONDS, PRIORITY } from "./enrichment-queue";
import type { RequestRow } from "./stored-result";

/*
 * Each account has `accounts.concurrency` processing slots: a job whose account has none free
 * parks its request, and every request that finishes hands a free slot to the oldest parked
 * one. Claims and hand-overs of one account are serialized by an advisory lock, so the cap
 * holds however many workers run; one account's backlog therefore never occupies more than its
 * share of the workers, and other accounts' requests keep flowing.
 */

const SLOT_LOCK_SEED = 7_272;

/** Parked requests a worker takes on after a batch, per round (see processEnrichments). */
export const CONTINUE_BATCH = 32;

/**
 * Worker transactions commit without waiting for the WAL flush: a crash loses the transaction
 * whole, the request stays held by its dead worker, and recovery processes it again, paying once.
 */
export const relaxedCommit = sql`set local synchronous_commit = off`;

export interface Doorbell {
  requestId: string;
  jobId: string;
}

function lockAccountSlots(accountId: SQL | string): SQL {
  return sql`pg_advisory_xact_lock(hashtextextended(${accountId}, ${SLOT_LOCK_SEED}))`;
}

/** Requests of the account held right now by a live worker. */
function busySlots(accountId: SQL): SQL {
  return sql`(select count(*)::int from enrichment_requests x
    where x.account_id = ${accountId} and x.status = 'processing'
      and x.lease_until > now() and ${workerAlive(sql`x.worker_id`)})`;
}

/** What claiming a request for this worker's attempt sets (`claim`, `claimParked`). */
function claimedBy(workerId: string) {
  return {
    status: "processing" as const,
    parked: false,
    workerId,
    leaseUntil: sql`now() + make_interval(secs => ${LEASE_SECONDS})`,
    attempts: sql`${enrichmentRequests.attempts} + 1`,
    startedAt: sql`coalesce(${enrichmentRequests.startedAt}, now())`,
  };
}

/**
 * The ids of the account's oldest parked requests, as many as it has free slots (at most
 * `max`). Callers hold the account's slot lock.
 */
function parkedForFreeSlots(accountId: string, max?: number): SQL {
  const free = sql`greatest(0, a.concurrency - ${busySlots(sql`a.id`)})`;
  return sql`select id from enrichment_requests
    where account_id = ${accountId} and status = 'pending' and parked
    order by created_at
    limit (select ${max === undefined ? free : sql`least(${max}, ${free})`}
           from accounts a where a.id = ${accountId})`;
}

type Candidate = {
  id: string;
  account_id: string;
  claimable: boolean;
  busy: number;
  concurrency: number;
};

/** Locks the batch's accounts' slots and reads its requests with their accounts' free slots. */
async function lockCandidates(tx: DbOrTx, ids: string[]): Promise<Candidate[]> {
  // Sent together, run in order: every account of the batch is locked (in one fixed order,
  // so workers cannot deadlock) before the slots are counted.
  const [, , candidates] = await Promise.all([
    tx.execute(relaxedCommit),
    tx.execute(sql`
      select ${lockAccountSlots(sql`account_id`)} from (
        select distinct account_id from enrichment_requests
        where id ${inText(ids)} and status in ('pending', 'processing')
        order by account_id) a`),
    tx.execute<Candidate>(sql`
      select r.id, r.account_id,
        (r.status = 'pending' or r.lease_until <= now() or not ${workerAlive(sql`r.worker_id`)})
          as claimable,
        b.busy, a.concurrency
      from enrichment_requests r
      join accounts a on a.id = r.account_id
      join lateral (select ${busySlots(sql`a.id`)} as busy) b on true
      where r.id ${inText(ids)} and r.status in ('pending', 'processing')
      order by r.created_at, r.id`),
  ]);
  return candidates;
}

/** The candidates split, oldest first per account, into those with a free slot and the rest. */
function takeOrPark(candidates: Candidate[]): { take: string[]; park: string[] } {
  const free = new Map<string, number>();
  const take: string[] = [];
  const park: string[] = [];
  for (const c of candidates) {
    if (!c.claimable) continue;
    const left = free.get(c.account_id) ?? c.concurrency - c.busy;
    if (left > 0) take.push(c.id);
    else park.push(c.id);
    free.set(c.account_id, left - 1);
  }
  return { take, park };
}

/**
 * Takes processing slots for the requests of a batch, oldest first per account, parking those
 * whose account has none free. Returns the requests claimed for this worker.
 */
export async function claim(db: Db, bells: Doorbell[], workerId: string): Promise<RequestRow[]> {
  return db.transaction(async (tx) => {
    const { take, park } = takeOrPark(
      await lockCandidates(
        tx,
        bells.map((b) => b.requestId),
      ),
    );
    const jobOf = new Map(bells.map((b) => [b.requestId, b.jobId]));
    const values = (chosen: string[]) =>
      sql`unnest(${arrayParam(chosen, "text")}, ${arrayParam(
        chosen.map((id) => jobOf.get(id) ?? null),
        "text",
      )}) as v(id, job_id)`;
    const parking =
      park.length > 0
        ? tx
            .update(enrichmentRequests)
            .set({
              status: "pending",
              parked: true,
              workerId: null,
              leaseUntil: null,
              jobId: sql`v.job_id`,
            })
            .from(values(park))
            .where(sql`${enrichmentRequests.id} = v.id`)
        : undefined;
    if (take.length === 0) {
      await parking;
      return [];
    }
    const [, claimed]: [unknown, RequestRow[]] = await Promise.all([
      parking,
      tx
        .update(enrichmentRequests)
        .set({ ...claimedBy(workerId), jobId: sql`v.job_id` })
        .from(values(take))
        .where(sql`${enrichmentRequests.id} = v.id`)
        .returning(),
    ]);
    // Oldest first, as chosen (RETURNING gives the rows in whatever order it updated them).
    const rank = new Map(take.map((id, i) => [id, i]));
    return claimed.sort((x, y) => (rank.get(x.id) ?? 0) - (rank.get(y.id) ?? 0));
  });
}

/**
 * Takes the account's free slots for its oldest parked requests, for this worker to process
 * at once (no job each: the rows are the state, and a worker that dies holding them leaves
 * them to the recovery sweep like any claimed request).
 */
export async function claimParked(
  db: Db,
  accountId: string,
  workerId: string,
): Promise<RequestRow[]> {
  return db.transaction(async (tx) => {
    const [, , claimed] = await Promise.all([
      tx.execute(relaxedCommit),
      tx.execute(sql`select ${lockAccountSlots(accountId)}`),
      tx
        .update(enrichmentRequests)
        .set(claimedBy(workerId))
        .where(sql`${enrichmentRequests.id} in (${parkedForFreeSlots(accountId, CONTINUE_BATCH)})`)
        .returning(),
    ]);
    return claimed.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  });
}

/** Gives requests back after an error, for their jobs' retries. */
export async function release(db: Db, requestIds: string[], workerId: string): Promise<void> {
  await db
    .update(enrichmentRequests)
    .set({ status: "pending", workerId: null, leaseUntil: null })
    .where(
      and(
        sql`${enrichmentRequests.id} ${inText(requestIds)}`,
        eq(enrichmentRequests.status, "processing"),
        eq(enrichmentRequests.workerId, workerId),
      ),
    );
}

/**
 * Hands the account's free processing slots to its oldest parked requests (new jobs, in the
 * same transaction). Called after requests finish; cheap when nothing is parked.
 */
export async function handOverSlots(db: Db, accountId: string): Promise<number> {
  const [waiting] = await db
    .select({ id: enrichmentRequests.id })
    .from(enrichmentRequests)
    .where(
      and(
        eq(enrichmentRequests.accountId, accountId),
        eq(enrichmentRequests.status, "pending"),
        eq(enrichmentRequests.parked, true),
      ),
    )
    .limit(1);
  if (!waiting) return 0;
  return db.transaction(async (tx) => {
    await tx.execute(relaxedCommit);
    await tx.execute(sql`select ${lockAccountSlots(accountId)}`);
    const jobId = randomUUID();
    const rows = await tx.execute<{ id: string }>(sql`
      update enrichment_requests set parked = false, job_id = ${jobId}
      where id in (${parkedForFreeSlots(accountId)})
      returning id`);
    await enqueueRequests(
      tx,
      rows.map((row) => row.id),
      jobId,
      PRIORITY.handedOver,
    );
    return rows.length;
  });
}

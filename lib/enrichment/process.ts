import { randomUUID } from "node:crypto";
import { and, eq, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { type Db, type DbOrTx, getDb } from "@/db/client";
import { enrichmentRequests } from "@/db/schema";
import { consumeAllowance } from "@/lib/allowances/consume";
import { type Clock, systemClock } from "@/lib/clock";
import { AllowanceExceeded } from "@/lib/errors";
import { enqueue } from "@/lib/jobs/boss";
import { defineJob, type JobContext } from "@/lib/jobs/define-job";
import { workerAlive } from "@/lib/jobs/presence";
import { assembleProfile, type StoredProfile } from "@/lib/profiles/profile-rows";
import type { Profile } from "@/lib/profiles/profile-schema";
import { loadProfiles } from "@/lib/profiles/serialize";
import { deliver } from "@/lib/webhooks/deliver";
import { resolveInputs } from "./resolve";
import type { ProfileInput } from "./schemas";
import { type ContactKind, type Picked, pickContacts } from "./waterfall";

/*
 * Processing of enrichment requests. The request row is the state; the pg-boss job is a
 * doorbell. Each account has `accounts.concurrency` processing slots: a job whose account has
 * none free parks its request, and every request that finishes hands a free slot to the oldest
 * parked one. Claims and hand-overs of one account are serialized by an advisory lock, so the
 * cap holds however many workers run; one account's backlog therefore never occupies more than
 * its share of the workers, and other accounts' requests keep flowing.
 */

/** A request processing for longer than this is taken over by the recovery sweep. */
export const LEASE_SECONDS = 300;
/** Jobs of requests that had to wait for a slot go first; requests over the cap go last. */
export const PRIORITY = { handedOver: 1, normal: 0, overCap: -1 } as const;

const SLOT_LOCK_SEED = 7_272;

export type RequestRow = typeof enrichmentRequests.$inferSelect;

export interface MissingContact {
  profileId: string;
  field: ContactKind;
  reason: AllowanceExceeded["reason"];
}

/** What `enrichment_requests.result` holds once a request succeeded. */
export interface StoredResult {
  data: Profile[];
  missing: MissingContact[];
  notFound: ProfileInput[];
  /** Profile id → field → the source it came from (contacts: the waterfall's pick). */
  provenance: Record<string, Record<string, string>>;
}

function lockAccountSlots(accountId: SQL | string): SQL {
  return sql`pg_advisory_xact_lock(hashtextextended(${accountId}, ${SLOT_LOCK_SEED}))`;
}

/** Requests of the account held right now by a live worker, other than `except`. */
function busySlots(accountId: SQL, except?: SQL): SQL {
  return sql`(select count(*)::int from enrichment_requests x
    where x.account_id = ${accountId} and x.status = 'processing'
      ${except ? sql`and x.id <> ${except}` : sql``}
      and x.lease_until > now() and ${workerAlive(sql`x.worker_id`)})`;
}

/**
 * Takes a processing slot of the request's account for this worker, or parks the request when
 * the account has none free. Returns the request when claimed.
 */
async function claim(
  db: Db,
  requestId: string,
  job: Pick<JobContext, "workerId" | "jobId">,
): Promise<RequestRow | undefined> {
  return db.transaction(async (tx) => {
    const locked = await tx.execute<{ account_id: string }>(sql`
      select account_id, ${lockAccountSlots(sql`account_id`)}
      from enrichment_requests where id = ${requestId} and status in ('pending', 'processing')`);
    if (locked.length === 0) return undefined;
    const [state] = await tx.execute<{ claimable: boolean; busy: number; concurrency: number }>(sql`
      select
        (r.status = 'pending' or r.lease_until <= now() or not ${workerAlive(sql`r.worker_id`)})
          as claimable,
        ${busySlots(sql`r.account_id`, sql`r.id`)} as busy,
        a.concurrency
      from enrichment_requests r join accounts a on a.id = r.account_id
      where r.id = ${requestId}`);
    if (!state?.claimable) return undefined;
    if (state.busy >= state.concurrency) {
      await tx
        .update(enrichmentRequests)
        .set({
          status: "pending",
          parked: true,
          workerId: null,
          leaseUntil: null,
          jobId: job.jobId,
        })
        .where(eq(enrichmentRequests.id, requestId));
      return undefined;
    }
    const [claimed] = await tx
      .update(enrichmentRequests)
      .set({
        status: "processing",
        parked: false,
        workerId: job.workerId,
        jobId: job.jobId,
        leaseUntil: sql`now() + make_interval(secs => ${LEASE_SECONDS})`,
        attempts: sql`${enrichmentRequests.attempts} + 1`,
        startedAt: sql`coalesce(${enrichmentRequests.startedAt}, now())`,
      })
      .where(eq(enrichmentRequests.id, requestId))
      .returning();
    return claimed;
  });
}

interface Built {
  profiles: Profile[];
  picked: Map<string, Partial<Record<ContactKind, Picked>>>;
  notFound: ProfileInput[];
  provenance: Record<string, Record<string, string>>;
}

/** Resolves the inputs, loads the profiles and picks their contacts: reads only. */
async function build(db: DbOrTx, request: RequestRow): Promise<Built> {
  const inputs = request.inputs as ProfileInput[];
  const ids = await resolveInputs(db, inputs);
  const notFound = inputs.filter((_, i) => ids[i] === null);
  const unique = [...new Set(ids.filter((id): id is string => id !== null))];
  const kinds: ContactKind[] = [];
  if (request.includeEmail) kinds.push("email");
  if (request.includeMobile) kinds.push("mobile");
  const [loaded, picked, sources] = await Promise.all([
    loadProfiles(db, unique, { email: false, mobile: false }),
    pickContacts(db, unique, kinds),
    unique.length
      ? db.execute<{ id: string; provenance: Record<string, string> }>(
          sql`select id, provenance from profiles where id in (${sql.join(
            unique.map((id) => sql`${id}`),
            sql`, `,
          )})`,
        )
      : Promise.resolve([]),
  ]);
  const byId = new Map(loaded.map((p) => [p.id, p]));
  const profiles = unique.flatMap((id) => byId.get(id) ?? []);
  const provenance: Record<string, Record<string, string>> = {};
  for (const row of sources) provenance[row.id] = { ...row.provenance };
  return { profiles, picked, notFound, provenance };
}

/**
 * Pays for and attaches the contacts, stores the result and queues the webhook, in one
 * transaction that first checks this worker still holds the request: a request taken over by
 * another worker is never paid for twice. A profile whose contacts the counter cannot pay is
 * delivered without them and listed in `missing`. Returns false when the request was lost.
 */
async function finish(
  db: Db,
  request: RequestRow,
  built: Built,
  workerId: string,
  clock: Clock,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [owned] = await tx
      .select({ id: enrichmentRequests.id })
      .from(enrichmentRequests)
      .where(
        and(
          eq(enrichmentRequests.id, request.id),
          eq(enrichmentRequests.status, "processing"),
          eq(enrichmentRequests.workerId, workerId),
        ),
      )
      .for("update");
    if (!owned) return false;
    const ctx = { db: tx, accountId: request.accountId, clock };
    const contacts = new Map<string, Partial<Record<ContactKind, Picked>>>();
    const missing: MissingContact[] = [];
    for (const kind of ["email", "mobile"] as const) {
      const owed = built.profiles.flatMap((p) => {
        const picked = built.picked.get(p.id)?.[kind];
        return picked?.entries.length ? [{ profileId: p.id, picked }] : [];
      });
      const total = owed.reduce((n, o) => n + o.picked.entries.length, 0);
      if (total === 0) continue;
      const reason = `${kind === "email" ? "e-mail addresses" : "mobile numbers"} delivered`;
      let paidAll = true;
      try {
        await consumeAllowance(ctx, { [kind]: total }, reason, request.id);
      } catch (err) {
        if (!(err instanceof AllowanceExceeded)) throw err;
        paidAll = false;
      }
      for (const { profileId, picked } of owed) {
        if (!paidAll) {
          try {
            await consumeAllowance(ctx, { [kind]: picked.entries.length }, reason, request.id);
          } catch (err) {
            if (!(err instanceof AllowanceExceeded)) throw err;
            missing.push({ profileId, field: kind, reason: err.reason });
            continue;
          }
        }
        contacts.set(profileId, { ...contacts.get(profileId), [kind]: picked });
        const provenance = built.provenance[profileId] ?? {};
        if (picked.source) provenance[kind] = picked.source;
        built.provenance[profileId] = provenance;
      }
    }
    const data = built.profiles.map((p) => {
      const { email: _e, mobile: _m, organization, ...rest } = p;
      const paid = contacts.get(p.id);
      return assembleProfile(rest as StoredProfile, organization, {
        email: paid?.email?.entries,
        mobile: paid?.mobile?.entries,
      });
    });
    const result: StoredResult = {
      data,
      missing,
      notFound: built.notFound,
      provenance: built.provenance,
    };
    await tx
      .update(enrichmentRequests)
      .set({
        status: "success",
        result,
        completedAt: clock.now(),
        workerId: null,
        leaseUntil: null,
      })
      .where(eq(enrichmentRequests.id, request.id));
    if (request.webhookUrl) {
      await deliver(ctx, request.webhookUrl, deliveryBody(request, result), {
        requestId: request.id,
      });
    }
    return true;
  });
}

/** The body of interface spec §2.2 for an API request (api.md "Webhook delivery"). */
export function deliveryBody(
  request: Pick<RequestRow, "id" | "name" | "kind">,
  result: StoredResult,
) {
  return {
    status: "success" as const,
    name: request.name ?? request.kind,
    id: request.id,
    requestId: request.id,
    data: result.data,
    ...(result.missing.length ? { missing: result.missing } : {}),
    ...(result.notFound.length ? { notFound: result.notFound } : {}),
  };
}

/** Gives the request back after an error, for the job's retry. */
async function release(db: Db, requestId: string, workerId: string): Promise<void> {
  await db
    .update(enrichmentRequests)
    .set({ status: "pending", workerId: null, leaseUntil: null })
    .where(
      and(
        eq(enrichmentRequests.id, requestId),
        eq(enrichmentRequests.status, "processing"),
        eq(enrichmentRequests.workerId, workerId),
      ),
    );
}

/**
 * Hands the account's free processing slots to its oldest parked requests (new jobs, in the
 * same transaction). Called after each finished request; cheap when nothing is parked.
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
    await tx.execute(sql`select ${lockAccountSlots(accountId)}`);
    const rows = await tx.execute<{ id: string; job_id: string }>(sql`
      update enrichment_requests set parked = false, job_id = gen_random_uuid()::text
      where id in (
        select id from enrichment_requests
        where account_id = ${accountId} and status = 'pending' and parked
        order by created_at
        limit (select greatest(0, a.concurrency - ${busySlots(sql`a.id`)})
               from accounts a where a.id = ${accountId}))
      returning id, job_id`);
    for (const row of rows) {
      await enqueue(
        tx,
        enrichmentJob,
        { requestId: row.id },
        { id: row.job_id, priority: PRIORITY.handedOver },
      );
    }
    return rows.length;
  });
}

/** Processes one request end to end; safe to run any number of times for the same request. */
export async function processEnrichment(
  db: Db,
  requestId: string,
  job: Pick<JobContext, "workerId" | "jobId" | "log">,
  clock: Clock = systemClock,
): Promise<void> {
  const request = await claim(db, requestId, job);
  if (!request) return;
  let finished: boolean;
  try {
    finished = await finish(db, request, await build(db, request), job.workerId, clock);
  } catch (err) {
    await release(db, requestId, job.workerId).catch((e) =>
      job.log.error({ err: e, requestId }, "could not release the request"),
    );
    throw err;
  }
  if (!finished) job.log.warn({ requestId }, "request was taken over by another worker");
  await handOverSlots(db, request.accountId);
}

/** After the last retry: the request failed for good (no webhook; polling shows the error). */
export async function markFailed(db: Db, requestId: string, error: unknown): Promise<void> {
  const message = error instanceof Error ? error.message : String(error);
  const [row] = await db
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
    .returning({ accountId: enrichmentRequests.accountId });
  if (row) await handOverSlots(db, row.accountId);
}

export const enrichmentJob = defineJob({
  name: "enrichment.process",
  schema: z.strictObject({ requestId: z.string().min(1) }),
  queue: { retryLimit: 5, retryDelay: 2, retryBackoff: true, expireInSeconds: LEASE_SECONDS },
  concurrency: 16,
  handle: ({ requestId }, job) => processEnrichment(getDb(), requestId, job),
  onFailed: ({ requestId }, error) => markFailed(getDb(), requestId, error),
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
  const requeued = await db.transaction(async (tx) => {
    const abandoned = await tx.execute<{ id: string; job_id: string }>(sql`
      update enrichment_requests
      set status = 'pending', worker_id = null, lease_until = null, parked = false,
        job_id = gen_random_uuid()::text
      where id in (
        select id from enrichment_requests
        where status = 'processing'
          and (lease_until <= now() or not ${workerAlive(sql`worker_id`)})
        limit 500 for update skip locked)
      returning id, job_id`);
    const orphaned = await tx.execute<{ id: string; job_id: string }>(sql`
      update enrichment_requests set job_id = gen_random_uuid()::text
      where id in (
        select r.id from enrichment_requests r
        left join pgboss.job j on j.name = ${enrichmentJob.name} and j.id = r.job_id::uuid
        where r.status = 'pending' and not r.parked
          and r.created_at < now() - make_interval(secs => ${orphanAfter})
          and (j.id is null or j.state in ('completed', 'cancelled', 'failed')
            or (j.state = 'active' and j.started_on < now() - make_interval(secs => ${orphanAfter})))
        limit 500 for update of r skip locked)
      returning id, job_id`);
    for (const row of [...abandoned, ...orphaned]) {
      await enqueue(
        tx,
        enrichmentJob,
        { requestId: row.id },
        { id: row.job_id, priority: PRIORITY.handedOver },
      );
    }
    return abandoned.length + orphaned.length;
  });
  const accounts = await db.execute<{ account_id: string }>(sql`
    select distinct account_id from enrichment_requests where status = 'pending' and parked`);
  for (const { account_id } of accounts) await handOverSlots(db, account_id);
  return requeued;
}

export function newRequestId(): string {
  return `req_${randomUUID().replaceAll("-", "")}`;
}

import { randomUUID } from "node:crypto";
import { and, eq, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { type Db, type DbOrTx, getDb } from "@/db/client";
import { enrichmentRequests } from "@/db/schema";
import { decide, lockCounter, recordDebits } from "@/lib/allowances/debit-each";
import { type Clock, systemClock } from "@/lib/clock";
import { listedAmong } from "@/lib/do-not-contact/match";
import { enqueueMany } from "@/lib/jobs/boss";
import { type BatchItem, defineJob, type JobContext } from "@/lib/jobs/define-job";
import { workerAlive } from "@/lib/jobs/presence";
import { assembleProfile, type StoredProfile } from "@/lib/profiles/profile-rows";
import type { Profile, WithheldContact } from "@/lib/profiles/profile-schema";
import { loadProfiles } from "@/lib/profiles/serialize";
import { askProviders } from "@/lib/providers/waterfall";
import { arrayParam, inText, jsonRecords } from "@/lib/sql/array-params";
import { isWorkAddress } from "@/lib/verification/domains";
import { sendClaimed } from "@/lib/webhooks/inline";
import { type Claimed, deliverMany } from "@/lib/webhooks/outbox";
import { deliveryBody } from "./delivery-body";
import { resolveInputs } from "./resolve";
import type { ProfileInput } from "./schemas";
import type { MissingContact, RequestRow, StoredResult } from "./stored-result";
import { type ContactKind, type Picked, pickContacts } from "./waterfall";

/*
 * Processing of enrichment requests. The request row is the state; the pg-boss job is a
 * doorbell. Each account has `accounts.concurrency` processing slots: a job whose account has
 * none free parks its request, and every request that finishes hands a free slot to the oldest
 * parked one. Claims and hand-overs of one account are serialized by an advisory lock, so the
 * cap holds however many workers run; one account's backlog therefore never occupies more than
 * its share of the workers, and other accounts' requests keep flowing.
 *
 * Workers take jobs in batches: a batch's requests are claimed together, then resolved, paid
 * for and stored in runs of up to PROFILES_PER_RUN profiles, oldest first, a few queries and one
 * commit for each run. Worker transactions commit without waiting for the WAL flush
 * (synchronous_commit off): if the database crashed right after, the transaction would be lost
 * whole, the request would still be held by its (then dead) worker, and recovery would process
 * it again, paying once. Submissions, which answer the client, keep the durable commit, and so
 * does a run whose webhooks the worker sends itself right after (a webhook must not go out for
 * a result the database could still lose).
 */

/** A request processing for longer than this is taken over by the recovery sweep. */
export const LEASE_SECONDS = 300;
/** Jobs of requests that had to wait for a slot go first; requests over the cap go last. */
export const PRIORITY = { handedOver: 1, normal: 0, overCap: -1 } as const;

const SLOT_LOCK_SEED = 7_272;

/**
 * Takes the people on each request's account's do-not-contact list out of what it delivers
 * and pays for, read in the finishing transaction so an entry committed before it is honoured.
 */
async function withholdListed(
  tx: DbOrTx,
  requests: RequestRow[],
  built: Map<string, Built>,
): Promise<Map<string, WithheldContact[]>> {
  const out = new Map<string, WithheldContact[]>();
  for (const accountId of new Set(requests.map((r) => r.accountId))) {
    const own = requests.filter((r) => r.accountId === accountId);
    const ids = own.flatMap((r) => (built.get(r.id)?.profiles ?? []).map((p) => p.id));
    const listed = await listedAmong(tx, accountId, ids);
    if (listed.size === 0) continue;
    for (const r of own) {
      const b = built.get(r.id);
      if (!b) continue;
      const held = b.profiles.filter((p) => listed.has(p.id));
      if (held.length === 0) continue;
      b.profiles = b.profiles.filter((p) => !listed.has(p.id));
      for (const p of held) b.picked.delete(p.id);
      out.set(
        r.id,
        held.map((p) => ({
          profileId: p.id,
          reason: "do_not_contact" as const,
          entry: listed.get(p.id) ?? "",
        })),
      );
    }
  }
  return out;
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

const relaxedCommit = sql`set local synchronous_commit = off`;

interface Doorbell {
  requestId: string;
  jobId: string;
}

/**
 * Takes processing slots for the requests of a batch, oldest first per account, parking those
 * whose account has none free. Returns the requests claimed for this worker.
 */
async function claim(db: Db, bells: Doorbell[], workerId: string): Promise<RequestRow[]> {
  return db.transaction(async (tx) => {
    const ids = bells.map((b) => b.requestId);
    // Sent together, run in order: every account of the batch is locked (in one fixed order,
    // so workers cannot deadlock) before the slots are counted.
    const [, , candidates] = await Promise.all([
      tx.execute(relaxedCommit),
      tx.execute(sql`
        select ${lockAccountSlots(sql`account_id`)} from (
          select distinct account_id from enrichment_requests
          where id ${inText(ids)} and status in ('pending', 'processing')
          order by account_id) a`),
      tx.execute<{
        id: string;
        account_id: string;
        claimable: boolean;
        busy: number;
        concurrency: number;
      }>(sql`
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
    const jobOf = new Map(bells.map((b) => [b.requestId, b.jobId]));
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

interface Built {
  profiles: Profile[];
  picked: Map<string, Partial<Record<ContactKind, Picked>>>;
  notFound: ProfileInput[];
  provenance: Record<string, Record<string, string>>;
  sourcedAt: Record<string, Record<string, string>>;
}

/** Resolves the inputs of all the requests, loads their profiles and picks their contacts. */
async function build(db: DbOrTx, requests: RequestRow[]): Promise<Map<string, Built>> {
  const inputs = requests.map((r) => r.inputs as ProfileInput[]);
  const resolved = await resolveInputs(db, inputs.flat());
  const kinds: ContactKind[] = [];
  if (requests.some((r) => r.includeEmail)) kinds.push("email");
  if (requests.some((r) => r.includeMobile)) kinds.push("mobile");
  const all = [...new Set(resolved.filter((id): id is string => id !== null))];
  const workOnly = requests.some((r) => r.includeEmail && r.workEmailOnly);
  const [loaded, picked, pickedWork, sources] = await Promise.all([
    loadProfiles(db, all, { email: false, mobile: false }),
    pickContacts(db, all, kinds),
    workOnly ? pickContacts(db, all, ["email"], isWorkAddress) : undefined,
    all.length
      ? db.execute<{ id: string; provenance: Record<string, string>; at: string }>(
          sql`select id, provenance, updated_at as at from profiles where id ${inText(all)}`,
        )
      : Promise.resolve([]),
  ]);
  const profileById = new Map(loaded.map((p) => [p.id, p]));
  const provenanceById = new Map(sources.map((s) => [s.id, s.provenance]));
  const updatedAtById = new Map(sources.map((s) => [s.id, new Date(s.at).toISOString()]));
  const out = new Map<string, Built>();
  let at = 0;
  for (const [i, request] of requests.entries()) {
    const own = inputs[i] ?? [];
    const ids = resolved.slice(at, at + own.length);
    at += own.length;
    const unique = [...new Set(ids.filter((id): id is string => id !== null))];
    const wanted = (kind: ContactKind) =>
      kind === "email" ? request.includeEmail : request.includeMobile;
    out.set(request.id, {
      profiles: unique.flatMap((id) => profileById.get(id) ?? []),
      notFound: own.filter((_, k) => ids[k] === null),
      picked: new Map(
        unique.map((id) => {
          const byKind = { ...picked.get(id) };
          // Work e-mail only: the best source of a work address, not the best of any address.
          if (request.workEmailOnly) byKind.email = pickedWork?.get(id)?.email;
          return [
            id,
            Object.fromEntries(
              Object.entries(byKind).filter(([kind, p]) => p && wanted(kind as ContactKind)),
            ),
          ];
        }),
      ),
      provenance: Object.fromEntries(
        unique.map((id) => [id, { ...(provenanceById.get(id) ?? {}) }]),
      ),
      sourcedAt: Object.fromEntries(
        unique.map((id) => [id, { local: updatedAtById.get(id) ?? "" }]),
      ),
    });
  }
  return askProviders(db, requests, out);
}

/**
 * Pays for and attaches the contacts, stores the results and writes the webhook deliveries
 * (claimed for this worker's first attempt, into `claimed`), in one transaction that first
 * checks this worker still holds each request: a request taken over by another worker is left
 * alone, so it is never paid for twice. A profile whose contacts its counter cannot pay is
 * delivered without them and listed in `missing`. Returns the requests finished.
 */
async function finish(
  db: Db,
  requests: RequestRow[],
  built: Map<string, Built>,
  workerId: string,
  clock: Clock,
  claimed: Claimed[],
): Promise<RequestRow[]> {
  const sendsWebhooks = requests.some((r) => r.webhookUrl);
  return db.transaction(async (tx) => {
    const [, owned] = await Promise.all([
      sendsWebhooks ? undefined : tx.execute(relaxedCommit),
      tx
        .select({ id: enrichmentRequests.id })
        .from(enrichmentRequests)
        .where(
          and(
            sql`${enrichmentRequests.id} ${inText(requests.map((r) => r.id))}`,
            eq(enrichmentRequests.status, "processing"),
            eq(enrichmentRequests.workerId, workerId),
          ),
        )
        .orderBy(enrichmentRequests.id)
        .for("update"),
    ]);
    const ownedIds = new Set(owned.map((o) => o.id));
    const mine = requests.filter((r) => ownedIds.has(r.id));
    if (mine.length === 0) return [];
    const withheld = await withholdListed(tx, mine, built);

    // What each counter is asked to pay, per account, in request order.
    const owedBy = [...new Set(mine.map((r) => r.accountId))].sort().flatMap((accountId) =>
      (["email", "mobile"] as const).flatMap((kind) => {
        const owed = mine
          .filter((r) => r.accountId === accountId)
          .flatMap((r) =>
            (built.get(r.id)?.profiles ?? []).flatMap((p) => {
              const picked = built.get(r.id)?.picked.get(p.id)?.[kind];
              return picked?.entries.length ? [{ request: r, profileId: p.id, picked }] : [];
            }),
          );
        return owed.length ? [{ ctx: { db: tx, accountId, clock }, kind, owed }] : [];
      }),
    );
    // The counters' rows are locked together, in the order every debit takes them.
    const locks = await Promise.all(owedBy.map(({ ctx, kind }) => lockCounter(ctx, kind)));
    const paid = new Map<string, Partial<Record<ContactKind, Picked>>>();
    const missing = new Map<string, MissingContact[]>();
    const debits: Promise<unknown>[] = [];
    for (const [g, { ctx, kind, owed }] of owedBy.entries()) {
      const lock = locks[g];
      if (!lock) continue;
      const demands = owed.map((o) => ({ n: o.picked.entries.length, ref: o.request.id }));
      const outcomes = decide(lock, demands);
      debits.push(
        recordDebits(
          ctx,
          lock,
          demands.filter((_, i) => outcomes[i] === null),
          `${kind === "email" ? "e-mail addresses" : "mobile numbers"} delivered`,
        ),
      );
      for (const [i, o] of owed.entries()) {
        const refused = outcomes[i];
        if (refused) {
          const list = missing.get(o.request.id) ?? [];
          list.push({ profileId: o.profileId, field: kind, reason: refused.reason });
          missing.set(o.request.id, list);
          continue;
        }
        const key = `${o.request.id}\u0000${o.profileId}`;
        paid.set(key, { ...paid.get(key), [kind]: o.picked });
        const provenance = built.get(o.request.id)?.provenance;
        if (provenance && o.picked.source) {
          provenance[o.profileId] = { ...provenance[o.profileId], [kind]: o.picked.source };
        }
      }
    }

    const results = mine.map((request) => {
      const b = built.get(request.id);
      const data = (b?.profiles ?? []).map((p) => {
        const { email: _e, mobile: _m, organization, ...rest } = p;
        const contacts = paid.get(`${request.id}\u0000${p.id}`);
        return assembleProfile(rest as StoredProfile, organization, {
          email: contacts?.email?.entries,
          mobile: contacts?.mobile?.entries,
        });
      });
      const result: StoredResult = {
        data,
        missing: missing.get(request.id) ?? [],
        notFound: b?.notFound ?? [],
        ...(withheld.has(request.id) ? { withheld: withheld.get(request.id) } : {}),
        provenance: b?.provenance ?? {},
        sourcedAt: b?.sourcedAt ?? {},
      };
      return { request, result };
    });
    // Every write in one round trip.
    await Promise.all([
      ...debits,
      tx
        .update(enrichmentRequests)
        .set({
          status: "success",
          result: sql`v.result`,
          completedAt: clock.now(),
          workerId: null,
          leaseUntil: null,
        })
        .from(
          jsonRecords(
            results.map(({ request, result }) => ({ id: request.id, result })),
            "id text, result json",
          ),
        )
        // The ids again as an array: the planner cannot see how many rows json_to_recordset
        // gives, and without them it hash-joins against the whole table.
        .where(
          sql`${enrichmentRequests.id} = v.id and ${enrichmentRequests.id} ${inText(
            mine.map((r) => r.id),
          )}`,
        ),
      // A request finishes once, so no earlier delivery of it can have been refused with 410.
      deliverMany(
        tx,
        results.flatMap(({ request, result }) =>
          request.webhookUrl
            ? [
                {
                  accountId: request.accountId,
                  url: request.webhookUrl,
                  body: deliveryBody(request, result),
                  bodyRebuilt: true,
                  refs: { requestId: request.id },
                },
              ]
            : [],
        ),
        clock,
        { firstForRefs: true, claimFor: workerId, claimed },
      ),
    ]);
    return mine;
  });
}

/** Gives requests back after an error, for their jobs' retries. */
async function release(db: Db, requestIds: string[], workerId: string): Promise<void> {
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

/**
 * Takes the account's free slots for its oldest parked requests, for this worker to process
 * at once (no job each: the rows are the state, and a worker that dies holding them leaves
 * them to the recovery sweep like any claimed request).
 */
async function claimParked(db: Db, accountId: string, workerId: string): Promise<RequestRow[]> {
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

/** Parked requests a worker takes on after a batch, per round, and rounds before it hands over. */
const CONTINUE_BATCH = 32;
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

/**
 * Processes a batch of requests end to end; safe to run any number of times for the same
 * requests. Then, while the batch's accounts have parked requests and free slots, goes on with
 * those (a few rounds), so a backlog waiting for slots flows without a job per request; what
 * is left is handed over with new jobs.
 */
export async function processEnrichments(
  db: Db,
  bells: Doorbell[],
  job: Pick<JobContext, "workerId" | "log">,
  clock: Clock = systemClock,
): Promise<void> {
  let claimed = await claim(db, bells, job.workerId);
  const accounts = new Set<string>();
  for (let round = 0; claimed.length > 0; round++) {
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
  job: Pick<JobContext, "workerId" | "log">,
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

/**
 * The requests a job rings for: all those accepted together in one submission transaction (or
 * handed a slot, or recovered, together), so a burst costs a job per commit, not per request.
 * `requestId` alone is the form of jobs queued before that.
 */
const Payload = z.union([
  z.strictObject({ requestIds: z.array(z.string().min(1)).min(1) }),
  z.strictObject({ requestId: z.string().min(1) }),
]);
type Payload = z.output<typeof Payload>;

const requestIdsOf = (data: Payload): string[] =>
  "requestIds" in data ? data.requestIds : [data.requestId];

export const enrichmentJob = defineJob({
  name: "enrichment.process",
  schema: Payload,
  queue: { retryLimit: 5, retryDelay: 2, retryBackoff: true, expireInSeconds: LEASE_SECONDS },
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

/** Queues the job `jobId` for requests whose rows name it, in the caller's transaction. */
export async function enqueueRequests(
  db: DbOrTx,
  requestIds: string[],
  jobId: string,
  priority: number,
): Promise<void> {
  if (requestIds.length === 0) return;
  await enqueueMany(db, enrichmentJob, [
    { data: { requestIds }, options: { id: jobId, priority } },
  ]);
}

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
    const jobId = randomUUID();
    const abandoned = await tx.execute<{ id: string }>(sql`
      update enrichment_requests
      set status = 'pending', worker_id = null, lease_until = null, parked = false,
        job_id = ${jobId}
      where id in (
        select id from enrichment_requests
        where status = 'processing'
          and (lease_until <= now() or not ${workerAlive(sql`worker_id`)})
        limit 500 for update skip locked)
      returning id`);
    const orphaned = await tx.execute<{ id: string }>(sql`
      update enrichment_requests set job_id = ${jobId}
      where id in (
        select r.id from enrichment_requests r
        left join pgboss.job j on j.name = ${enrichmentJob.name} and j.id = r.job_id::uuid
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

export function newRequestId(): string {
  return `req_${randomUUID().replaceAll("-", "")}`;
}

import { and, asc, eq, sql } from "drizzle-orm";
import { type Db, type DbOrTx, getDb } from "@/db/client";
import { enrichmentJobRows, enrichmentJobs } from "@/db/schema";
import { type Clock, systemClock } from "@/lib/core/clock";
import { jsonRecords } from "@/lib/core/sql/array-params";
import { defineJob } from "@/lib/engines/jobs/define-job";
import { workerId as thisWorker, workerAlive } from "@/lib/engines/jobs/presence";
import type { ContactKind, Picked } from "@/lib/engines/providers/pick-contacts";
import { deliverMany } from "@/lib/engines/webhooks/outbox";
import {
  type LockedCounter,
  lockCounter,
  lockMembers,
  recordDebits,
  refusal,
} from "@/lib/features/allowances/debit-each";
import { listedAmong } from "@/lib/features/do-not-contact/dnc-match";
import { workAddressesFirst } from "@/lib/model/profiles/email-domains";
import type { Profile } from "@/lib/model/profiles/profile-schema";
import { type BuildRequest, build } from "./build";
import { type Confidence, inputOfRow } from "./file-job-input";
import { progressOf } from "./file-job-progress";
import { fileJobQueue, ringFileJob } from "./file-job-queue";
import type { FileJobMapping, ResultColumn } from "./file-job-schema";

/*
 * Running an enrichment job (docs/architecture.md "Enrichment jobs"). The job's rows are its
 * state: a chunk of pending rows is resolved outside any transaction (build.ts, as an API
 * request's profiles are), then, in one transaction that first locks the job's row, the rows
 * still pending are paid for, their results written, and the job's counts and spend moved on.
 * A worker killed before that commit leaves the rows pending for the next message; a chunk
 * built twice (a message delivered twice) finds its rows no longer pending the second time
 * and writes and charges nothing. So each row is charged once and written once.
 */

/**
 * Rows resolved and paid for in one transaction. A chunk's statements cost about the same
 * whatever its size (the job and the counters locked, the ledger and the job's row written):
 * at 250 rows the commit was nearly half of a chunk's time, and 1,000-row chunks ran a
 * 100,000-row job's chunks in 87 s against 145 s (docs/benchmarks.md). At 1,000 a
 * transaction holds the account's counters some 0.2–0.5 s on a loaded machine (its other
 * debits wait that long; other accounts' do not), and a crash loses at most 1,000 rows' build.
 */
export const CHUNK_ROWS = 1000;
/** How long one message works on a job before it rings again and lets other jobs in. */
const RUN_MS = 20_000;

type Job = typeof enrichmentJobs.$inferSelect;
type Charge = Record<"api" | "email" | "mobile", number>;

interface Outcome {
  rowNo: number;
  status: "matched" | "not_found" | "withheld" | "failed";
  reason: string | null;
  result: Partial<Record<ResultColumn, string>> | null;
  charge: Charge;
}

const NONE: Charge = { api: 0, email: 0, mobile: 0 };

/** The one contact a row is given of each kind: work addresses first. */
function firstOf(picked: Picked | undefined, kind: ContactKind) {
  const entries = kind === "email" ? workAddressesFirst(picked?.entries ?? []) : picked?.entries;
  const entry = entries?.[0];
  return entry
    ? {
        value: entry.value,
        source: picked?.source ?? "leadwise",
        verification: picked?.verification?.[entry.value],
      }
    : undefined;
}

function resultOf(
  profile: Profile,
  confidence: Confidence,
  email: { value: string; source: string; verification?: string } | undefined,
  mobile: { value: string; source: string } | undefined,
): Partial<Record<ResultColumn, string>> {
  return {
    leadwise_confidence: confidence,
    leadwise_profile_id: profile.id,
    leadwise_first_name: profile.fn ?? "",
    leadwise_last_name: profile.ln ?? "",
    leadwise_title: profile.title ?? "",
    leadwise_company: profile.organization?.name ?? "",
    leadwise_company_website: profile.organization?.website ?? "",
    leadwise_country: profile.country ?? "",
    leadwise_city: profile.city ?? "",
    leadwise_profile_url: profile.SourceUrl ?? "",
    leadwise_email: email?.value ?? "",
    leadwise_email_source: email?.source ?? "",
    // The status a verifier or a probe gave the address as a provider's answer was taken (never
    // `invalid`: such an address is not delivered); `unverified` for one nobody judged, as
    // every address of the local database (no status is stored on contacts).
    leadwise_email_verification: email ? (email.verification ?? "unverified") : "",
    leadwise_mobile: mobile?.value ?? "",
    leadwise_mobile_source: mobile?.source ?? "",
  };
}

interface Prepared {
  rowNo: number;
  request?: BuildRequest;
  confidence?: Confidence;
  failed?: string;
}

/** Resolves a chunk's rows as an API request's profiles are; no writes. */
async function prepare(
  db: Db,
  job: Job,
  rows: { rowNo: number; cells: string[] }[],
): Promise<{ prepared: Prepared[]; built: Awaited<ReturnType<typeof build>> }> {
  const prepared = rows.map((row): Prepared => {
    const got = inputOfRow(row.cells, job.columns, job.mapping as FileJobMapping);
    if (got.input === null) return { rowNo: row.rowNo, failed: got.reason };
    return {
      rowNo: row.rowNo,
      confidence: got.confidence,
      request: {
        id: `${job.id}#${row.rowNo}`,
        accountId: job.accountId,
        inputs: [got.input],
        includeEmail: job.options.email,
        includeMobile: job.options.mobile,
        workEmailOnly: false,
        deliverCatchAll: true,
        deliverUnknown: true,
      },
    };
  });
  const requests = prepared.flatMap((p) => (p.request ? [p.request] : []));
  const built = await build(db, requests, { providers: job.options.providers });
  return { prepared, built };
}

/** Why a counter stops the job, or null: the job's ceiling first, then the allowance. */
function stopOf(
  job: Job,
  spent: Charge,
  charge: Charge,
  locks: Partial<Record<"api" | "email" | "mobile", LockedCounter>>,
  paid: Charge,
): string | null {
  const ceiling: Charge = {
    api: job.ceilingApi,
    email: job.ceilingEmail,
    mobile: job.ceilingMobile,
  };
  for (const counter of ["api", "email", "mobile"] as const) {
    const n = charge[counter];
    if (n === 0) continue;
    if (spent[counter] + n > ceiling[counter]) return "ceiling";
    const lock = locks[counter];
    if (!lock) continue;
    // The job's member (who started it) is judged too; all this chunk paid is theirs.
    const refused = refusal(
      { ...lock, balance: lock.balance - paid[counter], used: lock.used + paid[counter] },
      n,
      job.actingUserId,
      paid[counter],
    );
    if (refused) return `allowance:${counter}:${refused.reason}`;
  }
  return null;
}

/**
 * Writes one chunk: in one transaction, the job locked, the rows still pending among those
 * prepared are decided in file order, paid for (one ledger row per counter, `ref` the job's
 * id) and written, and the job's counts moved on. A row that the ceiling or an allowance
 * cannot pay stops the chunk there and pauses the job: it and the rows after stay pending.
 * Answers whether the job is still running.
 */
async function commitChunk(
  db: Db,
  jobId: string,
  prepared: Prepared[],
  built: Awaited<ReturnType<typeof build>>,
  clock: Clock,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [job] = await tx
      .select()
      .from(enrichmentJobs)
      .where(eq(enrichmentJobs.id, jobId))
      .for("update");
    if (job?.status !== "running") return false;
    const pending = await tx
      .select({ rowNo: enrichmentJobRows.rowNo })
      .from(enrichmentJobRows)
      .where(
        and(
          eq(enrichmentJobRows.jobId, jobId),
          eq(enrichmentJobRows.status, "pending"),
          sql`${enrichmentJobRows.rowNo} = any(${sql.param(prepared.map((p) => p.rowNo))}::int[])`,
        ),
      );
    const still = new Set(pending.map((p) => p.rowNo));
    const mine = prepared.filter((p) => still.has(p.rowNo));
    const ctx = { db: tx, accountId: job.accountId, clock };
    const profileIds = mine.flatMap((p) =>
      p.request ? (built.get(p.request.id)?.profiles ?? []).map((x) => x.id) : [],
    );
    const listed = await listedAmong(tx, job.accountId, profileIds);
    // The counters' rows locked in catalogue order, as every debit takes them.
    const locks: Partial<Record<"api" | "email" | "mobile", LockedCounter>> = {};
    locks.api = await lockCounter(ctx, "api");
    if (job.options.email) locks.email = await lockCounter(ctx, "email");
    if (job.options.mobile) locks.mobile = await lockCounter(ctx, "mobile");
    // Then the member's own rows, after every counter's (the order every debit takes them).
    if (job.actingUserId) {
      for (const lock of Object.values(locks)) await lockMembers(ctx, lock, [job.actingUserId]);
    }

    const spent: Charge = { api: job.spentApi, email: job.spentEmail, mobile: job.spentMobile };
    const paid: Charge = { ...NONE };
    const outcomes: Outcome[] = [];
    let stop: string | null = null;
    for (const p of mine) {
      if (p.failed !== undefined || !p.request) {
        outcomes.push({
          rowNo: p.rowNo,
          status: "failed",
          reason: p.failed ?? null,
          result: null,
          charge: NONE,
        });
        continue;
      }
      const b = built.get(p.request.id);
      const profile = b?.profiles[0];
      if (!b || !profile) {
        outcomes.push({
          rowNo: p.rowNo,
          status: "not_found",
          reason: null,
          result: null,
          charge: NONE,
        });
        continue;
      }
      const entry = listed.get(profile.id);
      if (entry !== undefined) {
        outcomes.push({
          rowNo: p.rowNo,
          status: "withheld",
          reason: `On the account's do-not-contact list (${entry}).`,
          result: null,
          charge: NONE,
        });
        continue;
      }
      const picked = b.picked.get(profile.id);
      const email = job.options.email ? firstOf(picked?.email, "email") : undefined;
      const mobile = job.options.mobile ? firstOf(picked?.mobile, "mobile") : undefined;
      const charge: Charge = { api: 1, email: email ? 1 : 0, mobile: mobile ? 1 : 0 };
      stop = stopOf(
        job,
        {
          api: spent.api + paid.api,
          email: spent.email + paid.email,
          mobile: spent.mobile + paid.mobile,
        },
        charge,
        locks,
        paid,
      );
      if (stop) break;
      paid.api += charge.api;
      paid.email += charge.email;
      paid.mobile += charge.mobile;
      const provenance = b.provenance[profile.id] ?? {};
      outcomes.push({
        rowNo: p.rowNo,
        status: "matched",
        reason: null,
        result: resultOf(
          profile,
          p.confidence ?? "medium",
          email && {
            value: email.value,
            source: provenance.email ?? email.source,
            verification: email.verification,
          },
          mobile && { value: mobile.value, source: provenance.mobile ?? mobile.source },
        ),
        charge,
      });
    }
    const now = clock.now();
    const writes: Promise<unknown>[] = [];
    for (const counter of ["api", "email", "mobile"] as const) {
      const lock = locks[counter];
      if (lock && paid[counter] > 0) {
        writes.push(
          recordDebits(
            ctx,
            lock,
            [{ n: paid[counter], ref: job.id, member: job.actingUserId }],
            "enrichment job rows",
          ),
        );
      }
    }
    if (outcomes.length > 0) {
      writes.push(
        tx.execute(sql`
          update enrichment_job_rows r set status = v.status, reason = v.reason,
            result = v.result, charge_api = v.api, charge_email = v.email,
            charge_mobile = v.mobile, charged_at = ${now.toISOString()}::timestamptz
          from ${jsonRecords(
            outcomes.map((o) => ({
              row_no: o.rowNo,
              status: o.status,
              reason: o.reason,
              result: o.result,
              api: o.charge.api,
              email: o.charge.email,
              mobile: o.charge.mobile,
            })),
            "row_no int, status text, reason text, result jsonb, api int, email int, mobile int",
          )}
          where r.job_id = ${job.id} and r.row_no = v.row_no and r.status = 'pending'`),
      );
    }
    await Promise.all(writes);
    const matched = outcomes.filter((o) => o.status === "matched");
    const [after] = await tx
      .update(enrichmentJobs)
      .set({
        rowsDone: sql`${enrichmentJobs.rowsDone} + ${outcomes.length}`,
        rowsMatched: sql`${enrichmentJobs.rowsMatched} + ${matched.length}`,
        foundEmail: sql`${enrichmentJobs.foundEmail} + ${paid.email}`,
        foundMobile: sql`${enrichmentJobs.foundMobile} + ${paid.mobile}`,
        spentApi: sql`${enrichmentJobs.spentApi} + ${paid.api}`,
        spentEmail: sql`${enrichmentJobs.spentEmail} + ${paid.email}`,
        spentMobile: sql`${enrichmentJobs.spentMobile} + ${paid.mobile}`,
        updatedAt: now,
        ...(stop ? { status: "paused" as const, pauseReason: stop } : {}),
      })
      .where(eq(enrichmentJobs.id, job.id))
      .returning();
    if (!stop && after && after.rowsDone >= after.rowsTotal) await complete(tx, after, clock);
    return !stop;
  });
}

/** Marks the job completed and writes its signed `enrichment_job.completed` delivery. */
async function complete(tx: DbOrTx, job: Job, clock: Clock): Promise<void> {
  const now = clock.now();
  const [done] = await tx
    .update(enrichmentJobs)
    .set({ status: "completed", completedAt: now, pauseReason: null, updatedAt: now })
    .where(and(eq(enrichmentJobs.id, job.id), eq(enrichmentJobs.status, "running")))
    .returning();
  if (!done?.webhookUrl) return;
  await deliverMany(
    tx,
    [
      {
        accountId: done.accountId,
        url: done.webhookUrl,
        body: { type: "enrichment_job.completed", id: done.id, data: progressOf(done, now) },
      },
    ],
    clock,
  );
}

/**
 * Works on the job until it has no pending rows, stops, or has run RUN_MS (then it rings for
 * itself again, so that jobs of other accounts get their turn on the workers).
 */
export async function runFileJob(
  db: Db,
  jobId: string,
  {
    clock = systemClock,
    chunkRows = CHUNK_ROWS,
    runMs = RUN_MS,
    beforeCommit,
    workerId: me = thisWorker(),
  }: {
    clock?: Clock;
    chunkRows?: number;
    runMs?: number;
    /** For tests: runs between a chunk's building and its commit (a crash is a throw here). */
    beforeCommit?: (chunk: number) => Promise<void>;
    /** The process running it (its presence id; this process's by default). */
    workerId?: string;
  } = {},
): Promise<void> {
  const started = Date.now();
  // Named on the job while this run works on it, so that if this process dies the recovery
  // sweep (of a process started again, or another node) rings for the job at once.
  await db
    .update(enrichmentJobs)
    .set({ workerId: me })
    .where(and(eq(enrichmentJobs.id, jobId), eq(enrichmentJobs.status, "running")));
  await work();
  // Let go, unless another run has taken the job up since (a message delivered twice).
  await db
    .update(enrichmentJobs)
    .set({ workerId: null })
    .where(and(eq(enrichmentJobs.id, jobId), eq(enrichmentJobs.workerId, me)));

  async function work(): Promise<void> {
    for (let chunk = 0; ; chunk++) {
      const [job] = await db.select().from(enrichmentJobs).where(eq(enrichmentJobs.id, jobId));
      if (job?.status !== "running") return;
      const rows = await db
        .select({ rowNo: enrichmentJobRows.rowNo, cells: enrichmentJobRows.cells })
        .from(enrichmentJobRows)
        .where(and(eq(enrichmentJobRows.jobId, jobId), eq(enrichmentJobRows.status, "pending")))
        .orderBy(asc(enrichmentJobRows.rowNo))
        .limit(chunkRows);
      if (rows.length === 0) {
        // Every row was written by an earlier chunk whose commit also completed the job, or the
        // job has no rows: complete it here.
        await db.transaction(async (tx) => {
          const [locked] = await tx
            .select()
            .from(enrichmentJobs)
            .where(eq(enrichmentJobs.id, jobId))
            .for("update");
          if (locked?.status === "running") await complete(tx, locked, clock);
        });
        return;
      }
      const { prepared, built } = await prepare(db, job, rows);
      await beforeCommit?.(chunk);
      const running = await commitChunk(db, jobId, prepared, built, clock);
      if (!running) return;
      if (Date.now() - started > runMs) {
        await ringFileJob(db, jobId);
        return;
      }
    }
  }
}

export const fileJobWorker = defineJob({
  ...fileJobQueue,
  concurrency: 2,
  handle: (data) => runFileJob(getDb(), data.jobId),
});

/**
 * Rings again for running jobs whose worker process is gone (its presence lock went with it:
 * kill -9, a power cut; found on the sweep's first run after a start, not a minute later) or
 * that no chunk has moved for a minute (their message was lost), and for jobs paused by an
 * allowance that can pay again (a new day, credits bought, a member's cap raised). A job rung
 * twice is harmless (see above).
 */
export async function recoverFileJobs(db: Db): Promise<number> {
  const stale = await db.execute<{ id: string }>(sql`
    update enrichment_jobs set updated_at = now(), worker_id = null
    where id in (
      select id from enrichment_jobs
      where status = 'running'
        and (updated_at < now() - interval '60 seconds'
          or (worker_id is not null and not ${workerAlive(sql`worker_id`)}))
      limit 100 for update skip locked)
    returning id`);
  const resumable = await db.execute<{ id: string }>(sql`
    update enrichment_jobs j set status = 'running', pause_reason = null, updated_at = now()
    where j.status = 'paused' and j.pause_reason like 'allowance:%'
      and exists (
        select 1 from accounts a
        left join credit_balances b on b.account_id = a.id
          and b.counter = split_part(j.pause_reason, ':', 2)
        left join allowance_usage u on u.account_id = a.id and u.day = (now() at time zone 'UTC')::date
          and u.counter = split_part(j.pause_reason, ':', 2)
        where a.id = j.account_id and coalesce(b.balance, 0) > 0
          and coalesce(u.used, 0) < case split_part(j.pause_reason, ':', 2)
            when 'api' then a.daily_api when 'email' then a.daily_email else a.daily_mobile end)
      -- Paused by its member's own cap: only once that cap can pay again too.
      and not exists (
        select 1 from memberships m
        join member_usage mu on mu.account_id = m.account_id and mu.user_id = m.user_id
          and mu.day = (now() at time zone 'UTC')::date
          and mu.counter = split_part(j.pause_reason, ':', 2)
        where split_part(j.pause_reason, ':', 3) = 'member_limit_reached'
          and m.account_id = j.account_id and m.user_id = j.acting_user_id
          and mu.used >= case split_part(j.pause_reason, ':', 2)
            when 'api' then m.cap_api when 'email' then m.cap_email else m.cap_mobile end)
    returning j.id`);
  const ids = [...stale, ...resumable].map((r) => r.id);
  for (const id of ids) await ringFileJob(db, id);
  return ids.length;
}

/** Deletes the jobs (and their rows) past their retention time. */
export async function sweepExpiredFileJobs(db: Db, now: Date): Promise<number> {
  const gone = await db
    .delete(enrichmentJobs)
    .where(sql`${enrichmentJobs.id} in (
      select id from enrichment_jobs where expires_at <= ${now.toISOString()}::timestamptz limit 100)`)
    .returning({ id: enrichmentJobs.id });
  return gone.length;
}

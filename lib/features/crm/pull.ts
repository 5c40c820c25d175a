import { and, eq, inArray, lt, notInArray, or, type SQL, sql } from "drizzle-orm";
import { type Db, type DbOrTx, getDb } from "@/db/client";
import { crmConnections, crmContacts, crmPulls } from "@/db/schema";
import type { TxCtx } from "@/lib/core/context";
import { env } from "@/lib/core/env";
import { enqueue } from "@/lib/engines/jobs/boss";
import { defineJob } from "@/lib/engines/jobs/define-job";
import { connectionRow, noteError, refusal } from "./connections";
import { CrmCallFailed } from "./hubspot";
import { crmPullQueue } from "./pull-queue";
import { PULLERS, type Puller } from "./pull-vendors";
import type { CrmPull } from "./schema";

/*
 * "Already in my CRM": the incremental pull of a connection's contacts (their e-mail and their
 * company's domain) into `crm_contacts`. Each run reads the records modified at or after the
 * connection's mark, oldest first, page by page; each page and the cursor after it are written
 * in one transaction, so a run that dies resumes from its last page. At the end the mark moves
 * to the latest modified time read. Runs on connect, on a schedule (the `crm.pulls` sweep,
 * every CRM_PULL_INTERVAL_MINUTES) and on demand (Refresh from CRM). Records the CRM reports
 * deleted leave the index; a vendor that reports none lists every record's id once every
 * CRM_PULL_RECONCILE_HOURS (and on Refresh), and the index drops those it no longer has.
 */

type PullRow = typeof crmPulls.$inferSelect;

export function queuePull(db: DbOrTx, accountId: string, connectionId: string) {
  return enqueue(db, crmPullQueue, { accountId, connectionId }, { singletonKey: connectionId });
}

/** Marks a pull as wanted and queues it (a run under way carries on and finishes it). */
async function markQueued(db: DbOrTx, accountId: string, connectionId: string): Promise<void> {
  await db
    .insert(crmPulls)
    .values({ connectionId, accountId, status: "queued" })
    .onConflictDoUpdate({
      target: crmPulls.connectionId,
      set: {
        status: sql`case when ${crmPulls.status} = 'running' then 'running' else 'queued' end`,
      },
    });
  await queuePull(db, accountId, connectionId);
}

/** The pull's state and what the index holds for the connection. */
export async function pullStatus(ctx: TxCtx, connectionId: string): Promise<CrmPull> {
  const connection = await connectionRow(ctx, connectionId);
  const [row] = await ctx.db
    .select()
    .from(crmPulls)
    .where(and(eq(crmPulls.connectionId, connection.id), eq(crmPulls.accountId, ctx.accountId)));
  const [held] = await ctx.db
    .select({
      contacts: sql<number>`count(*)::int`,
      emails: sql<number>`count(${crmContacts.email})::int`,
      domains: sql<number>`count(distinct ${crmContacts.domain})::int`,
    })
    .from(crmContacts)
    .where(
      and(eq(crmContacts.connectionId, connection.id), eq(crmContacts.accountId, ctx.accountId)),
    );
  return {
    connectionId: connection.id,
    status: row?.status ?? "never",
    contacts: held?.contacts ?? 0,
    emails: held?.emails ?? 0,
    domains: held?.domains ?? 0,
    read: row?.read ?? 0,
    mark: row?.mark?.toISOString() ?? null,
    startedAt: row?.startedAt?.toISOString() ?? null,
    finishedAt: row?.finishedAt?.toISOString() ?? null,
    error: row?.error ?? null,
  };
}

/** "Refresh from CRM": queues a pull of what changed since the last one. */
export async function requestPull(ctx: TxCtx, connectionId: string): Promise<CrmPull> {
  const connection = await connectionRow(ctx, connectionId);
  await markQueued(ctx.db, ctx.accountId, connection.id);
  // Asked for by a person: deletions too, whatever it costs a vendor that lists every record.
  await ctx.db
    .update(crmPulls)
    .set({ reconciledAt: null })
    .where(and(eq(crmPulls.connectionId, connection.id), eq(crmPulls.accountId, ctx.accountId)));
  return pullStatus(ctx, connection.id);
}

export interface PullRunOptions {
  /** A run hands over to a fresh job after this long, so no run outlives its expiry. */
  sliceMs?: number;
  /** Called after each page is recorded (tests stop a run there, as a crash would). */
  afterPage?: (page: number) => void;
  /** Another reader of pages (tests); default the vendor's (PULLERS). */
  puller?: Puller;
}

async function writePage(
  db: Db,
  pull: PullRow,
  page: Awaited<ReturnType<Puller>>,
): Promise<PullRow> {
  return db.transaction(async (tx) => {
    const byRecord = new Map(page.contacts.map((c) => [c.recordId, c]));
    const contacts = [...byRecord.values()].filter((c) => !c.deleted);
    const gone = [...byRecord.values()].filter((c) => c.deleted).map((c) => c.recordId);
    const ofConnection = and(
      eq(crmContacts.connectionId, pull.connectionId),
      eq(crmContacts.accountId, pull.accountId),
    );
    if (gone.length > 0) {
      await tx.delete(crmContacts).where(and(ofConnection, inArray(crmContacts.recordId, gone)));
    }
    if (page.sweep) {
      const { from, to, present } = page.sweep;
      // Postgres may evaluate conditions in any order: a non-numeric id is never cast.
      const id = sql`(case when ${crmContacts.recordId} ~ '^[0-9]{1,30}$' then ${crmContacts.recordId}::numeric end)`;
      const within: (SQL | undefined)[] = [
        ofConnection,
        sql`${id} is not null`,
        from === null ? undefined : sql`${id} > ${from}`,
        to === null ? undefined : sql`${id} <= ${to}`,
        present.length > 0 ? notInArray(crmContacts.recordId, present) : undefined,
      ];
      await tx.delete(crmContacts).where(and(...within));
    }
    if (contacts.length > 0) {
      await tx
        .insert(crmContacts)
        .values(
          contacts.map((c) => ({
            connectionId: pull.connectionId,
            accountId: pull.accountId,
            recordId: c.recordId,
            email: c.email,
            domain: c.domain,
            modifiedAt: c.modifiedAt,
          })),
        )
        .onConflictDoUpdate({
          target: [crmContacts.connectionId, crmContacts.recordId],
          set: {
            email: sql`excluded.email`,
            domain: sql`excluded.domain`,
            modifiedAt: sql`excluded.modified_at`,
          },
        });
    }
    // A deletion's time is not a modification the mark may pass: only records kept move it.
    let seen = pull.seenThrough?.getTime() ?? null;
    for (const c of contacts) {
      const t = c.modifiedAt.getTime();
      if (seen === null || t > seen) seen = t;
    }
    const seenThrough = seen === null ? null : new Date(seen);
    const from = pull.queryFrom?.getTime() ?? null;
    const next: Partial<PullRow> =
      page.after !== null
        ? { after: page.after, seenThrough }
        : page.capped
          ? {
              // The vendor pages no further: query again from the latest time read (and past it
              // when a whole query shared one time, so the pull always moves on).
              queryFrom: new Date(
                seen !== null && (from === null || seen > from) ? seen : (from ?? 0) + 1,
              ),
              after: null,
              seenThrough,
            }
          : {
              mark: seenThrough ?? pull.queryFrom,
              queryFrom: null,
              after: null,
              seenThrough: null,
              status: "done",
              finishedAt: new Date(),
              error: null,
              ...(page.reconciled ? { reconciledAt: new Date() } : {}),
            };
    const [row] = await tx
      .update(crmPulls)
      .set({ ...next, read: pull.read + page.contacts.length, updatedAt: new Date() })
      .where(eq(crmPulls.connectionId, pull.connectionId))
      .returning();
    return row ?? pull;
  });
}

/** Whether the run should list every record to learn deletions (a vendor that needs to). */
function reconcileDue(pull: PullRow): boolean {
  if (!pull.reconciledAt) return true;
  const hours = env().CRM_PULL_RECONCILE_HOURS;
  return (
    pull.reconciledAt.getTime() <= (pull.startedAt ?? new Date()).getTime() - hours * 3_600_000
  );
}

/** Runs a connection's pull until it is done, its time slice is used, or the CRM refuses the token. */
export async function runPull(
  db: Db,
  accountId: string,
  connectionId: string,
  options: PullRunOptions = {},
): Promise<"done" | "continued" | "failed"> {
  const [connection] = await db
    .select()
    .from(crmConnections)
    .where(and(eq(crmConnections.id, connectionId), eq(crmConnections.accountId, accountId)));
  if (!connection) return "done";
  const [found] = await db
    .select()
    .from(crmPulls)
    .where(and(eq(crmPulls.connectionId, connectionId), eq(crmPulls.accountId, accountId)));
  if (!found || found.status === "done" || found.status === "failed") return "done";
  const fresh = found.status === "queued" && found.after === null;
  const [started] = await db
    .update(crmPulls)
    .set(
      fresh
        ? {
            status: "running",
            queryFrom: found.mark,
            after: null,
            seenThrough: null,
            read: 0,
            startedAt: new Date(),
            error: null,
            // A first pull reads every record: it needs no listing of them all besides.
            ...(found.mark === null ? { reconciledAt: new Date() } : {}),
          }
        : { status: "running" },
    )
    .where(eq(crmPulls.connectionId, connectionId))
    .returning();
  let pull = started ?? found;
  const ctx = { db, accountId, clock: { now: () => new Date() } };
  const begun = Date.now();
  const sliceMs = options.sliceMs ?? 60_000;
  const vendorPuller = PULLERS[connection.vendor];
  if (!options.puller && !vendorPuller) {
    await db
      .update(crmPulls)
      .set({
        status: "failed",
        error: `Contacts are not pulled from ${connection.vendor} yet.`,
        finishedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(crmPulls.connectionId, connectionId));
    return "failed";
  }
  try {
    const puller =
      options.puller ?? (vendorPuller as NonNullable<typeof vendorPuller>)(connection, db);
    for (let n = 0; pull.status === "running"; n++) {
      if (Date.now() - begun > sliceMs) {
        await queuePull(db, accountId, connectionId);
        return "continued";
      }
      const page = await puller({
        since: pull.queryFrom,
        after: pull.after,
        reconcile: reconcileDue(pull),
      });
      pull = await writePage(db, pull, page);
      options.afterPage?.(n);
    }
  } catch (error) {
    const message = refusal(error, connection.vendor);
    await noteError(ctx, connectionId, message);
    if (error instanceof CrmCallFailed && (error.status === 401 || error.status === 403)) {
      await db
        .update(crmPulls)
        .set({ status: "failed", error: message, finishedAt: new Date(), updatedAt: new Date() })
        .where(eq(crmPulls.connectionId, connectionId));
      return "failed";
    }
    // Anything else (the CRM down past the back-off): the job is retried, from the last page.
    await db
      .update(crmPulls)
      .set({ error: message })
      .where(eq(crmPulls.connectionId, connectionId));
    throw error;
  }
  return "done";
}

/**
 * The schedule and the repair: pulls left queued or running (a crash, a lost job) are queued
 * again, and each connection whose last pull finished CRM_PULL_INTERVAL_MINUTES ago (or that
 * was never pulled) gets a new one.
 */
export async function schedulePulls(db: DbOrTx, now = new Date()): Promise<void> {
  const open = await db
    .select({ accountId: crmPulls.accountId, connectionId: crmPulls.connectionId })
    .from(crmPulls)
    .where(inArray(crmPulls.status, ["queued", "running"]));
  for (const p of open) await queuePull(db, p.accountId, p.connectionId);
  const due = new Date(now.getTime() - env().CRM_PULL_INTERVAL_MINUTES * 60_000);
  const stale = await db
    .select({ accountId: crmConnections.accountId, connectionId: crmConnections.id })
    .from(crmConnections)
    .leftJoin(crmPulls, eq(crmPulls.connectionId, crmConnections.id))
    .where(
      or(
        sql`${crmPulls.connectionId} is null`,
        and(inArray(crmPulls.status, ["done", "failed"]), lt(crmPulls.finishedAt, due)),
      ),
    );
  for (const c of stale) await markQueued(db, c.accountId, c.connectionId);
}

export const crmPullJob = defineJob({
  ...crmPullQueue,
  concurrency: 1,
  handle: async ({ accountId, connectionId }) => {
    await runPull(getDb(), accountId, connectionId);
  },
});

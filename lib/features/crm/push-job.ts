import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { type Db, type DbOrTx, getDb } from "@/db/client";
import { crmConnections, crmPushes, crmPushRows, crmRecords } from "@/db/schema";
import { defineJob } from "@/lib/engines/jobs/define-job";
import { workerAlive, workerId } from "@/lib/engines/jobs/presence";
import { listedAmong } from "@/lib/features/do-not-contact/dnc-match";
import { loadProfiles } from "@/lib/model/profiles/serialize";
import { suppressedAmong } from "@/lib/model/suppression/suppress";
import {
  keepRefreshed,
  noteError,
  pipedriveSessionOf,
  refusal,
  salesforceSecretOf,
  salesforceSessionOf,
  sessionOf,
  VENDOR_NAMES,
} from "./connections";
import {
  CrmCallFailed,
  HUBSPOT_BATCH,
  type HubSpotSession,
  hubspotAccount,
  hubspotRead,
  hubspotUpsert,
  type Pacing,
} from "./hubspot";
import { applyRules, type CrmVendor, identityEmail, propertiesOf } from "./lead-fields";
import {
  PIPEDRIVE_BATCH,
  type PipedriveSession,
  pipedriveAccount,
  pipedriveCreate,
  pipedriveFind,
  pipedriveOrganisation,
  pipedriveUpdate,
} from "./pipedrive";
import { crmPushQueue } from "./push-queue";
import { queuePush, rememberRecords } from "./pushes";
import {
  SALESFORCE_BATCH,
  type SalesforceSession,
  type SaveOutcome,
  salesforceCreate,
  salesforceRead,
  salesforceUpdate,
} from "./salesforce";
import type { MappingEntry } from "./schema";

/*
 * The `crm.push` job: works through a push's pending rows in the CRM's batch size. For HubSpot
 * each batch reads the records' current values (batch read by e-mail, for "fill only if empty"
 * and to tell "unchanged") and upserts what the write rules leave; for Pipedrive each person is
 * found (by the record id an earlier push stored, else by e-mail) and updated or created. Every
 * row's outcome and record id is written in one transaction per batch. A crash loses at most
 * the batch in flight, which the next run sends again: found by e-mail, the record it created
 * is updated, never a second one made.
 */

/** A session with the connection's CRM. */
type Session =
  | { vendor: "hubspot"; hubspot: HubSpotSession }
  | { vendor: "pipedrive"; pipedrive: PipedriveSession }
  | { vendor: "salesforce"; salesforce: SalesforceSession };

const BATCH: Record<CrmVendor, number> = {
  hubspot: HUBSPOT_BATCH,
  pipedrive: PIPEDRIVE_BATCH,
  salesforce: SALESFORCE_BATCH,
};

type RowOutcome = {
  position: number;
  profileId: string;
  outcome: "created" | "updated" | "unchanged" | "skipped" | "failed";
  email: string | null;
  reason: string | null;
  recordId: string | null;
};

export interface PushRunOptions {
  pacing?: Pacing;
  /** A run hands over to a fresh job after this long, so no run outlives its expiry. */
  sliceMs?: number;
  /** Called after each batch is recorded (tests stop a run there, as a crash would). */
  afterBatch?: (batch: number) => void;
  /** The process running it (its presence id; this process's by default). */
  workerId?: string;
}

/**
 * Claims a push for this process: only while no live process runs it (its `worker_id` null,
 * or naming a process whose presence lock is gone). So one push never runs twice at once,
 * whatever jobs pg-boss, the resume sweeps or a second node hand out for it.
 */
async function claim(db: Db, accountId: string, pushId: string, me: string): Promise<boolean> {
  const claimed = await db
    .update(crmPushes)
    .set({ status: "running", workerId: me })
    .where(
      and(
        eq(crmPushes.id, pushId),
        eq(crmPushes.accountId, accountId),
        inArray(crmPushes.status, ["queued", "running"]),
        sql`not ${workerAlive(sql`${crmPushes.workerId}`)}`,
      ),
    )
    .returning({ id: crmPushes.id });
  return claimed.length > 0;
}

/** Lets go of a push this process claimed, so the next run (any process) may claim it. */
async function release(db: Db, pushId: string, me: string): Promise<void> {
  await db
    .update(crmPushes)
    .set({ workerId: null })
    .where(and(eq(crmPushes.id, pushId), eq(crmPushes.workerId, me)));
}

/** Runs a push until it is done, its time slice is used, or HubSpot refuses the token. */
export async function runPush(
  db: Db,
  accountId: string,
  pushId: string,
  options: PushRunOptions = {},
): Promise<"done" | "continued" | "failed"> {
  const [push] = await db
    .select()
    .from(crmPushes)
    .where(and(eq(crmPushes.id, pushId), eq(crmPushes.accountId, accountId)));
  if (!push || push.status === "done" || push.status === "failed") return "done";
  const [connection] = await db
    .select()
    .from(crmConnections)
    .where(and(eq(crmConnections.id, push.connectionId), eq(crmConnections.accountId, accountId)));
  if (!connection) return finish(db, pushId, "failed", "The CRM connection was deleted.");
  const ctx = { db, accountId, clock: { now: () => new Date() } };
  const mapping = connection.mapping as MappingEntry[];
  const readable = [...new Set(mapping.filter((m) => m.rule !== "never").map((m) => m.property))];
  const started = Date.now();
  const sliceMs = options.sliceMs ?? 60_000;
  const me = options.workerId ?? workerId();
  // Another live process runs it: that run goes on (and hands over as it will).
  if (!(await claim(db, accountId, pushId, me))) return "continued";
  const vendor: CrmVendor = connection.vendor;
  let refreshed: { token?: string } = {};
  try {
    let session: Session;
    if (vendor === "salesforce") {
      const made = salesforceSessionOf(connection, options.pacing);
      refreshed = made.refreshed;
      session = { vendor, salesforce: made.session };
    } else if (vendor === "pipedrive") {
      session = { vendor, pipedrive: pipedriveSessionOf(connection, db, options.pacing) };
    } else session = { vendor, hubspot: sessionOf(connection, db, options.pacing) };
    let urlBase = connection.recordUrlBase;
    if (!urlBase) {
      urlBase =
        session.vendor === "salesforce"
          ? `${salesforceSecretOf(connection).instanceUrl.replace(/\/$/, "")}/`
          : session.vendor === "pipedrive"
            ? (await pipedriveAccount(session.pipedrive)).recordUrlBase
            : (await hubspotAccount(session.hubspot)).recordUrlBase;
      await db
        .update(crmConnections)
        .set({ recordUrlBase: urlBase })
        .where(eq(crmConnections.id, connection.id));
    }
    for (let batch = 0; ; batch++) {
      const pending = await db
        .select({ position: crmPushRows.position, profileId: crmPushRows.profileId })
        .from(crmPushRows)
        .where(and(eq(crmPushRows.pushId, pushId), eq(crmPushRows.outcome, "pending")))
        .orderBy(asc(crmPushRows.position))
        .limit(BATCH[vendor]);
      if (pending.length === 0) break;
      if (Date.now() - started > sliceMs) {
        await release(db, pushId, me);
        // Keyed by this process: a dead process's job, still active to pg-boss, holds no
        // other key back.
        await queuePush(db, accountId, pushId, `${pushId}:${me}`);
        return "continued";
      }
      const outcomes = await pushBatch(db, accountId, connection.id, pending, mapping, {
        readable,
        session,
      });
      await db.transaction(async (tx) => {
        await recordOutcomes(tx, pushId, outcomes, urlBase);
        await rememberRecords(
          tx,
          accountId,
          connection.id,
          outcomes.flatMap((o) =>
            o.recordId && o.outcome !== "skipped"
              ? [{ profileId: o.profileId, recordId: o.recordId }]
              : [],
          ),
        );
      });
      options.afterBatch?.(batch);
    }
    await keepRefreshed(db, connection, refreshed);
  } catch (error) {
    await keepRefreshed(db, connection, refreshed).catch(() => undefined);
    if (error instanceof CrmCallFailed && (error.status === 401 || error.status === 403)) {
      const message = refusal(error, vendor);
      await noteError(ctx, connection.id, message);
      return finish(db, pushId, "failed", message);
    }
    // Anything else (the CRM down past the back-off): the job is retried, from the pending rows.
    await noteError(ctx, connection.id, refusal(error, vendor));
    await release(db, pushId, me);
    throw error;
  }
  await db
    .update(crmConnections)
    .set({ lastSyncAt: new Date(), lastError: null, lastErrorAt: null })
    .where(eq(crmConnections.id, connection.id));
  return finish(db, pushId, "done", null);
}

/**
 * Writes a batch's outcomes in one statement: a row at a time, the round trips to PostgreSQL
 * were most of a push's time (bench/crm-push.ts), far more than HubSpot's rate limit.
 */
async function recordOutcomes(
  tx: DbOrTx,
  pushId: string,
  outcomes: RowOutcome[],
  urlBase: string,
): Promise<void> {
  if (outcomes.length === 0) return;
  const values = outcomes.map((o) => ({
    position: o.position,
    outcome: o.outcome,
    email: o.email,
    reason: o.reason,
    record_id: o.recordId,
    record_url: o.recordId ? `${urlBase}${o.recordId}` : null,
  }));
  await tx.execute(sql`
    update ${crmPushRows} r
    set outcome = v.outcome, email = v.email, reason = v.reason, record_id = v.record_id,
      record_url = v.record_url
    from jsonb_to_recordset(${JSON.stringify(values)}::jsonb)
      as v(position int, outcome text, email text, reason text, record_id text, record_url text)
    where r.push_id = ${pushId} and r.position = v.position`);
}

async function finish(
  db: Db,
  pushId: string,
  status: "done" | "failed",
  error: string | null,
): Promise<"done" | "failed"> {
  await db
    .update(crmPushes)
    .set({ status, error, finishedAt: sql`now()` })
    .where(eq(crmPushes.id, pushId));
  return status;
}

type Send = {
  row: { position: number; profileId: string };
  email: string;
  wanted: Record<string, string>;
};

async function pushBatch(
  db: Db,
  accountId: string,
  connectionId: string,
  pending: { position: number; profileId: string }[],
  mapping: MappingEntry[],
  { readable, session }: { readable: string[]; session: Session },
): Promise<RowOutcome[]> {
  const ids = pending.map((p) => p.profileId);
  const [profiles, suppressed, listed] = await Promise.all([
    loadProfiles(db, ids, { email: true, mobile: true }),
    suppressedAmong(db, ids),
    listedAmong(db, accountId, ids),
  ]);
  const byId = new Map(profiles.map((p) => [p.id, p]));
  const out: RowOutcome[] = [];
  const toSend: Send[] = [];
  const seen = new Set<string>();
  for (const row of pending) {
    const base = { position: row.position, profileId: row.profileId, recordId: null };
    const profile = byId.get(row.profileId);
    const skip = (reason: string, email: string | null = null) =>
      out.push({ ...base, outcome: "skipped", email, reason });
    if (suppressed.has(row.profileId)) skip("Opted out: never sent anywhere.");
    else if (listed.has(row.profileId)) skip("On your do-not-contact list.");
    else if (!profile) skip("No longer in Leadwise.");
    else {
      const email = identityEmail(profile);
      if (!email)
        skip(`No e-mail address: ${VENDOR_NAMES[session.vendor]} records are keyed on e-mail.`);
      else if (seen.has(email)) skip("Same e-mail address as an earlier row of this push.", email);
      else {
        seen.add(email);
        toSend.push({ row, email, wanted: propertiesOf(profile, mapping) });
      }
    }
  }
  if (toSend.length === 0) return out;
  if (session.vendor === "pipedrive") {
    const known = await db
      .select({ profileId: crmRecords.profileId, recordId: crmRecords.recordId })
      .from(crmRecords)
      .where(
        and(
          eq(crmRecords.connectionId, connectionId),
          eq(crmRecords.accountId, accountId),
          inArray(
            crmRecords.profileId,
            toSend.map((t) => t.row.profileId),
          ),
        ),
      );
    const ids = new Map(known.map((k) => [k.profileId, k.recordId]));
    for (const s of toSend) {
      out.push(await pipedriveOne(session.pipedrive, s, mapping, ids.get(s.row.profileId)));
    }
    return out;
  }
  if (session.vendor === "salesforce") {
    return [...out, ...(await salesforceBatch(session.salesforce, toSend, mapping, readable))];
  }
  const current = await hubspotRead(
    session.hubspot,
    toSend.map((s) => s.email),
    readable,
  );
  const writes: { email: string; properties: Record<string, string> }[] = [];
  for (const s of toSend) {
    const existing = current.get(s.email);
    const properties = applyRules(s.wanted, mapping, existing?.properties);
    if (existing && Object.keys(properties).length === 0) {
      out.push({
        position: s.row.position,
        profileId: s.row.profileId,
        outcome: "unchanged",
        email: s.email,
        reason: null,
        recordId: existing.id,
      });
    } else writes.push({ email: s.email, properties });
  }
  const answers = await hubspotUpsert(session.hubspot, writes);
  const bySend = new Map(toSend.map((s) => [s.email, s.row]));
  for (const a of answers) {
    const row = bySend.get(a.email);
    if (!row) continue;
    out.push(
      a.kind === "failed"
        ? {
            position: row.position,
            profileId: row.profileId,
            outcome: "failed",
            email: a.email,
            reason: a.message,
            recordId: null,
          }
        : {
            position: row.position,
            profileId: row.profileId,
            outcome: a.kind,
            email: a.email,
            reason: null,
            recordId: a.id,
          },
    );
  }
  return out;
}

/**
 * A batch to Salesforce: the records matched by Email (one SOQL query) get the write rules
 * applied to their values and are updated, the rest created, each through one sObject
 * Collections call; each record succeeds or fails on its own (allOrNone false).
 */
async function salesforceBatch(
  session: SalesforceSession,
  toSend: Send[],
  mapping: MappingEntry[],
  readable: string[],
): Promise<RowOutcome[]> {
  const out: RowOutcome[] = [];
  const current = await salesforceRead(
    session,
    toSend.map((s) => s.email),
    readable,
  );
  const creates: { s: Send; record: Record<string, string> }[] = [];
  const updates: { s: Send; record: { Id: string } & Record<string, string> }[] = [];
  for (const s of toSend) {
    const existing = current.get(s.email);
    const properties = applyRules(s.wanted, mapping, existing?.properties);
    const base = { position: s.row.position, profileId: s.row.profileId, email: s.email };
    if (existing && Object.keys(properties).length === 0) {
      out.push({ ...base, outcome: "unchanged", reason: null, recordId: existing.id });
    } else if (existing) updates.push({ s, record: { ...properties, Id: existing.id } });
    else creates.push({ s, record: { ...properties, Email: s.email } });
  }
  const record = (s: Send, kind: "created" | "updated", answer: SaveOutcome): RowOutcome => ({
    position: s.row.position,
    profileId: s.row.profileId,
    email: s.email,
    ...(answer.ok
      ? { outcome: kind, reason: null, recordId: answer.id }
      : { outcome: "failed" as const, reason: answer.message, recordId: null }),
  });
  const updated = await salesforceUpdate(
    session,
    updates.map((u) => u.record),
  );
  updates.forEach((u, i) => {
    const answer = updated[i];
    if (answer) out.push(record(u.s, "updated", answer));
  });
  const created = await salesforceCreate(
    session,
    creates.map((c) => c.record),
  );
  creates.forEach((c, i) => {
    const answer = created[i];
    if (answer) out.push(record(c.s, "created", answer));
  });
  return out;
}

/**
 * One person to Pipedrive: found, then the write rules applied to what it holds, then updated
 * or created. Its organisation (the field mapped to `org_id`) is found by name or created, but
 * only when it will be written. A refusal of this person alone fails only its row.
 */
async function pipedriveOne(
  session: PipedriveSession,
  s: Send,
  mapping: MappingEntry[],
  knownId: string | undefined,
): Promise<RowOutcome> {
  const base = { position: s.row.position, profileId: s.row.profileId, email: s.email };
  try {
    const found = await pipedriveFind(session, s.email, knownId);
    const wanted = { ...s.wanted };
    const orgName = wanted.org_id;
    if (orgName !== undefined) {
      const rule = mapping.find((m) => m.property === "org_id")?.rule;
      if (found?.values.org_id && rule === "fill_if_empty") delete wanted.org_id;
      else wanted.org_id = String(await pipedriveOrganisation(session, orgName));
    }
    const properties = applyRules(wanted, mapping, found?.values);
    if (found && Object.keys(properties).length === 0) {
      return { ...base, outcome: "unchanged", reason: null, recordId: found.id };
    }
    if (found) {
      await pipedriveUpdate(session, found.id, properties);
      return { ...base, outcome: "updated", reason: null, recordId: found.id };
    }
    const id = await pipedriveCreate(session, s.email, properties);
    return { ...base, outcome: "created", reason: null, recordId: id };
  } catch (error) {
    if (
      error instanceof CrmCallFailed &&
      error.status >= 400 &&
      error.status < 500 &&
      error.status !== 401 &&
      error.status !== 403
    ) {
      return { ...base, outcome: "failed", reason: error.message, recordId: null };
    }
    throw error;
  }
}

export const crmPushJob = defineJob({
  ...crmPushQueue,
  concurrency: 2,
  handle: async ({ accountId, pushId }, job) => {
    await runPush(getDb(), accountId, pushId, { workerId: job.workerId });
  },
});

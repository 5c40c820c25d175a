import { and, asc, eq, gt, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import {
  campaignLeads,
  campaigns,
  crmCampaignLinks,
  crmPushes,
  crmPushRows,
  crmRecords,
  listItems,
  lists,
} from "@/db/schema";
import type { TxCtx } from "@/lib/core/context";
import { Conflict, NotFound } from "@/lib/core/errors";
import { decodeCursor, encodeCursor } from "@/lib/core/paging/cursor";
import { enqueue } from "@/lib/engines/jobs/boss";
import { workerAlive } from "@/lib/engines/jobs/presence";
import { loadProfiles } from "@/lib/model/profiles/serialize";
import { connectionRow, knownProperties, unwritable } from "./connections";
import { identityEmail, propertiesOf, unmappedRequired } from "./lead-fields";
import { crmPushQueue } from "./push-queue";
import {
  type CrmPush,
  type MappingEntry,
  PushInput,
  type PushRowsPage,
  PushRowsQuery,
} from "./schema";

/*
 * A push: the people of a list or a campaign's delivered leads, written as rows when the push
 * is created (so its job, after any crash, works through the rows still pending), then sent to
 * the CRM by the `crm.push` job (push-job.ts).
 */

type Push = typeof crmPushes.$inferSelect;

async function countsOf(db: DbOrTx, pushId: string): Promise<CrmPush["counts"]> {
  const rows = await db
    .select({ outcome: crmPushRows.outcome, n: sql<number>`count(*)::int` })
    .from(crmPushRows)
    .where(eq(crmPushRows.pushId, pushId))
    .groupBy(crmPushRows.outcome);
  const counts = { pending: 0, created: 0, updated: 0, unchanged: 0, skipped: 0, failed: 0 };
  for (const r of rows) counts[r.outcome] = r.n;
  return counts;
}

async function shown(db: DbOrTx, p: Push): Promise<CrmPush> {
  return {
    id: p.id,
    connectionId: p.connectionId,
    listId: p.listId,
    campaignId: p.campaignId,
    status: p.status,
    total: p.total,
    counts: await countsOf(db, p.id),
    error: p.error,
    createdAt: p.createdAt.toISOString(),
    finishedAt: p.finishedAt?.toISOString() ?? null,
  };
}

export async function getPush(ctx: TxCtx, id: string): Promise<CrmPush> {
  const [push] = await ctx.db
    .select()
    .from(crmPushes)
    .where(and(eq(crmPushes.id, id), eq(crmPushes.accountId, ctx.accountId)));
  if (!push) throw new NotFound("Push");
  return shown(ctx.db, push);
}

/** The account's latest pushes, newest first (the page's log). */
export async function recentPushes(ctx: TxCtx, limit = 10): Promise<CrmPush[]> {
  const rows = await ctx.db
    .select()
    .from(crmPushes)
    .where(eq(crmPushes.accountId, ctx.accountId))
    .orderBy(sql`${crmPushes.createdAt} desc`)
    .limit(limit);
  return Promise.all(rows.map((p) => shown(ctx.db, p)));
}

/** Queues a push's job; one runs per push at a time (the queue is stately per push). */
export function queuePush(db: DbOrTx, accountId: string, pushId: string, key: string = pushId) {
  return enqueue(db, crmPushQueue, { accountId, pushId }, { singletonKey: key });
}

/**
 * Starts a push of a list or of a campaign's delivered leads; refuses (409) when the CRM
 * requires properties the mapping leaves unwritten (as its last Test listed them), naming them.
 */
export async function startPush(ctx: TxCtx, input: PushInput): Promise<CrmPush> {
  const parsed = PushInput.parse(input);
  const connection = await connectionRow(ctx, parsed.connectionId);
  const properties = knownProperties(connection);
  const mapping = connection.mapping as MappingEntry[];
  const cannot = unwritable(properties, mapping);
  if (cannot.length > 0) {
    throw new Conflict(`HubSpot cannot write these mapped properties: ${cannot.join(", ")}.`, {
      unwritable: cannot,
    });
  }
  const missing = unmappedRequired(properties, mapping);
  if (missing.length > 0) {
    throw new Conflict(`Map these required HubSpot properties first: ${missing.join(", ")}.`, {
      unmappedRequired: missing,
    });
  }
  let source: Source;
  if ("listId" in parsed) {
    const [list] = await ctx.db
      .select({ id: lists.id })
      .from(lists)
      .where(and(eq(lists.id, parsed.listId), eq(lists.accountId, ctx.accountId)));
    if (!list) throw new NotFound("List");
    source = { listId: parsed.listId };
  } else {
    const [campaign] = await ctx.db
      .select({ id: campaigns.id })
      .from(campaigns)
      .where(and(eq(campaigns.id, parsed.campaignId), eq(campaigns.accountId, ctx.accountId)));
    if (!campaign) throw new NotFound("Campaign");
    source = { campaignId: parsed.campaignId };
  }
  const id = await createPush(ctx, {
    connectionId: connection.id,
    listId: "listId" in parsed ? parsed.listId : null,
    campaignId: "campaignId" in parsed ? parsed.campaignId : null,
    source,
  });
  return getPush(ctx, id);
}

/**
 * Who a push sends: given people, or a list's (in the order they were added) or a campaign's
 * delivered leads (in delivery order), the last two read by PostgreSQL itself, so a list of
 * 10,000 never passes through the web process (whose event loop it held for a quarter of a
 * second: bench/crm-push.ts).
 */
type Source = { profileIds: string[] } | { listId: string } | { campaignId: string };

/** Writes the push and its rows and queues its job, in one transaction. */
async function createPush(
  ctx: TxCtx,
  push: {
    connectionId: string;
    listId: string | null;
    campaignId: string | null;
    source: Source;
  },
): Promise<string> {
  const run = async (db: DbOrTx) => {
    const [row] = await db
      .insert(crmPushes)
      .values({
        accountId: ctx.accountId,
        connectionId: push.connectionId,
        listId: push.listId,
        campaignId: push.campaignId,
        total: 0,
        status: "queued",
        createdAt: ctx.clock.now(),
      })
      .returning({ id: crmPushes.id });
    if (!row) throw new Conflict("The push was not saved.");
    let total = 0;
    const { source } = push;
    if ("profileIds" in source) {
      const unique = [...new Set(source.profileIds)];
      for (let i = 0; i < unique.length; i += 5_000) {
        await db.insert(crmPushRows).values(
          unique.slice(i, i + 5_000).map((profileId, j) => ({
            pushId: row.id,
            position: i + j,
            accountId: ctx.accountId,
            profileId,
          })),
        );
      }
      total = unique.length;
    } else {
      const people =
        "listId" in source
          ? sql`select profile_id, row_number() over (order by added_at, profile_id) as n
              from ${listItems}
              where list_id = ${source.listId} and account_id = ${ctx.accountId}`
          : sql`select profile_id, row_number() over (order by id) as n
              from ${campaignLeads}
              where campaign_id = ${source.campaignId} and account_id = ${ctx.accountId}`;
      const [inserted] = await db.execute<{ n: number }>(sql`
        with added as (
          insert into ${crmPushRows} (push_id, position, account_id, profile_id)
          select ${row.id}, (p.n - 1)::int, ${ctx.accountId}, p.profile_id from (${people}) p
          on conflict do nothing
          returning 1)
        select count(*)::int as n from added`);
      total = inserted?.n ?? 0;
    }
    await db
      .update(crmPushes)
      .set(
        total === 0
          ? { total, status: "done", finishedAt: ctx.clock.now() }
          : { total, status: "queued" },
      )
      .where(eq(crmPushes.id, row.id));
    if (total > 0) await queuePush(db, ctx.accountId, row.id);
    return row.id;
  };
  return "transaction" in ctx.db ? ctx.db.transaction(run) : run(ctx.db);
}

/** One page of a push's rows in their order. */
export async function pushRowsPage(
  ctx: TxCtx,
  pushId: string,
  raw: PushRowsQuery = {},
): Promise<PushRowsPage> {
  const query = PushRowsQuery.parse(raw);
  const [push] = await ctx.db
    .select({ id: crmPushes.id })
    .from(crmPushes)
    .where(and(eq(crmPushes.id, pushId), eq(crmPushes.accountId, ctx.accountId)));
  if (!push) throw new NotFound("Push");
  const after = query.cursor
    ? decodeCursor(query.cursor, (t) => (/^row:\d{1,9}$/.test(t) ? Number(t.slice(4)) : undefined))
    : -1;
  const rows = await ctx.db
    .select({
      position: crmPushRows.position,
      profileId: crmPushRows.profileId,
      email: crmPushRows.email,
      outcome: crmPushRows.outcome,
      reason: crmPushRows.reason,
      recordId: crmPushRows.recordId,
      recordUrl: crmPushRows.recordUrl,
    })
    .from(crmPushRows)
    .where(
      and(
        eq(crmPushRows.pushId, pushId),
        eq(crmPushRows.accountId, ctx.accountId),
        gt(crmPushRows.position, after),
      ),
    )
    .orderBy(asc(crmPushRows.position))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    data: page,
    nextCursor: rows.length > query.limit && last ? encodeCursor(`row:${last.position}`) : null,
  };
}

/** The campaign's automatic push: its connection, or null when it pushes nothing. */
export async function campaignCrm(
  ctx: TxCtx,
  campaignId: string,
): Promise<{ connectionId: string | null; enabled: boolean }> {
  const [campaign] = await ctx.db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(and(eq(campaigns.id, campaignId), eq(campaigns.accountId, ctx.accountId)));
  if (!campaign) throw new NotFound("Campaign");
  const [link] = await ctx.db
    .select()
    .from(crmCampaignLinks)
    .where(eq(crmCampaignLinks.campaignId, campaignId));
  return link
    ? { connectionId: link.connectionId, enabled: true }
    : { connectionId: null, enabled: false };
}

/**
 * Sets a campaign's `crm`: enabled, each lead it delivers from now on is pushed to the
 * connection (the sweep below); disabled, none is.
 */
export async function setCampaignCrm(
  ctx: TxCtx,
  campaignId: string,
  input: { connectionId: string | null; enabled: boolean },
): Promise<{ connectionId: string | null; enabled: boolean }> {
  await campaignCrm(ctx, campaignId);
  if (!input.enabled || input.connectionId === null) {
    await ctx.db.delete(crmCampaignLinks).where(eq(crmCampaignLinks.campaignId, campaignId));
    return { connectionId: null, enabled: false };
  }
  const connection = await connectionRow(ctx, input.connectionId);
  // Leads delivered before it was turned on are not pushed by it (a push of the campaign is).
  const [through] = await ctx.db
    .select({ id: sql<number>`coalesce(max(${campaignLeads.id}), 0)::bigint` })
    .from(campaignLeads)
    .where(eq(campaignLeads.campaignId, campaignId));
  await ctx.db
    .insert(crmCampaignLinks)
    .values({
      campaignId,
      accountId: ctx.accountId,
      connectionId: connection.id,
      pushedThrough: Number(through?.id ?? 0),
    })
    .onConflictDoUpdate({
      target: crmCampaignLinks.campaignId,
      set: { connectionId: connection.id },
    });
  return { connectionId: connection.id, enabled: true };
}

/**
 * The sweep behind campaigns' `crm`: each linked campaign's leads delivered since its last
 * push become a new push. Run by every worker; the link row's lock makes one of them do it.
 */
export async function pushNewDeliveries(db: DbOrTx, clock = { now: () => new Date() }) {
  const links = await db.select().from(crmCampaignLinks);
  for (const link of links) {
    await db.transaction(async (tx) => {
      const [locked] = await tx
        .select()
        .from(crmCampaignLinks)
        .where(eq(crmCampaignLinks.campaignId, link.campaignId))
        .for("update", { skipLocked: true });
      if (!locked) return;
      const fresh = await tx
        .select({ id: campaignLeads.id, profileId: campaignLeads.profileId })
        .from(campaignLeads)
        .where(
          and(
            eq(campaignLeads.campaignId, locked.campaignId),
            gt(campaignLeads.id, locked.pushedThrough),
          ),
        )
        .orderBy(asc(campaignLeads.id))
        .limit(10_000);
      const last = fresh.at(-1);
      if (!last) return;
      await createPush(
        { db: tx, accountId: locked.accountId, clock },
        {
          connectionId: locked.connectionId,
          listId: null,
          campaignId: locked.campaignId,
          source: { profileIds: fresh.map((f) => f.profileId) },
        },
      );
      await tx
        .update(crmCampaignLinks)
        .set({ pushedThrough: last.id })
        .where(eq(crmCampaignLinks.campaignId, locked.campaignId));
    });
  }
}

/**
 * Pushes whose worker process died mid-run (kill -9, a power cut): its presence lock went with
 * it, so they are let go and queued again at once, on start and every few seconds after, not
 * when pg-boss expires the dead run's job (`expireInSeconds`). Each push is taken by one sweep
 * (row locks, skip locked: two nodes starting together share them out); the job's singleton key
 * names the dead worker, so its job is a new one that the dead run's (still active to pg-boss)
 * does not hold back. A push whose process is alive is left alone; a run claims a push only
 * while no live process holds it (push-job.ts), so a job left over never runs it twice at once.
 */
export async function recoverAbandonedPushes(db: DbOrTx): Promise<number> {
  const dead = await db.execute<{ id: string; account_id: string; worker_id: string }>(sql`
    with dead as (
      select id, account_id, worker_id from ${crmPushes}
      where status in ('queued', 'running') and worker_id is not null
        and not ${workerAlive(sql`worker_id`)}
      limit 100 for update skip locked)
    update ${crmPushes} p set worker_id = null from dead where p.id = dead.id
    returning p.id, p.account_id, dead.worker_id`);
  for (const p of dead) await queuePush(db, p.account_id, p.id, `${p.id}:${p.worker_id}`);
  return dead.length;
}

/** Pushes left queued or running (a crash, a lost job): queued again; runs in the sweeps. */
export async function resumeOpenPushes(db: DbOrTx): Promise<void> {
  const open = await db
    .select({ id: crmPushes.id, accountId: crmPushes.accountId })
    .from(crmPushes)
    .where(inArray(crmPushes.status, ["queued", "running"]));
  for (const p of open) await queuePush(db, p.accountId, p.id);
}

/** Records each row's CRM record, so the next push of that person updates it. */
export async function rememberRecords(
  db: DbOrTx,
  accountId: string,
  connectionId: string,
  records: { profileId: string; recordId: string }[],
): Promise<void> {
  if (records.length === 0) return;
  await db
    .insert(crmRecords)
    .values(records.map((r) => ({ ...r, accountId, connectionId })))
    .onConflictDoUpdate({
      target: [crmRecords.connectionId, crmRecords.profileId],
      set: { recordId: sql`excluded.record_id`, pushedAt: sql`now()` },
    });
}

/**
 * The first people of a list as the CRM will receive them: their identity and the mapped
 * properties (before the write rules, which need the records' current values).
 */
export async function previewPush(
  ctx: TxCtx,
  input: { listId: string; connectionId: string },
  limit = 5,
): Promise<{ email: string | null; properties: Record<string, string> }[]> {
  const connection = await connectionRow(ctx, input.connectionId);
  const rows = await ctx.db
    .select({ profileId: listItems.profileId })
    .from(listItems)
    .where(and(eq(listItems.listId, input.listId), eq(listItems.accountId, ctx.accountId)))
    .orderBy(asc(listItems.addedAt), asc(listItems.profileId))
    .limit(limit);
  const people = await loadProfiles(
    ctx.db,
    rows.map((r) => r.profileId),
    { email: true, mobile: true },
  );
  return people.map((p) => ({
    email: identityEmail(p) ?? null,
    properties: propertiesOf(p, connection.mapping as MappingEntry[]),
  }));
}

import { inArray, sql } from "drizzle-orm";
import { z } from "zod";
import { type DbOrTx, getDb } from "@/db/client";
import { contacts, reverifyRuns } from "@/db/schema";
import { systemClock } from "@/lib/core/clock";
import type { TxCtx } from "@/lib/core/context";
import { env } from "@/lib/core/env";
import { enqueue } from "@/lib/engines/jobs/boss";
import { defineJob } from "@/lib/engines/jobs/define-job";
import {
  type VerificationStatus,
  type VerifyOptions,
  verifyAddress,
} from "@/lib/engines/verification/verify";
import { factsOf, reportContactChanges } from "./contact-changes";
import { recomputeEmailColumns } from "./email-columns";
import { type ProviderPass, refreshFromProviders } from "./provider-refresh";
import { subjectOrThrow } from "./subjects";

/*
 * Re-verification of a list: the e-mail addresses of its people are probed again through the
 * verification engine (docs/verification.md), the stalest first, at most `maxAddresses` a
 * run. Each address gets its verdict and `lastVerifiedAt`; one found `invalid` is no longer
 * delivered nor exported (lib/model/profiles/serialize.ts), a person left with no other address
 * no longer counts as having an e-mail (targeting, the estimate, delivery), and the change is
 * reported like any other (contact.changed, the change feeds of the lists and campaigns
 * watching the person). Then the account's providers are asked again about the people it
 * imported itself, at most `maxProviderCalls` calls (lib/features/changes/provider-refresh.ts).
 * Each run's outcome is kept (`reverify_runs`): the list page shows the last one.
 */

export const ReverifyInput = z.strictObject({
  maxAddresses: z
    .int()
    .min(1)
    .max(5000)
    .default(500)
    .describe(
      "The budget: at most this many addresses are probed, the least recently verified first",
    ),
  maxProviderCalls: z
    .int()
    .min(0)
    .max(5000)
    .default(100)
    .describe(
      "The providers' budget: at most this many calls to the account's data providers, about the people the account imported itself, the least recently confirmed first; 0 asks none",
    ),
});
export type ReverifyInput = z.input<typeof ReverifyInput>;

export const ReverifyAccepted = z.strictObject({
  listId: z.string(),
  addresses: z.int().describe("How many addresses this run will probe"),
  status: z.literal("queued"),
});
export type ReverifyAccepted = z.infer<typeof ReverifyAccepted>;

const JobData = z.object({
  accountId: z.string().min(1),
  listId: z.string().min(1),
  maxAddresses: z.int().min(1).max(5000),
  /** Absent in jobs queued before providers were asked: none. */
  maxProviderCalls: z.int().min(0).max(5000).default(0),
});

/** What one run did: addresses probed, then the providers' pass. */
export interface ReverifyOutcome extends ProviderPass {
  probed: number;
}

/** The addresses of a list's people to probe, the least recently verified first. */
async function addressesOf(db: DbOrTx, accountId: string, listId: string, max: number) {
  return db.execute<{ id: number; profile_id: string; value: string }>(sql`
    select c.id, c.profile_id, c.value
      from list_items i join contacts c on c.profile_id = i.profile_id and c.kind = 'email'
     where i.list_id = ${listId} and i.account_id = ${accountId}
     order by c.last_verified_at, c.id
     limit ${max}`);
}

/** How the operator configured probing (VERIFY_*; docs/operations.md). */
function probeOptions(): VerifyOptions {
  const e = env();
  return {
    ...(e.VERIFY_DNS_SERVERS?.length ? { dnsServers: e.VERIFY_DNS_SERVERS } : {}),
    smtpPort: e.VERIFY_SMTP_PORT,
    timeoutMs: e.VERIFY_TIMEOUT_MS,
    greylistRetries: e.VERIFY_GREYLIST_RETRIES,
    greylistDelayMs: e.VERIFY_GREYLIST_DELAY_MS,
  };
}

/**
 * Probes a list's addresses and records the verdicts, then asks the account's providers within
 * their budget; records and answers what the run did. The probes and calls run outside any
 * transaction; the verdicts, and the changes they make, are written in one, and so are the
 * providers' answers. Running it twice probes and asks again (in effect idempotent: the same
 * answers change nothing more).
 */
export async function reverifyList(
  db: DbOrTx,
  input: z.input<typeof JobData>,
  options: VerifyOptions = probeOptions(),
  clock = systemClock,
): Promise<ReverifyOutcome> {
  const { accountId, listId, maxAddresses, maxProviderCalls } = JobData.parse(input);
  const probed = await probeAddresses(db, { accountId, listId, maxAddresses }, options, clock);
  const pass =
    maxProviderCalls > 0
      ? await refreshFromProviders(db, { accountId, listId, maxCalls: maxProviderCalls }, clock)
      : { calls: 0, changed: 0, left: 0, skipped: [] };
  const outcome = { probed, ...pass };
  await recordOutcome(db, accountId, listId, outcome, clock);
  return outcome;
}

/** Keeps the run's outcome, and the list's ten latest only. */
async function recordOutcome(
  db: DbOrTx,
  accountId: string,
  listId: string,
  o: ReverifyOutcome,
  clock: typeof systemClock,
): Promise<void> {
  // The list may have been deleted while the run went on: nothing to keep then.
  await db.execute(sql`
    insert into reverify_runs (account_id, list_id, finished_at, probed, provider_calls, changed, "left", skipped)
    select ${accountId}, l.id, ${clock.now().toISOString()}::timestamptz, ${o.probed}, ${o.calls},
           ${o.changed}, ${o.left}, ${JSON.stringify(o.skipped)}::jsonb
      from lists l where l.id = ${listId} and l.account_id = ${accountId}`);
  await db.execute(sql`
    delete from reverify_runs where list_id = ${listId} and id not in
      (select id from reverify_runs where list_id = ${listId} order by finished_at desc, id desc limit 10)`);
}

export const LastReverify = z
  .strictObject({
    finishedAt: z.string().describe("When the run ended (ISO 8601)"),
    probed: z.int().describe("Addresses probed"),
    providerCalls: z.int().describe("Calls made to the account's providers"),
    changed: z.int().describe("People whose employer, title, e-mail or mobile changed"),
    left: z.int().describe("People the providers' budget left unasked"),
    skipped: z
      .array(z.strictObject({ profileId: z.string(), reason: z.string() }))
      .describe("People asked but not refreshed, and why (the first 100)"),
  })
  .describe("The list's last re-verification");
export type LastReverify = z.infer<typeof LastReverify>;

/** The list's last re-verification, or null when it has had none. */
export async function lastReverify(ctx: TxCtx, listId: string): Promise<LastReverify | null> {
  const [row] = await ctx.db
    .select()
    .from(reverifyRuns)
    .where(sql`${reverifyRuns.listId} = ${listId} and ${reverifyRuns.accountId} = ${ctx.accountId}`)
    .orderBy(sql`${reverifyRuns.finishedAt} desc, ${reverifyRuns.id} desc`)
    .limit(1);
  if (!row) return null;
  return {
    finishedAt: row.finishedAt.toISOString(),
    probed: row.probed,
    providerCalls: row.providerCalls,
    changed: row.changed,
    left: row.left,
    skipped: row.skipped,
  };
}

/** The probes of a run: answers how many addresses were probed. */
async function probeAddresses(
  db: DbOrTx,
  { accountId, listId, maxAddresses }: { accountId: string; listId: string; maxAddresses: number },
  options: VerifyOptions,
  clock: typeof systemClock,
): Promise<number> {
  const rows = await addressesOf(db, accountId, listId, maxAddresses);
  if (rows.length === 0) return 0;
  const verdicts = new Map<string, VerificationStatus>();
  for (const value of new Set(rows.map((r) => r.value.toLowerCase()))) {
    verdicts.set(value, (await verifyAddress(value, options)).status);
  }
  const ids = [...new Set(rows.map((r) => r.profile_id))];
  await db.transaction(async (tx) => {
    const before = await factsOf(tx, ids);
    const now = clock.now();
    const byStatus = new Map<VerificationStatus, number[]>();
    for (const r of rows) {
      const status = verdicts.get(r.value.toLowerCase()) ?? "unknown";
      byStatus.set(status, [...(byStatus.get(status) ?? []), r.id]);
    }
    for (const [status, contactIds] of byStatus) {
      // No final answer is no verification: the address keeps its last verdict and date.
      if (status === "unknown") continue;
      await tx
        .update(contacts)
        .set({ verification: status, lastVerifiedAt: now })
        .where(inArray(contacts.id, contactIds));
    }
    await recomputeEmailColumns(tx, ids);
    await reportContactChanges(tx, before, await factsOf(tx, ids), clock);
  });
  return rows.length;
}

export const reverifyJob = defineJob({
  name: "lists.reverify",
  schema: JobData,
  queue: { retryLimit: 2, retryDelay: 60, expireInSeconds: 3600 },
  handle: async (data) => {
    await reverifyList(getDb(), data);
  },
});

/**
 * POST /v1/lists/:id/reverify: queues a re-verification of the list's addresses and a provider
 * pass within their budgets; the verdicts and answers arrive as the job runs (the items'
 * `freshness`, the change feeds, the list's last run).
 */
export async function requestReverify(
  ctx: TxCtx,
  listId: string,
  raw: ReverifyInput = {},
): Promise<ReverifyAccepted> {
  const input = ReverifyInput.parse(raw);
  await subjectOrThrow(ctx, { listId });
  const [row] = await ctx.db.execute<{ n: number }>(sql`
    select count(*)::int as n from list_items i
      join contacts c on c.profile_id = i.profile_id and c.kind = 'email'
     where i.list_id = ${listId} and i.account_id = ${ctx.accountId}`);
  const addresses = Math.min(row?.n ?? 0, input.maxAddresses);
  const [own] =
    input.maxProviderCalls > 0
      ? await ctx.db.execute<{ n: number }>(sql`
          select count(*)::int as n from list_items i join profiles p on p.id = i.profile_id
           where i.list_id = ${listId} and i.account_id = ${ctx.accountId}
             and p.owner_account_id = ${ctx.accountId}`)
      : [];
  if (addresses > 0 || (own?.n ?? 0) > 0) {
    await enqueue(ctx.db, reverifyJob, {
      accountId: ctx.accountId,
      listId,
      maxAddresses: input.maxAddresses,
      maxProviderCalls: input.maxProviderCalls,
    });
  }
  return { listId, addresses, status: "queued" };
}

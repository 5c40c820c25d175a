import { inArray, sql } from "drizzle-orm";
import { z } from "zod";
import { type DbOrTx, getDb } from "@/db/client";
import { contacts } from "@/db/schema";
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
import { subjectOrThrow } from "./subjects";

/*
 * Re-verification of a list: the e-mail addresses of its people are probed again through the
 * verification engine (docs/verification.md), the stalest first, at most `maxAddresses` a
 * run. Each address gets its verdict and `lastVerifiedAt`; one found `invalid` is no longer
 * delivered nor exported (lib/model/profiles/serialize.ts), and the change is reported like any
 * other (contact.changed, the change feeds of the lists and campaigns watching the person).
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
});

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
 * Probes a list's addresses and records the verdicts; answers how many were probed. The
 * probes run outside any transaction; the verdicts, and the changes they make, are written in
 * one. Running it twice probes again (idempotent in effect: the same verdicts).
 */
export async function reverifyList(
  db: DbOrTx,
  input: z.input<typeof JobData>,
  options: VerifyOptions = probeOptions(),
  clock = systemClock,
): Promise<number> {
  const { accountId, listId, maxAddresses } = JobData.parse(input);
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
 * POST /v1/lists/:id/reverify: queues a re-verification of the list's addresses within the
 * budget; the verdicts arrive as the job runs (the items' `freshness`, the change feeds).
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
  if (addresses > 0) {
    await enqueue(ctx.db, reverifyJob, {
      accountId: ctx.accountId,
      listId,
      maxAddresses: input.maxAddresses,
    });
  }
  return { listId, addresses, status: "queued" };
}

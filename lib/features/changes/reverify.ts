import { inArray, sql } from "drizzle-orm";
import { z } from "zod";
import { type DbOrTx, getDb } from "@/db/client";
import { contacts } from "@/db/schema";
import { systemClock } from "@/lib/core/clock";
import type { TxCtx } from "@/lib/core/context";
import { env } from "@/lib/core/env";
import { inText } from "@/lib/core/sql/array-params";
import { bumpDataVersion } from "@/lib/core/sql/data-version";
import { enqueue } from "@/lib/engines/jobs/boss";
import { defineJob } from "@/lib/engines/jobs/define-job";
import {
  type VerificationStatus,
  type VerifyOptions,
  verifyAddress,
} from "@/lib/engines/verification/verify";
import { isWorkAddress } from "@/lib/model/profiles/email-domains";
import { factsOf, reportContactChanges } from "./contact-changes";
import { subjectOrThrow } from "./subjects";

/*
 * Re-verification of a list: the e-mail addresses of its people are probed again through the
 * verification engine (docs/verification.md), the stalest first, at most `maxAddresses` a
 * run. Each address gets its verdict and `lastVerifiedAt`; one found `invalid` is no longer
 * delivered nor exported (lib/model/profiles/serialize.ts), a person left with no other address
 * no longer counts as having an e-mail (targeting, the estimate, delivery), and the change is
 * reported like any other (contact.changed, the change feeds of the lists and campaigns
 * watching the person).
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
    await recomputeEmailColumns(tx, ids);
    await reportContactChanges(tx, before, await factsOf(tx, ids), clock);
  });
  return rows.length;
}

/**
 * The targeting columns a verdict moves, from the people's addresses not found invalid: whether
 * they have an e-mail (and a work one) to target and deliver, and when the newest of those was
 * last seen or verified (kept as it was when none is left). Written only where they changed, so
 * the audience index catches up with just those people (profile_changes).
 */
async function recomputeEmailColumns(tx: DbOrTx, ids: string[]): Promise<void> {
  const rows = await tx.execute<{
    id: string;
    has_email: boolean;
    has_work_email: boolean;
    type: string | null;
    value: string | null;
    at: Date | string | null;
  }>(sql`
    select p.id, p.has_email, p.has_work_email, c.type, c.value, c.last_verified_at as at
      from profiles p left join contacts c on c.profile_id = p.id and c.kind = 'email'
       and c.verification is distinct from 'invalid'
     where p.id ${inText(ids)}`);
  const byId = new Map<
    string,
    { was: [boolean, boolean]; email: boolean; work: boolean; at: number | null }
  >();
  for (const r of rows) {
    const p = byId.get(r.id) ?? {
      was: [r.has_email, r.has_work_email] as [boolean, boolean],
      email: false,
      work: false,
      at: null,
    };
    if (r.value !== null && r.type !== null) {
      p.email = true;
      p.work ||= isWorkAddress({ type: r.type, value: r.value });
      const at = new Date(r.at as Date | string).getTime();
      p.at = p.at === null ? at : Math.max(p.at, at);
    }
    byId.set(r.id, p);
  }
  const changed = [...byId].filter(
    ([, p]) => p.at !== null || p.was[0] !== p.email || p.was[1] !== p.work,
  );
  if (changed.length === 0) return;
  // Every column as text (the driver would send a boolean[] as one boolean), cast in the statement.
  const column = (pick: (p: (typeof changed)[number][1]) => string | null) =>
    sql`${sql.param(changed.map(([, p]) => pick(p)))}::text[]`;
  await tx.execute(sql`
    update profiles p set has_email = v.email::boolean, has_work_email = v.work::boolean,
           email_verified_at = coalesce(v.at::timestamptz, p.email_verified_at)
      from unnest(${sql.param(changed.map(([id]) => id))}::text[],
                  ${column((p) => String(p.email))}, ${column((p) => String(p.work))},
                  ${column((p) => (p.at === null ? null : new Date(p.at).toISOString()))})
           as v(id, email, work, at)
     where p.id = v.id`);
  await bumpDataVersion(tx);
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

import { createHash, randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { enrichmentRequests, idempotencyKeys } from "@/db/schema";
import type { Ctx, TxCtx } from "@/lib/core/context";
import { AllowanceExceeded, Conflict, InvalidRequest, MemberLimitReached } from "@/lib/core/errors";
import { arrayParam } from "@/lib/core/sql/array-params";
import { coalescer } from "@/lib/engines/jobs/coalesce";
import { assertWebhookUrl } from "@/lib/engines/webhooks/ssrf";
import {
  actingMember,
  type BatchRefusal,
  type Debit,
  lockCounter,
  lockMembers,
  type MemberUses,
  readMemberUses,
  recordDebits,
  refusal,
} from "@/lib/features/allowances/debit-each";
import { getUsage, type Usage } from "@/lib/features/allowances/usage";
import { enqueueRequests, PRIORITY, prepareEnqueue } from "./enrichment-queue";
import type { Accepted, ProfileInput } from "./schemas";

export interface Submission {
  kind: "details" | "enrich" | "bulk";
  inputs: ProfileInput[];
  include: {
    email: boolean;
    mobile: boolean;
    workEmailOnly?: boolean;
    deliverCatchAll?: boolean;
    deliverUnknown?: boolean;
  };
  webhookUrl?: string;
  name?: string;
  /** The member whose own caps it counts against (filled by `submitEnrichment`). */
  member?: string | null;
}

export interface Outcome {
  accepted: Accepted;
  replayed: boolean;
  /** The counters right after this submission was charged, for the X-Allowance headers. */
  allowance?: Partial<Usage>;
}

interface Charged {
  accepted: Accepted;
  allowance: Partial<Usage>;
}

interface Hooks {
  webhookUrl?: string;
  callbackUrl?: string;
}

/** `webhookUrl` and its other name `callbackUrl`; both given must agree. */
export function webhookOf(body: Hooks): string | undefined {
  if (body.webhookUrl && body.callbackUrl && body.webhookUrl !== body.callbackUrl) {
    throw new InvalidRequest(
      "webhookUrl and callbackUrl name the same address; give one.",
      [{ path: "callbackUrl", message: "differs from webhookUrl" }],
      "webhook-conflict",
    );
  }
  const url = body.webhookUrl ?? body.callbackUrl;
  if (url) assertWebhookUrl(url, body.webhookUrl ? "webhookUrl" : "callbackUrl");
  return url;
}

export interface IdempotencyKey {
  key: string;
  fingerprint: string;
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}

/**
 * The Idempotency-Key of a request, if any, with the fingerprint of what it was sent with: the
 * route and the parsed body with its keys sorted, so formatting does not count as another body.
 */
export function idempotencyKeyOf(
  req: Request,
  route: string,
  body: unknown,
): IdempotencyKey | undefined {
  const key = req.headers.get("idempotency-key");
  if (key === null) return undefined;
  if (!/^[\x21-\x7e]{1,255}$/.test(key)) {
    throw new InvalidRequest("Idempotency-Key must be 1 to 255 visible ASCII characters.", [
      { path: "Idempotency-Key", message: "1 to 255 visible ASCII characters" },
    ]);
  }
  const fingerprint = createHash("sha256")
    .update(`${route}\n${JSON.stringify(canonical(body))}`)
    .digest("hex");
  return { key, fingerprint };
}

/**
 * Takes the key for this request, or returns the first answer given under it. A key older
 * than 24 h is taken over. Two requests racing on one key queue on its row: the second sees
 * the first's answer once the first commits (a refused first leaves no row behind).
 */
async function takeIdempotencyKey(
  ctx: TxCtx,
  { key, fingerprint }: IdempotencyKey,
  answer: Accepted,
): Promise<Accepted | undefined> {
  const taken = await ctx.db
    .insert(idempotencyKeys)
    .values({ accountId: ctx.accountId, key, fingerprint, status: 202, response: answer })
    .onConflictDoUpdate({
      target: [idempotencyKeys.accountId, idempotencyKeys.key],
      set: { fingerprint, status: 202, response: answer, createdAt: sql`now()` },
      setWhere: sql`${idempotencyKeys.createdAt} < now() - interval '24 hours'`,
    })
    .returning({ key: idempotencyKeys.key });
  if (taken.length > 0) return undefined;
  const [prior] = await ctx.db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.accountId, ctx.accountId), eq(idempotencyKeys.key, key)));
  if (!prior) return undefined;
  if (prior.fingerprint !== fingerprint) {
    throw new Conflict(
      "This Idempotency-Key was used in the last 24 hours with another request body.",
    );
  }
  return prior.response as Accepted;
}

/** Refusal of a request asking for a contact whose counter is already at zero. */
function contactRefusals(usage: Usage | undefined, submission: Submission): AllowanceExceeded[] {
  if (!usage) return [];
  return (["email", "mobile"] as const).flatMap((kind) => {
    if (!submission.include[kind]) return [];
    const state = usage[kind];
    const resetsAt = new Date(state.resetsAt);
    if (state.credits < 1) return [new AllowanceExceeded(kind, "out_of_credits", resetsAt)];
    if (state.used >= state.limit) {
      return [new AllowanceExceeded(kind, "daily_limit_reached", resetsAt)];
    }
    return [];
  });
}

/**
 * Refusal of a request asking for a contact while its member's own cap of that counter is used
 * up (their cap is judged again, exactly, when the contacts are paid for).
 */
function memberContactRefusal(
  uses: MemberUses | undefined,
  submission: Submission,
  resetsAt: Date,
): MemberLimitReached | undefined {
  if (!uses || !submission.member) return undefined;
  for (const kind of ["email", "mobile"] as const) {
    const mine = submission.include[kind] ? uses[kind].get(submission.member) : undefined;
    if (mine && mine.cap !== null && mine.used >= mine.cap) {
      return new MemberLimitReached(kind, mine.cap, resetsAt);
    }
  }
  return undefined;
}

type RequestInsert = typeof enrichmentRequests.$inferInsert;

/** The accepted requests' rows, in one statement. */
function insertRequests(ctx: TxCtx, rows: RequestInsert[]) {
  return ctx.db.execute(sql`
    insert into ${enrichmentRequests} (id, account_id, kind, name, inputs, include_email,
      include_mobile, work_email_only, deliver_catch_all, deliver_unknown, webhook_url, job_id,
      acting_user_id)
    select v.id, ${ctx.accountId}, v.kind, v.name, v.inputs::jsonb, v.email, v.mobile, v.work,
      v.catch_all, v.unknown, v.url, v.job, v.member
    from unnest(${arrayParam(
      rows.map((r) => r.id),
      "text",
    )}, ${arrayParam(
      rows.map((r) => r.kind),
      "text",
    )}, ${arrayParam(
      rows.map((r) => r.name ?? null),
      "text",
    )}, ${arrayParam(
      rows.map((r) => JSON.stringify(r.inputs)),
      "text",
    )}, ${arrayParam(
      rows.map((r) => r.includeEmail),
      "bool",
    )}, ${arrayParam(
      rows.map((r) => r.includeMobile),
      "bool",
    )}, ${arrayParam(
      rows.map((r) => r.workEmailOnly ?? false),
      "bool",
    )}, ${arrayParam(
      rows.map((r) => r.deliverCatchAll ?? true),
      "bool",
    )}, ${arrayParam(
      rows.map((r) => r.deliverUnknown ?? true),
      "bool",
    )}, ${arrayParam(
      rows.map((r) => r.webhookUrl ?? null),
      "text",
    )}, ${arrayParam(
      rows.map((r) => r.jobId ?? null),
      "text",
    )}, ${arrayParam(
      rows.map((r) => r.actingUserId ?? null),
      "text",
    )}) as v(id, kind, name, inputs, email, mobile, work, catch_all, unknown, url, job, member)`);
}

/**
 * Accepts or refuses submissions of one account inside the caller's transaction, in order:
 * `api` 1 per profile submitted, all or nothing per submission, and a refusal up front for a
 * submission asking for e-mail or mobile while that counter is at zero (one refusal naming every
 * counter that cannot pay). Accepted ones get their row and their job. Returns, per submission,
 * its answer or its refusal.
 */
async function accept(ctx: TxCtx, submissions: Submission[]): Promise<(Charged | BatchRefusal)[]> {
  const wantsContacts = submissions.some((s) => s.include.email || s.include.mobile);
  const members = submissions.map((s) => s.member);
  const capped = members.some(Boolean);
  // One round trip: the contact counters, the api rows (locked), the account's load, and the
  // members' own use (their api rows locked after the account's, the order every debit takes).
  const [usage, api, [load], uses] = await Promise.all([
    wantsContacts ? getUsage(ctx) : undefined,
    lockCounter(ctx, "api").then(async (lock) => {
      if (capped) await lockMembers(ctx, lock, members);
      return lock;
    }),
    ctx.db.execute<{ open: number; concurrency: number }>(sql`
      select a.concurrency, (select count(*)::int from enrichment_requests r
        where r.account_id = a.id and r.status in ('pending', 'processing')) as open
      from accounts a where a.id = ${ctx.accountId}`),
    capped && wantsContacts ? readMemberUses(ctx, ["email", "mobile"], members) : undefined,
  ]);
  const spentBy = new Map<string, number>();
  const running = { ...api };
  // One job per priority for every request accepted here: a job rings for a commit's lot.
  const normalJob = randomUUID();
  const overCapJob = randomUUID();
  const debits = new Map<Submission["kind"], Debit[]>();
  const rows: RequestInsert[] = [];
  const outcomes = submissions.map((submission): Charged | BatchRefusal => {
    const refusals = contactRefusals(usage, submission);
    const n = submission.inputs.length;
    const member = submission.member ?? null;
    const mine = member ? (spentBy.get(member) ?? 0) : 0;
    const apiRefusal = refusal(running, n, member, mine);
    // The workspace's refusals are answered first; the member's own cap after them.
    if (apiRefusal instanceof AllowanceExceeded) refusals.unshift(apiRefusal);
    const refused =
      AllowanceExceeded.combine(refusals) ??
      (apiRefusal instanceof MemberLimitReached ? apiRefusal : undefined) ??
      memberContactRefusal(uses, submission, running.resetsAt);
    if (refused) return refused;
    const requestId = newRequestId();
    running.balance -= n;
    running.used += n;
    if (member) spentBy.set(member, mine + n);
    debits.set(submission.kind, [
      ...(debits.get(submission.kind) ?? []),
      { n, ref: requestId, member },
    ]);
    rows.push({
      id: requestId,
      accountId: ctx.accountId,
      kind: submission.kind,
      name: submission.name,
      actingUserId: member,
      inputs: submission.inputs,
      includeEmail: submission.include.email,
      includeMobile: submission.include.mobile,
      workEmailOnly: submission.include.workEmailOnly ?? false,
      deliverCatchAll: submission.include.deliverCatchAll ?? true,
      deliverUnknown: submission.include.deliverUnknown ?? true,
      webhookUrl: submission.webhookUrl,
      // An account already using its whole share queues behind accounts that are not, so one
      // account's backlog cannot hold up another's first request.
      jobId: load && load.open + rows.length >= load.concurrency ? overCapJob : normalJob,
    });
    const apiState = {
      used: running.used,
      limit: running.limit,
      remaining: Math.max(0, running.limit - running.used),
      credits: running.balance,
      resetsAt: running.resetsAt.toISOString(),
    };
    return {
      accepted: { requestId, status: "pending" },
      allowance: usage ? { ...usage, api: apiState } : { api: apiState },
    };
  });
  if (rows.length === 0) return outcomes;
  // One round trip for every write.
  await Promise.all([
    ...[...debits].map(([kind, paid]) => recordDebits(ctx, api, paid, `${kind} request`)),
    insertRequests(ctx, rows),
    ...(
      [
        [normalJob, PRIORITY.normal],
        [overCapJob, PRIORITY.overCap],
      ] as const
    ).map(([jobId, priority]) =>
      enqueueRequests(
        ctx.db,
        rows.filter((r) => r.jobId === jobId).map((r) => r.id),
        jobId,
        priority,
      ),
    ),
  ]);
  return outcomes;
}

interface Waiting {
  ctx: Ctx;
  submission: Submission;
}

/**
 * Submissions of one account that arrive while one of its commits is in flight go together in
 * the next one. An account's submissions serialize on its allowance rows until each commit's
 * WAL flush; sharing the flush lets a burst through at the rate of the transaction's statements
 * instead of one flush each, with every decision still exact and the commit still durable
 * before anyone gets a 202.
 */
const acceptTogether = coalescer<Waiting, Outcome>(
  async (waiting) => {
    const [first] = waiting;
    if (!first) return [];
    const outcomes = await first.ctx.db.transaction((tx) =>
      accept(
        { ...first.ctx, db: tx },
        waiting.map((w) => w.submission),
      ),
    );
    return outcomes.map((o) => (o instanceof Error ? o : { ...o, replayed: false }));
  },
  { key: (w) => w.ctx.accountId },
);

/**
 * Accepts an enrichment request: charges it, writes its row and its job in one transaction,
 * and answers `{ requestId, status: "pending" }`. With an Idempotency-Key seen before (same
 * body, within 24 h) it answers the first answer again and charges nothing.
 *
 * The job queue is ready before the transaction begins (pg-boss starting again after an outage
 * takes seconds), so that the transaction waits on nothing but its own statements: a debit
 * written and left open while the database dies is what db/client.ts has to guard against.
 */
export async function submitEnrichment(
  ctx: Ctx,
  submission: Submission,
  idempotency?: IdempotencyKey,
): Promise<Outcome> {
  await prepareEnqueue();
  submission = { ...submission, member: await actingMember(ctx) };
  if (idempotency) {
    return ctx.db.transaction(async (tx) => {
      const txCtx = { ...ctx, db: tx };
      const answer: Accepted = { requestId: "", status: "pending" };
      const prior = await takeIdempotencyKey(txCtx, idempotency, answer);
      if (prior) return { accepted: prior, replayed: true };
      const [outcome] = await accept(txCtx, [submission]);
      if (!outcome || outcome instanceof Error) throw outcome;
      await tx
        .update(idempotencyKeys)
        .set({ response: outcome.accepted })
        .where(
          and(
            eq(idempotencyKeys.accountId, ctx.accountId),
            eq(idempotencyKeys.key, idempotency.key),
          ),
        );
      return { ...outcome, replayed: false };
    });
  }
  return acceptTogether({ ctx, submission });
}

export function newRequestId(): string {
  return `req_${randomUUID().replaceAll("-", "")}`;
}

import { createHash, randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { enrichmentRequests, idempotencyKeys } from "@/db/schema";
import { consumeAllowance } from "@/lib/allowances/consume";
import { getUsage } from "@/lib/allowances/usage";
import type { Ctx, TxCtx } from "@/lib/context";
import { AllowanceExceeded, Conflict, InvalidRequest } from "@/lib/errors";
import { enqueue } from "@/lib/jobs/boss";
import { assertWebhookUrl } from "@/lib/webhooks/ssrf";
import { enrichmentJob, newRequestId, PRIORITY } from "./process";
import type { Accepted, ProfileInput } from "./schemas";

export interface Submission {
  kind: "details" | "enrich" | "bulk";
  inputs: ProfileInput[];
  include: { email: boolean; mobile: boolean };
  webhookUrl?: string;
  name?: string;
}

interface Hooks {
  webhookUrl?: string;
  callbackUrl?: string;
}

/** `webhookUrl` and its other name `callbackUrl`; both given must agree. */
export function webhookOf(body: Hooks): string | undefined {
  if (body.webhookUrl && body.callbackUrl && body.webhookUrl !== body.callbackUrl) {
    throw new InvalidRequest("webhookUrl and callbackUrl name the same address; give one.", [
      { path: "callbackUrl", message: "differs from webhookUrl" },
    ]);
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
 * the first's answer once the first commits.
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

/**
 * Charges a submission: `api` 1 per profile submitted, and a refusal up front when it asks
 * for e-mail or mobile while that counter is at zero. Of several refusals, out of credits wins.
 */
async function charge(ctx: TxCtx, submission: Submission, requestId: string): Promise<void> {
  const refusals: AllowanceExceeded[] = [];
  const contacts = (["email", "mobile"] as const).filter((kind) => submission.include[kind]);
  if (contacts.length > 0) {
    const usage = await getUsage(ctx);
    for (const kind of contacts) {
      const state = usage[kind];
      const resetsAt = new Date(state.resetsAt);
      if (state.credits < 1) refusals.push(new AllowanceExceeded(kind, "out_of_credits", resetsAt));
      else if (state.used >= state.limit) {
        refusals.push(new AllowanceExceeded(kind, "daily_limit_reached", resetsAt));
      }
    }
  }
  if (refusals.length === 0 || refusals.every((r) => r.reason !== "out_of_credits")) {
    try {
      await consumeAllowance(
        ctx,
        { api: submission.inputs.length },
        `${submission.kind} request`,
        requestId,
      );
    } catch (err) {
      if (!(err instanceof AllowanceExceeded)) throw err;
      refusals.push(err);
    }
  }
  const refusal = refusals.find((r) => r.reason === "out_of_credits") ?? refusals[0];
  if (refusal) throw refusal;
}

/**
 * Accepts an enrichment request: charges it, writes its row and its job in one transaction,
 * and answers `{ requestId, status: "pending" }`. With an Idempotency-Key seen before (same
 * body, within 24 h) it answers the first answer again and charges nothing.
 */
export async function submitEnrichment(
  ctx: Ctx,
  submission: Submission,
  idempotency?: IdempotencyKey,
): Promise<{ accepted: Accepted; replayed: boolean }> {
  const requestId = newRequestId();
  const jobId = randomUUID();
  const accepted: Accepted = { requestId, status: "pending" };
  return ctx.db.transaction(async (tx) => {
    const txCtx = { ...ctx, db: tx };
    if (idempotency) {
      const prior = await takeIdempotencyKey(txCtx, idempotency, accepted);
      if (prior) return { accepted: prior, replayed: true };
    }
    await charge(txCtx, submission, requestId);
    const [load] = await tx.execute<{ open: number; concurrency: number }>(sql`
      select a.concurrency, (select count(*)::int from enrichment_requests r
        where r.account_id = a.id and r.status in ('pending', 'processing')) as open
      from accounts a where a.id = ${ctx.accountId}`);
    await tx.insert(enrichmentRequests).values({
      id: requestId,
      accountId: ctx.accountId,
      kind: submission.kind,
      name: submission.name,
      inputs: submission.inputs,
      includeEmail: submission.include.email,
      includeMobile: submission.include.mobile,
      webhookUrl: submission.webhookUrl,
      jobId,
    });
    // An account already using its whole share queues behind accounts that are not, so one
    // account's backlog cannot hold up another's first request.
    const priority = load && load.open >= load.concurrency ? PRIORITY.overCap : PRIORITY.normal;
    await enqueue(tx, enrichmentJob, { requestId }, { id: jobId, priority });
    return { accepted, replayed: false };
  });
}

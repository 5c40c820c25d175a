import { randomBytes } from "node:crypto";
import { and, desc, eq, inArray } from "drizzle-orm";
import { campaigns, lists, webhookEndpoints } from "@/db/schema";
import type { Ctx, TxCtx } from "@/lib/core/context";
import { InvalidRequest, NotFound } from "@/lib/core/errors";
import { newEndpointSecret, openSecret, sealSecret } from "@/lib/engines/webhooks/endpoint-secret";
import type { EventType } from "@/lib/engines/webhooks/event-catalogue";
import { postWebhook, signatureHeaders } from "@/lib/engines/webhooks/post";
import { assertWebhookUrl } from "@/lib/engines/webhooks/ssrf";
import {
  RotateSecretInput,
  type WebhookEndpoint,
  WebhookEndpointInput,
  WebhookEndpointPatch,
} from "./schema";

type Row = typeof webhookEndpoints.$inferSelect;

function endpointId(): string {
  return `we_${randomBytes(12).toString("base64url")}`;
}

export function toEndpoint(row: Row): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    eventTypes: row.eventTypes as EventType[],
    campaignIds: row.campaignIds,
    listIds: row.listIds,
    status: row.status,
    disabledReason: row.disabledReason,
    previousSecretUntil:
      row.previousSecretSealed && row.previousSecretUntil
        ? row.previousSecretUntil.toISOString()
        : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The filter's campaigns and lists must be the account's own: a 400 naming those that are not. */
async function assertOwnSubjects(
  ctx: TxCtx,
  input: { campaignIds?: string[]; listIds?: string[] },
): Promise<void> {
  const errors: { path: string; message: string }[] = [];
  const check = async (
    ids: string[] | undefined,
    table: typeof campaigns | typeof lists,
    path: string,
  ) => {
    if (!ids?.length) return;
    const found = await ctx.db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.accountId, ctx.accountId), inArray(table.id, ids)));
    const own = new Set(found.map((r) => r.id));
    ids.forEach((id, n) => {
      if (!own.has(id))
        errors.push({ path: `${path}.${n}`, message: `No ${path.slice(0, -3)} ${id}.` });
    });
  };
  await check(input.campaignIds, campaigns, "campaignIds");
  await check(input.listIds, lists, "listIds");
  if (errors.length) {
    throw new InvalidRequest(
      "The filter names a campaign or list not found.",
      errors,
      "unknown-event-subject",
    );
  }
}

export async function getEndpointRow(ctx: TxCtx, id: string): Promise<Row> {
  const [row] = await ctx.db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.accountId, ctx.accountId)));
  if (!row) throw new NotFound("Webhook endpoint");
  return row;
}

export async function listEndpoints(ctx: TxCtx): Promise<{ data: WebhookEndpoint[] }> {
  const rows = await ctx.db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.accountId, ctx.accountId))
    .orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id));
  return { data: rows.map(toEndpoint) };
}

export async function getEndpoint(ctx: TxCtx, id: string): Promise<WebhookEndpoint> {
  return toEndpoint(await getEndpointRow(ctx, id));
}

/** A new endpoint, with its signing secret: answered here, and revealable later. */
export async function createEndpoint(
  ctx: TxCtx,
  raw: WebhookEndpointInput,
): Promise<WebhookEndpoint & { secret: string }> {
  const input = WebhookEndpointInput.parse(raw);
  assertWebhookUrl(input.url, "url");
  await assertOwnSubjects(ctx, input);
  const secret = newEndpointSecret();
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .insert(webhookEndpoints)
    .values({
      id: endpointId(),
      accountId: ctx.accountId,
      url: input.url,
      description: input.description,
      eventTypes: [...new Set(input.eventTypes)],
      campaignIds: [...new Set(input.campaignIds)],
      listIds: [...new Set(input.listIds)],
      secretSealed: sealSecret(secret),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error("The endpoint was not written.");
  return { ...toEndpoint(row), secret };
}

export async function updateEndpoint(
  ctx: TxCtx,
  id: string,
  raw: WebhookEndpointPatch,
): Promise<WebhookEndpoint> {
  const input = WebhookEndpointPatch.parse(raw);
  if (input.url !== undefined) assertWebhookUrl(input.url, "url");
  await assertOwnSubjects(ctx, input);
  const [row] = await ctx.db
    .update(webhookEndpoints)
    .set({
      url: input.url,
      description: input.description,
      eventTypes: input.eventTypes && [...new Set(input.eventTypes)],
      campaignIds: input.campaignIds && [...new Set(input.campaignIds)],
      listIds: input.listIds && [...new Set(input.listIds)],
      status: input.status,
      ...(input.status === "enabled" ? { disabledReason: null } : {}),
      ...(input.status === "disabled" ? { disabledReason: "Disabled by the account." } : {}),
      updatedAt: ctx.clock.now(),
    })
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.accountId, ctx.accountId)))
    .returning();
  if (!row) throw new NotFound("Webhook endpoint");
  return toEndpoint(row);
}

/** Deletes the endpoint with its delivery log; events already queued to it are not sent. */
export async function deleteEndpoint(ctx: TxCtx, id: string): Promise<void> {
  const rows = await ctx.db
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.accountId, ctx.accountId)))
    .returning({ id: webhookEndpoints.id });
  if (rows.length === 0) throw new NotFound("Webhook endpoint");
}

/** The endpoint's current secret, revealed (the page's "Reveal", `GET …/secret`). */
export async function revealEndpointSecret(
  ctx: TxCtx,
  id: string,
): Promise<{ secret: string; previousSecretUntil: string | null }> {
  const row = await getEndpointRow(ctx, id);
  return {
    secret: openSecret(row.secretSealed) ?? "",
    previousSecretUntil: toEndpoint(row).previousSecretUntil,
  };
}

/**
 * A new secret signs from now on; for `overlapHours` the old one signs too (both signatures in
 * `webhook-signature`), so receivers can switch without missing a delivery.
 */
export async function rotateEndpointSecret(
  ctx: TxCtx,
  id: string,
  raw: { overlapHours?: number } = {},
): Promise<{ secret: string; previousSecretUntil: string | null }> {
  const { overlapHours } = RotateSecretInput.parse(raw);
  const row = await getEndpointRow(ctx, id);
  const secret = newEndpointSecret();
  const now = ctx.clock.now();
  const until = overlapHours > 0 ? new Date(now.getTime() + overlapHours * 3_600_000) : null;
  await ctx.db
    .update(webhookEndpoints)
    .set({
      secretSealed: sealSecret(secret),
      previousSecretSealed: until ? row.secretSealed : null,
      previousSecretUntil: until,
      updatedAt: now,
    })
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.accountId, ctx.accountId)));
  return { secret, previousSecretUntil: until?.toISOString() ?? null };
}

const TEST_TIMEOUT_MS = 10_000;

/**
 * "Send test": a `webhook.test` body POSTed to the endpoint now, signed as its deliveries are,
 * and what the receiver answered. Not retried, and not part of the delivery log.
 */
export async function sendEndpointTest(ctx: Ctx, id: string) {
  const row = await getEndpointRow(ctx, id);
  // The address is checked again where it is posted to: one no longer allowed is a failed test.
  const webhookId = `evt_test_${randomBytes(12).toString("base64url")}`;
  const now = ctx.clock.now();
  const body = JSON.stringify({
    id: webhookId,
    type: "webhook.test",
    version: 1,
    timestamp: now.toISOString(),
    data: { endpointId: row.id, message: "A test from Leadwise: your endpoint is reachable." },
  });
  const secrets = {
    secret: openSecret(row.secretSealed) ?? "",
    previous:
      row.previousSecretSealed && row.previousSecretUntil && row.previousSecretUntil > now
        ? openSecret(row.previousSecretSealed)
        : null,
  };
  const outcome = await postWebhook(
    row.url,
    body,
    signatureHeaders(secrets.secret, webhookId, body, new Date(), secrets.previous),
    TEST_TIMEOUT_MS,
  );
  const ok = outcome.statusCode !== null && outcome.statusCode >= 200 && outcome.statusCode < 300;
  return {
    webhookId,
    ok,
    statusCode: outcome.statusCode,
    durationMs: outcome.durationMs,
    error: outcome.error,
  };
}

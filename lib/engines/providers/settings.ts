import { and, asc, eq, isNull, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { DbOrTx } from "@/db/client";
import { providerConfigs } from "@/db/schema";
import { NotFound } from "@/lib/core/errors";
import { CONNECTORS, PROVIDER_IDS } from "./connectors";
import { keyHint, sealKey } from "./keys";

/*
 * An account's ordered list of providers, or the operator's default list (`accountId` null),
 * which accounts without a list of their own use. The key given is sealed at once and never
 * given back: what is shown afterwards is its hint.
 */

export const ProviderSettingsInput = z.strictObject({
  provider: z.enum(PROVIDER_IDS),
  key: z
    .string()
    .trim()
    .min(8)
    .max(512)
    .describe("The provider's API key; kept sealed, shown once."),
  dailyBudget: z.int().min(0).max(10_000_000).nullable().default(null),
  timeoutMs: z.int().min(200).max(60_000).default(5_000),
  concurrency: z.int().min(1).max(64).default(4),
});
export type ProviderSettingsInput = z.input<typeof ProviderSettingsInput>;

export interface ProviderSettings {
  id: string;
  provider: string;
  label: string;
  position: number;
  keyHint: string;
  dailyBudget: number | null;
  timeoutMs: number;
  concurrency: number;
  enabled: boolean;
  /** Until when a worker last saw its circuit breaker open; null: closed (see breaker.ts). */
  breakerOpenUntil: Date | null;
}

/** `accountId` null: the operator's default list. */
type Scope = { db: DbOrTx; accountId: string | null };

function ofScope(accountId: string | null): SQL {
  return accountId === null
    ? isNull(providerConfigs.accountId)
    : eq(providerConfigs.accountId, accountId);
}

export async function listProviders(scope: Scope): Promise<ProviderSettings[]> {
  const rows = await scope.db
    .select()
    .from(providerConfigs)
    .where(ofScope(scope.accountId))
    .orderBy(asc(providerConfigs.position));
  return rows.map((r) => ({
    id: r.id,
    provider: r.provider,
    label: CONNECTORS[r.provider]?.label ?? r.provider,
    position: r.position,
    keyHint: r.keyHint,
    dailyBudget: r.dailyBudget,
    timeoutMs: r.timeoutMs,
    concurrency: r.concurrency,
    enabled: r.enabled,
    breakerOpenUntil: r.breakerOpenUntil,
  }));
}

/** Adds a provider at the end of the list, or replaces its key and limits when it is listed. */
export async function saveProvider(
  scope: Scope,
  input: ProviderSettingsInput,
): Promise<ProviderSettings> {
  const parsed = ProviderSettingsInput.parse(input);
  const values = {
    keySealed: sealKey(parsed.key),
    keyHint: keyHint(parsed.key),
    dailyBudget: parsed.dailyBudget,
    timeoutMs: parsed.timeoutMs,
    concurrency: parsed.concurrency,
  };
  const [existing] = await scope.db
    .select({ id: providerConfigs.id })
    .from(providerConfigs)
    .where(and(ofScope(scope.accountId), eq(providerConfigs.provider, parsed.provider)));
  if (existing) {
    await scope.db.update(providerConfigs).set(values).where(eq(providerConfigs.id, existing.id));
  } else {
    await scope.db.insert(providerConfigs).values({
      ...values,
      accountId: scope.accountId,
      provider: parsed.provider,
      position: sql`(select coalesce(max(position), -1) + 1 from provider_configs where ${ofScope(scope.accountId)})`,
    });
  }
  const saved = (await listProviders(scope)).find((p) => p.provider === parsed.provider);
  if (!saved) throw new NotFound("Provider");
  return saved;
}

/** Puts the list in the order given (ids of this list; any left out keep their relative order after). */
export async function orderProviders(scope: Scope, ids: string[]): Promise<ProviderSettings[]> {
  const current = await listProviders(scope);
  const known = new Set(current.map((p) => p.id));
  for (const id of ids) if (!known.has(id)) throw new NotFound("Provider");
  const order = [...new Set(ids), ...current.map((p) => p.id).filter((id) => !ids.includes(id))];
  for (const [position, id] of order.entries()) {
    await scope.db
      .update(providerConfigs)
      .set({ position })
      .where(and(ofScope(scope.accountId), eq(providerConfigs.id, id)));
  }
  return listProviders(scope);
}

export async function removeProvider(scope: Scope, id: string): Promise<void> {
  const gone = await scope.db
    .delete(providerConfigs)
    .where(and(ofScope(scope.accountId), eq(providerConfigs.id, id)))
    .returning({ id: providerConfigs.id });
  if (gone.length === 0) throw new NotFound("Provider");
}

export interface ProviderFigures {
  asked: number;
  found: number;
  notFound: number;
  errors: number;
}

/** Today's (UTC) figures of each provider for the account, by provider id. */
export async function providerFiguresToday(ctx: {
  db: DbOrTx;
  accountId: string;
  clock: { now(): Date };
}): Promise<Map<string, ProviderFigures>> {
  const day = ctx.clock.now().toISOString().slice(0, 10);
  const rows = await ctx.db.execute<{
    provider: string;
    asked: number;
    found: number;
    not_found: number;
    errors: number;
  }>(sql`select provider, asked, found, not_found, errors from provider_usage
    where account_id = ${ctx.accountId} and day = ${day}`);
  return new Map(
    rows.map((r) => [
      r.provider,
      { asked: r.asked, found: r.found, notFound: r.not_found, errors: r.errors },
    ]),
  );
}

/** One data provider's figures today (UTC), as `GET /v1/usage` reports them. */
export interface ProviderUsage extends ProviderFigures {
  provider: string;
  label: string;
  /** Whose list asks it: the account's own, the operator's default, or none any more. */
  listedBy: "account" | "operator" | null;
  dailyBudget: number | null;
  /** Calls left today under the daily budget; null when there is none. */
  budgetRemaining: number | null;
}

/**
 * Today's figures of every provider the account's enrichments ask (its own list, else the
 * operator's), in the order they are asked, then any asked earlier today but no longer listed.
 */
export async function providerUsageToday(ctx: {
  db: DbOrTx;
  accountId: string;
  clock: { now(): Date };
}): Promise<ProviderUsage[]> {
  const [own, operator, figures] = await Promise.all([
    listProviders({ db: ctx.db, accountId: ctx.accountId }),
    listProviders({ db: ctx.db, accountId: null }),
    providerFiguresToday(ctx),
  ]);
  // As the waterfall chooses: the account's enabled providers, else the operator's.
  const mine = own.filter((p) => p.enabled);
  const listedBy = mine.length > 0 ? "account" : "operator";
  const listed = mine.length > 0 ? mine : operator.filter((p) => p.enabled);
  const none: ProviderFigures = { asked: 0, found: 0, notFound: 0, errors: 0 };
  const usage: ProviderUsage[] = listed.map((p) => {
    const f = figures.get(p.provider) ?? none;
    return {
      provider: p.provider,
      label: p.label,
      listedBy,
      dailyBudget: p.dailyBudget,
      budgetRemaining: p.dailyBudget === null ? null : Math.max(0, p.dailyBudget - f.asked),
      ...f,
    };
  });
  for (const [provider, f] of figures) {
    if (listed.some((p) => p.provider === provider)) continue;
    const label = CONNECTORS[provider]?.label ?? provider;
    usage.push({ provider, label, listedBy: null, dailyBudget: null, budgetRemaining: null, ...f });
  }
  return usage;
}

import { createHmac } from "node:crypto";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import type { Clock } from "@/lib/core/clock";
import { env } from "@/lib/core/env";
import { logger } from "@/lib/core/logger";
import { derivedKey } from "@/lib/core/security/derived-key";
import { inText, jsonRecords } from "@/lib/core/sql/array-params";
import {
  breakerState,
  mayCall,
  openUntil,
  recordFailure,
  recordSuccess,
  withSlot,
} from "./breaker";
import {
  askProvider,
  type Connector,
  type Found,
  type Outcome,
  type PersonQuery,
} from "./connector";
import { CONNECTORS } from "./connectors";
import { openKey } from "./keys";

/*
 * One run of the waterfall's calls to providers (lib/engines/providers/ask-providers.ts): which providers
 * each account has, each answer from the cache or asked within the provider's daily budget,
 * concurrency and breaker, and what the run records once at its end (usage, cache, breakers).
 */

/** Where a provider is reached: PROVIDER_URL_<ID> (an operator's proxy, the test simulators). */
export function baseUrlOf(connector: Connector): string {
  return env().providerUrls[connector.id.toUpperCase().replaceAll("-", "_")] ?? connector.baseUrl;
}

export interface ActiveProvider {
  configId: string;
  connector: Connector;
  key: string;
  dailyBudget: number | null;
  timeoutMs: number;
  concurrency: number;
}

/** Each account's active providers in order: its own list, else the operator's default. */
export async function providersOf(
  db: DbOrTx,
  accountIds: string[],
): Promise<Map<string, ActiveProvider[]>> {
  const rows = await db.execute<{
    id: string;
    account_id: string | null;
    provider: string;
    key_sealed: string;
    daily_budget: number | null;
    timeout_ms: number;
    concurrency: number;
  }>(sql`
    select id, account_id, provider, key_sealed, daily_budget, timeout_ms, concurrency
    from provider_configs
    where enabled and (account_id ${inText(accountIds)} or account_id is null)
    order by position, id`);
  const active = (r: (typeof rows)[number]): ActiveProvider[] => {
    const connector = CONNECTORS[r.provider];
    const key = openKey(r.key_sealed);
    if (!connector || key === null) return [];
    return [
      {
        configId: r.id,
        connector,
        key,
        dailyBudget: r.daily_budget,
        timeoutMs: r.timeout_ms,
        concurrency: r.concurrency,
      },
    ];
  };
  const operator = rows.filter((r) => r.account_id === null).flatMap(active);
  return new Map(
    accountIds.map((accountId) => {
      const own = rows.filter((r) => r.account_id === accountId);
      return [accountId, own.length > 0 ? own.flatMap(active) : operator];
    }),
  );
}

export function hashOf(purpose: string, value: unknown): string {
  return createHmac("sha256", derivedKey(purpose)).update(JSON.stringify(value)).digest("hex");
}

interface Tally {
  asked: number;
  found: number;
  notFound: number;
  errors: number;
}

type CacheWrite = {
  account_id: string;
  provider: string;
  query_hash: string;
  outcome: string;
  found: Found | null;
};

/** What one run shares between its calls, written once at its end (`recordRun`). */
export interface Run {
  db: DbOrTx;
  clock: Clock;
  day: string;
  /** Days a provider's answer is used again (PROVIDER_CACHE_DAYS); 0: not cached. */
  retention: number;
  /** Calls made today before this run, by account and provider. */
  askedBefore: Map<string, number>;
  tallies: Map<string, Tally>;
  cacheWrites: CacheWrite[];
  /** Breakers that opened or closed during this run, by configuration: until when, or null. */
  breakerWrites: Map<string, string | null>;
  /** When each answer was obtained: now, or when the cached one was. */
  answeredAt: WeakMap<Outcome, string>;
  /**
   * Ask again rather than answer from the cache (a re-verification wants today's answer); the
   * answers are still cached for the others.
   */
  fresh?: boolean;
}

const usageKey = (accountId: string, provider: string) => `${accountId}\u0000${provider}`;

/** A run for these accounts, knowing what they asked of each provider today. */
export async function startRun(db: DbOrTx, clock: Clock, accountIds: string[]): Promise<Run> {
  const day = clock.now().toISOString().slice(0, 10);
  const usageRows = await db.execute<{ account_id: string; provider: string; asked: number }>(sql`
    select account_id, provider, asked from provider_usage
    where day = ${day} and account_id ${inText(accountIds)}`);
  return {
    db,
    clock,
    day,
    retention: env().PROVIDER_CACHE_DAYS,
    askedBefore: new Map(usageRows.map((r) => [usageKey(r.account_id, r.provider), r.asked])),
    tallies: new Map(),
    cacheWrites: [],
    breakerWrites: new Map(),
    answeredAt: new WeakMap(),
  };
}

function tallyOf(run: Run, accountId: string, provider: string): Tally {
  const k = usageKey(accountId, provider);
  let t = run.tallies.get(k);
  if (!t) {
    t = { asked: 0, found: 0, notFound: 0, errors: 0 };
    run.tallies.set(k, t);
  }
  return t;
}

/** The provider's answer to the same query for this account, while within the retention. */
async function cachedAnswer(
  run: Run,
  accountId: string,
  provider: string,
  queryHash: string,
): Promise<Outcome | null> {
  if (run.retention <= 0 || run.fresh) return null;
  const [hit] = await run.db.execute<{
    outcome: "found" | "not_found";
    found: Found | null;
    at: string;
  }>(sql`
    select outcome, found, fetched_at as at from provider_cache
    where account_id = ${accountId} and provider = ${provider} and query_hash = ${queryHash}
      and fetched_at > ${run.clock.now().toISOString()}::timestamptz - make_interval(days => ${run.retention})`);
  if (!hit) return null;
  const cached: Outcome =
    hit.outcome === "found" && hit.found
      ? { kind: "found", found: hit.found }
      : { kind: "not_found" };
  run.answeredAt.set(cached, new Date(hit.at).toISOString());
  return cached;
}

/** Counts a provider's answer, moves its breaker, and keeps a definite answer for the cache. */
function noteOutcome(
  run: Run,
  accountId: string,
  p: ActiveProvider,
  queryHash: string,
  outcome: Outcome,
) {
  const t = tallyOf(run, accountId, p.connector.id);
  if (outcome.kind === "found" || outcome.kind === "not_found") {
    if (breakerState(p.configId) !== "closed") run.breakerWrites.set(p.configId, null);
    recordSuccess(p.configId);
    if (outcome.kind === "found") t.found += 1;
    else t.notFound += 1;
    run.cacheWrites.push({
      account_id: accountId,
      provider: p.connector.id,
      query_hash: queryHash,
      outcome: outcome.kind,
      found: outcome.kind === "found" ? outcome.found : null,
    });
    return;
  }
  t.errors += 1;
  recordFailure(p.configId, outcome.kind !== "error");
  const until = openUntil(p.configId);
  if (until > 0) run.breakerWrites.set(p.configId, new Date(until).toISOString());
  // The key is never logged: only which provider, and the class of the failure.
  logger.warn(
    {
      provider: p.connector.id,
      outcome: outcome.kind,
      detail: "detail" in outcome ? outcome.detail : undefined,
    },
    "provider call failed",
  );
}

/** One provider's answer about one person: from the cache, or asked within its limits. */
export async function consult(
  run: Run,
  accountId: string,
  p: ActiveProvider,
  query: PersonQuery,
): Promise<Outcome | null> {
  if (!p.connector.request(query)) return null;
  const queryHash = hashOf("provider cache", [p.connector.id, query]);
  const cached = await cachedAnswer(run, accountId, p.connector.id, queryHash);
  if (cached) return cached;
  const t = tallyOf(run, accountId, p.connector.id);
  const spent = (run.askedBefore.get(usageKey(accountId, p.connector.id)) ?? 0) + t.asked;
  if (p.dailyBudget !== null && spent >= p.dailyBudget) return null;
  if (!mayCall(p.configId)) return null;
  t.asked += 1;
  const outcome = await withSlot(p.configId, p.concurrency, () =>
    askProvider(p.connector, p.key, query, {
      baseUrl: baseUrlOf(p.connector),
      timeoutMs: p.timeoutMs,
    }),
  );
  if (!outcome) return null;
  run.answeredAt.set(outcome, run.clock.now().toISOString());
  noteOutcome(run, accountId, p, queryHash, outcome);
  return outcome;
}

/** How many calls this run has made to providers (answers from the cache are no call). */
export function callsOf(run: Run): number {
  let n = 0;
  for (const t of run.tallies.values()) n += t.asked;
  return n;
}

/** Writes what the run did: breakers moved, today's usage added, answers cached, old ones gone. */
export async function recordRun(run: Run): Promise<void> {
  const { db, day, retention, clock } = run;
  const breakers = [...run.breakerWrites].map(([id, until]) => ({ id, until }));
  const usage = [...run.tallies.entries()].map(([k, t]) => {
    const [account_id, provider] = k.split("\u0000");
    return { account_id, provider, day, ...t, not_found: t.notFound };
  });
  await Promise.all([
    breakers.length
      ? db.execute(sql`
          update provider_configs c set breaker_open_until = v.until::timestamptz
          from ${jsonRecords(breakers, "id text, until text")} where c.id = v.id`)
      : undefined,
    usage.length
      ? db.execute(sql`
          insert into provider_usage (account_id, provider, day, asked, found, not_found, errors)
          select account_id, provider, day::date, asked, found, not_found, errors
          from ${jsonRecords(usage, "account_id text, provider text, day text, asked int, found int, not_found int, errors int")}
          on conflict (account_id, provider, day) do update set
            asked = provider_usage.asked + excluded.asked,
            found = provider_usage.found + excluded.found,
            not_found = provider_usage.not_found + excluded.not_found,
            errors = provider_usage.errors + excluded.errors`)
      : undefined,
    run.cacheWrites.length && retention > 0
      ? db.execute(sql`
          insert into provider_cache (account_id, provider, query_hash, outcome, found, fetched_at)
          select account_id, provider, query_hash, outcome, found, ${clock.now().toISOString()}::timestamptz
          from ${jsonRecords(run.cacheWrites, "account_id text, provider text, query_hash text, outcome text, found jsonb")}
          on conflict (account_id, provider, query_hash) do update set
            outcome = excluded.outcome, found = excluded.found, fetched_at = excluded.fetched_at`)
      : undefined,
    // Past the retention an answer is neither used nor kept.
    db.execute(sql`delete from provider_cache
      where fetched_at <= ${clock.now().toISOString()}::timestamptz - make_interval(days => ${retention})`),
  ]);
}

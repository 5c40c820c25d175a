import { createHmac } from "node:crypto";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { type Clock, systemClock } from "@/lib/clock";
import type { ProfileInput } from "@/lib/enrichment/schemas";
import type { ContactKind, Picked } from "@/lib/enrichment/waterfall";
import { env } from "@/lib/env";
import { logger } from "@/lib/logger";
import { domainOf } from "@/lib/profiles/profile-rows";
import { type ContactEntry, EmailEntry, MobileEntry, Profile } from "@/lib/profiles/profile-schema";
import { inText, jsonRecords } from "@/lib/sql/array-params";
import { addressHash, derivedKey, normaliseAddress } from "@/lib/suppression/address";
import { emailType, isWorkAddress } from "@/lib/verification/domains";
import {
  type VerificationStatus,
  type VerifyOptions,
  verifyAddress,
} from "@/lib/verification/verify";
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
 * The providers' waterfall (docs/providers.md "Waterfall"), run after the local database has
 * answered. For each person a request still lacks something for (the profile of an input no
 * local profile matched, or an e-mail or mobile a matched profile has none of), the account's
 * providers are asked in its order, each only for what is still missing and only if it can
 * supply it, stopping as soon as nothing is missing. A result counts only once validated: the
 * spec's shapes, not suppressed, not on the account's do-not-contact list, and, when the
 * account lists Hunter's verifier, no address the verifier calls invalid.
 *
 * What it finds is added to the request's result as if it had been local: the finishing
 * transaction then charges the account for contacts delivered, exactly as for local data, so a
 * provider's not-found costs the account nothing. Nothing found is written to `profiles`: data
 * bought with an account's key stays with that account (in its results and its cache).
 */

/** Where a provider is reached: PROVIDER_URL_<ID> (an operator's proxy, the test simulators). */
export function baseUrlOf(connector: Connector): string {
  return env().providerUrls[connector.id.toUpperCase().replaceAll("-", "_")] ?? connector.baseUrl;
}

/**
 * Whether providers' addresses are verified by probing their mail servers
 * (EMAIL_VERIFICATION=probe, docs/verification.md), and how; null when not.
 */
function probeOptions(): VerifyOptions | null {
  const e = env();
  if (e.EMAIL_VERIFICATION !== "probe") return null;
  return {
    ...(e.VERIFY_DNS_SERVERS?.length ? { dnsServers: e.VERIFY_DNS_SERVERS } : {}),
    smtpPort: e.VERIFY_SMTP_PORT,
    timeoutMs: e.VERIFY_TIMEOUT_MS,
    greylistRetries: e.VERIFY_GREYLIST_RETRIES,
    greylistDelayMs: e.VERIFY_GREYLIST_DELAY_MS,
  };
}

/** The part of a request the waterfall reads. */
export interface RequestLike {
  id: string;
  accountId: string;
  includeEmail: boolean;
  includeMobile: boolean;
  /** Only work e-mail addresses count as found (and are delivered); absent: any address. */
  workEmailOnly?: boolean;
  /** Whether an address verified `catch_all`, or `unknown`, counts as found; absent: it does. */
  deliverCatchAll?: boolean;
  deliverUnknown?: boolean;
  inputs: unknown;
}

/** The part of a request's built result the waterfall completes (lib/enrichment/build.ts). */
export interface BuiltLike {
  profiles: Profile[];
  picked: Map<string, Partial<Record<ContactKind, Picked>>>;
  notFound: ProfileInput[];
  provenance: Record<string, Record<string, string>>;
  /** Profile id → source → when that source's answer was obtained. */
  sourcedAt?: Record<string, Record<string, string>>;
}

interface ActiveProvider {
  configId: string;
  connector: Connector;
  key: string;
  dailyBudget: number | null;
  timeoutMs: number;
  concurrency: number;
}

interface Need {
  profile: boolean;
  email: boolean;
  mobile: boolean;
}

interface Ask {
  accountId: string;
  requestId: string;
  query: PersonQuery;
  need: Need;
  workEmailOnly?: boolean;
  /** The verification statuses that are no result for this request (`invalid` always is). */
  refused: ReadonlySet<VerificationStatus>;
  /** The unmatched input, when the profile itself is wanted. */
  input?: ProfileInput;
  /** The local profile, when only its contacts are wanted. */
  profileId?: string;
}

interface Taken {
  /** Source → when its answer was obtained. */
  at: Record<string, string>;
  profile?: { found: Found; source: string };
  email?: Picked;
  mobile?: Picked;
}

/** Each account's active providers in order: its own list, else the operator's default. */
async function providersOf(
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

/** The statuses a request does not take: `invalid` always, `catch_all` and `unknown` as it says. */
function refusedStatuses(request: RequestLike): ReadonlySet<VerificationStatus> {
  const refused = new Set<VerificationStatus>(["invalid"]);
  if (request.deliverCatchAll === false) refused.add("catch_all");
  if (request.deliverUnknown === false) refused.add("unknown");
  return refused;
}

function queryOfInput(input: ProfileInput): PersonQuery | null {
  if ("email" in input) return { email: input.email };
  if ("SourceUrl" in input) return { profileUrl: input.SourceUrl };
  if ("fn" in input) {
    const org = input.organization.trim();
    const domain =
      /\s/.test(org) || !org.includes(".")
        ? undefined
        : domainOf(`https://${org.replace(/^[a-z]+:\/\//i, "")}`);
    return { fn: input.fn, ln: input.ln, ...(domain ? { domain } : { organization: org }) };
  }
  // An id or a handle means something only in Leadwise's own data.
  return null;
}

function queryOfProfile(p: Profile): PersonQuery | null {
  if (!p.fn || !p.ln) return null;
  const domain = domainOf(p.organization?.website);
  if (domain) return { fn: p.fn, ln: p.ln, domain };
  if (p.organization?.name) return { fn: p.fn, ln: p.ln, organization: p.organization.name };
  return null;
}

function hashOf(purpose: string, value: unknown): string {
  return createHmac("sha256", derivedKey(purpose)).update(JSON.stringify(value)).digest("hex");
}

/** Addresses, of those given, that nobody may be sent or delivered: suppressed, or listed. */
async function barredAddresses(
  db: DbOrTx,
  accountId: string,
  addresses: string[],
  domains: string[],
): Promise<{ addresses: Set<string>; domains: Set<string> }> {
  const normal = [...new Set(addresses.map(normaliseAddress))];
  const allDomains = [
    ...new Set([...domains, ...normal.map((a) => a.split("@")[1] ?? "")].filter(Boolean)),
  ];
  if (normal.length === 0 && allDomains.length === 0) {
    return { addresses: new Set(), domains: new Set() };
  }
  const hashes = new Map(normal.map((a) => [addressHash(a), a]));
  const [suppressed, listed] = await Promise.all([
    normal.length
      ? db.execute<{ h: string }>(
          sql`select address_hash as h from email_suppressions where address_hash ${inText([...hashes.keys()])}`,
        )
      : Promise.resolve([]),
    db.execute<{ kind: string; value: string }>(sql`
      select kind, value from do_not_contact where account_id = ${accountId}
        and ((kind = 'email' and value ${inText(normal.length ? normal : [""])})
          or (kind = 'domain' and value ${inText(allDomains.length ? allDomains : [""])}))`),
  ]);
  return {
    addresses: new Set([
      ...suppressed.flatMap((r) => hashes.get(r.h) ?? []),
      ...listed.filter((l) => l.kind === "email").map((l) => l.value),
    ]),
    domains: new Set(listed.filter((l) => l.kind === "domain").map((l) => l.value)),
  };
}

const isBarred = (barred: { addresses: Set<string>; domains: Set<string> }, address: string) => {
  const a = normaliseAddress(address);
  return barred.addresses.has(a) || barred.domains.has(a.split("@")[1] ?? "");
};

interface Tally {
  asked: number;
  found: number;
  notFound: number;
  errors: number;
}

/**
 * Completes what the local database could not give, from the accounts' providers; returns
 * `built`, changed in place. Cheap for accounts without providers (one query for the run).
 */
export async function askProviders<B extends BuiltLike>(
  db: DbOrTx,
  requests: RequestLike[],
  built: Map<string, B>,
  clock: Clock = systemClock,
): Promise<Map<string, B>> {
  const accountIds = [...new Set(requests.map((r) => r.accountId))];
  if (accountIds.length === 0) return built;
  const providers = await providersOf(db, accountIds);
  if (![...providers.values()].some((list) => list.length > 0)) return built;

  const asks: Ask[] = [];
  for (const request of requests) {
    const b = built.get(request.id);
    const list = providers.get(request.accountId) ?? [];
    if (!b || list.length === 0) continue;
    for (const input of b.notFound) {
      const query = queryOfInput(input);
      if (!query) continue;
      asks.push({
        accountId: request.accountId,
        requestId: request.id,
        query,
        input,
        need: { profile: true, email: request.includeEmail, mobile: request.includeMobile },
        workEmailOnly: request.workEmailOnly,
        refused: refusedStatuses(request),
      });
    }
    for (const p of b.profiles) {
      const has = b.picked.get(p.id) ?? {};
      const need = {
        profile: false,
        email: request.includeEmail && !has.email?.entries.length,
        mobile: request.includeMobile && !has.mobile?.entries.length,
      };
      const query = queryOfProfile(p);
      if ((need.email || need.mobile) && query) {
        asks.push({
          accountId: request.accountId,
          requestId: request.id,
          query,
          need,
          workEmailOnly: request.workEmailOnly,
          refused: refusedStatuses(request),
          profileId: p.id,
        });
      }
    }
  }
  if (asks.length === 0) return built;

  // Suppression first: nobody suppressed or on the account's list is sent to any provider.
  const sendable: Ask[] = [];
  for (const accountId of new Set(asks.map((a) => a.accountId))) {
    const own = asks.filter((a) => a.accountId === accountId);
    const barred = await barredAddresses(
      db,
      accountId,
      own.flatMap((a) => (a.query.email ? [a.query.email] : [])),
      own.flatMap((a) => (a.query.domain ? [a.query.domain.toLowerCase()] : [])),
    );
    const listed = await db.execute<{ id: string }>(sql`
      select p.id from profiles p where p.id ${inText(own.flatMap((a) => a.profileId ?? []).concat(""))}
        and exists (select 1 from do_not_contact d where d.account_id = ${accountId} and d.kind = 'domain'
          and d.value = p.company_domain)`);
    const listedIds = new Set(listed.map((r) => r.id));
    for (const a of own) {
      if (a.query.email && isBarred(barred, a.query.email)) continue;
      if (a.query.domain && barred.domains.has(a.query.domain.toLowerCase())) continue;
      if (a.profileId && listedIds.has(a.profileId)) continue;
      sendable.push(a);
    }
  }

  const day = clock.now().toISOString().slice(0, 10);
  const usageRows = await db.execute<{ account_id: string; provider: string; asked: number }>(sql`
    select account_id, provider, asked from provider_usage
    where day = ${day} and account_id ${inText(accountIds)}`);
  const tallies = new Map<string, Tally>();
  const tally = (accountId: string, provider: string) => {
    const k = `${accountId}\u0000${provider}`;
    let t = tallies.get(k);
    if (!t) {
      t = { asked: 0, found: 0, notFound: 0, errors: 0 };
      tallies.set(k, t);
    }
    return t;
  };
  const askedBefore = new Map(
    usageRows.map((r) => [`${r.account_id}\u0000${r.provider}`, r.asked] as const),
  );

  const retention = env().PROVIDER_CACHE_DAYS;
  const cacheWrites: {
    account_id: string;
    provider: string;
    query_hash: string;
    outcome: string;
    found: Found | null;
  }[] = [];

  /** Breakers that opened or closed during this run, by configuration: until when, or null. */
  const breakerWrites = new Map<string, string | null>();
  const answeredAt = new WeakMap<Outcome, string>();
  /** One provider's answer about one person: from the cache, or asked within its limits. */
  const consult = async (
    accountId: string,
    p: ActiveProvider,
    query: PersonQuery,
  ): Promise<Outcome | null> => {
    if (!p.connector.request(query)) return null;
    const queryHash = hashOf("provider cache", [p.connector.id, query]);
    if (retention > 0) {
      const [hit] = await db.execute<{
        outcome: "found" | "not_found";
        found: Found | null;
        at: string;
      }>(sql`
        select outcome, found, fetched_at as at from provider_cache
        where account_id = ${accountId} and provider = ${p.connector.id} and query_hash = ${queryHash}
          and fetched_at > ${clock.now().toISOString()}::timestamptz - make_interval(days => ${retention})`);
      if (hit) {
        const cached: Outcome =
          hit.outcome === "found" && hit.found
            ? { kind: "found", found: hit.found }
            : { kind: "not_found" };
        answeredAt.set(cached, new Date(hit.at).toISOString());
        return cached;
      }
    }
    const t = tally(accountId, p.connector.id);
    const spent = (askedBefore.get(`${accountId}\u0000${p.connector.id}`) ?? 0) + t.asked;
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
    answeredAt.set(outcome, clock.now().toISOString());
    if (outcome.kind === "found" || outcome.kind === "not_found") {
      if (breakerState(p.configId) !== "closed") breakerWrites.set(p.configId, null);
      recordSuccess(p.configId);
      if (outcome.kind === "found") t.found += 1;
      else t.notFound += 1;
      cacheWrites.push({
        account_id: accountId,
        provider: p.connector.id,
        query_hash: queryHash,
        outcome: outcome.kind,
        found: outcome.kind === "found" ? outcome.found : null,
      });
    } else {
      t.errors += 1;
      recordFailure(p.configId, outcome.kind !== "error");
      const until = openUntil(p.configId);
      if (until > 0) breakerWrites.set(p.configId, new Date(until).toISOString());
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
    return outcome;
  };

  const probing = probeOptions();
  const waterfall = async (ask: Ask): Promise<Taken | null> => {
    const list = providers.get(ask.accountId) ?? [];
    const verifier = list.find((p) => p.connector.supplies.includes("verification"));
    const need = { ...ask.need };
    const taken: Taken = { at: {} };
    for (const p of list) {
      const supplies = p.connector.supplies;
      const useful =
        (need.profile && supplies.includes("profile")) ||
        (!need.profile && need.email && supplies.includes("email")) ||
        (!need.profile && need.mobile && supplies.includes("mobile"));
      if (!useful) continue;
      const outcome = await consult(ask.accountId, p, ask.query);
      if (outcome?.kind !== "found") continue;
      const found = outcome.found;
      const at = answeredAt.get(outcome) ?? clock.now().toISOString();
      const profileOk = Boolean((found.profile.fn && found.profile.ln) || found.profile.name);
      if (need.profile && !profileOk) continue;
      // The type comes from the domain, whatever the provider called it.
      const emails = found.email
        .filter((e) => EmailEntry.safeParse(e).success)
        .map((e) => ({ type: emailType(e.value), value: e.value }));
      const mobiles = found.mobile.filter((m) => MobileEntry.safeParse(m).success);
      const barred = await barredAddresses(
        db,
        ask.accountId,
        emails.map((e) => e.value),
        [],
      );
      // A provider's result for a suppressed or listed person is dropped, and nobody else is asked.
      if (emails.some((e) => isBarred(barred, e.value))) return null;
      // Work e-mail only: a personal address is no result, and the next provider is asked.
      let valid: ContactEntry[] = ask.workEmailOnly ? emails.filter(isWorkAddress) : emails;
      if (verifier && need.email && valid.length > 0) {
        const verdicts = await Promise.all(
          valid.map((e) => consult(ask.accountId, verifier, { email: e.value })),
        );
        // A verifier that gave no verdict (error, budget, breaker) leaves the address unknown.
        valid = valid.filter((_, i) => {
          const v = verdicts[i];
          const status = v?.kind === "found" ? v.found.verification?.status : undefined;
          return !ask.refused.has(status ?? "unknown");
        });
      }
      if (probing && need.email && valid.length > 0) {
        const verdicts = await Promise.all(valid.map((e) => verifyAddress(e.value, probing)));
        valid = valid.filter((_, i) => !ask.refused.has(verdicts[i]?.status ?? "unknown"));
      }
      if (need.profile) {
        taken.profile = { found, source: p.connector.id };
        taken.at[p.connector.id] = at;
        need.profile = false;
      }
      if (need.email && valid.length > 0) {
        taken.email = { entries: valid, source: p.connector.id };
        taken.at[p.connector.id] = at;
        need.email = false;
      }
      if (need.mobile && mobiles.length > 0) {
        taken.mobile = { entries: mobiles, source: p.connector.id };
        taken.at[p.connector.id] = at;
        need.mobile = false;
      }
      if (!need.profile && !need.email && !need.mobile) break;
    }
    return taken.profile || taken.email || taken.mobile ? taken : null;
  };

  const results = await Promise.all(
    sendable.map(async (ask) => ({ ask, taken: await waterfall(ask) })),
  );

  for (const { ask, taken } of results) {
    const b = built.get(ask.requestId);
    if (!b || !taken) continue;
    const stamp = (profileId: string) => {
      b.sourcedAt ??= {};
      b.sourcedAt[profileId] = { ...b.sourcedAt[profileId], ...taken.at };
    };
    if (ask.profileId) {
      const has = b.picked.get(ask.profileId) ?? {};
      b.picked.set(ask.profileId, {
        ...has,
        ...(taken.email ? { email: taken.email } : {}),
        ...(taken.mobile ? { mobile: taken.mobile } : {}),
      });
      stamp(ask.profileId);
      continue;
    }
    if (!taken.profile || !ask.input) continue;
    const profile = profileOf(ask, taken.profile.found, taken.profile.source);
    if (!profile) continue;
    const input = ask.input;
    b.notFound = b.notFound.filter((i) => i !== input);
    if (!b.profiles.some((p) => p.id === profile.id)) b.profiles.push(profile);
    b.picked.set(profile.id, {
      ...(taken.email ? { email: taken.email } : {}),
      ...(taken.mobile ? { mobile: taken.mobile } : {}),
    });
    stamp(profile.id);
    b.provenance[profile.id] = Object.fromEntries(
      Object.keys(profile)
        .filter((k) => k !== "id")
        .map((k) => [k, taken.profile?.source ?? ""]),
    );
  }

  await record(db, day, tallies, cacheWrites, retention, clock, breakerWrites);
  return built;
}

/** The delivered profile for a provider's match: spec fields only, checked by the spec's schema. */
function profileOf(ask: Ask, found: Found, source: string): Profile | null {
  const id = `ext_${hashOf("provider profile", [ask.accountId, source, ask.query]).slice(0, 24)}`;
  const organization = found.organization
    ? {
        id: `org_ext_${hashOf("provider organization", found.organization.name.toLowerCase()).slice(0, 16)}`,
        ...found.organization,
      }
    : undefined;
  const whole = Profile.safeParse({
    id,
    ...found.profile,
    ...(organization ? { organization } : {}),
  });
  if (whole.success) return whole.data;
  // Keep what passes rather than nothing: a provider's odd field must not lose the person.
  const parsed = Profile.safeParse({ id, ...found.profile });
  if (parsed.success) return parsed.data;
  const named = Profile.safeParse({
    id,
    fn: found.profile.fn,
    ln: found.profile.ln,
    name: found.profile.name,
  });
  return named.success ? named.data : null;
}

async function record(
  db: DbOrTx,
  day: string,
  tallies: Map<string, Tally>,
  cacheWrites: {
    account_id: string;
    provider: string;
    query_hash: string;
    outcome: string;
    found: Found | null;
  }[],
  retention: number,
  clock: Clock,
  breakerWrites: Map<string, string | null>,
): Promise<void> {
  const breakers = [...breakerWrites].map(([id, until]) => ({ id, until }));
  const usage = [...tallies.entries()].map(([k, t]) => {
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
    cacheWrites.length && retention > 0
      ? db.execute(sql`
          insert into provider_cache (account_id, provider, query_hash, outcome, found, fetched_at)
          select account_id, provider, query_hash, outcome, found, ${clock.now().toISOString()}::timestamptz
          from ${jsonRecords(cacheWrites, "account_id text, provider text, query_hash text, outcome text, found jsonb")}
          on conflict (account_id, provider, query_hash) do update set
            outcome = excluded.outcome, found = excluded.found, fetched_at = excluded.fetched_at`)
      : undefined,
    // Past the retention an answer is neither used nor kept.
    db.execute(sql`delete from provider_cache
      where fetched_at <= ${clock.now().toISOString()}::timestamptz - make_interval(days => ${retention})`),
  ]);
}

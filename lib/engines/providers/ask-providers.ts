import { sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { type Clock, systemClock } from "@/lib/core/clock";
import { env } from "@/lib/core/env";
import { inText } from "@/lib/core/sql/array-params";
import type { ContactKind, Picked } from "@/lib/engines/providers/pick-contacts";
import {
  type VerificationStatus,
  type VerifyOptions,
  verifyAddress,
} from "@/lib/engines/verification/verify";
import { emailType, isWorkAddress } from "@/lib/model/profiles/email-domains";
import type { ProfileInput } from "@/lib/model/profiles/profile-input";
import { domainOf } from "@/lib/model/profiles/profile-rows";
import {
  type ContactEntry,
  EmailEntry,
  MobileEntry,
  Profile,
} from "@/lib/model/profiles/profile-schema";
import { barredAddresses, isBarred } from "./barred";
import {
  type ActiveProvider,
  consult,
  hashOf,
  providersOf,
  type Run,
  recordRun,
  startRun,
} from "./calls";
import type { Found, PersonQuery } from "./connector";

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

/** The part of a request's built result the waterfall completes (lib/features/enrichment/build.ts). */
export interface BuiltLike {
  profiles: Profile[];
  picked: Map<string, Partial<Record<ContactKind, Picked>>>;
  notFound: ProfileInput[];
  provenance: Record<string, Record<string, string>>;
  /** Profile id → source → when that source's answer was obtained. */
  sourcedAt?: Record<string, Record<string, string>>;
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
  const asks = asksOf(requests, built, providers);
  if (asks.length === 0) return built;
  const sendable = await sendableAsks(db, asks);

  const run = await startRun(db, clock, accountIds);
  const probing = probeOptions();
  const results = await Promise.all(
    sendable.map(async (ask) => ({
      ask,
      taken: await waterfall(run, providers.get(ask.accountId) ?? [], ask, probing),
    })),
  );
  for (const { ask, taken } of results) {
    const b = built.get(ask.requestId);
    if (b && taken) addTaken(b, ask, taken);
  }
  await recordRun(run);
  return built;
}

/**
 * What to ask for each request: the profile (and the contacts wanted) of every input no local
 * profile matched, the contacts a matched profile lacks; only of accounts with providers.
 */
function asksOf(
  requests: RequestLike[],
  built: Map<string, BuiltLike>,
  providers: Map<string, ActiveProvider[]>,
): Ask[] {
  const asks: Ask[] = [];
  for (const request of requests) {
    const b = built.get(request.id);
    const list = providers.get(request.accountId) ?? [];
    if (!b || list.length === 0) continue;
    const ofRequest = {
      accountId: request.accountId,
      requestId: request.id,
      workEmailOnly: request.workEmailOnly,
      refused: refusedStatuses(request),
    };
    for (const input of b.notFound) {
      const query = queryOfInput(input);
      if (!query) continue;
      asks.push({
        ...ofRequest,
        query,
        input,
        need: { profile: true, email: request.includeEmail, mobile: request.includeMobile },
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
        asks.push({ ...ofRequest, query, need, profileId: p.id });
      }
    }
  }
  return asks;
}

/** Suppression first: nobody suppressed or on the account's list is sent to any provider. */
async function sendableAsks(db: DbOrTx, asks: Ask[]): Promise<Ask[]> {
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
  return sendable;
}

/** Whether the provider supplies something the ask still needs. */
function isUseful(p: ActiveProvider, need: Need): boolean {
  const supplies = p.connector.supplies;
  return (
    (need.profile && supplies.includes("profile")) ||
    (!need.profile && need.email && supplies.includes("email")) ||
    (!need.profile && need.mobile && supplies.includes("mobile"))
  );
}

/**
 * One person down the account's providers, in order, each asked only for what is still
 * missing; what each answer gives is taken once validated. Null when nothing was taken, or when
 * an answer showed the person suppressed or listed.
 */
async function waterfall(
  run: Run,
  list: ActiveProvider[],
  ask: Ask,
  probing: VerifyOptions | null,
): Promise<Taken | null> {
  const verifier = list.find((p) => p.connector.supplies.includes("verification"));
  const need = { ...ask.need };
  const taken: Taken = { at: {} };
  for (const p of list) {
    if (!isUseful(p, need)) continue;
    const outcome = await consult(run, ask.accountId, p, ask.query);
    if (outcome?.kind !== "found") continue;
    const found = outcome.found;
    const at = run.answeredAt.get(outcome) ?? run.clock.now().toISOString();
    const profileOk = Boolean((found.profile.fn && found.profile.ln) || found.profile.name);
    if (need.profile && !profileOk) continue;
    // The type comes from the domain, whatever the provider called it.
    const emails = found.email
      .filter((e) => EmailEntry.safeParse(e).success)
      .map((e) => ({ type: emailType(e.value), value: e.value }));
    const mobiles = found.mobile.filter((m) => MobileEntry.safeParse(m).success);
    const barred = await barredAddresses(
      run.db,
      ask.accountId,
      emails.map((e) => e.value),
      [],
    );
    // A provider's result for a suppressed or listed person is dropped, and nobody else is asked.
    if (emails.some((e) => isBarred(barred, e.value))) return null;
    const accepted = need.email
      ? await acceptedEmails(run, ask, verifier, probing, emails)
      : { entries: [], verification: {} };
    const valid = accepted.entries;
    if (need.profile) {
      taken.profile = { found, source: p.connector.id };
      taken.at[p.connector.id] = at;
      need.profile = false;
    }
    if (need.email && valid.length > 0) {
      taken.email = {
        entries: valid,
        source: p.connector.id,
        ...(Object.keys(accepted.verification).length > 0
          ? { verification: accepted.verification }
          : {}),
      };
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
}

/**
 * The addresses of an answer that count as found for the ask: work addresses only when it
 * wants those, and none that the account's verifier, or a probe of the mail server, calls what
 * the request refuses.
 */
async function acceptedEmails(
  run: Run,
  ask: Ask,
  verifier: ActiveProvider | undefined,
  probing: VerifyOptions | null,
  emails: ContactEntry[],
): Promise<{ entries: ContactEntry[]; verification: Record<string, VerificationStatus> }> {
  // Work e-mail only: a personal address is no result, and the next provider is asked.
  let valid: ContactEntry[] = ask.workEmailOnly ? emails.filter(isWorkAddress) : emails;
  /** The last verdict each kept address was given (the probe's over the verifier's). */
  const verification: Record<string, VerificationStatus> = {};
  if (verifier && valid.length > 0) {
    const verdicts = await Promise.all(
      valid.map((e) => consult(run, ask.accountId, verifier, { email: e.value })),
    );
    // A verifier that gave no verdict (error, budget, breaker) leaves the address unknown.
    valid = valid.filter((e, i) => {
      const v = verdicts[i];
      const status = v?.kind === "found" ? v.found.verification?.status : undefined;
      if (status) verification[e.value] = status;
      return !ask.refused.has(status ?? "unknown");
    });
  }
  if (probing && valid.length > 0) {
    const verdicts = await Promise.all(valid.map((e) => verifyAddress(e.value, probing)));
    valid = valid.filter((e, i) => {
      const status = verdicts[i]?.status ?? "unknown";
      verification[e.value] = status;
      return !ask.refused.has(status);
    });
  }
  return { entries: valid, verification };
}

/**
 * Adds what the providers gave to the request's built result as if it had been local: the
 * contacts of a matched profile, or a new profile (with its sources) for an unmatched input.
 */
function addTaken(b: BuiltLike, ask: Ask, taken: Taken) {
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
    return;
  }
  if (!taken.profile || !ask.input) return;
  const profile = profileOf(ask, taken.profile.found, taken.profile.source);
  if (!profile) return;
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

import { sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import type { ReverifySkip } from "@/db/schema";
import type { Clock } from "@/lib/core/clock";
import { inText, jsonRecords } from "@/lib/core/sql/array-params";
import { bumpDataVersion } from "@/lib/core/sql/data-version";
import { barredAddresses, isBarred } from "@/lib/engines/providers/barred";
import {
  type ActiveProvider,
  callsOf,
  consult,
  providersOf,
  recordRun,
  startRun,
} from "@/lib/engines/providers/calls";
import type { Found, Outcome, PersonQuery } from "@/lib/engines/providers/connector";
import { emailType } from "@/lib/model/profiles/email-domains";
import { keywordsText } from "@/lib/model/profiles/keywords";
import { domainOf, profileToRow } from "@/lib/model/profiles/profile-rows";
import { EmailEntry, MobileEntry, type Profile } from "@/lib/model/profiles/profile-schema";
import { diffFacts, factsOf, reportContactChanges } from "./contact-changes";
import { recomputeEmailColumns } from "./email-columns";

/*
 * The provider pass of a list's re-verification (docs/providers.md, "Re-verification"): the
 * account's providers are asked again about the list's people, through the enrichment's code
 * path (lib/engines/providers/calls.ts: the account's sealed keys, PROVIDER_URL_*, each
 * provider's timeout, concurrency, breaker and daily budget, today's usage), but never answered
 * from the cache. The run's budget counts the calls made and is never exceeded: the people it
 * did not reach are counted as left. What an answer gives that differs (employer, title, a new
 * address or number) is written to the person, and what it confirms has its `lastVerifiedAt`
 * moved; the change is reported like any writer's (contact.changed, the watching feeds).
 *
 * Only people the account imported itself (`profiles.owner_account_id`) are refreshed: an
 * answer bought with the account's key is never written to the shared catalogue, which every
 * account reads (the rule enrichment keeps, docs/providers.md).
 */

export interface ProviderPass {
  /** Calls made to providers. */
  calls: number;
  /** People whose facts changed. */
  changed: number;
  /** People the budget left unasked. */
  left: number;
  /** People asked but not refreshed (every provider failed, or could not be asked), and why. */
  skipped: ReverifySkip[];
}

/** What a refresh can ask about: providers that supply a person or their contacts. */
const refreshes = (p: ActiveProvider) =>
  p.connector.supplies.some((s) => s === "profile" || s === "email" || s === "mobile");

type Person = {
  id: string;
  fn: string | null;
  ln: string | null;
  company_name: string | null;
  company_domain: string | null;
  title: string | null;
  data: Record<string, unknown>;
  emails: string[];
  mobiles: string[];
};

/** The account's own people of the list, the least recently confirmed employment first. */
async function ownPeopleOf(db: DbOrTx, accountId: string, listId: string): Promise<Person[]> {
  return db.execute<Person>(sql`
    select p.id, p.fn, p.ln, p.company_name, p.company_domain, p.title, p.data,
           array(select c.value from contacts c where c.profile_id = p.id and c.kind = 'email'
                    and c.verification is distinct from 'invalid' order by c.id) as emails,
           array(select c.value from contacts c where c.profile_id = p.id and c.kind = 'mobile'
                  order by c.id) as mobiles
      from list_items i join profiles p on p.id = i.profile_id
     where i.list_id = ${listId} and i.account_id = ${accountId}
       and p.owner_account_id = ${accountId}
     order by p.employment_verified_at, p.id`);
}

/** What a provider is told of the person: an address, and the name at the current employer. */
function queryOf(p: Person): PersonQuery | null {
  const q: PersonQuery = {};
  if (p.emails[0]) q.email = p.emails[0];
  if (p.fn && p.ln) {
    q.fn = p.fn;
    q.ln = p.ln;
    if (p.company_domain) q.domain = p.company_domain;
    else if (p.company_name) q.organization = p.company_name;
  }
  return q.email || q.domain || q.organization ? q : null;
}

function failure(provider: ActiveProvider, outcome: Exclude<Outcome, { kind: "found" }>): string {
  const what =
    outcome.kind === "error"
      ? outcome.detail
      : outcome.kind === "out_of_credits"
        ? "out of credits"
        : outcome.kind === "rate_limited"
          ? "rate-limited"
          : "not found";
  return `${provider.connector.label}: ${what}`;
}

/** Of the skipped, the first this many are kept with the run. */
const SKIPS_KEPT = 100;

/**
 * Asks the account's providers about the list's own people, at most `maxCalls` calls, and
 * applies what they answer. Cheap for an account without providers (one query).
 */
export async function refreshFromProviders(
  db: DbOrTx,
  input: { accountId: string; listId: string; maxCalls: number },
  clock: Clock,
): Promise<ProviderPass> {
  const { accountId, listId, maxCalls } = input;
  const providers = ((await providersOf(db, [accountId])).get(accountId) ?? []).filter(refreshes);
  const pass: ProviderPass = { calls: 0, changed: 0, left: 0, skipped: [] };
  if (providers.length === 0) return pass;
  const people = await ownPeopleOf(db, accountId, listId);
  if (people.length === 0) return pass;
  const skip = (profileId: string, reason: string) => {
    if (pass.skipped.length < SKIPS_KEPT) pass.skipped.push({ profileId, reason });
  };

  // Suppression first: nobody suppressed or on the account's list is sent to any provider.
  const barred = await barredAddresses(
    db,
    accountId,
    people.flatMap((p) => p.emails),
    people.flatMap((p) => (p.company_domain ? [p.company_domain.toLowerCase()] : [])),
  );
  const run = await startRun(db, clock, [accountId]);
  run.fresh = true;
  const answers = new Map<string, Found>();
  let reached = 0;
  for (const person of people) {
    if (callsOf(run) >= maxCalls) break;
    reached += 1;
    const query = queryOf(person);
    if (
      person.emails.some((e) => isBarred(barred, e)) ||
      (person.company_domain && barred.domains.has(person.company_domain.toLowerCase()))
    ) {
      skip(person.id, "suppressed or on the do-not-contact list: not sent to providers");
      continue;
    }
    if (!query) {
      skip(person.id, "nothing to ask a provider with (no e-mail, or no name and employer)");
      continue;
    }
    const failures: string[] = [];
    let answered = false;
    for (const p of providers) {
      if (callsOf(run) >= maxCalls) break;
      const outcome = await consult(run, accountId, p, query);
      if (outcome === null) continue; // the provider cannot take this query, or may not be called now
      answered ||= outcome.kind === "found" || outcome.kind === "not_found";
      if (outcome.kind === "found") {
        answers.set(person.id, outcome.found);
        break;
      }
      if (outcome.kind !== "not_found") failures.push(failure(p, outcome));
    }
    if (!answered) {
      skip(
        person.id,
        failures.length > 0
          ? failures.join("; ")
          : "no provider could be asked (daily budget spent, breaker open, or too little known)",
      );
    }
  }
  pass.calls = callsOf(run);
  pass.left = people.length - reached;
  await recordRun(run);
  if (answers.size > 0) pass.changed = await applyAnswers(db, accountId, people, answers, clock);
  return pass;
}

type Position = { current: boolean; title: string; organization: { name: string } };

/**
 * The person's positions with the current one as the answer gives it, as an import keeps them
 * (`experience`, the current position first): a new employer ends the current position and
 * starts one; a new title at the same employer changes the current one. Nothing when the
 * employer or the title is unknown.
 */
function currentPosition(
  person: Person,
  employer: string | null,
  title: string | null,
  moved: boolean,
): { experience?: Position[] } {
  if (!employer || !title) return {};
  const now: Position = { current: true, title, organization: { name: employer } };
  const past = Array.isArray(person.data.experience) ? (person.data.experience as Position[]) : [];
  const at = past.findIndex((p) => p?.current);
  if (at < 0) return { experience: [now, ...past] };
  if (moved) {
    return { experience: [now, ...past.map((p, i) => (i === at ? { ...p, current: false } : p))] };
  }
  return { experience: past.map((p, i) => (i === at ? { ...p, ...now } : p)) };
}

/**
 * Writes what the answers give to the people, in one transaction: a different employer or
 * title (the targeting columns with it), addresses and numbers not yet known, and the
 * confirmation dates; reports the changes. Answers how many people changed.
 */
async function applyAnswers(
  db: DbOrTx,
  accountId: string,
  people: Person[],
  answers: Map<string, Found>,
  clock: Clock,
): Promise<number> {
  const byId = new Map(people.map((p) => [p.id, p]));
  const ids = [...answers.keys()];
  const now = clock.now().toISOString();
  return db.transaction(async (tx) => {
    const before = await factsOf(tx, ids);
    const points: { profile_id: string; kind: string; type: string; value: string }[] = [];
    for (const [id, found] of answers) {
      const person = byId.get(id);
      if (!person) continue;
      const employer = found.organization?.name || null;
      const title = found.profile.title || null;
      if (employer || title) {
        const moved = employer !== null && employer !== person.company_name;
        const data = {
          ...person.data,
          ...(title ? { title } : {}),
          ...currentPosition(person, employer ?? person.company_name, title ?? person.title, moved),
        };
        const domain = moved
          ? (domainOf(found.organization?.website) ?? null)
          : person.company_domain;
        await tx.execute(sql`
          update profiles set company_name = ${employer ?? person.company_name},
                 company_domain = ${domain}, title = ${title ?? person.title},
                 seniority = ${profileToRow({ ...data, id } as Profile).seniority},
                 data = ${JSON.stringify(data)}::json,
                 keywords = to_tsvector('english', ${keywordsText(data)}),
                 employment_verified_at = ${now}::timestamptz, updated_at = now()
           where id = ${id} and owner_account_id = ${accountId}`);
      }
      for (const e of found.email) {
        if (EmailEntry.safeParse(e).success) {
          points.push({ profile_id: id, kind: "email", type: emailType(e.value), value: e.value });
        }
      }
      for (const m of found.mobile) {
        if (MobileEntry.safeParse(m).success) {
          points.push({ profile_id: id, kind: "mobile", type: m.type, value: m.value });
        }
      }
    }
    // A provider's address for someone suppressed or listed is not taken.
    const barred = await barredAddresses(
      tx,
      accountId,
      points.filter((p) => p.kind === "email").map((p) => p.value),
      [],
    );
    const kept = points.filter((p) => p.kind !== "email" || !isBarred(barred, p.value));
    if (kept.length > 0) {
      // Known ones are confirmed (an address found invalid stays invalid), new ones added.
      await tx.execute(sql`
        update contacts c set last_verified_at = ${now}::timestamptz
          from ${jsonRecords(kept, "profile_id text, kind text, type text, value text")}
         where c.profile_id = v.profile_id and c.kind = v.kind and lower(c.value) = lower(v.value)`);
      await tx.execute(sql`
        insert into contacts (profile_id, kind, type, value, last_verified_at)
        select v.profile_id, v.kind, v.type, v.value, ${now}::timestamptz
          from ${jsonRecords(kept, "profile_id text, kind text, type text, value text")}
         where not exists (select 1 from contacts c where c.profile_id = v.profile_id
                             and c.kind = v.kind and lower(c.value) = lower(v.value))
        on conflict do nothing`);
      await tx.execute(sql`
        update profiles p set has_mobile = true
         where p.id ${inText(kept.filter((k) => k.kind === "mobile").map((k) => k.profile_id))}
           and not p.has_mobile`);
    }
    await recomputeEmailColumns(tx, ids);
    await bumpDataVersion(tx);
    const after = await factsOf(tx, ids);
    await reportContactChanges(tx, before, after, clock);
    let changed = 0;
    for (const id of ids) {
      const b = before.get(id);
      const a = after.get(id);
      if (b && a && diffFacts(b, a).length > 0) changed += 1;
    }
    return changed;
  });
}

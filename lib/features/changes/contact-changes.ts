import { asc, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { contacts, type FactChange, profiles } from "@/db/schema";
import type { Clock } from "@/lib/core/clock";
import { inText } from "@/lib/core/sql/array-params";
import { emitEvents } from "@/lib/engines/webhooks/emit-event";
import type { SaveObserver } from "@/lib/model/profiles/save-profiles";
import { appendFeed, type FeedItem } from "./feed";

/*
 * contact.changed: a watched person's employer, title, e-mail or mobile changed. A writer of
 * profiles or contacts takes `factsOf` the people it is about to change, changes them, and
 * hands both to `reportContactChanges` in the same transaction. E-mail and mobile are the
 * addresses and numbers that may be delivered: an address a verification found invalid is no
 * longer one of them.
 */

export interface Facts {
  employer: string | null;
  title: string | null;
  email: string[];
  mobile: string[];
}

/** The watched facts of some people, by id (absent: no such person). */
export async function factsOf(
  db: DbOrTx,
  profileIds: readonly string[],
): Promise<Map<string, Facts>> {
  const facts = new Map<string, Facts>();
  if (profileIds.length === 0) return facts;
  const ids = [...new Set(profileIds)];
  const people = await db
    .select({ id: profiles.id, employer: profiles.companyName, title: profiles.title })
    .from(profiles)
    .where(sql`${profiles.id} ${inText(ids)}`);
  for (const p of people) {
    facts.set(p.id, { employer: p.employer, title: p.title, email: [], mobile: [] });
  }
  const points = await db
    .select({ profileId: contacts.profileId, kind: contacts.kind, value: contacts.value })
    .from(contacts)
    .where(
      sql`${contacts.profileId} ${inText(ids)} and ${contacts.verification} is distinct from 'invalid'`,
    )
    .orderBy(asc(contacts.id));
  for (const c of points) facts.get(c.profileId)?.[c.kind].push(c.value);
  return facts;
}

const sameSet = (a: string[], b: string[]) => {
  const x = new Set(a.map((v) => v.toLowerCase()));
  const y = new Set(b.map((v) => v.toLowerCase()));
  return x.size === y.size && [...x].every((v) => y.has(v));
};

/** What changed between two snapshots of one person, field by field. */
export function diffFacts(before: Facts, after: Facts): FactChange[] {
  const changes: FactChange[] = [];
  for (const field of ["employer", "title"] as const) {
    if ((before[field] ?? null) !== (after[field] ?? null)) {
      changes.push({ field, old: before[field] ?? null, new: after[field] ?? null });
    }
  }
  for (const field of ["email", "mobile"] as const) {
    if (!sameSet(before[field], after[field])) {
      changes.push({ field, old: before[field], new: after[field] });
    }
  }
  return changes;
}

type Watcher = {
  account_id: string;
  list_id: string | null;
  campaign_id: string | null;
  profile_id: string;
};

/**
 * Compares the snapshots taken before and after a change and, for each person whose watched
 * facts differ and who is in a watched list or among a watched campaign's leads: one
 * `contact.changed` event per watching account (naming every watched list and campaign of
 * theirs the person is in) and one `changed` entry in each of those feeds. Answers how many
 * events. People not watched by anyone cost one query.
 */
export async function reportContactChanges(
  db: DbOrTx,
  before: Map<string, Facts>,
  after: Map<string, Facts>,
  clock: Clock,
): Promise<number> {
  const changed = new Map<string, FactChange[]>();
  for (const [id, next] of after) {
    const prev = before.get(id);
    if (!prev) continue; // a new person: nothing changed
    const changes = diffFacts(prev, next);
    if (changes.length > 0) changed.set(id, changes);
  }
  if (changed.size === 0) return 0;
  const ids = [...changed.keys()];
  const watchers = await db.execute<Watcher>(sql`
    select w.account_id, w.list_id, null::text as campaign_id, i.profile_id
      from watches w join list_items i on i.list_id = w.list_id and i.account_id = w.account_id
     where w.list_id is not null and i.profile_id ${inText(ids)}
    union all
    select w.account_id, null::text, w.campaign_id, l.profile_id
      from watches w join campaign_leads l on l.campaign_id = w.campaign_id and l.account_id = w.account_id
     where w.campaign_id is not null and l.profile_id ${inText(ids)}
    order by 1, 4, 2, 3`);
  const events = new Map<
    string,
    { accountId: string; profileId: string; listIds: string[]; campaignIds: string[] }
  >();
  const feed: FeedItem[] = [];
  for (const w of watchers) {
    const changes = changed.get(w.profile_id) ?? [];
    const key = `${w.account_id}\u0000${w.profile_id}`;
    const event = events.get(key) ?? {
      accountId: w.account_id,
      profileId: w.profile_id,
      listIds: [],
      campaignIds: [],
    };
    events.set(key, event);
    if (w.list_id) event.listIds.push(w.list_id);
    if (w.campaign_id) event.campaignIds.push(w.campaign_id);
    feed.push({
      accountId: w.account_id,
      subject: w.list_id ? { listId: w.list_id } : { campaignId: w.campaign_id ?? "" },
      kind: "changed",
      profileId: w.profile_id,
      changes,
    });
  }
  const at = clock.now();
  await appendFeed(db, feed, at);
  await emitEvents(
    db,
    [...events.values()].map((e) => ({
      accountId: e.accountId,
      type: "contact.changed" as const,
      data: {
        profileId: e.profileId,
        ...(e.listIds[0] ? { listId: e.listIds[0] } : {}),
        ...(e.campaignIds[0] ? { campaignId: e.campaignIds[0] } : {}),
        listIds: e.listIds,
        campaignIds: e.campaignIds,
        changes: changed.get(e.profileId) ?? [],
      },
    })),
    clock,
  );
  return events.size;
}

/**
 * A saveProfiles observer that reports watched people's changed facts: what a refresh of the
 * catalogue from a source (`npm run admin -- import FILE.jsonl`) passes.
 */
export function reportingChanges(clock: Clock): SaveObserver<Map<string, Facts>> {
  return {
    before: (tx, ids) => factsOf(tx, ids),
    after: async (tx, ids, before) =>
      reportContactChanges(tx, before, await factsOf(tx, ids), clock),
  };
}

import { sql } from "drizzle-orm";
import type { Db, DbOrTx } from "@/db/client";
import { privacyAudit } from "@/db/schema";
import type { Clock } from "@/lib/core/clock";
import { inText } from "@/lib/core/sql/array-params";
import { addressHash, normaliseAddress } from "@/lib/model/suppression/address";
import { suppressAddress } from "@/lib/model/suppression/suppress-address";

/** Profiles holding the address (matched as the contacts index stores it: lower case). */
async function profileIdsOf(db: DbOrTx, address: string): Promise<string[]> {
  const rows = await db.execute<{ id: string }>(sql`
    select distinct profile_id as id from contacts
    where kind = 'email' and lower(value) = ${address} order by 1`);
  return rows.map((r) => r.id);
}

/**
 * Providers' cached answers (lib/engines/providers) that delivered the address. The cache is keyed by a
 * hash of the question, so it is searched by what the answer holds; a full scan, fine for a
 * request an operator makes by hand.
 */
const providerAnswersOf = (address: string) => sql`
  from provider_cache
  where found is not null and exists (
    select 1 from jsonb_array_elements(coalesce(found->'email', '[]'::jsonb)) e
    where lower(e->>'value') = ${address})`;

const rowsOf = async <T>(db: DbOrTx, query: ReturnType<typeof sql>) =>
  [...(await db.execute<T & Record<string, unknown>>(query))] as T[];

/**
 * The profiles holding the address, as stored (with their organization and per-field sources),
 * their contacts, and every account's deliveries of them (campaign leads, list entries).
 */
async function profilesHolding(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return { profiles: [], contacts: [], deliveries: [], listEntries: [] };
  const idsIn = inText(ids);
  const profiles = await rowsOf(
    db,
    sql`select p.id, p.data, p.provenance, p.updated_at as "updatedAt",
          o.data as organization, (s.profile_id is not null) as suppressed
        from profiles p
        left join organizations o on o.id = p.organization_id
        left join suppressed_profiles s on s.profile_id = p.id
        where p.id ${idsIn} order by p.id`,
  );
  const contacts = await rowsOf(
    db,
    sql`select c.profile_id as "profileId", c.kind, c.type, c.value, src.name as source
        from contacts c left join sources src on src.id = c.source_id
        where c.profile_id ${idsIn} order by c.profile_id, c.id`,
  );
  const deliveries = await rowsOf(
    db,
    sql`select l.profile_id as "profileId", l.account_id as "accountId",
          l.campaign_id as "campaignId", c.name as campaign, l.delivered_at as "deliveredAt"
        from campaign_leads l join campaigns c on c.id = l.campaign_id
        where l.profile_id ${idsIn} order by l.delivered_at`,
  );
  const listEntries = await rowsOf(
    db,
    sql`select i.profile_id as "profileId", i.account_id as "accountId", i.list_id as "listId",
          l.name as list, i.added_at as "addedAt"
        from list_items i join lists l on l.id = i.list_id
        where i.profile_id ${idsIn} order by i.added_at`,
  );
  return { profiles, contacts, deliveries, listEntries };
}

/**
 * What names the address itself, profile or not: the do-not-contact entries naming it or its
 * domain, the data providers' cached answers that delivered it, and its suppression.
 */
async function recordsNaming(db: DbOrTx, address: string, hash: string) {
  const doNotContact = await rowsOf(
    db,
    sql`select account_id as "accountId", kind, value, created_at as "createdAt"
        from do_not_contact
        where (kind = 'email' and value = ${address})
           or (kind = 'domain' and value = ${address.split("@")[1] ?? ""})
        order by created_at`,
  );
  const providerAnswers = await rowsOf(
    db,
    sql`select account_id as "accountId", provider, found, fetched_at as "fetchedAt"
        ${providerAnswersOf(address)} order by fetched_at`,
  );
  const [suppression] = await rowsOf(
    db,
    sql`select method, requested_at as "requestedAt", confirmed_at as "confirmedAt"
        from email_suppressions where address_hash = ${hash}`,
  );
  return { doNotContact, providerAnswers, suppression: suppression ?? null };
}

/**
 * Everything Leadwise holds about an e-mail address, for a data-subject access request: the
 * profiles holding it and their deliveries, and what names the address itself. Recorded in
 * privacy_audit.
 */
export async function exportSubject(
  ctx: { db: Db; clock: Clock },
  input: { email: string; actor: string },
) {
  const address = normaliseAddress(input.email);
  const hash = addressHash(address);
  const ids = await profileIdsOf(ctx.db, address);
  const held = await profilesHolding(ctx.db, ids);
  const named = await recordsNaming(ctx.db, address, hash);
  await ctx.db.insert(privacyAudit).values({
    action: "subject.export",
    subjectHash: hash,
    actor: input.actor,
    detail: { profiles: ids.length },
    createdAt: ctx.clock.now(),
  });
  return {
    email: address,
    exportedAt: ctx.clock.now().toISOString(),
    ...held,
    ...named,
  };
}

/**
 * Erases an e-mail address's person, for a data-subject deletion request, in one transaction:
 * suppresses the address first (so no later import brings it back), then deletes every profile
 * holding it with their contacts, campaign leads, list entries and suppression marks (by
 * cascade), the data providers' cached answers that delivered it, and the confirmation e-mails
 * sent to it; change feed entries about them lose their old and new values. Recorded in privacy_audit with counts.
 */
export async function deleteSubject(
  ctx: { db: Db; clock: Clock },
  input: { email: string; actor: string },
) {
  const address = normaliseAddress(input.email);
  const hash = addressHash(address);
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    await suppressAddress(tx, { address, method: "admin", requestedAt: now, confirmedAt: now });
    const ids = await profileIdsOf(tx, address);
    const count = async (table: string) =>
      ids.length === 0
        ? 0
        : Number(
            (
              await tx.execute<{ n: number }>(
                sql`select count(*)::int as n from ${sql.identifier(table)} where profile_id ${inText(ids)}`,
              )
            )[0]?.n ?? 0,
          );
    const detail = {
      profiles: ids.length,
      contacts: await count("contacts"),
      campaignLeads: await count("campaign_leads"),
      listItems: await count("list_items"),
      providerAnswers: 0,
      emails: 0,
    };
    if (ids.length > 0) {
      await tx.execute(sql`delete from profiles where id ${inText(ids)}`);
      // The change feeds keep their entries (readers rely on numbers without gaps) but forget
      // the person's old and new values.
      await tx.execute(sql`update feed_entries set changes = null where profile_id ${inText(ids)}`);
    }
    const mails = await tx.execute(
      sql`delete from email_outbox where ${address} = any("to") and kind = 'privacy.opt-out' returning id`,
    );
    detail.emails = mails.length;
    detail.providerAnswers = (
      await tx.execute(sql`delete ${providerAnswersOf(address)} returning 1`)
    ).length;
    await tx.insert(privacyAudit).values({
      action: "subject.delete",
      subjectHash: hash,
      actor: input.actor,
      detail,
      createdAt: now,
    });
    return { email: address, deleted: detail, suppressed: true };
  });
}

import { getTableColumns, inArray, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Db, DbOrTx } from "@/db/client";
import { contacts, organizations, profiles, sources } from "@/db/schema";
import { bumpDataVersion } from "@/lib/core/sql/data-version";
import { suppressSaved } from "@/lib/model/suppression/suppress";
import { keywordsVector } from "./keywords";
import { organizationToRow, profileToRow } from "./profile-rows";
import type { Organization, Profile } from "./profile-schema";

export interface SavedProfiles {
  profiles: number;
  organizations: number;
  contacts: number;
}

/** `excluded.<column>` for every column of an upsert except the key and what the database fills. */
export function excludedSet(columns: Record<string, PgColumn>, skip: string[]) {
  return Object.fromEntries(
    Object.entries(columns)
      .filter(([key]) => !skip.includes(key))
      .map(([key, column]) => [key, sql.raw(`excluded."${column.name}"`)]),
  );
}

/** Every field a profile carries, attributed to the one source it came from. */
function provenanceOf(profile: Profile, source: string): Record<string, string> {
  return Object.fromEntries(
    Object.keys(profile)
      .filter((field) => field !== "id")
      .map((field) => [field, source]),
  );
}

/** The id of the named source, registered after the existing ones when new. */
export async function sourceIdOf(db: DbOrTx, name: string): Promise<number> {
  await db.execute(sql`
    insert into sources (name, priority)
    select ${name}, coalesce(max(priority), 0) + 1 from sources
    on conflict (name) do nothing`);
  const [row] = await db
    .select({ id: sources.id })
    .from(sources)
    .where(sql`${sources.name} = ${name}`);
  if (!row) throw new Error(`source ${name} was not registered`);
  return row.id;
}

/**
 * Told of a save around its writes, in its transaction: `before` once the people's ids are
 * known and nothing is written yet, `after` once everything is (what a caller watching for
 * changed facts needs; lib/features/changes/contact-changes.ts).
 */
export interface SaveObserver<S = unknown> {
  before: (tx: DbOrTx, ids: string[]) => Promise<S>;
  after: (tx: DbOrTx, ids: string[], before: S) => Promise<unknown>;
}

/**
 * Inserts or replaces interface-spec profiles with their organizations and contacts, in one
 * transaction. A profile given twice keeps its last version; its contacts are replaced by
 * those it carries now. An `organizationId` naming no known organization is kept in the
 * profile's data but not linked.
 */
export async function saveProfiles(
  db: Db,
  input: readonly Profile[],
  options: { source?: string; observer?: SaveObserver } = {},
): Promise<SavedProfiles> {
  const latest = [...new Map(input.map((p) => [p.id, p])).values()];
  if (latest.length === 0) return { profiles: 0, organizations: 0, contacts: 0 };
  const orgs = [
    ...new Map(
      latest.flatMap((p) => (p.organization ? [[p.organization.id, p.organization] as const] : [])),
    ).values(),
  ] as Organization[];

  return db.transaction(async (tx) => {
    const observed = await options.observer?.before(
      tx,
      latest.map((p) => p.id),
    );
    const sourceId = options.source ? await sourceIdOf(tx, options.source) : null;
    if (orgs.length > 0) {
      await tx
        .insert(organizations)
        .values(orgs.map(organizationToRow))
        .onConflictDoUpdate({
          target: organizations.id,
          set: excludedSet(getTableColumns(organizations), ["id"]),
        });
    }

    const rows = latest.map((p) =>
      profileToRow(p, options.source ? provenanceOf(p, options.source) : {}),
    );
    const referenced = [
      ...new Set(rows.flatMap((r) => (r.organizationId ? [r.organizationId] : []))),
    ];
    const known = new Set(
      referenced.length === 0
        ? []
        : (
            await tx
              .select({ id: organizations.id })
              .from(organizations)
              .where(inArray(organizations.id, referenced))
          ).map((o) => o.id),
    );
    for (const row of rows) {
      if (row.organizationId && !known.has(row.organizationId)) row.organizationId = null;
    }
    await tx
      .insert(profiles)
      .values(rows.map((row, i) => ({ ...row, keywords: keywordsVector(latest[i] as Profile) })))
      .onConflictDoUpdate({
        target: profiles.id,
        set: {
          ...excludedSet(getTableColumns(profiles), ["id", "seq", "updatedAt"]),
          updatedAt: sql`now()`,
        },
      });

    const ids = latest.map((p) => p.id);
    await tx.delete(contacts).where(inArray(contacts.profileId, ids));
    const contactRows = latest.flatMap((p) => [
      ...(p.email ?? []).map((e) => ({ profileId: p.id, kind: "email" as const, ...e, sourceId })),
      ...(p.mobile ?? []).map((m) => ({
        profileId: p.id,
        kind: "mobile" as const,
        ...m,
        sourceId,
      })),
    ]);
    if (contactRows.length > 0) {
      await tx.insert(contacts).values(contactRows).onConflictDoNothing();
    }
    await suppressSaved(
      tx,
      latest.map((p) => ({ id: p.id, emails: (p.email ?? []).map((e) => e.value) })),
    );
    await bumpDataVersion(tx);
    await options.observer?.after(tx, ids, observed);
    return { profiles: latest.length, organizations: orgs.length, contacts: contactRows.length };
  });
}

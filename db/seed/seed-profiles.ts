import type postgres from "postgres";
import type { Db } from "@/db/client";
import { contacts, organizations, profiles } from "@/db/schema";
import { bumpDataVersion } from "@/lib/profiles/data-version";
import { keywordsText } from "@/lib/profiles/keywords";
import { type OrganizationRow, organizationToRow, profileToRow } from "@/lib/profiles/profile-rows";
import { copyColumns, copyLine } from "./copy-format";
import { copyIn } from "./copy-in";
import {
  buildWorld,
  type GeneratedProfile,
  generateProfile,
  PROFILE_INDEX_WIDTH,
  profileIdPrefix,
  SEED_AS_OF,
  SEED_SOURCES,
} from "./generate";
import { createTsvectorBuilder } from "./tsvector";

export interface SeedOptions {
  /** How many profiles to add. */
  profiles: number;
  /** Same seed, same data; a second run with a seed continues after the profiles it made. */
  seed?: number;
  asOf?: Date;
  onProgress?: (done: number, total: number) => void;
}

export interface SeedResult {
  seed: number;
  /** Profiles added. */
  profiles: number;
  /** Index (within the seed) of the first profile added: 0 unless the seed was loaded before. */
  firstIndex: number;
  /** Organizations added. */
  organizations: number;
  contacts: number;
  /** Whether the table was empty, so indexes were dropped and rebuilt around the load. */
  bulk: boolean;
  ms: number;
  /** Generating and copying; rebuilding indexes and foreign keys, then analyzing. */
  timings: { loadMs: number; indexMs: number };
}

const ORGANIZATION_COLUMNS = copyColumns(organizations);
const PROFILE_COLUMNS = copyColumns(profiles, ["seq", "updatedAt"]);
const CONTACT_COLUMNS = copyColumns(contacts, ["id"]);
/** Profiles generated, lexed and encoded per round. */
const BATCH = 500;
/** Contact COPY text is kept in pieces of about this many characters until its turn. */
const PIECE = 1 << 20;

function copyStatement(table: string, columns: { name: string }[]): string {
  return `copy ${table} (${columns.map((c) => `"${c.name}"`).join(", ")}) from stdin`;
}

async function registerSources(pg: postgres.Sql): Promise<Map<string, number>> {
  for (const source of SEED_SOURCES) {
    await pg`insert into sources (name, priority, description)
             values (${source.name}, ${source.priority}, ${source.description})
             on conflict (name) do nothing`;
  }
  const rows = await pg<{ id: number; name: string }[]>`
    select id, name from sources where name in ${pg(SEED_SOURCES.map((s) => s.name))}`;
  return new Map(rows.map((r) => [r.name, r.id]));
}

/** The index after the highest one of `seed` already loaded. */
async function nextIndex(pg: postgres.Sql, seed: number): Promise<number> {
  const prefix = profileIdPrefix(seed);
  const [row] = await pg<{ last: string | null }[]>`
    select max(id collate "C") as last from profiles where starts_with(id, ${prefix})`;
  return row?.last ? Number.parseInt(row.last.slice(prefix.length), 36) + 1 : 0;
}

/**
 * Drops the secondary indexes and the foreign keys of `profiles` and `contacts`, returning
 * what recreates them exactly as they were (definitions read back from the catalog). Building
 * an index once after the load costs a fraction of keeping it current row by row, GIN and
 * trigram indexes above all; a foreign key is then checked in one join instead of per row.
 */
async function dropForBulkLoad(tx: postgres.TransactionSql): Promise<() => Promise<void>> {
  const indexes = await tx<{ name: string; definition: string }[]>`
    select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
    from pg_index i
    where i.indrelid in ('profiles'::regclass, 'contacts'::regclass)
      and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`;
  const foreignKeys = await tx<{ table: string; name: string; definition: string }[]>`
    select conrelid::regclass::text as table, conname as name,
           pg_get_constraintdef(oid) as definition
    from pg_constraint
    where contype = 'f' and conrelid in ('profiles'::regclass, 'contacts'::regclass)`;
  for (const fk of foreignKeys) {
    await tx.unsafe(`alter table ${fk.table} drop constraint "${fk.name}"`);
  }
  for (const index of indexes) await tx.unsafe(`drop index ${index.name}`);
  return async () => {
    for (const index of indexes) await tx.unsafe(index.definition);
    for (const fk of foreignKeys) {
      await tx.unsafe(`alter table ${fk.table} add constraint "${fk.name}" ${fk.definition}`);
    }
  };
}

/**
 * Adds `options.profiles` synthetic people (db/seed/generate.ts) with their organizations and
 * contacts, by COPY, in one transaction. Into an empty `profiles` table the secondary indexes
 * and foreign keys are dropped first and rebuilt at the end, inside the same transaction, so a
 * failed load leaves the schema as it was. Profiles are generated on this thread while the
 * database ingests the previous batch: the two share the machine's cores.
 */
export async function seedProfiles(db: Db, options: SeedOptions): Promise<SeedResult> {
  const started = performance.now();
  const seed = options.seed ?? 1;
  const count = options.profiles;
  if (!Number.isSafeInteger(seed) || seed < 0) throw new Error("seed: a whole number ≥ 0");
  if (!Number.isSafeInteger(count) || count < 0) throw new Error("profiles: a whole number ≥ 0");
  const pg = db.$client;

  const sourceIds = await registerSources(pg);
  const firstIndex = await nextIndex(pg, seed);
  const end = firstIndex + count;
  if (end > 36 ** PROFILE_INDEX_WIDTH) throw new Error(`seed ${seed} is full`);
  const world = buildWorld(seed, end, options.asOf ?? SEED_AS_OF);
  const orgRows = new Map<string, OrganizationRow>();
  for (const o of world.organizations)
    orgRows.set(o.organization.id, organizationToRow(o.organization));
  const existingOrgs = new Set(
    (
      await pg<{ id: string }[]>`
        select id from organizations where id = any(${[...orgRows.keys()]}::text[])`
    ).map((r) => r.id),
  );
  const [{ empty } = { empty: false }] = await pg<{ empty: boolean }[]>`
    select not exists (select 1 from profiles) as empty`;
  const keywords = createTsvectorBuilder(pg);

  let contactCount = 0;
  let loadMs = 0;
  const newOrgs = [...orgRows.values()].filter((row) => !existingOrgs.has(row.id));
  await pg.begin(async (tx) => {
    await tx`set local maintenance_work_mem = '1GB'`;
    const restore = empty ? await dropForBulkLoad(tx) : undefined;

    const orgCopy = await copyIn(tx, copyStatement("organizations", ORGANIZATION_COLUMNS));
    let text = "";
    for (const row of newOrgs) text += copyLine(ORGANIZATION_COLUMNS, row);
    await orgCopy.write(text);
    await orgCopy.end();

    const contactPieces: string[] = [];
    let contactText = "";
    const profileCopy = await copyIn(tx, copyStatement("profiles", PROFILE_COLUMNS));
    for (let from = firstIndex; from < end; from += BATCH) {
      const batch: GeneratedProfile[] = [];
      for (let i = from; i < Math.min(end, from + BATCH); i++)
        batch.push(generateProfile(world, i));
      const texts = batch.map((g) => keywordsText(g.profile));
      await keywords.learn(keywords.unknown(texts));
      let lines = "";
      for (const [k, { profile, provenance }] of batch.entries()) {
        const row = profileToRow(
          profile,
          provenance,
          profile.organizationId ? orgRows.get(profile.organizationId) : undefined,
        );
        row.keywords = keywords.build(texts[k] as string);
        lines += copyLine(PROFILE_COLUMNS, row);
        for (const kind of ["email", "mobile"] as const) {
          const sourceId = sourceIds.get(provenance[kind] ?? "") ?? null;
          for (const entry of profile[kind] ?? []) {
            contactText += copyLine(CONTACT_COLUMNS, {
              profileId: profile.id,
              kind,
              type: entry.type,
              value: entry.value,
              sourceId,
            });
            contactCount++;
          }
        }
      }
      await profileCopy.write(lines);
      if (contactText.length > PIECE) {
        contactPieces.push(contactText);
        contactText = "";
      }
      options.onProgress?.(Math.min(end, from + BATCH) - firstIndex, count);
    }
    await profileCopy.end();
    contactPieces.push(contactText);

    const contactCopy = await copyIn(tx, copyStatement("contacts", CONTACT_COLUMNS));
    for (const piece of contactPieces) await contactCopy.write(piece);
    await contactCopy.end();

    loadMs = performance.now() - started;
    if (restore) await restore();
    await tx`analyze organizations, profiles, contacts`;
  });
  const indexMs = performance.now() - started - loadMs;
  await bumpDataVersion(db);
  return {
    seed,
    profiles: count,
    firstIndex,
    organizations: newOrgs.length,
    contacts: contactCount,
    bulk: empty,
    ms: Math.round(performance.now() - started),
    timings: { loadMs: Math.round(loadMs), indexMs: Math.round(indexMs) },
  };
}

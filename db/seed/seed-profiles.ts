import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { TransactionSql } from "postgres";
import type { Db } from "@/db/client";
import { contacts, organizations, profiles } from "@/db/schema";
import { bumpDataVersion } from "@/lib/profiles/data-version";
import { organizationToRow, profileToRow } from "@/lib/profiles/profile-rows";
import { sourceIdOf } from "@/lib/profiles/save-profiles";
import { copyColumns, copyLine } from "./copy-format";
import { buildWorld, generateProfile, SEED_AS_OF } from "./generate";

export interface SeedOptions {
  profiles: number;
  /** Same seed, same size: same data. */
  seed?: number;
  asOf?: Date;
  /** Profiles per transaction. */
  chunkSize?: number;
  onProgress?: (done: number, total: number) => void;
}

export interface SeedResult {
  seed: number;
  /** Profiles generated; those already present (same seed loaded before) are left as they are. */
  profiles: number;
  organizations: number;
  inserted: { profiles: number; organizations: number; contacts: number };
  ms: number;
}

/** Where the synthetic contacts are said to come from (the enrichment waterfall's sources). */
export const SEED_SOURCES = {
  profiles: "synthetic-network",
  email: "synthetic-email",
  mobile: "synthetic-mobile",
};

const ORG_COLUMNS = copyColumns(organizations);
const PROFILE_COLUMNS = copyColumns(profiles, ["seq", "updatedAt"]);
const CONTACT_COLUMNS = copyColumns(contacts, ["id"]);
const ANALYZED_COLUMNS = [
  ...PROFILE_COLUMNS.filter((c) => c.key !== "data" && c.key !== "provenance"),
  { name: profiles.keywords.name },
];

function columnList(columns: { name: string }[]): string {
  return columns.map((c) => `"${c.name}"`).join(", ");
}

/** Counts what passes through, for COPYs whose row count the driver does not report. */
function counted(lines: Iterable<string>): { lines: Iterable<string>; count: () => number } {
  let n = 0;
  return {
    lines: (function* () {
      for (const line of lines) {
        n++;
        yield line;
      }
    })(),
    count: () => n,
  };
}

async function copyRows(
  tx: TransactionSql,
  table: string,
  columns: { name: string }[],
  lines: Iterable<string>,
): Promise<number> {
  const rows = counted(lines);
  const writable = await tx.unsafe(`copy ${table} (${columnList(columns)}) from stdin`).writable();
  await pipeline(Readable.from(batches(rows.lines)), writable);
  return rows.count();
}

/**
 * Loads `lines` into `table` through a session-local staging table, so rows that exist
 * already (a seed loaded twice, an interrupted run resumed) are skipped instead of failing
 * the COPY. Returns how many rows were new.
 */
async function copyNewRows(
  tx: TransactionSql,
  table: string,
  columns: { name: string }[],
  lines: Iterable<string>,
  conflict: string,
): Promise<number> {
  const stage = `seed_${table}`;
  const cols = columnList(columns);
  await tx.unsafe(
    `create temp table if not exists ${stage} as select ${cols} from ${table} limit 0`,
  );
  await tx.unsafe(`truncate ${stage}`);
  await copyRows(tx, stage, columns, lines);
  const result = await tx.unsafe(
    `insert into ${table} (${cols}) select ${cols} from ${stage} on conflict ${conflict} do nothing`,
  );
  return result.count;
}

/**
 * Drops the indexes of `tables` that no constraint needs and returns the statements that
 * recreate them: building an index once after a bulk load is several times cheaper than
 * keeping it up to date row by row (GIN and trigram indexes above all).
 */
async function dropSecondaryIndexes(tx: TransactionSql, tables: string[]): Promise<string[]> {
  const rows = await tx<{ name: string; definition: string }[]>`
    select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
    from pg_index i
    where i.indrelid = any(${tables.map((t) => `public.${t}`)}::regclass[])
      and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`;
  for (const row of rows) await tx.unsafe(`drop index ${row.name}`);
  return rows.map((r) => r.definition);
}

/** Groups lines into chunks of about 256 kB, so the stream is not one write per row. */
function* batches(lines: Iterable<string>): Generator<string> {
  let chunk = "";
  for (const line of lines) {
    chunk += line;
    if (chunk.length > 256_000) {
      yield chunk;
      chunk = "";
    }
  }
  if (chunk) yield chunk;
}

/**
 * Generates `profiles` synthetic people (db/seed/generate.ts) with their organizations and
 * contacts and loads them by COPY. Into an empty `profiles` table (the first start) everything
 * goes in one transaction with the secondary indexes rebuilt at the end; otherwise one
 * transaction per chunk, skipping what is already there.
 */
export async function seedProfiles(db: Db, options: SeedOptions): Promise<SeedResult> {
  const started = performance.now();
  const seed = options.seed ?? 1;
  const total = options.profiles;
  const chunkSize = options.chunkSize ?? 10_000;
  const world = buildWorld(seed, total, options.asOf ?? SEED_AS_OF);
  const pg = db.$client;

  await sourceIdOf(db, SEED_SOURCES.profiles);
  const sourceIds = {
    email: await sourceIdOf(db, SEED_SOURCES.email),
    mobile: await sourceIdOf(db, SEED_SOURCES.mobile),
  };
  const inserted = { profiles: 0, organizations: 0, contacts: 0 };
  const orgLines = () =>
    world.organizations.map((o) => copyLine(ORG_COLUMNS, organizationToRow(o.organization)));

  /** COPY lines of profiles from..to, collecting their contacts' lines on the side. */
  const chunk = (from: number, to: number) => {
    const contactLines: string[] = [];
    function* profileLines() {
      for (let i = from; i < to; i++) {
        const { profile } = generateProfile(world, i);
        for (const kind of ["email", "mobile"] as const) {
          for (const entry of profile[kind] ?? []) {
            contactLines.push(
              copyLine(CONTACT_COLUMNS, {
                profileId: profile.id,
                kind,
                type: entry.type,
                value: entry.value,
                sourceId: sourceIds[kind],
              }),
            );
          }
        }
        yield copyLine(PROFILE_COLUMNS, profileToRow(profile));
      }
    }
    return { profileLines: profileLines(), contactLines };
  };

  const [state] = await pg<
    { empty: boolean }[]
  >`select not exists (select 1 from profiles) as empty`;
  if (state?.empty) {
    await pg.begin(async (tx) => {
      await tx`lock table profiles, contacts in exclusive mode`;
      const indexes = await dropSecondaryIndexes(tx, ["profiles", "contacts"]);
      inserted.organizations = await copyNewRows(
        tx,
        "organizations",
        ORG_COLUMNS,
        orgLines(),
        "(id)",
      );
      for (let from = 0; from < total; from += chunkSize) {
        const to = Math.min(total, from + chunkSize);
        const { profileLines, contactLines } = chunk(from, to);
        inserted.profiles += await copyRows(tx, "profiles", PROFILE_COLUMNS, profileLines);
        inserted.contacts += await copyRows(tx, "contacts", CONTACT_COLUMNS, contactLines);
        options.onProgress?.(to, total);
      }
      for (const definition of indexes) await tx.unsafe(definition);
    });
  } else {
    inserted.organizations = await pg.begin((tx) =>
      copyNewRows(tx, "organizations", ORG_COLUMNS, orgLines(), "(id)"),
    );
    for (let from = 0; from < total; from += chunkSize) {
      const to = Math.min(total, from + chunkSize);
      const { profileLines, contactLines } = chunk(from, to);
      await pg.begin(async (tx) => {
        inserted.profiles += await copyNewRows(
          tx,
          "profiles",
          PROFILE_COLUMNS,
          profileLines,
          "(id)",
        );
        inserted.contacts += await copyNewRows(
          tx,
          "contacts",
          CONTACT_COLUMNS,
          contactLines,
          "(profile_id, kind, value)",
        );
      });
      options.onProgress?.(to, total);
    }
  }
  // Fresh statistics, so the first targeting queries are planned for the data just loaded; the
  // documents themselves are never filtered on and would double the time taken.
  await pg.unsafe(`analyze profiles (${columnList(ANALYZED_COLUMNS)}), contacts, organizations`);
  await bumpDataVersion(db);
  return {
    seed,
    profiles: total,
    organizations: world.organizations.length,
    inserted,
    ms: Math.round(performance.now() - started),
  };
}

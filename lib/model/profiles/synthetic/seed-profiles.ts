import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import type postgres from "postgres";
import type { Db } from "@/db/client";
import { bumpDataVersion } from "@/lib/core/sql/data-version";
import { CONTACT_COLUMNS, ORGANIZATION_COLUMNS, PROFILE_COLUMNS } from "./columns";
import { copyLine } from "./copy-format";
import { abortCopies, type CopyIn, copyIn } from "./copy-in";
import { claimAddress } from "./emails";
import { SEED_SOURCES } from "./generate";
import { PROFILE_INDEX_WIDTH, profileIdPrefix } from "./ids";
import type { FromSeedWorker, SeedWorkerTask, ToSeedWorker } from "./seed-worker";
import { type LexedChunk, lexChunks } from "./tsvector";
import { SEED_AS_OF } from "./world";

export interface SeedOptions {
  /** How many profiles to add. */
  profiles: number;
  /** Same seed, same data; a second run with a seed continues after the profiles it made. */
  seed?: number;
  asOf?: Date;
  onProgress?: (done: number, total: number) => void;
  /** Called when every row is in and the indexes are about to be built. */
  onLoaded?: () => void;
  /**
   * Characters of contact COPY text held before the profile COPY pauses for a contact COPY
   * (default CONTACT_CHARS); holding all of a 10M load's contacts to the end would take
   * gigabytes of memory.
   */
  contactChars?: number;
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

/** Profiles a generator thread turns into COPY text at a time. */
const BATCH = 500;
/** Generator threads: the database needs a core too, so more rarely pay. */
const MAX_THREADS = 2;
/** Batches a thread may run ahead of the writer. */
const CREDITS = 3;
/** Contact COPY text is kept in pieces of about this many characters until its turn. */
const PIECE = 1 << 20;
/** Contact COPY text held before it is copied (SeedOptions.contactChars). */
const CONTACT_CHARS = 64 * PIECE;

function copyStatement(table: string, columns: { name: string }[], freeze = false): string {
  return `copy ${table} (${columns.map((c) => `"${c.name}"`).join(", ")}) from stdin${freeze ? " with (freeze)" : ""}`;
}

/**
 * Empties `profiles` and `contacts` again inside the load's transaction, with the tables that
 * reference them (checked empty first). Rows COPYed into a table truncated in the same
 * transaction can be written frozen and, on a server with wal_level = minimal (the embedded
 * one), skip the write-ahead log entirely: the load's 4 GB are then written once instead of
 * twice. Returns false, truncating nothing, if any of those tables holds a row.
 */
async function truncateForBulkLoad(tx: postgres.TransactionSql): Promise<boolean> {
  // TRUNCATE must name every table that references one it empties, at any depth.
  const all = (
    await tx<{ table: string }[]>`
      with recursive emptied(rel) as (
        select 'profiles'::regclass union select 'contacts'::regclass
        union
        select c.conrelid::regclass from pg_constraint c join emptied e on c.confrelid = e.rel
        where c.contype = 'f'
      )
      select rel::text as table from emptied`
  ).map((r) => r.table);
  await tx.unsafe(`lock table ${all.join(", ")} in access exclusive mode`);
  for (const table of all) {
    const [row] = await tx.unsafe<{ any: boolean }[]>(
      `select exists (select 1 from ${table}) as any`,
    );
    if (row?.any) return false;
  }
  await tx.unsafe(`truncate ${all.join(", ")}`);
  return true;
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
 * The change feed's triggers are dropped meanwhile, and made again with them.
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
  // The change feed's insert trigger would keep every loaded row (the JSON too) in a
  // transition table until the COPY ends, spilled to temporary files as large as the table
  // (a 10M load filled the disk with them), to record one profile_changes row a profile.
  // Disabling it is not enough (a disabled trigger's transition table is still filled): it is
  // dropped and made again, and one "everything changed" row tells the audience index the
  // same thing (rebuild).
  const triggers = await tx<{ table: string; name: string; definition: string }[]>`
    select tgrelid::regclass::text as table, tgname as name,
           pg_get_triggerdef(oid) as definition
    from pg_trigger
    where tgrelid in ('profiles'::regclass, 'contacts'::regclass) and not tgisinternal
      and (tgnewtable is not null or tgoldtable is not null)`;
  for (const t of triggers) await tx.unsafe(`drop trigger "${t.name}" on ${t.table}`);
  await tx`insert into profile_changes (seq) values (-1)`;
  return async () => {
    for (const t of triggers) await tx.unsafe(t.definition);
    for (const index of indexes) await tx.unsafe(index.definition);
    for (const fk of foreignKeys) {
      await tx.unsafe(`alter table ${fk.table} add constraint "${fk.name}" ${fk.definition}`);
    }
  };
}

/** Lexes keyword chunks for the generator threads, each chunk once. */
function lexicon(pg: postgres.Sql) {
  const known = new Map<string, LexedChunk>();
  return async (chunks: string[]): Promise<LexedChunk[]> => {
    for (const row of await lexChunks(
      pg,
      chunks.filter((c) => !known.has(c)),
    )) {
      known.set(row.chunk, row);
    }
    return chunks.map((c) => known.get(c) as LexedChunk);
  };
}

interface GeneratedBatch {
  /** COPY text, in UTF-8. */
  text: Uint8Array;
  contacts: string[];
  worker: Worker;
}

interface Consumers {
  /** The data set's organizations (ids and COPY lines), before any batch. */
  organizations: (ids: string[], lines: string[]) => Promise<void>;
  /** Each batch of profiles, in index order, one at a time; `done` counts profiles so far. */
  batch: (batch: GeneratedBatch, done: number) => Promise<void>;
}

/** Runs the generator threads over profiles firstIndex..end. */
async function generateInThreads(
  pg: postgres.Sql,
  task: Omit<SeedWorkerTask, "worker" | "workers" | "credits">,
  consume: Consumers,
): Promise<void> {
  const batches = Math.ceil((task.end - task.firstIndex) / task.batchSize);
  if (batches === 0) return;
  const lex = lexicon(pg);
  const count = Math.min(batches, Math.max(1, Math.min(MAX_THREADS, availableParallelism())));
  const workers = Array.from(
    { length: count },
    (_, worker) =>
      new Worker(new URL("./seed-worker.mjs", import.meta.url), {
        execArgv: [],
        // A larger young generation: the generator allocates a great deal, briefly, and a batch
        // stays live until its text is sent. 192 MB (64 MB semi-spaces) measured ~3 CPU µs a
        // profile cheaper than 96 MB; 384 MB was no better.
        resourceLimits: { maxYoungGenerationSizeMb: 192 },
        workerData: { ...task, worker, workers: count, credits: CREDITS } satisfies SeedWorkerTask,
      }),
  );
  try {
    await new Promise<void>((resolve, reject) => {
      const ready = new Map<number, GeneratedBatch>();
      let next = 0;
      let busy = false;
      let organizationsCopied = false;
      const pump = async () => {
        if (busy || !organizationsCopied) return;
        busy = true;
        try {
          for (let batch = ready.get(next); batch; batch = ready.get(next)) {
            ready.delete(next);
            next++;
            const done = Math.min(task.end - task.firstIndex, next * task.batchSize);
            await consume.batch(batch, done);
            batch.worker.postMessage({ type: "credit" } satisfies ToSeedWorker);
          }
          if (next === batches) resolve();
        } catch (err) {
          reject(err);
        } finally {
          busy = false;
        }
      };
      for (const worker of workers) {
        worker.on("message", (message: FromSeedWorker) => {
          if (message.type === "lex") {
            lex(message.chunks).then(
              (rows) => worker.postMessage({ type: "lexed", rows } satisfies ToSeedWorker),
              reject,
            );
          } else if (message.type === "organizations") {
            consume.organizations(message.ids, message.lines).then(() => {
              organizationsCopied = true;
              return pump();
            }, reject);
          } else {
            ready.set(message.batch, { text: message.text, contacts: message.contacts, worker });
            void pump();
          }
        });
        worker.on("error", reject);
        worker.on("exit", (code) => {
          if (next < batches) reject(new Error(`a seed generator thread exited (${code})`));
        });
      }
    });
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
}

/**
 * Copies the organizations not loaded yet (a seed's later runs share the earlier ones');
 * answers how many.
 */
async function copyOrganizations(
  tx: postgres.TransactionSql,
  ids: string[],
  lines: string[],
): Promise<number> {
  const existing = new Set(
    (
      await tx<{ id: string }[]>`
        select id from organizations where id = any(${ids}::text[])`
    ).map((r) => r.id),
  );
  const orgCopy = await copyIn(tx, copyStatement("organizations", ORGANIZATION_COLUMNS));
  await orgCopy.write(lines.filter((_, i) => !existing.has(ids[i] as string)).join(""));
  await orgCopy.end();
  return ids.length - existing.size;
}

/**
 * The contacts' COPY text, gathered batch by batch while the profiles they reference are being
 * copied, and copied after them (whenever `limit` characters are held, and at the end). Batches arrive in profile order, so a clashing e-mail address
 * gets the same number however many threads generated it.
 */
function contactCollector(sourceIds: Map<string, number>, limit: number) {
  const usedAddresses = new Set<string>();
  const pieces: string[] = [];
  let text = "";
  let held = 0;
  let count = 0;
  return {
    /** A batch's contacts: five fields each (profile id, kind, type, value, source name). */
    add(fields: string[]): void {
      for (let i = 0; i < fields.length; i += 5) {
        const kind = fields[i + 1] as string;
        const value = fields[i + 3] as string;
        text += copyLine(CONTACT_COLUMNS, {
          profileId: fields[i],
          kind,
          type: fields[i + 2],
          value: kind === "email" ? claimAddress(usedAddresses, value) : value,
          sourceId: sourceIds.get(fields[i + 4] as string) ?? null,
        });
        count++;
      }
      if (text.length > PIECE) {
        held += text.length;
        pieces.push(text);
        text = "";
      }
    },
    /** Whether enough text is held that it should be copied now. */
    full(): boolean {
      return held + text.length >= limit;
    },
    /** Copies every contact gathered and not copied yet; answers how many so far. */
    async copy(tx: postgres.TransactionSql, freeze: boolean): Promise<number> {
      pieces.push(text);
      text = "";
      held = 0;
      const contactCopy = await copyIn(tx, copyStatement("contacts", CONTACT_COLUMNS, freeze));
      for (const piece of pieces.splice(0)) await contactCopy.write(piece);
      await contactCopy.end();
      return count;
    },
  };
}

/**
 * Adds `options.profiles` synthetic people (generate.ts, organizations.ts) with their
 * organizations and contacts, by COPY, in one transaction. Into an empty `profiles` table the
 * secondary indexes and foreign keys are dropped first and rebuilt at the end, inside the same
 * transaction, so a failed load leaves the schema as it was. Generator threads build the COPY
 * text while the database ingests it; this thread only writes it, in profile order, and gives
 * clashing e-mail addresses their numbers.
 */
export async function seedProfiles(db: Db, options: SeedOptions): Promise<SeedResult> {
  const started = performance.now();
  const seed = options.seed ?? 1;
  const count = options.profiles;
  if (!Number.isSafeInteger(seed) || seed < 0) throw new Error("seed: a whole number ≥ 0");
  if (!Number.isSafeInteger(count) || count < 0) throw new Error("profiles: a whole number ≥ 0");
  const asOf = options.asOf ?? SEED_AS_OF;
  const pg = db.$client;

  const sourceIds = await registerSources(pg);
  const firstIndex = await nextIndex(pg, seed);
  const end = firstIndex + count;
  if (end > 36 ** PROFILE_INDEX_WIDTH) throw new Error(`seed ${seed} is full`);
  const [{ empty } = { empty: false }] = await pg<{ empty: boolean }[]>`
    select not exists (select 1 from profiles) as empty`;

  let organizationCount = 0;
  let contactCount = 0;
  let loadMs = 0;
  await pg.begin(async (tx) => {
    try {
      await tx`set local maintenance_work_mem = '1GB'`;
      const fresh = empty && (await truncateForBulkLoad(tx));
      const restore = empty ? await dropForBulkLoad(tx) : undefined;

      const contacts = contactCollector(sourceIds, options.contactChars ?? CONTACT_CHARS);
      let profileCopy: CopyIn | undefined;
      await generateInThreads(
        pg,
        { seed, asOf: asOf.toISOString(), firstIndex, end, batchSize: BATCH },
        {
          organizations: async (ids, lines) => {
            organizationCount = await copyOrganizations(tx, ids, lines);
            profileCopy = await copyIn(tx, copyStatement("profiles", PROFILE_COLUMNS, fresh));
          },
          batch: async ({ text, contacts: fields }, done) => {
            await (profileCopy as CopyIn).write(text);
            contacts.add(fields);
            if (contacts.full()) {
              // One COPY at a time on a connection: the profiles' pauses for the contacts'.
              await (profileCopy as CopyIn).end();
              await contacts.copy(tx, fresh);
              profileCopy = await copyIn(tx, copyStatement("profiles", PROFILE_COLUMNS, fresh));
            }
            options.onProgress?.(done, count);
          },
        },
      );
      await profileCopy?.end();
      contactCount = await contacts.copy(tx, fresh);

      loadMs = performance.now() - started;
      options.onLoaded?.();
      if (restore) await restore();
      await tx`analyze organizations, profiles, contacts`;
    } catch (err) {
      // A COPY left open would make the ROLLBACK fail and hide this error.
      abortCopies(tx, err instanceof Error ? err : new Error(String(err)));
      throw err;
    }
  });
  const indexMs = performance.now() - started - loadMs;
  await bumpDataVersion(db);
  return {
    seed,
    profiles: count,
    firstIndex,
    organizations: organizationCount,
    contacts: contactCount,
    bulk: empty,
    ms: Math.round(performance.now() - started),
    timings: { loadMs: Math.round(loadMs), indexMs: Math.round(indexMs) },
  };
}

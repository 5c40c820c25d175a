import { sql } from "drizzle-orm";
import { type Db, getDb } from "@/db/client";
import { logger } from "@/lib/core/logger";
import { onReplica } from "@/lib/core/sql/replica";
import { catchUp } from "./apply-changes";
import type { AudienceIndex } from "./audience-index";
import { bytesOf } from "./bitmap";
import { layoutBytes, prepareBreakdown } from "./breakdown";
import { buildAudienceIndex } from "./build-index";
import { changesSince } from "./change-log";
import { warmUp } from "./counting-warm-up";
import { loadSnapshot, saveSnapshot } from "./index-snapshot";

/**
 * How often a request may look for changes (the look itself never delays the request): the
 * fallback for a notification missed while the listening connection was down.
 */
const CHECK_EVERY_MS = 1_000;
/**
 * Notified at the commit of every transaction that wrote `profile_changes` (a trigger, migration
 * 0022): a catch-up starts then, not at the next request's look.
 */
const CHANNEL = "profile_changes";
/** How often an index kept up to date by catch-ups is written to its snapshot file again. */
const SAVE_EVERY_MS = 10 * 60_000;

interface State {
  index?: AudienceIndex;
  /** A full build or a catch-up under way (one at a time). */
  building?: Promise<AudienceIndex>;
  /** Highest `data_version` seen in the database. */
  latestVersion: number;
  /** Whether profiles changed since the index's snapshot, as of the last look. */
  pending: boolean;
  checkedAt: number;
  /** Whether the last build failed (then the next request tries again). */
  failed?: boolean;
  /** Where the index is kept on disk between runs (set by the server's start). */
  snapshotFile?: string;
  /** A write of the snapshot under way: the index must not change meanwhile. */
  saving?: Promise<void>;
  savedAt: number;
  /** Whether this process listens for the change log's notifications (or is starting to). */
  listening: boolean;
  /** A notification came during a build: look again once it is done. */
  notified: boolean;
}

const holder = globalThis as unknown as { __leadwiseAudienceIndex?: State };

function state(): State {
  holder.__leadwiseAudienceIndex ??= {
    latestVersion: 0,
    pending: false,
    checkedAt: 0,
    savedAt: 0,
    listening: false,
    notified: false,
  };
  return holder.__leadwiseAudienceIndex;
}

function publish(index: AudienceIndex): AudienceIndex {
  const s = state();
  s.index = index;
  s.failed = false;
  s.pending = false;
  s.latestVersion = Math.max(s.latestVersion, index.version);
  return index;
}

/** A full build: a scan of every profile. */
async function fullBuild(db: Db): Promise<AudienceIndex> {
  const s = state();
  // Built from the replica when there is one (a whole scan of profiles), unless the replica
  // has not replayed the data_version seen on the primary yet: then from the primary, so a
  // lagging replica never holds an import back from the estimates.
  const wanted = s.latestVersion;
  const first = !s.index;
  const index = await onReplica(db, buildAudienceIndex, (ix) => ix.version >= wanted);
  // Only a fresh process's code is cold; later builds run through code already optimized.
  const warmed = first ? await warmUp(index) : undefined;
  logger.info(
    {
      profiles: index.profiles,
      version: index.version,
      ms: index.buildMs,
      mb: Math.round(indexBytes(index) / 2 ** 20),
      warmUpMs: warmed?.ms,
    },
    "audience index built",
  );
  publish(index);
  save(db, index);
  return index;
}

/** Which database an index was read from: a snapshot of another one is never loaded. */
async function databaseIdentity(db: Db): Promise<string> {
  const rows = await db.execute<{ id: string }>(sql`
    select current_database() || '/' || d.oid || '/' || 'profiles'::regclass::oid as id
    from pg_database d where d.datname = current_database()`);
  return rows[0]?.id ?? "";
}

/** Writes the index to its snapshot file in the background (when the server keeps one). */
function save(db: Db, index: AudienceIndex): void {
  const s = state();
  const file = s.snapshotFile;
  if (!file || s.saving) return;
  s.savedAt = Date.now();
  const started = performance.now();
  s.saving = databaseIdentity(db)
    .then((identity) => saveSnapshot(index, file, identity))
    .then((written) =>
      logger.info(
        { file, mb: Math.round(written / 2 ** 20), ms: Math.round(performance.now() - started) },
        "audience index snapshot written",
      ),
    )
    .catch((err) => logger.warn({ err, file }, "could not write the audience index snapshot"))
    .finally(() => {
      s.saving = undefined;
    });
}

/**
 * Resolves once the snapshot being written, if any, is on disk (or has failed): a server that
 * stops right after its first full build waits for it, or its next start builds again (minutes
 * at 10M). Never rejects.
 */
export function snapshotWritten(): Promise<void> {
  return state().saving ?? Promise.resolve();
}

/**
 * The process's first index: its snapshot file merged with what changed since it was written
 * (seconds at 1M), else a full build.
 */
async function firstIndex(db: Db): Promise<AudienceIndex> {
  const file = state().snapshotFile;
  if (!file) return fullBuild(db);
  const started = performance.now();
  const loaded = await loadSnapshot(file, await databaseIdentity(db));
  const result = "index" in loaded ? await catchUp(db, loaded.index) : loaded;
  if ("reason" in result) {
    logger.info({ file, reason: result.reason }, "audience index snapshot not used");
    return fullBuild(db);
  }
  const index = result.index;
  // Tallied before the index serves, as a full build does: left to run after, it competed
  // with the first requests of a fresh process (the first estimate answered in ~200 ms at 1M).
  await prepareBreakdown(index);
  index.buildMs = Math.round(performance.now() - started);
  const warmed = await warmUp(index);
  publish(index);
  logger.info(
    {
      profiles: index.profiles,
      version: index.version,
      changed: result.changed,
      ms: index.buildMs,
      mb: Math.round(indexBytes(index) / 2 ** 20),
      warmUpMs: warmed.ms,
    },
    "audience index loaded from its snapshot",
  );
  if (result.changed > 0) save(db, index);
  return index;
}

/**
 * Merges the profiles changed since the index's snapshot (on the primary: a few rows, and the
 * snapshot must not go back in time); a full build when the change log cannot tell.
 */
async function update(db: Db, index: AudienceIndex): Promise<AudienceIndex> {
  // The snapshot being written must stay as it is until written.
  await state().saving;
  const started = performance.now();
  const result = await catchUp(db, index);
  if (result.kind === "rebuild") {
    logger.info({ reason: result.reason }, "audience index rebuilt in full");
    return fullBuild(db);
  }
  publish(result.index);
  if (Date.now() - state().savedAt >= SAVE_EVERY_MS) save(db, result.index);
  // Tallies of the changed sets were dropped; tallied again ahead, after the index serves.
  prepareBreakdown(result.index).catch((err) =>
    logger.warn({ err }, "could not tally the audience index's breakdown"),
  );
  logger.info(
    {
      changed: result.changed,
      version: result.index.version,
      ms: Math.round(performance.now() - started),
      readMs: result.readMs,
    },
    "audience index caught up",
  );
  return result.index;
}

function build(db: Db): Promise<AudienceIndex> {
  const s = state();
  if (s.building) return s.building;
  s.building = (s.index ? update(db, s.index) : firstIndex(db))
    .catch((err) => {
      s.failed = true;
      throw err;
    })
    .finally(() => {
      s.building = undefined;
      if (s.notified) lookNow(db);
    });
  return s.building;
}

async function checkVersion(db: Db): Promise<void> {
  const s = state();
  s.checkedAt = Date.now();
  const look = await changesSince(db, s.index?.snapshot ?? "");
  s.latestVersion = Math.max(s.latestVersion, look.version);
  s.pending = s.pending || look.changed;
  const behind = s.index !== undefined && (s.index.version < s.latestVersion || s.pending);
  if (behind && !s.building) {
    build(db).catch((err) =>
      logger.error({ err }, "audience index update failed; serving the previous one"),
    );
  }
}

/** Looks for changes now: at once, or when the build under way is done. */
function lookNow(db: Db): void {
  const s = state();
  s.notified = s.building !== undefined;
  if (s.notified) return;
  checkVersion(db).catch((err) => logger.warn({ err }, "could not read data_version"));
}

/**
 * Listens for the change log's notifications on a connection of its own (postgres.js keeps it
 * open and listens again after a reconnection). Each (re)start of listening looks once, for
 * what was committed while nobody listened; a failed start is tried again by the next request.
 */
function listenForChanges(db: Db): void {
  const s = state();
  if (s.listening) return;
  s.listening = true;
  db.$client
    .listen(
      CHANNEL,
      () => lookNow(db),
      () => lookNow(db),
    )
    .catch((err) => {
      s.listening = false;
      logger.warn({ err }, "could not listen for profile changes; looking once a second");
    });
}

/**
 * The process-wide audience index, and whether it reflects the latest data version seen. The
 * first call builds it (and waits); later calls answer at once from the current index while a
 * newer one, if the data changed, is built in the background.
 */
export async function getAudienceIndex(
  db: Db,
): Promise<{ index: AudienceIndex; current: boolean }> {
  const s = state();
  const index = s.index ?? (await build(db));
  listenForChanges(db);
  if (Date.now() - s.checkedAt >= CHECK_EVERY_MS) {
    checkVersion(db).catch((err) => logger.warn({ err }, "could not read data_version"));
  }
  return { index, current: index.version >= s.latestVersion && !s.pending };
}

/**
 * Whether this process can count audiences: "building" until its first index is built (or
 * "failed" if that build failed), "idle" when nothing asked for one yet (a process that never
 * serves estimates, e.g. a test).
 */
export function audienceIndexState(): "ready" | "building" | "failed" | "idle" {
  const s = state();
  if (s.index) return "ready";
  if (s.building) return "building";
  return s.failed ? "failed" : "idle";
}

/** Brings the index up to the database's current state now (tests, admin tasks). */
export async function refreshAudienceIndex(db: Db): Promise<AudienceIndex> {
  const s = state();
  if (s.building) await s.building.catch(() => undefined);
  if (!s.index) return build(db);
  const look = await changesSince(db, s.index.snapshot);
  s.latestVersion = Math.max(s.latestVersion, look.version);
  if (!look.changed && s.index.version >= look.version) return s.index;
  return build(db);
}

/**
 * Builds the index before the first request needs it (called when the app starts), from the
 * snapshot file when one is given and valid.
 */
export async function warmEstimateIndex(
  db: Db = getDb(),
  snapshotFile?: string,
): Promise<{ profiles: number; ms: number; mb: number }> {
  state().snapshotFile = snapshotFile;
  const { index } = await getAudienceIndex(db);
  return {
    profiles: index.profiles,
    ms: index.buildMs,
    mb: Math.round(indexBytes(index) / 2 ** 20),
  };
}

/** Bytes held by the index's typed arrays (the bulk of its memory; map keys come on top). */
export function indexBytes(ix: AudienceIndex): number {
  let n = ix.alive.byteLength + ix.scratch.reduce((a, b) => a + b.byteLength, 0);
  for (const map of [
    ...Object.values(ix.values),
    ...Object.values(ix.arrays),
    ix.titleWords,
    ix.lexemes,
  ]) {
    for (const set of map.values()) n += bytesOf(set);
  }
  for (const flag of Object.values(ix.flags)) n += flag.byteLength;
  const steps = new Set(ix.experienceAtLeast);
  for (const s of steps) n += s.byteLength;
  for (const b of Object.values(ix.breakdown)) n += b.codes.byteLength;
  for (const t of ix.tallies.values()) n += t.counts.byteLength;
  return n + layoutBytes(ix);
}

import { sql } from "drizzle-orm";
import { type Db, getDb } from "@/db/client";
import { logger } from "@/lib/logger";
import { onReplica } from "@/lib/sql/replica";
import type { AudienceIndex } from "./audience-index";
import { bytesOf } from "./bitmap";
import { buildAudienceIndex } from "./build-index";
import { warmUp } from "./warm-up";

/** How often a request may look at `data_version` (the look itself never delays the request). */
const CHECK_EVERY_MS = 1_000;
/**
 * Minimum pause between rebuilds, and the multiple of the last build's duration: under a
 * steady stream of writes, rebuilding takes at most a quarter of one core.
 */
const MIN_REBUILD_GAP_MS = 2_000;
const REBUILD_GAP_FACTOR = 3;

interface State {
  index?: AudienceIndex;
  building?: Promise<AudienceIndex>;
  /** Highest `data_version` seen in the database. */
  latestVersion: number;
  checkedAt: number;
  rebuildAfter: number;
  /** Whether the last build failed (then the next request tries again). */
  failed?: boolean;
}

const holder = globalThis as unknown as { __leadwiseAudienceIndex?: State };

function state(): State {
  holder.__leadwiseAudienceIndex ??= { latestVersion: 0, checkedAt: 0, rebuildAfter: 0 };
  return holder.__leadwiseAudienceIndex;
}

function build(db: Db): Promise<AudienceIndex> {
  const s = state();
  if (s.building) return s.building;
  // Built from the replica when there is one (a whole scan of profiles), unless the replica
  // has not replayed the data_version seen on the primary yet: then from the primary, so a
  // lagging replica never holds an import back from the estimates.
  const wanted = s.latestVersion;
  const first = !s.index;
  s.building = onReplica(db, buildAudienceIndex, (index) => index.version >= wanted)
    .then(async (index) => {
      // Only a fresh process's code is cold; later builds run through code already optimized.
      const warmed = first ? await warmUp(index) : undefined;
      s.index = index;
      s.failed = false;
      s.latestVersion = Math.max(s.latestVersion, index.version);
      s.rebuildAfter =
        Date.now() + Math.max(MIN_REBUILD_GAP_MS, REBUILD_GAP_FACTOR * index.buildMs);
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
      return index;
    })
    .catch((err) => {
      s.failed = true;
      throw err;
    })
    .finally(() => {
      s.building = undefined;
    });
  return s.building;
}

async function readVersion(db: Db): Promise<number> {
  const rows = await db.execute<{ version: string }>(
    sql`select version::text as version from data_version where id = 1`,
  );
  return Number(rows[0]?.version ?? 0);
}

async function checkVersion(db: Db): Promise<void> {
  const s = state();
  s.checkedAt = Date.now();
  s.latestVersion = Math.max(s.latestVersion, await readVersion(db));
  const behind = s.index !== undefined && s.index.version < s.latestVersion;
  if (behind && !s.building && Date.now() >= s.rebuildAfter) {
    build(db).catch((err) =>
      logger.error({ err }, "audience index rebuild failed; serving the previous one"),
    );
  }
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
  if (Date.now() - s.checkedAt >= CHECK_EVERY_MS) {
    checkVersion(db).catch((err) => logger.warn({ err }, "could not read data_version"));
  }
  return { index, current: index.version >= s.latestVersion };
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

/** Brings the index up to the database's current data version now (tests, admin tasks). */
export async function refreshAudienceIndex(db: Db): Promise<AudienceIndex> {
  const s = state();
  const version = await readVersion(db);
  s.latestVersion = Math.max(s.latestVersion, version);
  if (s.building) await s.building;
  if (s.index && s.index.version >= version) return s.index;
  return build(db);
}

/** Builds the index before the first request needs it (called when the app starts). */
export async function warmEstimateIndex(
  db: Db = getDb(),
): Promise<{ profiles: number; ms: number; mb: number }> {
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
  return n;
}

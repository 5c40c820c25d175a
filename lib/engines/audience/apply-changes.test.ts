import { spawnSync } from "node:child_process";
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { accounts, profiles, suppressedProfiles } from "@/db/schema";
import { createTestDb } from "@/db/testing/test-db";
import { estimateAudience } from "@/lib/features/estimate/estimate";
import { buildPlan } from "@/lib/model/targeting/plan";
import type { Targeting } from "@/lib/model/targeting/schema";
import { catchUp } from "./apply-changes";
import type { AudienceIndex } from "./audience-index";
import { evaluatePlan } from "./audience-index";
import { type SeqSet, seqsAfter } from "./bitmap";
import { countAndBreakdown, prepareBreakdown } from "./breakdown";
import { buildAudienceIndex } from "./build-index";
import { filterCatalogueOf } from "./catalogue";
import { pruneChangeLog } from "./change-log";
import { loadSnapshot, saveSnapshot } from "./index-snapshot";
import { refreshAudienceIndex } from "./index-store";

let db: Awaited<ReturnType<typeof createTestDb>>["db"];

/** A seeded generator, so a failure can be replayed. */
function random(seed: number) {
  let x = seed;
  return () => {
    x = (x * 1103515245 + 12345) % 2 ** 31;
    return x / 2 ** 31;
  };
}
const rand = random(20);
const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T;
const some = <T>(list: readonly T[]): T[] => list.filter(() => rand() < 0.3);

const COUNTRIES = ["Germany", "France", "Spain", "Japan", "Brazil", "Kenya"];
const TITLES = ["Software Engineer", "Head of Sales", "CTO", "Data Engineer", "Sales Manager"];
const SKILLS = ["go", "rust", "sql", "excel", "negotiation", "python"];
const SENIORITIES = ["entry", "senior", "manager", "director", "cxo"];
const OWNERS = ["acct-a", "acct-b"];
/** "Now" for `verifiedWithinDays`, fixed so that every plan of the test means the same days. */
const NOW = new Date();
let next = 0;

function randomProfile(): Partial<typeof profiles.$inferInsert> {
  return {
    country: rand() < 0.9 ? pick(COUNTRIES) : null,
    city: rand() < 0.5 ? `City ${Math.floor(rand() * 40)}` : null,
    seniority: pick(SENIORITIES),
    title: rand() < 0.95 ? pick(TITLES) : null,
    skills: some(SKILLS),
    languages: some(["en", "de", "fr"]),
    // Years up to 130 reach past the steps' cap; a rare new maximum grows the steps.
    experienceYears: rand() < 0.8 ? Math.floor(rand() * (rand() < 0.05 ? 130 : 30)) : null,
    hasEmail: rand() < 0.6,
    hasMobile: rand() < 0.4,
    hasWorkEmail: rand() < 0.3,
    ownerAccountId: rand() < 0.15 ? pick(OWNERS) : null,
    // Seen or verified within the last 40 days, at any hour.
    emailVerifiedAt: new Date(NOW.getTime() - Math.floor(rand() * 40 * 86_400_000)),
  };
}

async function insertProfiles(n: number) {
  const rows = Array.from({ length: n }, () => ({
    id: `p${next++}`,
    data: {},
    ...randomProfile(),
  }));
  await db.insert(profiles).values(rows);
  await db.execute(sql`update profiles set keywords = to_tsvector('english', coalesce(title, ''))
    where keywords is null`);
}

async function randomIds(n: number): Promise<string[]> {
  const rows = await db.execute<{ id: string }>(
    sql`select id from profiles order by md5(id || ${String(rand())}) limit ${n}`,
  );
  return rows.map((r) => r.id);
}

const sorted = (set: SeqSet | undefined): number[] =>
  set
    ? [...(set.sparse ?? seqsAfter(set.dense as Uint32Array, -1, 1e9))].sort((a, b) => a - b)
    : [];
const seqsOf = (bits: Uint32Array | undefined): number[] => (bits ? seqsAfter(bits, -1, 1e9) : []);

/** Targetings whose counts and whole breakdowns a caught-up index must give as a fresh one does. */
const PLANS: Targeting[] = [
  {},
  ...COUNTRIES.map((c) => ({ locations: { countries: [c] } })),
  { seniorities: ["director", "manager"] },
  { skills: { any: ["go", "sql"] } },
  { skills: { all: ["go"] }, contact: { requireMobile: true } },
  { experienceYears: { min: 3, max: 12 } },
  { contact: { requireEmail: true } },
  { titles: { include: ["engineer"] }, seniorities: ["senior"] },
  { verifiedWithinDays: 10 },
  { verifiedWithinDays: 30, locations: { countries: ["Germany"] } },
];

function breakdowns(ix: AudienceIndex) {
  return PLANS.map((t) => {
    const plan = buildPlan(t, [], NOW);
    return countAndBreakdown(ix, plan, evaluatePlan(ix, plan), 100);
  });
}

/** Everything the index answers with, in a form that does not depend on how sets are held. */
function contents(ix: AudienceIndex) {
  const maps = (m: Map<string, SeqSet>) =>
    Object.fromEntries(
      [...m.entries()]
        .filter(([, s]) => s.count > 0)
        .map(([k, s]) => {
          expect(s.count, `count of ${k}`).toBe(sorted(s).length);
          return [k, sorted(s)];
        }),
    );
  const steps: number[][] = [];
  for (let k = 0; k < ix.experienceAtLeast.length; k++) steps.push(seqsOf(ix.experienceAtLeast[k]));
  while (steps.length > 0 && steps.at(-1)?.length === 0) steps.pop();
  const labelsBySeq = Object.fromEntries(
    Object.entries(ix.breakdown).map(([key, col]) => {
      const out: Record<number, string> = {};
      for (let q = 0; q < col.codes.length; q++) {
        const code = col.codes[q] as number;
        if (code > 0) out[q] = col.labels[code - 1] as string;
      }
      return [key, out];
    }),
  );
  const live = new Set([...seqsOf(ix.alive), ...[...ix.owned.values()].flatMap(seqsOf)]);
  const emailDays: Record<number, number> = {};
  for (const q of live) if (ix.emailDays[q]) emailDays[q] = ix.emailDays[q] as number;
  for (const key of Object.keys(labelsBySeq)) {
    const col = labelsBySeq[key] as Record<number, string>;
    for (const q of Object.keys(col)) if (!live.has(Number(q))) delete col[Number(q)];
  }
  return {
    version: ix.version,
    profiles: ix.profiles,
    alive: seqsOf(ix.alive),
    owned: Object.fromEntries([...ix.owned].map(([o, b]) => [o, seqsOf(b)])),
    values: Object.fromEntries(Object.entries(ix.values).map(([f, m]) => [f, maps(m)])),
    arrays: Object.fromEntries(Object.entries(ix.arrays).map(([f, m]) => [f, maps(m)])),
    titleWords: maps(ix.titleWords),
    lexemes: maps(ix.lexemes),
    flags: Object.fromEntries(Object.entries(ix.flags).map(([f, b]) => [f, seqsOf(b)])),
    steps,
    experienceRange: ix.experienceRange,
    breakdown: labelsBySeq,
    emailDays,
  };
}

beforeAll(async () => {
  ({ db } = await createTestDb());
  await db.insert(accounts).values(
    OWNERS.map((id) => ({
      id,
      name: id,
      dailySearch: 1,
      dailyApi: 1,
      dailyEmail: 1,
      dailyMobile: 1,
      webhookSecret: "s",
    })),
  );
  await insertProfiles(300);
  await refreshAudienceIndex(db);
});

describe("incremental audience index", () => {
  it("after random inserts, edits, deletions and opt-outs equals a fresh build", async () => {
    // An index of the test's own, caught up round after round: the store's index is caught up
    // by the store itself as soon as the writes below are committed (it is notified), and two
    // catch-ups must not merge into the same sets at once.
    let before = await buildAudienceIndex(db);
    for (let round = 0; round < 6; round++) {
      await insertProfiles(round === 3 ? 200 : 20);
      for (const id of await randomIds(15)) {
        await db.update(profiles).set(randomProfile()).where(sql`${profiles.id} = ${id}`);
      }
      await db.delete(profiles).where(sql`${profiles.id} in ${await randomIds(5)}`);
      const suppress = await randomIds(4);
      await db
        .insert(suppressedProfiles)
        .values(suppress.map((profileId) => ({ profileId })))
        .onConflictDoNothing();
      if (round % 2 === 1) {
        await db.execute(sql`delete from suppressed_profiles where profile_id in (
          select profile_id from suppressed_profiles order by profile_id limit 2)`);
      }
      // An update that leaves the targeting columns alone records nothing.
      await db
        .update(profiles)
        .set({ updatedAt: new Date() })
        .where(sql`${profiles.id} in ${await randomIds(3)}`);

      // A value no profile had yet adds a label to a breakdown column, which moves the places
      // of the columns after it in every tally.
      if (round % 2 === 0) {
        await db.insert(profiles).values({ id: `p${next++}`, data: {}, country: `Land ${round}` });
      }

      const result = await catchUp(db, before);
      expect(result.kind).toBe("applied");
      if (result.kind !== "applied") return;
      const fresh = await buildAudienceIndex(db);
      expect(contents(result.index)).toEqual(contents(fresh));
      expect(filterCatalogueOf(result.index)).toEqual(filterCatalogueOf(fresh));
      // Counted at once (the layout carried over, the tallies of what changed dropped), then
      // after the tallies are made again, as the store does after it publishes the index.
      const expected = breakdowns(fresh);
      expect(breakdowns(result.index)).toEqual(expected);
      await prepareBreakdown(result.index);
      expect(breakdowns(result.index)).toEqual(expected);
      before = result.index;
    }
  });

  it("a new value of a breakdown column leaves no tally counted at the old places", async () => {
    // Only this profile changes: every other set keeps its tally, whose country counts end
    // where the next column's start, one place earlier than with the new label.
    const before = await buildAudienceIndex(db);
    await db.insert(profiles).values({ id: `p${next++}`, data: {}, country: "Atlantis" });
    const result = await catchUp(db, before);
    expect(result.kind).toBe("applied");
    if (result.kind !== "applied") return;
    const fresh = await buildAudienceIndex(db);
    expect(breakdowns(result.index)).toEqual(breakdowns(fresh));
  });

  it("the estimate counts what SQL counts, for the shared catalogue and an account's own", async () => {
    await insertProfiles(50);
    await refreshAudienceIndex(db);
    for (const country of COUNTRIES) {
      const [shared] = await db.execute<{ n: number }>(sql`
        select count(*)::int as n from profiles p where country = ${country}
          and owner_account_id is null
          and not exists (select 1 from suppressed_profiles s where s.profile_id = p.id)`);
      const [own] = await db.execute<{ n: number }>(sql`
        select count(*)::int as n from profiles p where country = ${country}
          and (owner_account_id is null or owner_account_id = 'acct-a')
          and not exists (select 1 from suppressed_profiles s where s.profile_id = p.id)`);
      const filters = { locations: { countries: [country] } };
      expect((await estimateAudience({ db }, { filters })).count).toBe(shared?.n);
      expect((await estimateAudience({ db, accountId: "acct-a" }, { filters })).count).toBe(own?.n);
    }
  });

  it("picks up changes of a writer that never bumped data_version", async () => {
    const index = await buildAudienceIndex(db);
    await db.insert(profiles).values({ id: `p${next++}`, data: {}, country: "Iceland" });
    const result = await catchUp(db, index);
    expect(result.kind === "applied" && result.index.values.country.get("Iceland")?.count).toBe(1);
  });

  it("a snapshot written to disk loads as the same index, and is caught up from the log", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "audience-snapshot-"));
    const file = path.join(dir, "audience-index.bin");
    try {
      const written = await refreshAudienceIndex(db);
      // A writer killed mid-write left its temporary file; a running one's (ours) is its own.
      const dead = spawnSync(process.execPath, ["-e", ""]).pid as number;
      await writeFile(`${file}.${dead}.tmp`, "half a snapshot");
      await writeFile(`${file}.${process.ppid}.tmp`, "another writer's");
      await saveSnapshot(written, file, "db-1");
      expect((await readdir(dir)).sort()).toEqual(
        ["audience-index.bin", `audience-index.bin.${process.ppid}.tmp`].sort(),
      );
      const loaded = await loadSnapshot(file, "db-1");
      expect("index" in loaded && contents(loaded.index)).toEqual(contents(written));
      expect(await loadSnapshot(file, "db-2")).toEqual({ reason: "snapshot of another database" });

      await insertProfiles(30);
      for (const id of await randomIds(5)) {
        await db.update(profiles).set(randomProfile()).where(sql`${profiles.id} = ${id}`);
      }
      const again = await loadSnapshot(file, "db-1");
      if (!("index" in again)) throw new Error(again.reason);
      const result = await catchUp(db, again.index);
      if (result.kind !== "applied") throw new Error(result.reason);
      expect(contents(result.index)).toEqual(contents(await buildAudienceIndex(db)));

      const bytes = await readFile(file);
      await writeFile(file, bytes.subarray(0, bytes.length - 100));
      expect(await loadSnapshot(file, "db-1")).toMatchObject({
        reason: expect.stringMatching(/unreadable|longer/),
      });
      await writeFile(file, "not an index");
      expect(await loadSnapshot(file, "db-1")).toEqual({ reason: "snapshot of another format" });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("rebuilds in full after a TRUNCATE or when the log was pruned past the index", async () => {
    const index = await refreshAudienceIndex(db);
    await db.execute(sql`truncate profiles cascade`);
    expect(await catchUp(db, index)).toMatchObject({
      kind: "rebuild",
      reason: expect.stringMatching(/truncated/),
    });

    const rebuilt = await buildAudienceIndex(db);
    await db.insert(profiles).values({ id: `p${next++}`, data: {}, country: "Chile" });
    // Rows a day old are pruned; the index never saw this one, so it cannot be caught up.
    await db.execute(sql`update profile_changes set at = now() - interval '2 days'`);
    expect(await pruneChangeLog(db)).toBeGreaterThan(0);
    expect(await catchUp(db, rebuilt)).toMatchObject({
      kind: "rebuild",
      reason: expect.stringMatching(/pruned/),
    });
  });
});

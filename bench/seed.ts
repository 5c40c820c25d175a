/**
 * Synthetic data load: `npm run bench:seed -- --profiles N`.
 *
 * Starts an embedded server on a throwaway folder (or uses DATABASE_URL, which must point at an
 * empty, migrated database), times the generator alone, then `seedProfiles` end to end (generate,
 * COPY into staging, insert with indexes), and reports rows per second and the size on disk.
 * Writes bench/results/seed-<N>.json.
 */
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { createDb } from "@/db/client";
import { startEmbedded } from "@/db/embedded";
import { runMigrations } from "@/db/migrate";
import { seedProfiles } from "@/db/seed";
import { buildWorld, generateProfile } from "@/db/seed/generate";
import { profileToRow } from "@/lib/profiles/profile-rows";

const { values: args } = parseArgs({
  options: {
    profiles: { type: "string", default: "200000" },
    seed: { type: "string", default: "1" },
  },
});
const N = Number(args.profiles);
const SEED = Number(args.seed);

async function main() {
  const tmp = await mkdtemp(path.join(os.tmpdir(), "leadwise-bench-seed-"));
  const server = process.env.DATABASE_URL ? undefined : await startEmbedded({ dataDir: tmp });
  const url = process.env.DATABASE_URL ?? (server?.url() as string);
  try {
    await runMigrations(url);
    const { db, close } = createDb(url, { max: 4 });
    const [existing] = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from profiles`,
    );
    if ((existing?.n ?? 0) > 0)
      throw new Error("the database already holds profiles: use an empty one");

    // The generator alone (world, profiles, rows), so the database's share is visible.
    const sample = Math.min(N, 50_000);
    let t = performance.now();
    const world = buildWorld(SEED, N);
    const worldMs = performance.now() - t;
    t = performance.now();
    for (let i = 0; i < sample; i++) profileToRow(generateProfile(world, i).profile);
    const generatePerSecond = Math.round(sample / ((performance.now() - t) / 1000));

    let last = 0;
    const result = await seedProfiles(db, {
      profiles: N,
      seed: SEED,
      onProgress: (done) => {
        if (done - last >= N / 10 || done === N) {
          last = done;
          console.log(`  ${done.toLocaleString("en")} profiles`);
        }
      },
    });
    const [sizes] = await db.execute<{
      profiles: string;
      contacts: string;
      organizations: string;
    }>(sql`
      select pg_size_pretty(pg_total_relation_size('profiles')) as profiles,
             pg_size_pretty(pg_total_relation_size('contacts')) as contacts,
             pg_size_pretty(pg_total_relation_size('organizations')) as organizations`);
    await close();

    const report = {
      profiles: N,
      seed: SEED,
      organizations: result.organizations,
      contacts: result.inserted.contacts,
      worldMs: Math.round(worldMs),
      generatorProfilesPerSecond: generatePerSecond,
      seedMs: result.ms,
      seedProfilesPerSecond: Math.round(N / (result.ms / 1000)),
      sizes,
      machine: { cpus: os.cpus().length, node: process.version },
      measuredAt: new Date().toISOString(),
    };
    console.log(JSON.stringify(report, null, 2));
    await mkdir("bench/results", { recursive: true });
    await writeFile(`bench/results/seed-${N}.json`, `${JSON.stringify(report, null, 2)}\n`);
  } finally {
    await server?.stop();
    await rm(tmp, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

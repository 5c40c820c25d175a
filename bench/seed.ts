/**
 * Synthetic data load: `npx tsx bench/seed.ts --profiles 1000000` (`npm run bench:seed -- ...`).
 *
 * Seeds N profiles into an empty database, indexes included, and reports profiles per second.
 * The database is a throwaway embedded server unless DATABASE_URL is set (then it must point
 * at a migrated database without profiles). Writes bench/results/seed-<N>.json.
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

const { values: args } = parseArgs({
  options: {
    profiles: { type: "string", default: "1000000" },
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

    // The machine is shared: the load before the run says how much of it the run had.
    const loadBefore = os.loadavg()[0];
    const cpuBefore = process.cpuUsage();
    let reported = 0;
    const result = await seedProfiles(db, {
      profiles: N,
      seed: SEED,
      onProgress: (done) => {
        if (done - reported >= N / 10 || done === N) {
          reported = done;
          console.log(`  ${done.toLocaleString("en")} profiles generated and sent`);
        }
      },
    });
    const cpu = process.cpuUsage(cpuBefore);
    const [sizes] = await db.execute<{ profiles: string; contacts: string }>(sql`
      select pg_size_pretty(pg_total_relation_size('profiles')) as profiles,
             pg_size_pretty(pg_total_relation_size('contacts')) as contacts`);
    await close();

    const seconds = result.ms / 1000;
    const report = {
      profiles: N,
      seconds: Number(seconds.toFixed(1)),
      profilesPerSecond: Math.round(N / seconds),
      phases: {
        loadSeconds: Number((result.timings.loadMs / 1000).toFixed(1)),
        indexSeconds: Number((result.timings.indexMs / 1000).toFixed(1)),
      },
      nodeCpuSeconds: Number(((cpu.user + cpu.system) / 1e6).toFixed(1)),
      organizations: result.organizations,
      contacts: result.contacts,
      sizes,
      machine: {
        cores: os.cpus().length,
        node: process.version,
        loadAverageBefore: Number(loadBefore?.toFixed(2)),
      },
      measuredAt: new Date().toISOString(),
    };
    console.log(
      `${N.toLocaleString("en")} profiles in ${report.seconds} s: ${report.profilesPerSecond.toLocaleString("en")} profiles/s`,
    );
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

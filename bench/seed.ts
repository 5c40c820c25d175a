/**
 * Synthetic data load: `npx tsx bench/seed.ts --profiles 1000000` (`npm run bench:seed -- ...`).
 *
 * Seeds N profiles into an empty database, indexes included, and reports profiles per second.
 * The database is a throwaway embedded server unless DATABASE_URL is set (then it must point
 * at a migrated database without profiles). Writes bench/results/seed-<N>.json.
 */
import { readFileSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { createDb } from "@/db/client";
import { startEmbedded } from "@/db/embedded";
import { runMigrations } from "@/db/migrate";
import { seedProfiles } from "@/lib/model/profiles/synthetic";

const { values: args } = parseArgs({
  options: {
    profiles: { type: "string", default: "1000000" },
    seed: { type: "string", default: "1" },
  },
});
const N = Number(args.profiles);
const SEED = Number(args.seed);

/** Busy and total CPU time of the whole machine so far (/proc/stat, in clock ticks). */
function machineTicks(): { busy: number; total: number } {
  const [, ...fields] = (readFileSync("/proc/stat", "utf8").split("\n")[0] ?? "")
    .trim()
    .split(/\s+/);
  const n = fields.map(Number);
  const total = n.reduce((a, b) => a + b, 0);
  // idle and iowait are the idle columns.
  return { busy: total - (n[3] ?? 0) - (n[4] ?? 0), total };
}

/** Cores busy on average between two readings of machineTicks(). */
function coresBusy(from: ReturnType<typeof machineTicks>, to: ReturnType<typeof machineTicks>) {
  const cores = os.cpus().length;
  return Number((((to.busy - from.busy) / (to.total - from.total)) * cores).toFixed(2));
}

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
    // The whole machine's CPU at the start, when the load ends and at the end: how busy the
    // two cores were in each phase (everything counts: this process, PostgreSQL, others).
    const ticksBefore = machineTicks();
    let ticksAtIndex: ReturnType<typeof machineTicks> | undefined;
    let reported = 0;
    const result = await seedProfiles(db, {
      profiles: N,
      seed: SEED,
      onLoaded: () => {
        ticksAtIndex = machineTicks();
      },
      onProgress: (done) => {
        if (done - reported >= N / 10 || done === N) {
          reported = done;
          console.log(`  ${done.toLocaleString("en")} profiles generated and sent`);
        }
      },
    });
    const cpu = process.cpuUsage(cpuBefore);
    const ticksAfter = machineTicks();
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
      machineCoresBusy: {
        load: ticksAtIndex ? coresBusy(ticksBefore, ticksAtIndex) : null,
        index: ticksAtIndex ? coresBusy(ticksAtIndex, ticksAfter) : null,
      },
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

/**
 * Where a seed's bytes go: `npx tsx bench/seed-disk.ts --profiles 200000 --dir /tmp/x`.
 * Seeds N profiles into a fresh embedded server in `--dir`, sampling the data folder, pg_wal and
 * the temporary files every 2 s (their peaks), then reports each relation's heap, TOAST and
 * index sizes, dead tuples and profile_changes' rows. Writes bench/results/seed-disk-<N>.json.
 */
import { execFileSync } from "node:child_process";
import { mkdir, rm, writeFile } from "node:fs/promises";
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
    profiles: { type: "string", default: "200000" },
    dir: { type: "string" },
    label: { type: "string", default: "" },
    /** SQL run after the migrations, before the seed (to measure a storage setting). */
    before: { type: "string" },
  },
});
const N = Number(args.profiles);
const MB = 2 ** 20;

/** Bytes under `dir` (du), 0 when it is missing. */
function du(dir: string): number {
  try {
    return Number(
      execFileSync("du", ["-sb", dir], { stdio: ["ignore", "pipe", "ignore"] })
        .toString()
        .split("\t")[0],
    );
  } catch {
    return 0;
  }
}

async function main() {
  const dir = path.resolve(args.dir ?? path.join(os.tmpdir(), `leadwise-seed-disk-${N}`));
  await rm(dir, { recursive: true, force: true });
  const server = await startEmbedded({ dataDir: dir });
  const pgdata = execFileSync("sh", [
    "-c",
    `dirname $(find ${dir} -name PG_VERSION -maxdepth 3 | head -1)`,
  ])
    .toString()
    .trim();
  const peak = { dataMb: 0, walMb: 0, tmpMb: 0 };
  const sample = () => {
    peak.dataMb = Math.max(peak.dataMb, Math.round(du(pgdata) / MB));
    peak.walMb = Math.max(peak.walMb, Math.round(du(path.join(pgdata, "pg_wal")) / MB));
    peak.tmpMb = Math.max(peak.tmpMb, Math.round(du(path.join(pgdata, "base/pgsql_tmp")) / MB));
  };
  const timer = setInterval(sample, 2000);
  try {
    await runMigrations(server.url());
    const { db, close } = createDb(server.url(), { max: 4 });
    if (args.before) await db.execute(sql.raw(args.before));
    const loadBefore = os.loadavg();
    const result = await seedProfiles(db, { profiles: N, seed: 1 });
    clearInterval(timer);
    sample();
    const relations = await db.execute<Record<string, unknown>>(sql`
      select c.relname as table,
        pg_relation_size(c.oid) / 1048576 as heap_mb,
        coalesce(pg_total_relation_size(nullif(c.reltoastrelid, 0)), 0) / 1048576 as toast_mb,
        pg_indexes_size(c.oid) / 1048576 as indexes_mb,
        pg_total_relation_size(c.oid) / 1048576 as total_mb,
        s.n_live_tup as live, s.n_dead_tup as dead
      from pg_class c join pg_stat_user_tables s on s.relid = c.oid
      where pg_total_relation_size(c.oid) > 1048576
      order by pg_total_relation_size(c.oid) desc`);
    const indexes = await db.execute<Record<string, unknown>>(sql`
      select indexrelname as index, pg_relation_size(indexrelid) / 1048576 as mb
      from pg_stat_user_indexes where pg_relation_size(indexrelid) > 1048576
      order by pg_relation_size(indexrelid) desc`);
    const [database] = await db.execute<{ bytes: string }>(
      sql`select pg_database_size(current_database())::text as bytes`,
    );
    const [changes] = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from profile_changes`,
    );
    const [temp] = await db.execute<Record<string, unknown>>(
      sql`select temp_files, temp_bytes / 1048576 as temp_mb from pg_stat_database where datname = current_database()`,
    );
    await close();
    const bytes = Number(database?.bytes);
    const report = {
      profiles: N,
      label: args.label,
      seedSeconds: Number((result.ms / 1000).toFixed(1)),
      timings: result.timings,
      databaseMb: Math.round(bytes / MB),
      databaseBytesPerProfile: Math.round(bytes / N),
      dataFolderAfterMb: Math.round(du(pgdata) / MB),
      peak,
      temp,
      profileChangesRows: changes?.n,
      relations,
      indexes,
      loadAverage: { before: loadBefore, after: os.loadavg() },
      cpu: os.cpus()[0]?.model,
      at: new Date().toISOString(),
    };
    console.log(JSON.stringify(report, null, 2));
    await mkdir("bench/results", { recursive: true });
    await writeFile(
      `bench/results/seed-disk-${N}${args.label ? `-${args.label}` : ""}.json`,
      `${JSON.stringify(report, null, 2)}\n`,
    );
  } finally {
    clearInterval(timer);
    await server.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

/**
 * How the audience engine grows with the profile count (issue 20, item 4):
 * `npm run bench:scale -- --profiles 1000000,3000000`.
 *
 * For each count, a database of its own in `.data/scale-<profiles>` (seeded by `npm start` with
 * SEED_PROFILES the first time, and timed), then a fresh `npm start` on it: time until it says it
 * is running (once `/healthz` is ready, audience index included), the index's build time and size (the web
 * server's "audience index built" log line), then `bench/http.ts` over HTTP (estimate and search,
 * 1 and 8 clients, the server's event-loop delay), then Ctrl-C. Writes bench/results/scale.json
 * with every figure, the CPU model and load, and each figure's ratio between consecutive counts.
 *
 * Disk: a seed takes ~3.6 GB of data folder per million profiles at its peak, which is its
 * final size (docs/benchmarks.md, "Seeding"); before 2026-11-29 the change feed's transition
 * table spilled the whole load to temporary files on top of that (a 10M seed passed 66 GB). The
 * bench asks for 5 kB a profile free (10M: 50 GB, and 10 % more), refuses a count the free disk
 * cannot hold, and stops a seed that leaves less than --min-free-gb free. Each row reports the
 * data folder's peak and final size and the database's size a profile.
 */
import { execFile, spawn } from "node:child_process";
import { readFile, statfs, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { createDb } from "@/db/client";
import { postmasterPid } from "./cpu";
import { embeddedDatabaseUrl, startNpmStart, stopNpmStart } from "./npm-start";

const { values: args } = parseArgs({
  options: {
    profiles: { type: "string", default: "1000000,3000000" },
    port: { type: "string", default: "4470" },
    iterations: { type: "string", default: "3" },
    /** Passes through the filter mix for the search phases (bench/http.ts's default: 2). */
    "search-iterations": { type: "string", default: "2" },
    /**
     * `--checkouts A,B`: each round starts each checkout's own `npm start` (its own code and
     * build) on the same database, alternated, to measure a change before and after in one run.
     */
    checkouts: { type: "string", default: "." },
    rounds: { type: "string", default: "1" },
    /** Names the output, `bench/results/scale-<label>.json` (default `scale.json`). */
    label: { type: "string" },
    /** A seed that leaves less free disk than this (GB) is stopped: the machine is shared. */
    "min-free-gb": { type: "string", default: "8" },
  },
});
const CHECKOUTS = args.checkouts.split(",").map((c) => path.resolve(c));
const ROUNDS = Number(args.rounds);
const COUNTS = args.profiles.split(",").map(Number);
const PORT = Number(args.port);
const BASE = `http://127.0.0.1:${PORT}`;
/**
 * Bytes of free disk a seeded profile needs at the seed's peak, tables and indexes, WAL and
 * sort files included: 3.7 kB measured at 200k (the data folder's peak, which is its final size
 * since the seed no longer spills the change feed's transition table), with a margin for the
 * index builds' sorts and WAL at 10M.
 */
const DISK_PER_PROFILE = 5_000;

const gb = (bytes: number) => Math.round((bytes / 2 ** 30) * 10) / 10;

/** Bytes under `dir` (`du`), 0 if it cannot say. */
function folderBytes(dir: string): Promise<number> {
  return new Promise((resolve) =>
    execFile("du", ["-sb", dir], (err, stdout) =>
      resolve(err ? 0 : Number(stdout.split("\t")[0]) || 0),
    ),
  );
}

const load = () => os.loadavg().map((x) => Math.round(x * 100) / 100);

/**
 * `npm start` on `dataDir`, its output kept (the logs carry the seed's and the index's figures):
 * resolves once it says it is running, which it says only once /healthz is ready, audience
 * index included.
 */
async function npmStart(dataDir: string, profiles: number, cwd?: string) {
  let output = "";
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(PORT),
    SEED_PROFILES: String(profiles),
  };
  const child = await startNpmStart(
    env,
    (text) => {
      output += text;
    },
    cwd,
  );
  return { child, output: () => output };
}

/** The web server's last "audience index built" line: build time and size. */
function indexBuilt(output: string): { ms: number; mb: number } | undefined {
  const line = output
    .split("\n")
    .filter((l) => l.includes('"audience index built"'))
    .at(-1);
  if (!line) return undefined;
  const { ms, mb } = JSON.parse(line) as { ms: number; mb: number };
  return { ms, mb };
}

/** The database's size (`pg_database_size`), in all and a profile. */
async function databaseSize(url: string, profiles: number) {
  const { db, close } = createDb(url, { max: 1 });
  try {
    const [row] = await db.execute<{ bytes: string }>(
      sql`select pg_database_size(current_database())::text as bytes`,
    );
    const bytes = Number(row?.bytes);
    return { gb: gb(bytes), bytesPerProfile: Math.round(bytes / profiles) };
  } finally {
    await close();
  }
}

function runHttpBench(
  databaseUrl: string,
  label: string,
  pids: { app?: number; postmaster?: string },
): Promise<void> {
  const child = spawn(
    process.execPath,
    [
      "--import",
      "tsx",
      "bench/http.ts",
      "--url",
      BASE,
      "--label",
      label,
      "--iterations",
      args.iterations,
      "--search-iterations",
      args["search-iterations"],
      ...(pids.app ? ["--app-pid", String(pids.app)] : []),
      ...(pids.postmaster ? ["--postmaster-pid", pids.postmaster] : []),
    ],
    { env: { ...process.env, DATABASE_URL: databaseUrl }, stdio: "inherit" },
  );
  return new Promise((resolve, reject) =>
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`bench/http.ts exited (${code})`)),
    ),
  );
}

/** Seeds `.data/scale-<profiles>` when it is new: a first `npm start` that stops once it runs. */
async function seedIfNew(dataDir: string, profiles: number) {
  const known = await readFile(path.join(dataDir, "postgres-password"), "utf8").catch(() => null);
  if (known !== null) return undefined;
  const { bavail, bsize } = await statfs(".");
  const need = profiles * DISK_PER_PROFILE;
  if (bavail * bsize < need * 1.1) {
    throw new Error(
      `${profiles.toLocaleString("en")} profiles need ~${Math.round(need / 2 ** 30)} GB of disk; ${Math.round((bavail * bsize) / 2 ** 30)} GB are free`,
    );
  }
  const t0 = performance.now();
  const free = async () => {
    const disk = await statfs(".");
    return disk.bavail * disk.bsize;
  };
  const freeBefore = await free();
  let leastFree = freeBefore;
  let folderPeak = 0;
  let starting: ReturnType<typeof startNpmStart> | undefined;
  // Watches the free disk while the seed runs: stops it (and this bench) below --min-free-gb.
  const watch = setInterval(async () => {
    leastFree = Math.min(leastFree, await free());
    folderPeak = Math.max(folderPeak, await folderBytes(dataDir));
    if (leastFree < Number(args["min-free-gb"]) * 2 ** 30) {
      clearInterval(watch);
      console.error(`only ${(leastFree / 2 ** 30).toFixed(1)} GB of disk left: stopping the seed`);
      (await starting)?.kill("SIGINT");
    }
  }, 5_000);
  try {
    let output = "";
    starting = startNpmStart(
      { ...process.env, DATA_DIR: dataDir, PORT: String(PORT), SEED_PROFILES: String(profiles) },
      (text) => {
        output += text;
      },
    );
    const child = await starting;
    const seeded = /Seeded [\d,]+ profiles in ([\d.]+) s/.exec(output);
    const firstStartS = (performance.now() - t0) / 1000;
    const built = indexBuilt(output);
    // The measured start is the one from the snapshot this first start writes after its full
    // build (a minute or more at 10M): stopped before it is on disk, the next start builds again.
    for (let waited = 0; waited < 900_000; waited += 500) {
      if (
        /"audience index snapshot written"|could not write the audience index snapshot/.test(output)
      )
        break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    await stopNpmStart(child);
    const stopped = await free();
    const folderAfter = await folderBytes(dataDir);
    return {
      seedS: seeded ? Number(seeded[1]) : undefined,
      firstStartS,
      /** The first start's full build of the audience index (no snapshot yet). */
      indexFullBuild: built,
      /** The data folder at its peak (sampled every 5 s) and once the server had stopped. */
      dataFolderPeakGb: gb(Math.max(folderPeak, folderAfter)),
      dataFolderAfterGb: gb(folderAfter),
      /** The free disk the machine lost meanwhile (other users' files included). */
      diskTakenPeakGb: gb(freeBefore - leastFree),
      diskTakenAfterGb: gb(freeBefore - stopped),
      loadAverage: load(),
    };
  } finally {
    clearInterval(watch);
  }
}

async function measure(profiles: number, checkout: string, round: number) {
  const dataDir = path.resolve(".data", `scale-${profiles}`);
  const seeding = await seedIfNew(dataDir, profiles);
  const loadAtStart = load();
  const t0 = performance.now();
  const started = await npmStart(dataDir, profiles, checkout);
  try {
    const readyMs = Math.round(performance.now() - t0);
    const built = indexBuilt(started.output());
    const databaseUrl = await embeddedDatabaseUrl(started.output(), dataDir);
    const database = await databaseSize(databaseUrl, profiles);
    const label =
      CHECKOUTS.length > 1 || ROUNDS > 1
        ? `scale-${args.label ? `${args.label}-` : ""}${path.basename(checkout)}-${round}`
        : `scale-${args.label ? `${args.label}-` : ""}${profiles}`;
    const postmaster = await postmasterPid(dataDir).catch(() => undefined);
    await runHttpBench(databaseUrl, label, { app: started.child.pid, postmaster });
    const http = JSON.parse(
      await readFile(`bench/results/http-${profiles}-${label}.json`, "utf8"),
    ) as {
      results: Record<string, unknown>;
      serverEventLoopDelaySinceStart: unknown;
      serverEventLoopDelaySinceReady: unknown;
    };
    return {
      profiles,
      checkout,
      round,
      seeding,
      database,
      startUp: { indexReadyMs: readyMs, indexBuildMs: built?.ms, indexMb: built?.mb },
      indexMbPerMillion: built ? Math.round((built.mb / profiles) * 1e6 * 10) / 10 : undefined,
      http: http.results,
      eventLoopDelaySinceStart: http.serverEventLoopDelaySinceStart,
      eventLoopDelaySinceReady: http.serverEventLoopDelaySinceReady,
      loadAverage: { atStart: loadAtStart, atEnd: load() },
    };
  } finally {
    await stopNpmStart(started.child);
  }
}

type Row = Awaited<ReturnType<typeof measure>>;

/** p95 of a phase, or undefined. */
function p95(row: Row, phase: string): number | undefined {
  return (row.http[phase] as { latencyMs?: { p95: number } } | undefined)?.latencyMs?.p95;
}

/** How each figure grew from one count to the next: the ratio, next to the profiles' ratio. */
function growth(rows: Row[]) {
  const ratio = (a?: number, b?: number) => (a && b ? Math.round((b / a) * 100) / 100 : undefined);
  return rows.slice(1).map((row, i) => {
    const prev = rows[i] as Row;
    return {
      from: prev.profiles,
      to: row.profiles,
      profiles: ratio(prev.profiles, row.profiles),
      indexMb: ratio(prev.startUp.indexMb, row.startUp.indexMb),
      indexBuildMs: ratio(prev.startUp.indexBuildMs, row.startUp.indexBuildMs),
      indexReadyMs: ratio(prev.startUp.indexReadyMs, row.startUp.indexReadyMs),
      ...Object.fromEntries(
        Object.keys(row.http).map((phase) => [
          `${phase} p95`,
          ratio(p95(prev, phase), p95(row, phase)),
        ]),
      ),
    };
  });
}

async function main() {
  const rows: Row[] = [];
  for (const profiles of COUNTS) {
    for (let round = 1; round <= ROUNDS; round++) {
      for (const checkout of CHECKOUTS) {
        console.log(`— ${profiles.toLocaleString("en")} profiles, ${checkout}, round ${round}`);
        const row = await measure(profiles, checkout, round);
        console.log(
          JSON.stringify({
            profiles,
            database: row.database,
            startUp: row.startUp,
            seeding: row.seeding,
          }),
        );
        rows.push(row);
      }
    }
  }
  const out = {
    at: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      cpu: os.cpus()[0]?.model,
      memoryGb: Math.round(os.totalmem() / 2 ** 30),
    },
    rows,
    // From one profile count to the next, on the first checkout's first round.
    growth: growth(rows.filter((r) => r.checkout === CHECKOUTS[0] && r.round === 1)),
  };
  const file = `bench/results/scale${args.label ? `-${args.label}` : ""}.json`;
  await writeFile(file, `${JSON.stringify(out, null, 2)}\n`);
  console.log(JSON.stringify(out.growth, null, 2));
  console.log(`wrote ${file}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

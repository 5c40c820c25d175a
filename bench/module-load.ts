import { execFile, spawn } from "node:child_process";
import { copyFile, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { loadAverage, machineFacts } from "./cpu";
import { stats } from "./mix";

/**
 * What a fresh process pays to load drizzle-orm, with its package.json as npm install leaves it
 * (the exports map compacted by scripts/compact-exports.mjs) and as drizzle publishes it (447
 * entries, fetched with `npm pack` of the installed version), alternated round by round in one
 * run: CPU (user + system, the process's own count at exit) and wall time of
 *   - `drizzle`: a bare Node.js importing drizzle-orm, its pg-core and postgres-js driver;
 *   - `admin`: `npm run admin` with no command (its usage): what every operator command and every
 *     test account made by the browser specs pays before doing anything.
 * The installed package.json is put back at the end, and on Ctrl-C.
 *
 * Run: `npm run bench:module-load -- [--rounds 10]`. Writes bench/results/module-load.json.
 */

const rounds = Number(process.argv[process.argv.indexOf("--rounds") + 1]) || 10;
const root = path.resolve(import.meta.dirname, "..");
const manifest = path.join(root, "node_modules/drizzle-orm/package.json");

const PROBES: Record<string, string[]> = {
  drizzle: [
    "--input-type=module",
    "-e",
    "await import('drizzle-orm'); await import('drizzle-orm/pg-core'); await import('drizzle-orm/postgres-js');",
  ],
  admin: ["--import", "tsx", "scripts/admin.ts"],
};

/** CPU and wall ms of one run of `args` in a fresh Node.js (its exit code does not matter). */
async function measure(
  args: string[],
  cpuFile: string,
): Promise<{ cpuMs: number; wallMs: number }> {
  const preload = `data:text/javascript,${encodeURIComponent(
    `import { writeFileSync } from "node:fs"; process.on("exit", () => { const u = process.cpuUsage(); writeFileSync(${JSON.stringify(cpuFile)}, String((u.user + u.system) / 1000)); });`,
  )}`;
  const started = performance.now();
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", preload, ...args], {
      cwd: root,
      stdio: "ignore",
    });
    child.on("error", reject);
    child.on("exit", () => resolve());
  });
  const wallMs = performance.now() - started;
  return { cpuMs: Number(await readFile(cpuFile, "utf8")), wallMs };
}

async function main() {
  const loadAtStart = loadAverage();
  const installed = await readFile(manifest, "utf8");
  const { version } = JSON.parse(installed) as { version: string };
  const tmp = await mkdtemp(path.join(os.tmpdir(), "module-load-"));
  const restore = () => writeFile(manifest, installed);
  process.once("SIGINT", () => {
    void restore().finally(() => process.exit(130));
  });
  try {
    console.log(`fetching drizzle-orm@${version} as published (npm pack)…`);
    const run = promisify(execFile);
    await run("npm", ["pack", `drizzle-orm@${version}`, "--silent"], { cwd: tmp });
    await run("tar", ["-xzf", `drizzle-orm-${version}.tgz`, "package/package.json"], { cwd: tmp });
    const published = path.join(tmp, "package/package.json");
    const mapSize = (text: string) => ({
      entries: Object.keys((JSON.parse(text) as { exports: object }).exports).length,
      bytes: text.length,
    });
    const variants = {
      installed: mapSize(installed),
      published: mapSize(await readFile(published, "utf8")),
    };
    const samples: Record<string, Record<string, { cpuMs: number[]; wallMs: number[] }>> = {};
    for (let round = 0; round < rounds; round++) {
      // Alternated, and in turn first: a slow minute of the machine falls on both.
      const order = round % 2 === 0 ? ["published", "installed"] : ["installed", "published"];
      for (const variant of order) {
        if (variant === "published") await copyFile(published, manifest);
        else await restore();
        for (const [probe, args] of Object.entries(PROBES)) {
          const m = await measure(args, path.join(tmp, "cpu"));
          const byVariant = samples[probe] ?? {};
          samples[probe] = byVariant;
          const s = byVariant[variant] ?? { cpuMs: [], wallMs: [] };
          byVariant[variant] = s;
          s.cpuMs.push(m.cpuMs);
          s.wallMs.push(m.wallMs);
        }
      }
      process.stdout.write(`round ${round + 1}/${rounds}\r`);
    }
    const figures = Object.fromEntries(
      Object.entries(samples).map(([probe, byVariant]) => [
        probe,
        Object.fromEntries(
          Object.entries(byVariant).map(([variant, s]) => [
            variant,
            { cpuMs: stats(s.cpuMs), wallMs: stats(s.wallMs) },
          ]),
        ),
      ]),
    );
    console.log(`\ndrizzle-orm ${version}: exports entries / package.json bytes`, variants);
    for (const [probe, byVariant] of Object.entries(figures)) {
      for (const [variant, f] of Object.entries(byVariant)) {
        console.log(
          `${probe.padEnd(8)} ${variant.padEnd(10)} CPU p50 ${f.cpuMs.p50} p95 ${f.cpuMs.p95} max ${f.cpuMs.max} ms; wall p50 ${f.wallMs.p50} p95 ${f.wallMs.p95} max ${f.wallMs.max} ms`,
        );
      }
    }
    const results = {
      at: new Date().toISOString(),
      machine: machineFacts(loadAtStart),
      rounds,
      drizzleOrm: { version, ...variants },
      figures,
    };
    await writeFile(
      path.join(root, "bench/results/module-load.json"),
      `${JSON.stringify(results, null, 2)}\n`,
    );
    console.log("wrote bench/results/module-load.json");
  } finally {
    await restore();
    await rm(tmp, { recursive: true, force: true });
  }
}

void main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});

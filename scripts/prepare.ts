import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { sql } from "drizzle-orm";
import { createDb } from "@/db/client";
import { runMigrations } from "@/db/migrate";
import { env } from "@/lib/core/env";
import { ensureDemoAccount } from "@/lib/features/accounts/demo";
import { seedProfiles } from "@/lib/model/profiles/synthetic";
import { progressBar } from "./progress";

/*
 * What `npm start` and `npm run cluster` both do before serving: bring the database to the
 * current schema with its demo data, and build the app when no current build exists.
 */

const root = process.cwd();
const SOURCE_DIRS = ["app", "components", "lib", "db/schema", "public"];
const SOURCE_FILES = [
  "next.config.ts",
  "package-lock.json",
  "postcss.config.mjs",
  "tsconfig.json",
  "instrumentation.ts",
  "instrumentation-node.ts",
  "instrumentation-client.ts",
  "proxy.ts",
];

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const nested = await Promise.all(
    entries.map((e) => {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) return listFiles(p);
      return e.name.endsWith(".test.ts") ? [] : [p];
    }),
  );
  return nested.flat();
}

/** Fingerprint of everything `next build` reads, so a stale build is rebuilt and a current one reused. */
async function sourceFingerprint(): Promise<string> {
  const files = [
    ...(await Promise.all(SOURCE_DIRS.map((d) => listFiles(path.join(root, d))))).flat(),
    ...SOURCE_FILES.map((f) => path.join(root, f)).filter((f) => existsSync(f)),
  ].sort();
  const hash = createHash("sha256");
  for (const f of files) {
    const s = await stat(f);
    hash.update(`${f}:${s.size}:${s.mtimeMs}\n`);
  }
  return hash.digest("hex");
}

/** Runs a Node.js script to its end; it exits with this process, whatever kills this one. */
function runNode(args: string[], extraEnv: NodeJS.ProcessEnv): Promise<void> {
  const watch = path.join(root, "scripts/exit-with-parent.mjs");
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", pathToFileURL(watch).href, ...args], {
      stdio: "inherit",
      env: { ...process.env, ...extraEnv },
    });
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`node ${args.join(" ")} exited with ${code}`)),
    );
  });
}

/**
 * Applies the migrations, seeds an empty database with SEED_PROFILES synthetic profiles
 * (progress bar) and makes the demo account when demo data is on; returns its login.
 */
export async function prepareDatabase(databaseUrl: string, dataDir: string) {
  const config = env();
  await runMigrations(databaseUrl);
  const { db, close } = createDb(databaseUrl, { max: 4 });

  const [row] = await db.execute<{ n: number }>(sql`select count(*)::int as n from profiles`);
  if ((row?.n ?? 0) === 0 && config.SEED_PROFILES > 0) {
    const bar = progressBar("Seeding profiles");
    const result = await seedProfiles(db, {
      profiles: config.SEED_PROFILES,
      seed: 1,
      onProgress: (done, total) => bar.update(done, total),
    });
    bar.done();
    console.log(
      `Seeded ${result.profiles.toLocaleString("en")} profiles in ${(result.ms / 1000).toFixed(1)} s`,
    );
  }
  const demo = config.demo ? await ensureDemoAccount(db, dataDir) : undefined;
  await close();
  return demo;
}

/** Builds the app (`next build`) unless the build in NEXT_DIST_DIR (.next) is of these sources. */
export async function ensureBuild(childEnv: NodeJS.ProcessEnv): Promise<void> {
  const nextBin = path.join(root, "node_modules/next/dist/bin/next");
  const fingerprint = await sourceFingerprint();
  const distDir = path.join(root, process.env.NEXT_DIST_DIR ?? ".next");
  const stampFile = path.join(distDir, "leadwise-build");
  const built = await readFile(stampFile, "utf8").catch(() => "");
  if (built !== fingerprint || !existsSync(path.join(distDir, "BUILD_ID"))) {
    console.log("Building the app (first start or sources changed)…");
    await runNode([nextBin, "build"], childEnv);
    await writeFile(stampFile, fingerprint);
  }
}

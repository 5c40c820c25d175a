import { execFile } from "node:child_process";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/*
 * scripts/compact-exports.mjs, as `npm install` runs it: a package published drizzle's way (one
 * exports entry per file, directory entry points by name) resolves every subpath, for `import`
 * and for `require`, to the same file after the rewrite as before it.
 */

const run = promisify(execFile);
const script = path.resolve("scripts/compact-exports.mjs");
const entry = (base: string) => ({
  import: { types: `${base}.d.ts`, default: `${base}.js` },
  require: { types: `${base}.d.cts`, default: `${base}.cjs` },
  types: `${base}.d.ts`,
  default: `${base}.js`,
});
const FILES = [
  "index",
  "alias",
  "sql/sql",
  "pg-core/index",
  "pg-core/table",
  "pg-core/columns/index",
];
const SUBPATHS = [".", "./alias", "./sql/sql", "./pg-core", "./pg-core/table", "./pg-core/columns"];

let root: string;
let pkg: string;

async function writePackage(exports: Record<string, unknown>) {
  await writeFile(
    path.join(pkg, "package.json"),
    JSON.stringify({ name: "drizzle-like", version: "1.0.0", type: "module", exports }, null, 2),
  );
}

/** Where each subpath resolves, for `import` (in a fresh Node.js) and for `require`. */
async function resolved(): Promise<Record<string, [string, string]>> {
  const probe = path.join(root, "probe.mjs");
  await writeFile(
    probe,
    `console.log(JSON.stringify(${JSON.stringify(SUBPATHS)}.map((s) => import.meta.resolve("drizzle-like" + s.slice(1)))));`,
  );
  const { stdout } = await run(process.execPath, [probe]);
  const imported = JSON.parse(stdout) as string[];
  const required = createRequire(path.join(root, "probe.cjs"));
  return Object.fromEntries(
    SUBPATHS.map((s, i) => [
      s,
      [
        path.relative(pkg, new URL(imported[i] ?? "").pathname),
        path.relative(pkg, required.resolve(`drizzle-like${s.slice(1)}`)),
      ],
    ]),
  );
}

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "compact-exports-"));
  pkg = path.join(root, "node_modules", "drizzle-like");
  for (const file of FILES) {
    await mkdir(path.dirname(path.join(pkg, file)), { recursive: true });
    await writeFile(path.join(pkg, `${file}.js`), "export {};\n");
    await writeFile(path.join(pkg, `${file}.cjs`), "module.exports = {};\n");
  }
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe("compact-exports", () => {
  it("keeps every subpath resolving to the same file for import and require, in 4 entries", async () => {
    await writePackage({
      ".": entry("./index"),
      "./alias": entry("./alias"),
      "./sql/sql": entry("./sql/sql"),
      "./pg-core": entry("./pg-core/index"),
      "./pg-core/table": entry("./pg-core/table"),
      "./pg-core/columns": entry("./pg-core/columns/index"),
    });
    const before = await resolved();
    expect(before["./pg-core"]).toEqual(["pg-core/index.js", "pg-core/index.cjs"]);

    const { stdout } = await run(process.execPath, [script, pkg]);
    expect(stdout).toContain("6 exports entries → 4");
    const manifest = JSON.parse(await readFile(path.join(pkg, "package.json"), "utf8"));
    expect(Object.keys(manifest.exports)).toEqual([".", "./pg-core", "./pg-core/columns", "./*"]);
    expect(await resolved()).toEqual(before);

    // Again: nothing left to do, the file unchanged.
    const again = await run(process.execPath, [script, pkg]);
    expect(again.stdout).toBe("");
    expect(JSON.parse(await readFile(path.join(pkg, "package.json"), "utf8"))).toEqual(manifest);
  });

  it("leaves a map the pattern would change as it is, and says which entry", async () => {
    const exports = {
      ".": entry("./index"),
      "./alias": entry("./alias"),
      "./table": entry("./pg-core/table"),
    };
    await writePackage(exports);
    const { stdout } = await run(process.execPath, [script, pkg]);
    expect(stdout).toContain("left as is: ./table is not published as ./table.js");
    expect(JSON.parse(await readFile(path.join(pkg, "package.json"), "utf8")).exports).toEqual(
      exports,
    );
  });

  it("has rewritten the installed drizzle-orm, whose subpaths the app imports still resolve", async () => {
    const manifest = JSON.parse(await readFile("node_modules/drizzle-orm/package.json", "utf8"));
    expect(Object.keys(manifest.exports)).toContain("./*");
    expect(Object.keys(manifest.exports).length).toBeLessThan(100);
    const { stdout } = await run(process.execPath, [
      "--input-type=module",
      "-e",
      `for (const s of ["drizzle-orm", "drizzle-orm/pg-core", "drizzle-orm/postgres-js", "drizzle-orm/postgres-js/migrator", "drizzle-orm/sql/sql"]) console.log(import.meta.resolve(s));`,
    ]);
    expect(
      stdout
        .trim()
        .split("\n")
        .map((u) => path.relative("node_modules/drizzle-orm", new URL(u).pathname)),
    ).toEqual([
      "index.js",
      "pg-core/index.js",
      "postgres-js/index.js",
      "postgres-js/migrator.js",
      "sql/sql.js",
    ]);
  });
});

/*
 * Run by `npm install` (postinstall, after patch-package), on whatever Node.js npm runs: plain
 * JavaScript, no dependencies.
 *
 * drizzle-orm 0.45 publishes one `exports` entry per file: 447 of them, most of its 179 kB
 * package.json. Node.js 24 parses a package's package.json again for every ES module file it
 * loads from the package, so importing drizzle-orm and its pg-core cost ~1 s of CPU in every
 * process that loads them (each test file, each `npm run admin`, each start), against ~0.4 s
 * with a short map (`npm run bench:module-load`). drizzle-orm 1.0 collapses the map
 * upstream (drizzle-team/drizzle-orm#5934); until then this rewrites it to what that does: the
 * directory entry points by name (`./pg-core` → `./pg-core/index.js`) and one `./*` pattern for
 * every file. It touches a map only when every entry it removes resolves, under the pattern, to
 * exactly the files it named; otherwise it leaves the file as it is and says why. Running it
 * again changes nothing.
 *
 * Usage: node scripts/compact-exports.mjs [package folder …]   (default node_modules/drizzle-orm)
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/** The four targets a file `base` (e.g. "./alias") is published under, in drizzle's shape. */
function entryFor(base) {
  return {
    import: { types: `${base}.d.ts`, default: `${base}.js` },
    require: { types: `${base}.d.cts`, default: `${base}.cjs` },
    types: `${base}.d.ts`,
    default: `${base}.js`,
  };
}

const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);

/** The compact map, or a reason it cannot be made without changing what resolves. */
export function compactExports(exports) {
  if (!exports || typeof exports !== "object" || Array.isArray(exports)) return "no exports map";
  if ("./*" in exports) return "already compact";
  const kept = {};
  for (const [key, value] of Object.entries(exports)) {
    if (key === "." || key === "./package.json") kept[key] = value;
    else if (same(value, entryFor(`${key}/index`))) kept[key] = value;
    else if (!same(value, entryFor(key))) return `${key} is not published as ${key}.js`;
  }
  kept["./*"] = entryFor("./*");
  return kept;
}

for (const folder of process.argv.length > 2
  ? process.argv.slice(2)
  : ["node_modules/drizzle-orm"]) {
  const file = path.join(folder, "package.json");
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(file, "utf8"));
  } catch {
    continue; // not installed: nothing to do
  }
  const compact = compactExports(manifest.exports);
  if (typeof compact === "string") {
    if (compact !== "already compact")
      console.log(`compact-exports: ${file} left as is: ${compact}`);
    continue;
  }
  const before = Object.keys(manifest.exports).length;
  manifest.exports = compact;
  writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(
    `compact-exports: ${file}: ${before} exports entries → ${Object.keys(compact).length}`,
  );
}

import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");

/** The Markdown a reader starts from: the README, AGENTS.md and every page under docs/. */
function documentation(): { file: string; text: string }[] {
  const docs = readdirSync(path.join(root, "docs"))
    .filter((f) => f.endsWith(".md"))
    .map((f) => path.join("docs", f));
  return ["README.md", "AGENTS.md", ...docs]
    .filter((f) => existsSync(path.join(root, f)))
    .map((file) => ({ file, text: readFileSync(path.join(root, file), "utf8") }));
}

/** Every `bench/results/<file>` the documentation names, written out in full. */
function citedResults(): Map<string, string> {
  const cited = new Map<string, string>();
  for (const { file, text } of documentation()) {
    for (const [, name] of text.matchAll(/bench\/results\/([\w.-]+\.(?:json|txt))/g)) {
      if (name && !cited.has(name)) cited.set(name, file);
    }
  }
  return cited;
}

// bench/results/ once held 270 files of which the docs cited ~50: kept results are the ones a
// page quotes a figure from, so a reader can check it, and nothing else.
describe("bench/results", () => {
  // The files the repository holds: a benchmark run writes its own results beside them, which
  // stay out of the check until someone commits them.
  const present = execFileSync("git", ["ls-files", "bench/results"], {
    cwd: root,
    encoding: "utf8",
  })
    .split("\n")
    .filter(Boolean)
    .map((f) => path.basename(f));
  const cited = citedResults();

  it("holds every results file the documentation cites", () => {
    const missing = [...cited].filter(([name]) => !present.includes(name));
    expect(missing.map(([name, file]) => `${name} (cited in ${file})`)).toEqual([]);
  });

  it("holds no results file the documentation does not cite (cite it in docs/benchmarks.md, or delete it)", () => {
    expect(present.filter((name) => !cited.has(name))).toEqual([]);
  });
});

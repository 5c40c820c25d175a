import { execFile } from "node:child_process";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const run = promisify(execFile);

/** Test code may reach anything: it drives the product from outside. */
const TEST = /(\.test\.ts$|\.netns\.ts$|\.testing\.ts$|\/testing\/)/;

/** The folder (or loose file) of lib/ a module belongs to: lib/<tier>/<name>. */
function folderOf(path: string): string | undefined {
  const m = /^lib\/([^/]+)\/([^/.]+)/.exec(path);
  return m ? `lib/${m[1]}/${m[2]}` : undefined;
}

/** Folders that reach each other round a loop (Tarjan's strongly connected components). */
function foldersInLoops(graph: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const loops: string[][] = [];
  const visit = (v: string) => {
    index.set(v, index.size);
    low.set(v, index.get(v) as number);
    stack.push(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) as number, low.get(w) as number));
      } else if (stack.includes(w)) {
        low.set(v, Math.min(low.get(v) as number, index.get(w) as number));
      }
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      for (let w = stack.pop(); w !== undefined; w = w === v ? undefined : stack.pop()) {
        component.push(w);
      }
      if (component.length > 1) loops.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return loops;
}

/*
 * The import rules of AGENTS.md ("Tiers"), as `npm run check:imports` checks them
 * (.dependency-cruiser.cjs): no cycle, no import of a tier above, folders through their entry
 * points; and, from the same graph, no two folders of lib/ importing each other round a loop.
 */
describe("the import graph", () => {
  it("follows the rules of .dependency-cruiser.cjs", { timeout: 180_000 }, async () => {
    const result = await run("npm", ["run", "--silent", "check:imports"], {
      maxBuffer: 16 * 1024 * 1024,
    }).then(
      () => ({ code: 0, output: "" }),
      (err: { code: number; stdout: string; stderr: string }) => ({
        code: err.code,
        output: `${err.stdout}${err.stderr}`,
      }),
    );
    // On failure the message is dependency-cruiser's list of the imports that break a rule.
    expect(result.output, result.output).not.toMatch(/error /);
    expect(result.code).toBe(0);
  });

  it("has no loop between two folders of lib/", { timeout: 180_000 }, async () => {
    const { stdout } = await run(
      "npx",
      ["depcruise", "--config", ".dependency-cruiser.cjs", "--output-type", "json", "lib"],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    const { modules } = JSON.parse(stdout) as {
      modules: { source: string; dependencies: { resolved: string }[] }[];
    };
    const graph = new Map<string, Set<string>>();
    const examples = new Map<string, string>();
    for (const m of modules) {
      const from = folderOf(m.source);
      if (!from || TEST.test(m.source)) continue;
      for (const d of m.dependencies) {
        const to = folderOf(d.resolved);
        if (!to || to === from || TEST.test(d.resolved)) continue;
        graph.set(from, (graph.get(from) ?? new Set()).add(to));
        examples.set(`${from} ${to}`, `${m.source} -> ${d.resolved}`);
      }
    }
    expect(graph.size).toBeGreaterThan(20);
    const loops = foldersInLoops(graph).map((loop) =>
      loop.flatMap((a) => loop.map((b) => examples.get(`${a} ${b}`)).filter(Boolean)),
    );
    expect(loops, JSON.stringify(loops, null, 2)).toEqual([]);
  });

  it("names every file of lib/ once (index.ts, schema.ts and actions.ts aside)", async () => {
    const files = (await readdir("lib", { recursive: true, withFileTypes: true })).filter((e) =>
      e.isFile(),
    );
    const where = new Map<string, string[]>();
    for (const f of files) {
      if (["index.ts", "schema.ts", "actions.ts"].includes(f.name)) continue;
      where.set(f.name, [...(where.get(f.name) ?? []), path.join(f.parentPath, f.name)]);
    }
    expect(files.length).toBeGreaterThan(100);
    expect([...where.values()].filter((paths) => paths.length > 1)).toEqual([]);
  });
});

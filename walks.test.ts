import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

/*
 * The three walks of docs/architecture.md (enrich request → webhook, Live Estimate, campaign
 * tick), checked on the import graph: from a walk's first modules, every module it can reach at
 * run time (type-only imports left out: they run nothing) is followed, and the folders those
 * modules live in must never be entered again once left: no path goes a → b → a between
 * folders. A folder is `lib/<feature>`, a file at the top of `lib/`, or `app`, `db`,
 * `components`.
 */

const WALKS: Record<string, string[]> = {
  "enrich request → webhook": [
    "app/v1/contact/enrich/route.ts",
    "lib/enrichment/process.ts",
    "lib/webhooks/jobs.ts",
  ],
  "Live Estimate": ["app/v1/estimate/route.ts"],
  "campaign tick": ["lib/campaigns/delivery/jobs.ts"],
};

interface Cruised {
  modules: {
    source: string;
    coreModule?: boolean;
    dependencies: { resolved: string; coreModule?: boolean; dependencyTypes: string[] }[];
  }[];
}

type Graph = Map<string, string[]>;

function folderOf(path: string): string {
  const parts = path.split("/");
  if (parts[0] === "lib") return parts.length > 2 ? `lib/${parts[1]}` : path;
  return parts[0] ?? path;
}

/** Module → the modules it imports at run time, inside the repository. */
function runtimeGraph(cruised: Cruised): Graph {
  const graph: Graph = new Map();
  for (const m of cruised.modules) {
    if (m.coreModule || m.source.includes("node_modules")) continue;
    graph.set(
      m.source,
      m.dependencies
        .filter(
          (d) =>
            !d.coreModule &&
            !d.resolved.includes("node_modules") &&
            !d.dependencyTypes.includes("type-only"),
        )
        .map((d) => d.resolved),
    );
  }
  return graph;
}

function reachable(graph: Graph, from: string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...from];
  for (let m = stack.pop(); m !== undefined; m = stack.pop()) {
    if (seen.has(m)) continue;
    seen.add(m);
    stack.push(...(graph.get(m) ?? []));
  }
  return seen;
}

/**
 * Each way a walk re-enters a folder it left, as the folders in order (`a → b → a`) with an
 * import that leaves each: empty when the folders the walk crosses form no cycle.
 */
function reentries(graph: Graph, from: string[]): string[] {
  const modules = reachable(graph, from);
  const edges = new Map<string, Map<string, string>>();
  for (const m of modules) {
    for (const to of graph.get(m) ?? []) {
      const [a, b] = [folderOf(m), folderOf(to)];
      if (a === b) continue;
      const out = edges.get(a) ?? new Map<string, string>();
      if (!out.has(b)) out.set(b, `${m} → ${to}`);
      edges.set(a, out);
    }
  }
  const found: string[] = [];
  const state = new Map<string, "open" | "done">();
  const path: string[] = [];
  const visit = (folder: string) => {
    state.set(folder, "open");
    path.push(folder);
    for (const [next, via] of edges.get(folder) ?? []) {
      if (state.get(next) === "open") {
        const loop = [...path.slice(path.indexOf(next)), next];
        found.push(`${loop.join(" → ")} (one import: ${via})`);
      } else if (!state.has(next)) visit(next);
    }
    path.pop();
    state.set(folder, "done");
  };
  for (const m of from) if (!state.has(folderOf(m))) visit(folderOf(m));
  return found;
}

describe("the three walks", () => {
  it("finds a walk that returns into a folder it left", () => {
    const graph: Graph = new Map([
      ["lib/estimate/estimate.ts", ["lib/audience/index.ts"]],
      ["lib/audience/index.ts", ["lib/targeting/plan.ts", "lib/estimate/store.ts"]],
      ["lib/targeting/plan.ts", []],
      ["lib/estimate/store.ts", []],
    ]);
    expect(reentries(graph, ["lib/estimate/estimate.ts"])).toEqual([
      "lib/estimate → lib/audience → lib/estimate (one import: lib/audience/index.ts → lib/estimate/store.ts)",
    ]);
    graph.set("lib/audience/index.ts", ["lib/targeting/plan.ts"]);
    expect(reentries(graph, ["lib/estimate/estimate.ts"])).toEqual([]);
  });

  it("never returns into a folder it has left (docs/architecture.md)", {
    timeout: 180_000,
  }, async () => {
    const entries = Object.values(WALKS).flat();
    const { stdout } = await promisify(execFile)(
      "npx",
      ["depcruise", "--config", ".dependency-cruiser.cjs", "--output-type", "json", ...entries],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    const graph = runtimeGraph(JSON.parse(stdout) as Cruised);
    for (const entry of entries) expect(graph.has(entry), entry).toBe(true);
    const broken = Object.entries(WALKS).flatMap(([walk, from]) =>
      reentries(graph, from).map((r) => `${walk}: ${r}`),
    );
    expect(broken, broken.join("\n")).toEqual([]);
  });
});

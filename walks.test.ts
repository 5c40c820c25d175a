import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

/*
 * The three walks of docs/architecture.md (enrich request → webhook, Live Estimate, campaign
 * tick), checked on the import graph: from a walk's first modules, every module it can reach at
 * run time (type-only imports left out: they run nothing) is followed, and
 * - the folders those modules live in must never be entered again once left: no path goes
 *   a → b → a between folders;
 * - the folders it enters are exactly those its walk names below: its feature's and those of
 *   its first modules (the route, the webhook jobs), the engines its feature is built on, the other features it calls as services
 *   (each through an entry point), and the shared ground. A walk that wanders into another
 *   folder fails, naming the imports that lead there; so does a folder named but no longer
 *   entered, so the list stays the walk's true map.
 * A folder is `lib/<tier>/<folder>`, a loose file of `lib/core/`, or `app`, `db`, `components`.
 */

interface Walk {
  from: string[];
  /** The folder of the feature the walk serves. */
  feature: string;
  /** Folders the feature is built on, with what each does for it. */
  engines: Record<string, string>;
  /** Other features called on the way, through their entry points, and why. */
  services: Record<string, string>;
}

const WALKS: Record<string, Walk> = {
  "enrich request → webhook": {
    from: [
      "app/v1/contact/enrich/route.ts",
      "lib/features/enrichment/process.ts",
      "lib/engines/webhooks/webhook-jobs.ts",
    ],
    feature: "lib/features/enrichment",
    engines: {
      "lib/engines/providers": "the data providers asked, in waterfall order",
      "lib/model/profiles": "the profiles read, and their interface-spec shape",
      "lib/engines/verification": "which addresses are work addresses",
    },
    services: {
      "lib/features/allowances": "pays for what is found",
      "lib/features/do-not-contact": "withholds the account's do-not-contact people",
      "lib/model/suppression": "never returns a person who opted out",
    },
  },
  "Live Estimate": {
    from: ["app/v1/estimate/route.ts"],
    feature: "lib/features/estimate",
    engines: {
      "lib/engines/audience": "the index that counts",
      "lib/model/targeting": "the targeting's schema and plan, and the delivery settings",
      "lib/model/profiles": "the values targeting names (vocabulary)",
    },
    services: {
      "lib/features/company-lists": "the account's company lists, as a mask",
      "lib/features/do-not-contact": "the do-not-contact people counted apart",
      "lib/features/crm": "the people already in the account's CRM, as bitmaps",
      "lib/model/suppression": "opted-out people left out of the sample",
    },
  },
  "campaign tick": {
    from: ["lib/features/campaigns/delivery/delivery-jobs.ts"],
    feature: "lib/features/campaigns",
    engines: {
      "lib/engines/audience": "the candidates, in seq order",
      "lib/model/targeting": "the targeting confirmed in SQL",
      "lib/model/profiles": "the leads' interface-spec JSON, and which addresses are work ones",
      "lib/model/suppression": "opted-out people never delivered (serialize)",
    },
    services: {
      "lib/features/allowances": "pays for each lead",
      "lib/features/changes":
        "the leads' `joined` entries in the campaign's and list's change feeds",
      "lib/features/company-lists": "the account's company lists, as a mask",
      "lib/features/do-not-contact": "the account's do-not-contact people left out",
      "lib/features/crm": "people already in the account's CRM left out, when asked",
      "lib/engines/webhooks": "the signed delivery of the leads",
      "lib/engines/mail": "the e-mail digest",
    },
  },
};

/**
 * The ground every walk stands on: entered freely, and not followed further, as their own
 * imports are the import rules' business (lib/edge/api authenticates through lib/edge/auth and
 * lib/features/accounts, whatever the walk). The core's loose files (logger, env, errors, clock) are
 * leaves every walk may use.
 */
const SHARED = new Set([
  "db",
  "lib/edge/api",
  "lib/edge/auth",
  "lib/engines/health",
  "lib/engines/jobs",
  "lib/edge/server",
]);
/** The core is ground every walk stands on, whatever folder of it a walk reaches. */
const isShared = (folder: string) => SHARED.has(folder) || folder.startsWith("lib/core/");
const isLeaf = (folder: string) => /^lib\/core\/[^/]+\.ts$/.test(folder);

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
  if (parts[0] === "lib") return parts.length > 3 ? `lib/${parts[1]}/${parts[2]}` : path;
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

/**
 * Each folder the walk enters, with one chain of imports that leads there from its first
 * modules; shared ground is entered but not followed.
 */
function entered(graph: Graph, from: string[]): Map<string, string> {
  const via = new Map<string, string | undefined>(from.map((m) => [m, undefined]));
  const queue = [...from];
  for (let m = queue.shift(); m !== undefined; m = queue.shift()) {
    if (isShared(folderOf(m))) continue;
    for (const to of graph.get(m) ?? []) {
      if (via.has(to)) continue;
      via.set(to, m);
      queue.push(to);
    }
  }
  const folders = new Map<string, string>();
  for (const m of via.keys()) {
    const folder = folderOf(m);
    if (folders.has(folder)) continue;
    const chain = [m];
    for (let up = via.get(m); up !== undefined; up = via.get(up)) chain.unshift(up);
    folders.set(folder, chain.join(" → "));
  }
  return folders;
}

/** What breaks the walk's map: folders entered but not named, and named but not entered. */
function strayFolders(graph: Graph, walk: Walk): string[] {
  const reached = entered(graph, walk.from);
  const named = new Set([
    ...walk.from.map(folderOf),
    walk.feature,
    ...Object.keys(walk.engines),
    ...Object.keys(walk.services),
  ]);
  const stray = [...reached]
    .filter(([folder]) => !named.has(folder) && !isShared(folder) && !isLeaf(folder))
    .map(([folder, chain]) => `enters ${folder}: ${chain}`);
  const unused = [...named]
    .filter((folder) => !reached.has(folder))
    .map((folder) => `names ${folder} but no longer enters it`);
  return [...stray, ...unused];
}

describe("the three walks", () => {
  it("finds a walk that returns into a folder it left", () => {
    const graph: Graph = new Map([
      ["lib/features/estimate/estimate.ts", ["lib/engines/audience/index.ts"]],
      [
        "lib/engines/audience/index.ts",
        ["lib/model/targeting/plan.ts", "lib/features/estimate/store.ts"],
      ],
      ["lib/model/targeting/plan.ts", []],
      ["lib/features/estimate/store.ts", []],
    ]);
    expect(reentries(graph, ["lib/features/estimate/estimate.ts"])).toEqual([
      "lib/features/estimate → lib/engines/audience → lib/features/estimate (one import: lib/engines/audience/index.ts → lib/features/estimate/store.ts)",
    ]);
    graph.set("lib/engines/audience/index.ts", ["lib/model/targeting/plan.ts"]);
    expect(reentries(graph, ["lib/features/estimate/estimate.ts"])).toEqual([]);
  });

  it("finds a walk that wanders into a folder it does not name, and a folder named in vain", () => {
    const graph: Graph = new Map([
      [
        "lib/features/estimate/estimate.ts",
        ["lib/engines/audience/index.ts", "lib/edge/api/with-api.ts"],
      ],
      ["lib/engines/audience/index.ts", ["lib/model/targeting/plan.ts", "lib/core/logger.ts"]],
      ["lib/edge/api/with-api.ts", ["lib/features/accounts/api-keys.ts"]],
      ["lib/model/targeting/plan.ts", ["lib/features/search/page.ts"]],
    ]);
    const walk: Walk = {
      from: ["lib/features/estimate/estimate.ts"],
      feature: "lib/features/estimate",
      engines: { "lib/engines/audience": "", "lib/model/targeting": "", "lib/model/profiles": "" },
      services: {},
    };
    expect(strayFolders(graph, walk)).toEqual([
      "enters lib/features/search: lib/features/estimate/estimate.ts → lib/engines/audience/index.ts → lib/model/targeting/plan.ts → lib/features/search/page.ts",
      "names lib/model/profiles but no longer enters it",
    ]);
    graph.set("lib/model/targeting/plan.ts", []);
    delete walk.engines["lib/model/profiles"];
    expect(strayFolders(graph, walk)).toEqual([]);
  });

  it("never returns into a folder it has left, nor enters one it does not name (docs/architecture.md)", {
    timeout: 180_000,
  }, async () => {
    const entries = Object.values(WALKS).flatMap((w) => w.from);
    const { stdout } = await promisify(execFile)(
      "npx",
      ["depcruise", "--config", ".dependency-cruiser.cjs", "--output-type", "json", ...entries],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    const graph = runtimeGraph(JSON.parse(stdout) as Cruised);
    for (const entry of entries) expect(graph.has(entry), entry).toBe(true);
    const broken = Object.entries(WALKS).flatMap(([name, walk]) =>
      reentries(graph, walk.from).map((r) => `${name}: ${r}`),
    );
    expect(broken, broken.join("\n")).toEqual([]);
    const stray = Object.entries(WALKS).flatMap(([name, walk]) =>
      strayFolders(graph, walk).map((r) => `${name}: ${r}`),
    );
    expect(stray, stray.join("\n")).toEqual([]);
  });
});

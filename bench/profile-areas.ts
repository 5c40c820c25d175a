/**
 * Where a V8 CPU profile's time went, by area: `npx tsx bench/profile-areas.ts FILE.cpuprofile
 * [--top N]`. Made for the web server's profile under `npm run bench:enrich -- --cpu-prof DIR`.
 *
 * Next.js bundles our code with Drizzle and zod into .next/server/chunks, so a sample's script
 * says little: each frame is mapped through the chunk's source map back to the file it came from
 * (node:module's SourceMap, no dependency). Self time is summed by area; "total" is the time
 * with a function of interest on the stack (counted once per sample however deep it recurses).
 */
import { existsSync, readFileSync } from "node:fs";
import { SourceMap } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    top: { type: "string", default: "25" },
    /** FROM-TO in µs of CLOCK_MONOTONIC, as bench:enrich --cpu-prof prints for each phase. */
    window: { type: "string" },
    /** The checkout the profiled app ran from (default: here). */
    root: { type: "string" },
  },
});
const file = positionals[0];
if (!file) throw new Error("usage: profile-areas.ts FILE.cpuprofile [--top N] [--window FROM-TO]");
const profile = JSON.parse(readFileSync(file, "utf8")) as Profile;
const [from, to] = (args.window ?? `0-${Number.MAX_SAFE_INTEGER}`).split("-").map(Number) as [
  number,
  number,
];

const maps = new Map<string, SourceMap | undefined>();
function sourceMapOf(url: string): SourceMap | undefined {
  if (!maps.has(url)) {
    let map: SourceMap | undefined;
    const script = url.startsWith("file://") ? fileURLToPath(url) : url;
    if (existsSync(`${script}.map`)) {
      map = new SourceMap(JSON.parse(readFileSync(`${script}.map`, "utf8")));
    }
    maps.set(url, map);
  }
  return maps.get(url);
}

const ROOT = path.resolve(args.root ?? process.cwd());

/**
 * The file a frame's code was written in, relative to the project: through the chunk's source
 * map for Next.js's bundles (.next/), as loaded for everything else.
 */
function origin(frame: CallFrame): { source: string; name: string } {
  const script = frame.url.startsWith("file://") ? fileURLToPath(frame.url) : frame.url;
  const map = script.includes("/.next/") ? sourceMapOf(frame.url) : undefined;
  const entry = map?.findEntry(frame.lineNumber, frame.columnNumber);
  if (entry && "originalSource" in entry && entry.originalSource) {
    const original = entry.originalSource;
    const source = original.startsWith("turbopack:")
      ? "turbopack runtime"
      : path.relative(ROOT, path.resolve(path.dirname(script), original));
    const name = frame.functionName || ("name" in entry && entry.name ? String(entry.name) : "");
    // Bundled names are minified: the line where the function's code starts tells them apart.
    const line = "originalLine" in entry ? Number(entry.originalLine) + 1 : undefined;
    return { source, name: line === undefined ? name : `${name}:${line}` };
  }
  const source = path.isAbsolute(script) ? path.relative(ROOT, script) : script;
  return { source, name: frame.functionName };
}

/** The area a source file belongs to, first match. */
const AREAS: [string, RegExp][] = [
  [
    "Next.js: proxy (middleware) runtime",
    /^\.next\/server\/middleware|next\/(dist|src)\/.*(web\/adapter|web\/spec-extension|middleware|web\/next-url|web\/utils)/,
  ],
  [
    "Next.js: route handler runtime",
    /next\/(dist|src)\/.*(app-route|route-modules|build\/templates)/,
  ],
  [
    "Next.js: tracing and async context",
    /next\/(dist|src)\/.*(trace|async-storage|work-store|request-store|after)/,
  ],
  // Next.js's `compress` (on by default): a wrapper around every answer, gzip for those ≥ 1 kB.
  ["Next.js: compression (gzip of answers)", /next\/dist\/compiled\/compression/],
  [
    "Next.js: body streams and response piping",
    /next\/(dist|src)\/.*(body-streams|send-response|pipe-readable|node-web-streams|base-http)/,
  ],
  ["Next.js: routing and request handling", /node_modules\/next\//],
  ["turbopack runtime (module loading)", /^turbopack runtime$/],
  ["our proxy.ts", /^proxy\.ts$/],
  ["postgres.js", /node_modules\/postgres\//],
  ["drizzle-orm", /node_modules\/drizzle-orm\//],
  ["zod", /node_modules\/zod\//],
  ["pino (logging)", /node_modules\/(pino|sonic-boom|thread-stream|fast-redact)/],
  ["pg-boss", /node_modules\/pg-boss\//],
  ["tsx (loader)", /node_modules\/tsx\//],
  ["other packages", /node_modules\//],
  ["our lib/edge/api (withApi, rate limit)", /^lib\/edge\/api\//],
  [
    "our lib/features/accounts + lib/edge/auth (key lookup)",
    /^lib\/(edge\/auth|features\/accounts)\//,
  ],
  ["our lib/features/enrichment", /^lib\/features\/enrichment\//],
  ["our lib/features/allowances", /^lib\/features\/allowances\//],
  ["our lib/engines/jobs", /^lib\/engines\/jobs\//],
  [
    "our lib/engines/audience + lib/model/targeting (resolve, plan, count)",
    /^lib\/(engines\/audience|model\/targeting)\//,
  ],
  ["our lib/features/estimate", /^lib\/features\/estimate\//],
  ["our lib/features/search", /^lib\/features\/search\//],
  [
    "our lib/features/do-not-contact + lib/features/company-lists",
    /^lib\/features\/(do-not-contact|company-lists)\//,
  ],
  ["our code, other", /^(lib|app|db|scripts)\//],
  [
    "node: http, net, streams",
    /^node:(internal\/)?(http|_http|net|stream|internal\/streams|internal\/http)/,
  ],
  ["node: zlib (compression)", /^node:(internal\/)?zlib/],
  ["node: web streams, fetch API (undici)", /^node:internal\/(webstreams|deps\/undici)|undici/],
  [
    "node: async context, timers, task queues",
    /^node:internal\/(async|process\/task_queues|timers|async_context)|^node:(async_hooks|timers)/,
  ],
  ["node: other", /^node:/],
];

function areaOf(frame: CallFrame, source: string): string {
  if (frame.functionName === "(garbage collector)") return "GC";
  if (frame.functionName === "(idle)") return "idle";
  if (frame.functionName === "(program)") return "V8/native (program)";
  for (const [area, pattern] of AREAS) if (pattern.test(source)) return area;
  return source ? `other: ${source}` : "native and builtins (JSON, crypto, socket writes, …)";
}

const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const info = new Map(
  profile.nodes.map((n) => {
    const o = origin(n.callFrame);
    return [n.id, { ...o, area: areaOf(n.callFrame, o.source) }];
  }),
);

/** Functions whose inclusive time says what a layer costs as a whole. */
const INCLUSIVE = [
  // Next.js's request path, outermost first (the router server, then the route's runtime).
  "requestHandlerImpl",
  "resolveRoutes",
  "invokeRender",
  "handleCatchallRenderRequest",
  "prepareImpl",
  "getIncrementalCache",
  "handleRewrites",
  "fromNodeNextRequest",
  "sendResponse",
  "runMiddleware",
  "cloneBodyStream",
  "handleRequestImpl",
  "proxy",
  "authenticate",
  "findApiKey",
  "takeToken",
  "readJson",
  "safeParse",
  "submitEnrichment",
  "acceptedResponse",
  "errorToResponse",
  "sessionFromRequest",
  "estimateAudience",
  "searchContacts",
  "resolveTargeting",
  "countExcluding",
  "listedBits",
  "consumeAllowance",
  "getUsage",
];

const self = new Map<string, number>();
const selfFunctions = new Map<string, number>();
const inclusive = new Map<string, number>();
const inclusiveAreas = new Map<string, number>();
let busy = 0;
let total = 0;
let at = profile.startTime;
for (const [i, id] of profile.samples.entries()) {
  const delta = profile.timeDeltas[i] ?? 0;
  at += delta;
  if (at < from || at > to) continue;
  const ms = delta / 1000;
  total += ms;
  const leaf = info.get(id);
  if (!leaf) continue;
  self.set(leaf.area, (self.get(leaf.area) ?? 0) + ms);
  if (leaf.area === "idle") continue;
  busy += ms;
  const fn = `${leaf.name || "(anonymous)"} ${path.basename(leaf.source)} [${leaf.area}]`;
  selfFunctions.set(fn, (selfFunctions.get(fn) ?? 0) + ms);
  const seen = new Set<string>();
  for (let node: number | undefined = id; node !== undefined; node = parent.get(node)) {
    const frame = info.get(node);
    const name = frame?.name ?? "";
    if (INCLUSIVE.includes(name) && !seen.has(name)) {
      seen.add(name);
      inclusive.set(name, (inclusive.get(name) ?? 0) + ms);
    }
    if (frame && !seen.has(frame.area)) {
      seen.add(frame.area);
      inclusiveAreas.set(frame.area, (inclusiveAreas.get(frame.area) ?? 0) + ms);
    }
  }
}

const pct = (ms: number) => `${((100 * ms) / busy).toFixed(1).padStart(5)} %`;
const row = (label: string, ms: number) =>
  console.log(`${pct(ms)}  ${(ms / 1000).toFixed(2).padStart(7)} s  ${label}`);
console.log(
  `${file}: ${(total / 1000).toFixed(1)} s sampled, ${(busy / 1000).toFixed(1)} s busy (percentages of busy time)`,
);
console.log("\nSelf time by area:");
for (const [area, ms] of [...self].sort((a, b) => b[1] - a[1])) if (area !== "idle") row(area, ms);
console.log("\nTime with the area on the stack (itself and what it called):");
for (const [area, ms] of [...inclusiveAreas].sort((a, b) => b[1] - a[1])) row(area, ms);
console.log("\nTime with the function on the stack:");
for (const [name, ms] of [...inclusive].sort((a, b) => b[1] - a[1])) row(name, ms);
console.log(`\nTop ${args.top} functions by self time:`);
for (const [fn, ms] of [...selfFunctions].sort((a, b) => b[1] - a[1]).slice(0, Number(args.top))) {
  row(fn, ms);
}

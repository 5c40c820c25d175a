/**
 * The first requests of a fresh process: `npm run bench:first-requests`.
 *
 * Starts `npm start` afresh, waits until it says it is running (/healthz ready), creates an API
 * key directly in its database, then calls each route users and scripts call hot once, in
 * turn, timing each answer: the first call of each route in this process. Then the same calls
 * again (warm, for reference), then a stop. `--rounds` starts it that many times.
 *
 * `--checkouts A,B` runs each round once per checkout, alternated (another checkout's
 * `scripts/start.ts` with its own build and node_modules, on the same data folder), so two
 * versions are compared under the same load: e.g. main in a `git worktree add --detach` beside
 * this one. `--data-dir` is the DATA_DIR (default a throwaway one seeded with `--profiles` on
 * its first start; a copy of the 1M folder for the 1M figures: never the original, which this
 * writes accounts into). Writes bench/results/first-requests-<label>.json with the CPU model
 * and the load average.
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { createDb } from "@/db/client";
import { WARM_UP_CALLS } from "@/lib/engines/health/route-warm-up";
import { benchAccount } from "./bench-account";
import { loadAverage, machineFacts } from "./cpu";
import { stats } from "./mix";
import { embeddedDatabaseUrl, startNpmStart, stopNpmStart } from "./npm-start";

const { values: args } = parseArgs({
  options: {
    checkouts: { type: "string", default: "." },
    rounds: { type: "string", default: "3" },
    "data-dir": { type: "string", default: ".tmp/first-requests-data" },
    profiles: { type: "string", default: "20000" },
    port: { type: "string", default: "4319" },
    label: { type: "string", default: "run" },
  },
});
const CHECKOUTS = args.checkouts.split(",").map((c) => path.resolve(c));
const ROUNDS = Number(args.rounds);
const DATA_DIR = path.resolve(args["data-dir"]);
const BASE = `http://127.0.0.1:${args.port}`;

interface Call {
  name: string;
  method: "GET" | "POST";
  path: string;
  body?: unknown;
  /** A CSV body, sent as text/csv (the import); else `body` as JSON. */
  csv?: string;
}

const ENRICH = "/v1/contact/enrich";

/**
 * The routes the start-up warm-up calls (lib/engines/health/route-warm-up.ts), in its order, as a client with
 * a key calls them. The warm-up's samples are only parsed; here they are resolved against the
 * data, so the estimate and the search ask for a value every seeded database has, the
 * estimate's new on each pass (`pass`) so that its cache never answers; the poll asks for the
 * request the enrich call just made (pass() adds its id); the import brings one person, new on
 * each pass.
 */
function calls(pass: string): Call[] {
  const filters = { seniorities: ["director"] };
  return WARM_UP_CALLS.filter((c) => c.as !== "unknown-key").map(({ method, path, body }) => {
    const call = { name: `${method} ${path.split("?")[0]}`, method, path, body };
    if (path.startsWith(`${ENRICH}?`)) return { ...call, path: `${ENRICH}?id=` };
    if (path === "/v1/contact/search") return { ...call, body: { filters, limit: 25 } };
    if (path.startsWith("/v1/contact/import?")) {
      return { ...call, csv: `E-mail,First Name\nfirst-${pass}@bench.example,Ada\n` };
    }
    if (path !== "/v1/estimate") return call;
    return { ...call, body: { filters: { ...filters, titles: { exclude: [`qx${pass}`] } } } };
  });
}

interface Answer {
  ms: number;
  status: number;
  requestId?: string;
}

async function send(call: Call, key: string): Promise<Answer> {
  const started = performance.now();
  const res = await fetch(`${BASE}${call.path}`, {
    method: call.method,
    headers: {
      authorization: `Bearer ${key}`,
      "content-type": call.csv === undefined ? "application/json" : "text/csv",
    },
    body: call.csv ?? (call.body === undefined ? undefined : JSON.stringify(call.body)),
    redirect: "manual",
  });
  const text = await res.text();
  const ms = performance.now() - started;
  // A refusal would time the wrong path (a 400 skips the work the route is measured for).
  if (res.status >= 400)
    throw new Error(`${call.name} answered ${res.status}: ${text.slice(0, 300)}`);
  const requestId =
    call.method === "POST" && call.path === ENRICH && res.status === 202
      ? (JSON.parse(text) as { requestId?: string }).requestId
      : undefined;
  return { ms, status: res.status, requestId };
}

/** One pass over the hot calls; the poll asks for the request the enrich call just made. */
async function pass(key: string, name: string) {
  const answers: Record<string, Answer> = {};
  let requestId: string | undefined;
  for (const call of calls(name)) {
    const made =
      call.path === `${ENRICH}?id=` ? { ...call, path: `${call.path}${requestId}` } : call;
    const answer = await send(made, key);
    requestId ??= answer.requestId;
    answers[call.name] = answer;
  }
  return answers;
}

/** One fresh `npm start` of `checkout`: the first and the second pass, and its start time. */
async function run(checkout: string, round: number) {
  let output = "";
  const spawnedAt = performance.now();
  const child = await startNpmStart(
    {
      ...process.env,
      DATA_DIR,
      PORT: args.port,
      SEED_PROFILES: args.profiles,
      DATABASE_URL: "",
    },
    (text) => {
      output += text;
    },
    checkout,
  );
  const readyMs = Math.round(performance.now() - spawnedAt);
  try {
    const { db, close } = createDb(await embeddedDatabaseUrl(output, DATA_DIR), { max: 1 });
    const tag = `${Date.now().toString(36)}-${round}`;
    const { apiKey } = await benchAccount(db, `bench-first-${tag}@leadwise.local`, {
      search: true,
    });
    await close();
    const first = await pass(apiKey, `${tag}a`);
    const second = await pass(apiKey, `${tag}b`);
    const health = (await (await fetch(`${BASE}/healthz`)).json()) as {
      eventLoopDelay?: { sinceStart?: { maxMs: number } };
    };
    // The web server's own line (lib/engines/health/route-warm-up.ts), where the checkout has a warm-up.
    const warmUpLine = output.split("\n").find((l) => l.includes('"msg":"warm-up done"'));
    const warmUpMs = warmUpLine ? (JSON.parse(warmUpLine) as { ms: number }).ms : undefined;
    const line = Object.entries(first)
      .map(([name, a]) => `${name} ${Math.round(a.ms)}`)
      .join(", ");
    console.log(`${path.basename(checkout)} round ${round}: ready ${readyMs} ms; first: ${line}`);
    return {
      readyMs,
      warmUpMs,
      first,
      second,
      eventLoopMaxSinceStartMs: health.eventLoopDelay?.sinceStart?.maxMs,
      loadAverage: loadAverage(),
    };
  } finally {
    await stopNpmStart(child);
  }
}

type Run = Awaited<ReturnType<typeof run>>;

function summarise(runs: Run[]) {
  const names = Object.keys(runs[0]?.first ?? {});
  const per = (which: "first" | "second") =>
    Object.fromEntries(
      names.map((name) => [name, stats(runs.map((r) => r[which][name]?.ms ?? Number.NaN))]),
    );
  const statuses = [
    ...new Set(runs.flatMap((r) => Object.values(r.first).map((a) => a.status))),
  ].sort();
  return {
    firstRequestMs: per("first"),
    secondRequestMs: per("second"),
    worstFirstMs: Math.round(
      Math.max(...runs.flatMap((r) => Object.values(r.first).map((a) => a.ms))),
    ),
    readyMs: stats(runs.map((r) => r.readyMs)),
    statuses,
    runs,
  };
}

async function main() {
  await mkdir(path.dirname(DATA_DIR), { recursive: true });
  const loadAtStart = loadAverage();
  const runs = new Map<string, Run[]>(CHECKOUTS.map((c) => [c, []]));
  for (let round = 1; round <= ROUNDS; round++) {
    for (const checkout of CHECKOUTS) runs.get(checkout)?.push(await run(checkout, round));
  }
  const out = {
    label: args.label,
    dataDir: DATA_DIR,
    at: new Date().toISOString(),
    machine: machineFacts(loadAtStart),
    checkouts: Object.fromEntries(
      [...runs].map(([checkout, r]) => [path.basename(checkout), summarise(r)]),
    ),
  };
  for (const [name, result] of Object.entries(out.checkouts)) {
    console.log(`\n${name}: worst first answer ${result.worstFirstMs} ms`);
    for (const [call, s] of Object.entries(result.firstRequestMs)) {
      console.log(
        `  ${call}: first p50 ${s.p50} / max ${s.max} ms; second p50 ${result.secondRequestMs[call]?.p50} ms`,
      );
    }
  }
  await mkdir("bench/results", { recursive: true });
  const file = `bench/results/first-requests-${args.label}.json`;
  await writeFile(file, `${JSON.stringify(out, null, 2)}\n`);
  console.log(`\nwrote ${file}`);
}

await main();

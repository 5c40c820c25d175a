/**
 * The providers' waterfall under load: `npm run bench:providers`, inside a loopback-only
 * network namespace (it refuses to run elsewhere):
 *
 *   unshare -n sh -c 'ip link set lo up && exec npm run bench:providers'
 *
 * An embedded PostgreSQL on a throwaway folder and the providers' simulators answering in
 * 200–800 ms. An account lists three providers (PDL, Apollo, Lusha), each capped at
 * `--cap` calls at once; `--people` people per depth are known only to the provider at that
 * depth (1, 2 or 3), or to none (depth "none": every provider is asked and says not found).
 * All of a depth's people are enriched at once, through the waterfall as the worker runs it.
 * Reports per depth how many were found (a provider that times out, at 10 s, is a miss), the
 * completion time per person (p50, p95, p99, max), and the most calls
 * each provider ever had in flight against its cap; writes bench/results/providers.json.
 */
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { createDb } from "@/db/client";
import { startEmbedded } from "@/db/embedded";
import { runMigrations } from "@/db/migrate";
import { resetEnvCache } from "@/lib/core/env";
import { askProviders, type BuiltLike } from "@/lib/engines/providers/ask-providers";
import { resetBreakers } from "@/lib/engines/providers/breaker";
import { CONNECTORS } from "@/lib/engines/providers/connectors";
import { saveProvider } from "@/lib/engines/providers/settings";
import loopbackOnly from "@/lib/engines/providers/testing/loopback-only";
import { startSimulator } from "@/lib/engines/providers/testing/simulator";
import { createAccount } from "@/lib/features/accounts/create-account";

const { values: args } = parseArgs({
  options: {
    people: { type: "string", default: "200" },
    cap: { type: "string", default: "16" },
  },
});
const PEOPLE = Number(args.people);
const CAP = Number(args.cap);
const ORDER = ["pdl", "apollo", "lusha"];

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

async function main() {
  loopbackOnly();
  process.env.AUTH_SECRET ??= "bench-secret-for-provider-keys";
  process.env.PROVIDER_CACHE_DAYS = "0";
  const dir = await mkdtemp(path.join(os.tmpdir(), "leadwise-bench-providers-"));
  const server = await startEmbedded({ dataDir: dir, database: "postgres" });
  const url = server.url("postgres");
  await runMigrations(url);
  const { db, close } = createDb(url, { max: 10 });
  const sim = await startSimulator({ key: "bench-key" });
  for (const id of Object.keys(CONNECTORS)) {
    process.env[`PROVIDER_URL_${id.toUpperCase().replaceAll("-", "_")}`] = sim.url;
    sim.delayMs[id] = [200, 800];
  }
  resetEnvCache();
  const { accountId } = await createAccount(db, { email: "bench@example.com", plan: "pro" });
  for (const provider of ORDER) {
    await saveProvider(
      { db, accountId },
      { provider, key: "bench-key", concurrency: CAP, timeoutMs: 10_000 },
    );
  }
  const depths: Record<string, unknown> = {};
  const loadAtStart = os.loadavg().map((x) => Math.round(x * 100) / 100);
  for (const depth of ["1", "2", "3", "none"]) {
    const known = depth === "none" ? [] : [ORDER[Number(depth) - 1] ?? ""];
    for (let i = 0; i < PEOPLE; i++) {
      sim.people.push({
        fn: `D${depth}`,
        ln: `P${i}`,
        domain: "bench.io",
        workEmail: `p${i}@bench.io`,
        mobile: "+14155550100",
        knownBy: known,
      });
    }
    resetBreakers();
    for (const id of ORDER) sim.maxInFlight[id] = 0;
    let found = 0;
    const started = performance.now();
    const times = await Promise.all(
      Array.from({ length: PEOPLE }, async (_, i) => {
        const t0 = performance.now();
        const request = {
          id: `r${depth}_${i}`,
          accountId,
          includeEmail: true,
          includeMobile: false,
          inputs: [],
        };
        const input = { fn: `D${depth}`, ln: `P${i}`, organization: "bench.io" };
        const built: BuiltLike = {
          profiles: [],
          picked: new Map(),
          notFound: [input],
          provenance: {},
        };
        await askProviders(db, [request], new Map([[request.id, built]]));
        if (built.profiles.length === 1) found += 1;
        return performance.now() - t0;
      }),
    );
    const wall = performance.now() - started;
    const sorted = times.sort((a, b) => a - b);
    const row = {
      people: PEOPLE,
      found,
      wallSeconds: Math.round(wall) / 1000,
      completionMs: {
        p50: Math.round(percentile(sorted, 50)),
        p95: Math.round(percentile(sorted, 95)),
        p99: Math.round(percentile(sorted, 99)),
        max: Math.round(percentile(sorted, 100)),
      },
      maxInFlight: Object.fromEntries(ORDER.map((id) => [id, sim.maxInFlight[id] ?? 0])),
      cap: CAP,
    };
    depths[depth] = row;
    console.log(`depth ${depth}: ${JSON.stringify(row)}`);
    for (const id of ORDER) {
      if ((sim.maxInFlight[id] ?? 0) > CAP)
        throw new Error(`${id} had ${sim.maxInFlight[id]} calls in flight, over its cap ${CAP}`);
    }
  }
  const result = {
    date: new Date().toISOString(),
    machine: { cpus: os.cpus().length, cpu: os.cpus()[0]?.model, node: process.version },
    loadAverageAtStart: loadAtStart,
    loadAverageAtEnd: os.loadavg().map((x) => Math.round(x * 100) / 100),
    providerDelayMs: [200, 800],
    depths,
  };
  await mkdir("bench/results", { recursive: true });
  await writeFile("bench/results/providers.json", `${JSON.stringify(result, null, 2)}\n`);
  await sim.close();
  await close();
  await server.stop();
  await rm(dir, { recursive: true, force: true });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

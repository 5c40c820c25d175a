/**
 * "Already in my CRM" in the Live Estimate: `npm run bench:crm-exclude -- --profiles N`.
 *
 * Uses DATABASE_URL, or the embedded server in `.data/bench-<N>` that bench/estimate.ts seeds
 * and reuses (seeded here too when empty). Gives the bench account a CRM connection whose index
 * holds `--contacts` contacts (default 100,000: half of them e-mail addresses of profiles, one
 * in sixteen of those with its company's domain; the rest strangers, one in thirty of them at
 * companies of the data), as a pull would leave it, then times the Live Estimate through its route handler (result cache off, so
 * each call counts) for one targeting: with no CRM, with the CRM but no exclusion (the estimate
 * then counts `inCrm`), and with people, companies and both excluded. Prints p50/p95/p99/max
 * and writes bench/results/crm-exclude-<N>.json with the CPU model and the machine's load.
 */
import { mkdir, writeFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import { eq, sql } from "drizzle-orm";
import { POST as estimateRoute } from "@/app/v1/estimate/route";
import { getClient, getDb } from "@/db/client";
import { crmConnections, crmPulls } from "@/db/schema";
import { logger } from "@/lib/core/logger";
import { setCountCacheSize, warmEstimateIndex } from "@/lib/engines/audience";
import { forgetCrmVersion } from "@/lib/features/crm/crm-audience";
import type { Targeting } from "@/lib/model/targeting/schema";
import { benchAccount, benchDatabase } from "./bench-account";
import { loadAverage, machineFacts } from "./cpu";

const { values: args } = parseArgs({
  options: {
    profiles: { type: "string", default: "200000" },
    contacts: { type: "string", default: "100000" },
    estimates: { type: "string", default: "100" },
    seed: { type: "string", default: "1" },
  },
});
const N = Number(args.profiles);
const CONTACTS = Number(args.contacts);
const ESTIMATES = Number(args.estimates);
const BENCH_EMAIL = "bench-crm@leadwise.local";

logger.level = "warn";

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

function stats(samples: number[]) {
  const s = [...samples].sort((a, b) => a - b);
  const r = (x: number) => Math.round(x * 100) / 100;
  return {
    n: s.length,
    p50: r(percentile(s, 50)),
    p95: r(percentile(s, 95)),
    p99: r(percentile(s, 99)),
    max: r(s.at(-1) ?? 0),
  };
}

async function main() {
  const loadAtStart = loadAverage();
  const { db, close, stop } = await benchDatabase(N, Number(args.seed));
  const { accountId, apiKey } = await benchAccount(db, BENCH_EMAIL);
  // A fresh index per run: the account's earlier connections (and their contacts) go.
  await db.delete(crmConnections).where(eq(crmConnections.accountId, accountId));
  forgetCrmVersion(accountId);
  const warmed = await warmEstimateIndex(getDb());
  console.log(`index: ${warmed.profiles} profiles built in ${warmed.ms} ms`);

  setCountCacheSize(0);
  const base: Targeting = { seniorities: ["manager", "director", "vp"] };
  // A second account without a CRM: the same estimate with no CRM at all, measured in turn.
  const none = await benchAccount(db, "bench-crm-none@leadwise.local");
  const estimate = async (key: string, filters: Targeting) => {
    const started = performance.now();
    const res = await estimateRoute(
      new Request("http://bench/v1/estimate", {
        method: "POST",
        headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
        body: JSON.stringify({ filters }),
      }),
    );
    const body = (await res.json()) as { count: number; inCrm?: Record<string, number> };
    if (res.status !== 200) throw new Error(`estimate answered ${res.status}`);
    return { ms: performance.now() - started, count: body.count, inCrm: body.inCrm };
  };

  // The CRM's index, as a pull leaves it.
  const filled = performance.now();
  const [connection] = await db
    .insert(crmConnections)
    .values({ accountId, vendor: "hubspot", name: "Bench", tokenSealed: "-", tokenHint: "…" })
    .returning();
  const connectionId = connection?.id as string;
  const half = Math.floor(CONTACTS / 2);
  await db.execute(sql`
    insert into crm_contacts (connection_id, record_id, account_id, email, domain, modified_at)
    select ${connectionId}, 'p' || row_number() over (), ${accountId}, c.value,
      case when md5(c.value) < '1' then split_part(c.value, '@', 2) end, now()
    from (select value from (select distinct lower(value) as value from contacts where kind = 'email') d
          order by md5(value) limit ${half}) c`);
  const [have] = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from crm_contacts where connection_id = ${connectionId}`,
  );
  const rest = CONTACTS - (have?.n ?? 0);
  await db.execute(sql`
    with orgs as (select domain, row_number() over (order by md5(id)) - 1 as k
                  from organizations where domain is not null),
      n as (select count(*) as c from orgs)
    insert into crm_contacts (connection_id, record_id, account_id, email, domain, modified_at)
    select ${connectionId}, 's' || g, ${accountId}, 'stranger' || g || '@crm-only.example',
      case when g % 30 = 0 then o.domain else 'crm-only-' || g || '.example' end, now()
    from generate_series(1, ${rest}) g cross join n
      left join orgs o on o.k = (g / 30) % greatest(n.c, 1)`);
  await db.insert(crmPulls).values({ connectionId, accountId, status: "done" });
  forgetCrmVersion(accountId);
  const fillMs = Math.round(performance.now() - filled);
  const first = await estimate(apiKey, base);
  console.log(
    `CRM index of ${CONTACTS} contacts written in ${fillMs} ms; first estimate ${Math.round(first.ms)} ms`,
  );

  const variants: Record<string, [string, Targeting]> = {
    "no CRM": [none.apiKey, base],
    "CRM, no exclusion": [apiKey, base],
    "people excluded": [apiKey, { ...base, excludeInCrm: { people: true } }],
    "companies excluded": [apiKey, { ...base, excludeInCrm: { companies: true } }],
    "both excluded": [apiKey, { ...base, excludeInCrm: { people: true, companies: true } }],
  };
  // Each variant in turn, so the machine's load (shared) weighs on all of them alike.
  const samples: Record<string, number[]> = Object.fromEntries(
    Object.keys(variants).map((name) => [name, []]),
  );
  const last: Record<string, Awaited<ReturnType<typeof estimate>>> = {};
  for (let i = -5; i < ESTIMATES; i++) {
    for (const [name, [key, filters]] of Object.entries(variants)) {
      const r = await estimate(key, filters);
      last[name] = r;
      if (i >= 0) samples[name]?.push(r.ms);
    }
  }
  const estimates = Object.fromEntries(
    Object.entries(samples).map(([name, ms]) => [
      name,
      { count: last[name]?.count, inCrm: last[name]?.inCrm, ...stats(ms) },
    ]),
  );
  for (const [name, e] of Object.entries(estimates)) console.log(`estimate ${name}:`, e);
  const p95 = (k: string) => estimates[k]?.p95 ?? 0;
  const result = {
    profiles: N,
    crmContacts: CONTACTS,
    at: new Date().toISOString(),
    machine: machineFacts(loadAtStart),
    crmIndex: { fillMs, firstEstimateMs: Math.round(first.ms) },
    estimate: estimates,
    // The target: excluding people already in the CRM costs ≤ 10 % of the estimate's p95.
    peopleExcludedOverNoExclusion:
      Math.round((p95("people excluded") / p95("CRM, no exclusion")) * 1000) / 1000,
    peopleExcludedOverNoCrm: Math.round((p95("people excluded") / p95("no CRM")) * 1000) / 1000,
  };
  await mkdir("bench/results", { recursive: true });
  const file = `bench/results/crm-exclude-${N}.json`;
  await writeFile(file, `${JSON.stringify(result, null, 2)}\n`);
  console.log(
    `\np95 people excluded / no exclusion: ${result.peopleExcludedOverNoExclusion}; / no CRM: ${result.peopleExcludedOverNoCrm}`,
  );
  console.log(`wrote ${file}`);
  await close();
  await getClient().close();
  await stop();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

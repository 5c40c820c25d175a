/**
 * Company-list (ABM) upload and estimate: `npm run bench:company-list -- --profiles N`.
 *
 * Uses DATABASE_URL, or the embedded server in `.data/bench-<N>` that bench/estimate.ts seeds
 * and reuses (seeded here too when empty). Uploads a 10,000-row CSV of companies through the
 * real route handler (authentication, CSV checks, matching by domain then name, storing, the
 * report with its match rate and people count), `--uploads` times, each a new list; then times
 * the Live Estimate with that list included and excluded against the same targeting without it
 * (result cache off, so each call counts). Prints p50/p95/p99/max and writes
 * bench/results/company-list-<N>.json with the CPU model and the machine's load.
 */
import { mkdir, writeFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { POST as uploadRoute } from "@/app/v1/company-lists/route";
import { POST as estimateRoute } from "@/app/v1/estimate/route";
import { type createDb, getClient, getDb } from "@/db/client";
import { logger } from "@/lib/core/logger";
import { setCountCacheSize, warmEstimateIndex } from "@/lib/engines/audience";
import type { CompanyListReport } from "@/lib/features/company-lists/schema";
import type { Targeting } from "@/lib/model/targeting/schema";
import { benchAccount, benchDatabase } from "./bench-account";
import { loadAverage, machineFacts } from "./cpu";

const { values: args } = parseArgs({
  options: {
    profiles: { type: "string", default: "1000000" },
    uploads: { type: "string", default: "10" },
    estimates: { type: "string", default: "50" },
    seed: { type: "string", default: "1" },
  },
});
const N = Number(args.profiles);
const UPLOADS = Number(args.uploads);
const ESTIMATES = Number(args.estimates);
const ROWS = 10_000;
const BENCH_EMAIL = "bench-abm@leadwise.local";

logger.level = "warn";

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

function stats(samples: number[]) {
  const s = [...samples].sort((a, b) => a - b);
  const r = (x: number) => Math.round(x * 10) / 10;
  return {
    n: s.length,
    p50: r(percentile(s, 50)),
    p95: r(percentile(s, 95)),
    p99: r(percentile(s, 99)),
    max: r(s.at(-1) ?? 0),
  };
}

/**
 * 10,000 rows as a marketer's export looks: 6,000 companies of the data by website (scheme,
 * `www.`, paths and capitals as people paste them), 2,500 by name only, spelled differently
 * (legal forms, "The", punctuation, case), and 1,500 companies the data does not hold.
 */
async function marketerCsv(db: ReturnType<typeof createDb>["db"]): Promise<string> {
  const orgs = await db.execute<{ name: string; domain: string | null }>(sql`
    select name, domain from organizations order by md5(id) limit 8500`);
  const quote = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v);
  const lines = ["Company Name,Website"];
  orgs.forEach((o, i) => {
    if (i < 6000 && o.domain) {
      const url =
        i % 3 === 0
          ? `https://www.${o.domain}/about`
          : i % 3 === 1
            ? o.domain
            : `WWW.${o.domain.toUpperCase()}`;
      lines.push(`${quote(o.name)},${url}`);
    } else {
      const name = i % 2 === 0 ? `The ${o.name}, Inc.` : `${o.name.toUpperCase()} GmbH`;
      lines.push(`${quote(name)},`);
    }
  });
  for (let i = 0; lines.length <= ROWS; i++) {
    lines.push(`Unheard-of Ventures ${i},unheard-of-${i}.example`);
  }
  return `${lines.join("\r\n")}\r\n`;
}

async function main() {
  const loadAtStart = loadAverage();
  const { db, close, stop } = await benchDatabase(N, Number(args.seed));
  const { apiKey } = await benchAccount(db, BENCH_EMAIL);
  const warmed = await warmEstimateIndex(getDb());
  console.log(`index: ${warmed.profiles} profiles built in ${warmed.ms} ms`);
  const csv = await marketerCsv(db);

  const uploads: number[] = [];
  let report: CompanyListReport | undefined;
  for (let i = 0; i < UPLOADS; i++) {
    const started = performance.now();
    const res = await uploadRoute(
      new Request(`http://bench/v1/company-lists?name=Bench+${i}`, {
        method: "POST",
        headers: { authorization: `Bearer ${apiKey}`, "content-type": "text/csv" },
        body: csv,
      }),
    );
    const body = await res.json();
    uploads.push(performance.now() - started);
    if (res.status !== 200)
      throw new Error(`upload answered ${res.status}: ${JSON.stringify(body)}`);
    report = body as CompanyListReport;
    console.log(
      `upload ${i + 1}: ${Math.round(uploads.at(-1) as number)} ms, ${report.matched}/${report.rows} matched (${report.matchedByDomain} by domain, ${report.matchedByName} by name), ${report.people} people`,
    );
  }
  const listId = report?.id as string;

  setCountCacheSize(0);
  const base: Targeting = { seniorities: ["manager", "director", "vp"] };
  const estimate = async (filters: Targeting) => {
    const started = performance.now();
    const res = await estimateRoute(
      new Request("http://bench/v1/estimate", {
        method: "POST",
        headers: { authorization: `Bearer ${apiKey}`, "content-type": "application/json" },
        body: JSON.stringify({ filters }),
      }),
    );
    const body = (await res.json()) as { count: number };
    if (res.status !== 200) throw new Error(`estimate answered ${res.status}`);
    return { ms: performance.now() - started, count: body.count };
  };
  const variants: Record<string, Targeting> = {
    "without list": base,
    "list included": { ...base, companyLists: { include: [listId] } },
    "list excluded": { ...base, companyLists: { exclude: [listId] } },
  };
  // The first estimate with a list builds its bitmap (one query); later ones reuse it.
  const firstWithList = await estimate(variants["list included"] as Targeting);
  const estimates: Record<string, { count: number } & ReturnType<typeof stats>> = {};
  for (const [name, filters] of Object.entries(variants)) {
    for (let i = 0; i < 3; i++) await estimate(filters);
    const samples: number[] = [];
    let count = 0;
    for (let i = 0; i < ESTIMATES; i++) {
      const r = await estimate(filters);
      samples.push(r.ms);
      count = r.count;
    }
    estimates[name] = { count, ...stats(samples) };
    console.log(`estimate ${name}:`, estimates[name]);
  }

  const result = {
    profiles: N,
    rows: ROWS,
    at: new Date().toISOString(),
    machine: machineFacts(loadAtStart),
    upload: {
      ms: stats(uploads),
      targetMs: 10_000,
      report: report && {
        rows: report.rows,
        matched: report.matched,
        matchRate: report.matchRate,
        matchedByDomain: report.matchedByDomain,
        matchedByName: report.matchedByName,
        people: report.people,
        unmatchedCount: report.unmatchedCount,
      },
    },
    estimate: { firstWithListMs: Math.round(firstWithList.ms), ...estimates },
  };
  console.log("upload:", result.upload.ms);
  await mkdir("bench/results", { recursive: true });
  const file = `bench/results/company-list-${N}.json`;
  await writeFile(file, `${JSON.stringify(result, null, 2)}\n`);
  console.log(`\nwrote ${file}`);
  await close();
  await getClient().close();
  await stop();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

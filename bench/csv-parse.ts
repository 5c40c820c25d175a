/**
 * The CPU of reading an uploaded CSV, in process: `npm run bench:csv-parse`.
 * For a contact-import file of 10,000 and 100,000 rows (the import's limit; the rows
 * bench:index-updates sends, with a quoted field), times `parseCsvRows` on the whole text
 * (`--rounds` times) and, where the checkout has it, each slice of `csvRowSlices` as the upload
 * path reads them (64 K characters, a turn of the event loop between two): the longest of those
 * is the longest the parse holds the event loop. Prints and writes
 * bench/results/csv-parse[-<label>].json with p50/p95/p99/max, the CPU model and the load.
 * Runs against any checkout's lib/core/csv/parse-csv.ts (copy this file there to compare).
 */
import { mkdir, writeFile } from "node:fs/promises";
import os from "node:os";
import { parseArgs } from "node:util";
import * as csv from "@/lib/core/csv/parse-csv";

const { values: args } = parseArgs({
  options: {
    rounds: { type: "string", default: "7" },
    label: { type: "string" },
  },
});
const ROUNDS = Number(args.rounds);
/** What lib/features/do-not-contact/import-dnc-csv.ts parses between two turns of the event loop. */
const SLICE_CHARS = 64 * 1024;

function file(rows: number): string {
  const lines = ["E-mail,First Name,Last Name,Job Title,Company,Country"];
  for (let i = 0; i < rows; i++) {
    lines.push(`bench.${i}@example.com,Ada${i},"Bench, Jr.",Data Engineer,Acme ${i % 50},Germany`);
  }
  return `${lines.join("\n")}\n`;
}

function summary(ms: number[]) {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round((sorted[Math.ceil(q * sorted.length) - 1] ?? sorted[0] ?? 0) * 100) / 100;
  return { n: sorted.length, p50: at(0.5), p95: at(0.95), p99: at(0.99), max: at(1) };
}

const slicesOf = (csv as { csvRowSlices?: (text: string, n: number) => Generator<unknown[]> })
  .csvRowSlices;
const load = () => os.loadavg().map((x) => Math.round(x * 100) / 100);
const loadAtStart = load();
const results = [];
for (const rows of [10_000, 100_000]) {
  const text = file(rows);
  const whole: number[] = [];
  const slices: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    const t0 = performance.now();
    const parsed = csv.parseCsvRows(text);
    whole.push(performance.now() - t0);
    if (parsed.length !== rows + 1) throw new Error(`${parsed.length} rows, not ${rows + 1}`);
    if (!slicesOf) continue;
    const reading = slicesOf(text, SLICE_CHARS);
    for (;;) {
      const s0 = performance.now();
      const step = reading.next();
      slices.push(performance.now() - s0);
      if (step.done) break;
    }
  }
  const result = {
    rows,
    characters: text.length,
    wholeFileMs: summary(whole),
    sliceMs: slicesOf ? summary(slices) : null,
  };
  console.log(JSON.stringify(result));
  results.push(result);
}
const out = {
  what: "parseCsvRows on a whole contact-import file, and each 64 K-character slice of csvRowSlices",
  results,
  machine: {
    cpu: os.cpus()[0]?.model,
    cpus: os.cpus().length,
    node: process.version,
    loadAvg: { start: loadAtStart, end: load() },
  },
  measuredAt: new Date().toISOString(),
};
await mkdir("bench/results", { recursive: true });
await writeFile(
  `bench/results/csv-parse${args.label ? `-${args.label}` : ""}.json`,
  `${JSON.stringify(out, null, 2)}\n`,
);

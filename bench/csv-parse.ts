/**
 * The CPU of reading an uploaded CSV, in process: `npm run bench:csv-parse`.
 * For a contact-import file of 10,000 and 100,000 rows (the import's limit; the rows
 * bench:index-updates sends, with a quoted field), times `readCsvUpload` (encoding detection,
 * csv-parse in 64 K-character slices with a turn of the event loop between two) on the whole
 * file (`--rounds` times), and the gaps between the turns a ticker gets meanwhile: the longest
 * gap is the longest the read holds the event loop. Prints and writes
 * bench/results/csv-parse[-<label>].json with p50/p95/p99/max, the CPU model and the load.
 */
import { mkdir, writeFile } from "node:fs/promises";
import os from "node:os";
import { setImmediate } from "node:timers/promises";
import { parseArgs } from "node:util";
import { readCsvUpload } from "@/lib/core/csv/read-csv-upload";

const { values: args } = parseArgs({
  options: {
    rounds: { type: "string", default: "7" },
    label: { type: "string" },
  },
});
const ROUNDS = Number(args.rounds);
const MAX_BYTES = 10 * 2 ** 20;

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

/** The gaps between a ticker's turns of the event loop while `work` runs. */
async function heldWhile(work: () => Promise<unknown>): Promise<number[]> {
  const gaps: number[] = [];
  let done = false;
  const ticking = (async () => {
    let last = performance.now();
    while (!done) {
      await setImmediate();
      const now = performance.now();
      gaps.push(now - last);
      last = now;
    }
  })();
  await work();
  done = true;
  await ticking;
  return gaps;
}

const load = () => os.loadavg().map((x) => Math.round(x * 100) / 100);
const loadAtStart = load();
const results = [];
for (const rows of [10_000, 100_000]) {
  const text = file(rows);
  const bytes = new TextEncoder().encode(text);
  const whole: number[] = [];
  const held: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    const t0 = performance.now();
    let read = 0;
    held.push(
      ...(await heldWhile(async () => {
        const reading = await readCsvUpload(bytes, MAX_BYTES);
        read = reading.rows.length;
      })),
    );
    whole.push(performance.now() - t0);
    if (read !== rows + 1) throw new Error(`${read} rows, not ${rows + 1}`);
  }
  const result = {
    rows,
    characters: text.length,
    wholeFileMs: summary(whole),
    heldMs: summary(held),
  };
  console.log(JSON.stringify(result));
  results.push(result);
}
const out = {
  what: "readCsvUpload on a whole contact-import file, and the event loop's gaps between turns meanwhile",
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

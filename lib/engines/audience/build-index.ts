import type postgres from "postgres";
import type { Db } from "@/db/client";
import {
  ARRAY_FIELDS,
  type ArrayField,
  BREAKDOWN_FIELDS,
  type BreakdownKey,
  FOLDED_FIELDS,
  foldCase,
  VALUE_FIELDS,
  type ValueField,
} from "@/lib/model/targeting/fields";
import { titleWords } from "@/lib/model/targeting/words";
import type { AudienceIndex, BreakdownColumn } from "./audience-index";
import {
  addSeq,
  densify,
  finishBuilder,
  newBitmap,
  newBuilder,
  type SeqSet,
  type SetBuilder,
} from "./bitmap";
import { prepareBreakdown } from "./breakdown";

/** Rows per round trip: small enough that processing one chunk blocks the event loop briefly. */
const CHUNK = 2_000;
/** Experience values above this share one step: no targeting range reaches past 100. */
const EXPERIENCE_CAP = 101;

const COLUMNS: Record<ValueField, string> = {
  seniority: "seniority",
  department: "department",
  industry: "industry",
  continent: "continent",
  country: "country",
  state: "state",
  city: "city",
  companySize: "company_size",
  revenueBand: "revenue_band",
  companyType: "company_type",
  companyName: "company_name",
  companyDomain: "company_domain",
};

// Suppressed profiles (opt-outs) are left out, so no count and no bitmap ever includes them.
// Each row as one JSON array: JSON.parse is several times faster than the driver's parsing of
// text[] columns, which took most of a build.
const selectRows = (
  where: string,
) => `select json_build_array(seq, ${VALUE_FIELDS.map((f) => COLUMNS[f]).join(", ")},
  skills, languages, schools, certifications, title, experience_years, has_email, has_mobile,
  tsvector_to_array(keywords), has_work_email,
  case when has_email then floor(extract(epoch from email_verified_at) / 86400)::int else 0 end,
  owner_account_id)::text
  from profiles where ${where}
    and not exists (select 1 from suppressed_profiles s where s.profile_id = profiles.id)
  order by seq`;
const SELECT = selectRows("seq > $1 and seq <= $2");
/** The rows of some seqs (those changed since an index's snapshot). */
export const SELECT_SEQS = selectRows("seq = any($1::int[])");

type Row = unknown[];

function builderFor(map: Map<string, SetBuilder>, key: string): SetBuilder {
  let b = map.get(key);
  if (!b) {
    b = newBuilder();
    map.set(key, b);
  }
  return b;
}

/** Lets requests in between steps of a build: a rebuild runs while the previous index answers. */
function yieldToRequests(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

async function finish(map: Map<string, SetBuilder>): Promise<Map<string, SeqSet>> {
  const out = new Map<string, SeqSet>();
  for (const [k, b] of map) {
    out.set(k, finishBuilder(b));
    if (out.size % 256 === 0) await yieldToRequests();
  }
  return out;
}

async function finishAll<F extends string>(
  maps: Record<F, Map<string, SetBuilder>>,
): Promise<Record<F, Map<string, SeqSet>>> {
  const out = {} as Record<F, Map<string, SeqSet>>;
  for (const f of Object.keys(maps) as F[]) out[f] = await finish(maps[f]);
  return out;
}

/** The sets of an index being filled from rows in increasing seq order. */
interface Accumulator {
  words: number;
  profiles: number;
  alive: Uint32Array;
  owned: Map<string, Uint32Array>;
  values: Record<ValueField, Map<string, SetBuilder>>;
  arrays: Record<ArrayField, Map<string, SetBuilder>>;
  titleWords: Map<string, SetBuilder>;
  lexemes: Map<string, SetBuilder>;
  email: SetBuilder;
  mobile: SetBuilder;
  workEmail: SetBuilder;
  experience: Map<number, SetBuilder>;
  emailDays: Uint16Array;
  codes: { codes: Uint16Array; byLabel: Map<string, number> }[];
}

const breakdownKeys = Object.keys(BREAKDOWN_FIELDS) as BreakdownKey[];
const breakdownFieldIndex = breakdownKeys.map((k) => VALUE_FIELDS.indexOf(BREAKDOWN_FIELDS[k]));

function newAccumulator(words: number): Accumulator {
  return {
    words,
    profiles: 0,
    alive: newBitmap(words),
    owned: new Map(),
    values: Object.fromEntries(VALUE_FIELDS.map((f) => [f, new Map()])) as Accumulator["values"],
    arrays: Object.fromEntries(ARRAY_FIELDS.map((f) => [f, new Map()])) as Accumulator["arrays"],
    titleWords: new Map(),
    lexemes: new Map(),
    email: newBuilder(),
    mobile: newBuilder(),
    workEmail: newBuilder(),
    experience: new Map(),
    emailDays: new Uint16Array(words * 32),
    codes: breakdownKeys.map(() => ({
      codes: new Uint16Array(words * 32),
      byLabel: new Map<string, number>(),
    })),
  };
}

/** A day number as the 16-bit per-seq column holds it (1 … 65535; 0 is "no e-mail"). */
function emailDay(day: number): number {
  return day <= 0 ? 0 : Math.min(day, 0xffff);
}

/** Adds one row of SELECT (a JSON array) to the sets. */
function addRow(acc: Accumulator, text: string): void {
  const { words } = acc;
  const row = JSON.parse(text) as Row;
  const seq = row[0] as number;
  acc.profiles++;
  const owner = row[row.length - 1] as string | null;
  let base: Uint32Array = acc.alive;
  if (owner !== null) {
    base = acc.owned.get(owner) ?? newBitmap(words);
    acc.owned.set(owner, base);
  }
  base[seq >>> 5] = (base[seq >>> 5] as number) | (1 << (seq & 31));
  let col = 1;
  for (const field of VALUE_FIELDS) {
    const v = row[col++] as string | null;
    if (v !== null)
      addSeq(builderFor(acc.values[field], FOLDED_FIELDS.has(field) ? foldCase(v) : v), seq, words);
  }
  for (const field of ARRAY_FIELDS) {
    for (const v of row[col++] as string[]) addSeq(builderFor(acc.arrays[field], v), seq, words);
  }
  const title = row[col++] as string | null;
  if (title !== null)
    for (const w of titleWords(title)) addSeq(builderFor(acc.titleWords, w), seq, words);
  const exp = row[col++] as number | null;
  if (exp !== null && exp >= 0) {
    const step = Math.min(exp, EXPERIENCE_CAP);
    const b = acc.experience.get(step) ?? newBuilder();
    acc.experience.set(step, b);
    addSeq(b, seq, words);
  }
  if (row[col++] === true) addSeq(acc.email, seq, words);
  if (row[col++] === true) addSeq(acc.mobile, seq, words);
  for (const l of (row[col++] as string[] | null) ?? [])
    addSeq(builderFor(acc.lexemes, l), seq, words);
  if (row[col++] === true) addSeq(acc.workEmail, seq, words);
  acc.emailDays[seq] = emailDay(row[col++] as number);

  breakdownFieldIndex.forEach((fieldIndex, k) => {
    const v = row[1 + fieldIndex] as string | null;
    if (v === null) return;
    const column = acc.codes[k] as Accumulator["codes"][number];
    let code = column.byLabel.get(v);
    if (code === undefined) {
      code = column.byLabel.size + 1;
      if (code > 0xffff)
        throw new Error(`too many distinct values for breakdown ${breakdownKeys[k]}`);
      column.byLabel.set(v, code);
    }
    column.codes[seq] = code;
  });
}

/** The index of the accumulated rows (without breakdown tallies: see prepareBreakdown). */
async function finishAccumulator(
  acc: Accumulator,
  at: { version: number; snapshot: string; maxSeq: number },
): Promise<AudienceIndex> {
  const { words } = acc;
  const years = [...acc.experience.keys()];
  const maxYears = Math.max(-1, ...years);
  const experienceAtLeast: Uint32Array[] = [];
  let running = newBitmap(words);
  for (let k = maxYears; k >= 0; k--) {
    const b = acc.experience.get(k);
    if (b) {
      const next = newBitmap(words);
      next.set(running);
      running = next;
      const d = densify(finishBuilder(b), words);
      for (let i = 0; i < words; i++) running[i] = (running[i] as number) | (d[i] as number);
    }
    experienceAtLeast[k] = running;
    await yieldToRequests();
  }

  const breakdown = {} as Record<BreakdownKey, BreakdownColumn>;
  breakdownKeys.forEach((key, k) => {
    const column = acc.codes[k] as Accumulator["codes"][number];
    breakdown[key] = { codes: column.codes, labels: [...column.byLabel.keys()] };
  });

  return {
    version: at.version,
    snapshot: at.snapshot,
    builtAt: new Date(),
    buildMs: 0,
    words,
    maxSeq: at.maxSeq,
    profiles: acc.profiles,
    alive: acc.alive,
    owned: acc.owned,
    values: await finishAll(acc.values),
    arrays: await finishAll(acc.arrays),
    titleWords: await finish(acc.titleWords),
    lexemes: await finish(acc.lexemes),
    flags: {
      hasEmail: densify(finishBuilder(acc.email), words),
      hasMobile: densify(finishBuilder(acc.mobile), words),
      hasWorkEmail: densify(finishBuilder(acc.workEmail), words),
    },
    emailDays: acc.emailDays,
    experienceAtLeast,
    experienceRange: years.length > 0 ? { min: Math.min(...years), max: maxYears } : null,
    breakdown,
    tallies: new Map(),
    scratch: [newBitmap(words), newBitmap(words), newBitmap(words), newBitmap(words)],
  };
}

/** Where a REPEATABLE READ transaction stands: what an index read in it reflects. */
export interface ReadPoint {
  version: number;
  /** pg_current_snapshot() of the transaction: which writers' changes it sees. */
  snapshot: string;
}

export async function readPoint(tx: postgres.TransactionSql): Promise<ReadPoint> {
  const [row] = await tx<{ version: string | null; snapshot: string }[]>`
    select (select version from data_version where id = 1)::text as version,
           pg_current_snapshot()::text as snapshot`;
  return { version: Number(row?.version ?? 0), snapshot: row?.snapshot ?? "" };
}

/**
 * An index of just the rows of `seqs` (sorted), read in `tx`, with bitmaps of `words` words:
 * what a catch-up merges into the live index (apply-changes.ts).
 */
export async function indexOfSeqs(
  tx: postgres.TransactionSql,
  seqs: number[],
  words: number,
  at: ReadPoint,
): Promise<AudienceIndex> {
  const acc = newAccumulator(words);
  for (let i = 0; i < seqs.length; i += CHUNK) {
    const rows = await tx.unsafe(SELECT_SEQS, [seqs.slice(i, i + CHUNK)]).values();
    for (const [text] of rows) addRow(acc, text as string);
  }
  return finishAccumulator(acc, { ...at, maxSeq: seqs.at(-1) ?? 0 });
}

/**
 * Reads every profile's targeting columns in one REPEATABLE READ snapshot (so the index is
 * exactly the data at the `data_version` and snapshot read in it) and builds the audience index.
 */
export async function buildAudienceIndex(db: Db): Promise<AudienceIndex> {
  const started = performance.now();
  const pg = db.$client;
  const index = await pg.begin("isolation level repeatable read read only", async (tx) => {
    const at = await readPoint(tx);
    const [meta] = await tx<{ max_seq: number | null }[]>`select max(seq) as max_seq from profiles`;
    const maxSeq = meta?.max_seq ?? 0;
    const acc = newAccumulator((maxSeq >>> 5) + 1);
    const fetch = (from: number) => tx.unsafe(SELECT, [from, from + CHUNK]).values();
    let next = maxSeq > 0 ? fetch(0) : undefined;
    for (let from = 0; next; from += CHUNK) {
      const chunk = await next;
      // Ask for the next chunk before processing this one, so PostgreSQL and Node work at once.
      next = from + CHUNK < maxSeq ? fetch(from + CHUNK) : undefined;
      for (const [text] of chunk) addRow(acc, text as string);
    }
    return finishAccumulator(acc, { ...at, maxSeq });
  });
  await prepareBreakdown(index);
  index.buildMs = Math.round(performance.now() - started);
  return index;
}

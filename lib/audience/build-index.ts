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
} from "@/lib/targeting/fields";
import { titleWords } from "@/lib/targeting/words";
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
const SELECT = `select json_build_array(seq, ${VALUE_FIELDS.map((f) => COLUMNS[f]).join(", ")},
  skills, languages, schools, certifications, title, experience_years, has_email, has_mobile,
  tsvector_to_array(keywords), has_work_email, owner_account_id)::text
  from profiles where seq > $1 and seq <= $2
    and not exists (select 1 from suppressed_profiles s where s.profile_id = profiles.id)
  order by seq`;

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

/**
 * Reads every profile's targeting columns in one REPEATABLE READ snapshot (so the index is
 * exactly the data at the `data_version` read in it) and builds the audience index.
 */
export async function buildAudienceIndex(db: Db): Promise<AudienceIndex> {
  const started = performance.now();
  const pg = db.$client;
  const index = await pg.begin("isolation level repeatable read read only", async (tx) => {
    const [meta] = await tx<{ version: string | null; max_seq: number | null }[]>`
      select (select version from data_version where id = 1)::text as version,
             (select max(seq) from profiles) as max_seq`;
    const maxSeq = meta?.max_seq ?? 0;
    const words = (maxSeq >>> 5) + 1;
    const size = words * 32;

    const alive = newBitmap(words);
    const owned = new Map<string, Uint32Array>();
    const values = Object.fromEntries(
      VALUE_FIELDS.map((f) => [f, new Map<string, SetBuilder>()]),
    ) as Record<ValueField, Map<string, SetBuilder>>;
    const arrays = Object.fromEntries(
      ARRAY_FIELDS.map((f) => [f, new Map<string, SetBuilder>()]),
    ) as Record<ArrayField, Map<string, SetBuilder>>;
    const titleBuilders = new Map<string, SetBuilder>();
    const lexemeBuilders = new Map<string, SetBuilder>();
    const email = newBuilder();
    const mobile = newBuilder();
    const workEmail = newBuilder();
    const experience = new Map<number, SetBuilder>();
    const breakdownKeys = Object.keys(BREAKDOWN_FIELDS) as BreakdownKey[];
    const codes = breakdownKeys.map(() => ({
      codes: new Uint16Array(size),
      byLabel: new Map<string, number>(),
    }));
    const breakdownFieldIndex = breakdownKeys.map((k) => VALUE_FIELDS.indexOf(BREAKDOWN_FIELDS[k]));
    let profiles = 0;

    const fetch = (from: number) => tx.unsafe(SELECT, [from, from + CHUNK]).values();
    let next = maxSeq > 0 ? fetch(0) : undefined;
    for (let from = 0; next; from += CHUNK) {
      const chunk = await next;
      // Ask for the next chunk before processing this one, so PostgreSQL and Node work at once.
      next = from + CHUNK < maxSeq ? fetch(from + CHUNK) : undefined;
      for (const [text] of chunk) {
        const row = JSON.parse(text as string) as Row;
        const seq = row[0] as number;
        profiles++;
        const owner = row[row.length - 1] as string | null;
        let base: Uint32Array = alive;
        if (owner !== null) {
          base = owned.get(owner) ?? newBitmap(words);
          owned.set(owner, base);
        }
        base[seq >>> 5] = (base[seq >>> 5] as number) | (1 << (seq & 31));
        let col = 1;
        for (const field of VALUE_FIELDS) {
          const v = row[col++] as string | null;
          if (v !== null)
            addSeq(
              builderFor(values[field], FOLDED_FIELDS.has(field) ? foldCase(v) : v),
              seq,
              words,
            );
        }
        for (const field of ARRAY_FIELDS) {
          for (const v of row[col++] as string[]) addSeq(builderFor(arrays[field], v), seq, words);
        }
        const title = row[col++] as string | null;
        if (title !== null)
          for (const w of titleWords(title)) addSeq(builderFor(titleBuilders, w), seq, words);
        const exp = row[col++] as number | null;
        if (exp !== null && exp >= 0) {
          const step = Math.min(exp, EXPERIENCE_CAP);
          const b = experience.get(step) ?? newBuilder();
          experience.set(step, b);
          addSeq(b, seq, words);
        }
        if (row[col++] === true) addSeq(email, seq, words);
        if (row[col++] === true) addSeq(mobile, seq, words);
        for (const l of (row[col++] as string[] | null) ?? [])
          addSeq(builderFor(lexemeBuilders, l), seq, words);
        if (row[col++] === true) addSeq(workEmail, seq, words);

        breakdownFieldIndex.forEach((fieldIndex, k) => {
          const v = row[1 + fieldIndex] as string | null;
          if (v === null) return;
          const column = codes[k] as (typeof codes)[number];
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
    }

    const years = [...experience.keys()];
    const maxYears = Math.max(-1, ...years);
    const experienceAtLeast: Uint32Array[] = [];
    let running = newBitmap(words);
    for (let k = maxYears; k >= 0; k--) {
      const b = experience.get(k);
      if (b) {
        running = running.slice();
        const set = finishBuilder(b);
        const d = densify(set, words);
        for (let i = 0; i < words; i++) running[i] = (running[i] as number) | (d[i] as number);
      }
      experienceAtLeast[k] = running;
      await yieldToRequests();
    }

    const breakdown = {} as Record<BreakdownKey, BreakdownColumn>;
    breakdownKeys.forEach((key, k) => {
      const column = codes[k] as (typeof codes)[number];
      breakdown[key] = { codes: column.codes, labels: [...column.byLabel.keys()] };
    });

    const built: AudienceIndex = {
      version: Number(meta?.version ?? 0),
      builtAt: new Date(),
      buildMs: 0,
      words,
      maxSeq,
      profiles,
      alive,
      owned,
      values: await finishAll(values),
      arrays: await finishAll(arrays),
      titleWords: await finish(titleBuilders),
      lexemes: await finish(lexemeBuilders),
      flags: {
        hasEmail: densify(finishBuilder(email), words),
        hasMobile: densify(finishBuilder(mobile), words),
        hasWorkEmail: densify(finishBuilder(workEmail), words),
      },
      experienceAtLeast,
      experienceRange: years.length > 0 ? { min: Math.min(...years), max: maxYears } : null,
      breakdown,
      tallies: new Map(),
      scratch: [newBitmap(words), newBitmap(words), newBitmap(words), newBitmap(words)],
    };
    return built;
  });
  await prepareBreakdown(index);
  index.buildMs = Math.round(performance.now() - started);
  return index;
}

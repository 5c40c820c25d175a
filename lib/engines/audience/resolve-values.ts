import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { InvalidRequest } from "@/lib/core/errors";
import { buildPlan, type Plan } from "@/lib/model/targeting/plan";
import type { Targeting } from "@/lib/model/targeting/schema";
import { type AudienceIndex, ownedBy, visibleCount } from "./audience-index";
import type { SeqSet } from "./bitmap";
import { getAudienceIndex } from "./index-store";

/** Each targeting list whose values must exist in the data, and the index map that holds them. */
const CHECKED: { path: string[]; values: (ix: AudienceIndex) => Map<string, SeqSet> }[] = [
  { path: ["departments"], values: (ix) => ix.values.department },
  { path: ["industries"], values: (ix) => ix.values.industry },
  { path: ["companyTypes"], values: (ix) => ix.values.companyType },
  { path: ["skills", "any"], values: (ix) => ix.arrays.skills },
  { path: ["skills", "all"], values: (ix) => ix.arrays.skills },
  { path: ["languages"], values: (ix) => ix.arrays.languages },
  { path: ["schools"], values: (ix) => ix.arrays.schools },
  { path: ["certifications"], values: (ix) => ix.arrays.certifications },
  { path: ["locations", "countries"], values: (ix) => ix.values.country },
  { path: ["locations", "states"], values: (ix) => ix.values.state },
  { path: ["locations", "cities"], values: (ix) => ix.values.city },
  { path: ["locations", "exclude", "countries"], values: (ix) => ix.values.country },
  { path: ["locations", "exclude", "states"], values: (ix) => ix.values.state },
  { path: ["locations", "exclude", "cities"], values: (ix) => ix.values.city },
];

const spellings = new WeakMap<Map<string, SeqSet>, Map<string, string>>();

/** Lower-cased value → the data's spelling, so that "united states" finds "United States". */
function spellingsOf(values: Map<string, SeqSet>): Map<string, string> {
  let out = spellings.get(values);
  if (!out) {
    out = new Map();
    for (const v of values.keys()) if (!out.has(v.toLowerCase())) out.set(v.toLowerCase(), v);
    spellings.set(values, out);
  }
  return out;
}

/**
 * Levenshtein distance of `a` and `b`, or any number over `bound` once it is sure to exceed it
 * (a row's least value already does): the misspelling check below stops early on most values.
 */
function editDistance(a: string, b: string, bound: number): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let least = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const d = Math.min(
        (previous[j] ?? 0) + 1,
        (row[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
      row.push(d);
      if (d < least) least = d;
    }
    if (least > bound) return bound + 1;
    previous = row;
  }
  return previous[b.length] ?? bound + 1;
}

/** Misspelled values a request is offered a correction for; the rest are only named. */
const SUGGESTED_PER_REQUEST = 3;

/**
 * The data's spelling nearest to `value` (case aside, an edit per four letters at most, ties to
 * the first seen) among values the asking account can see, for "did you mean"; undefined when
 * none is that near.
 */
function nearestSpelling(
  ix: AudienceIndex,
  values: Map<string, SeqSet>,
  value: string,
  owner: string | undefined,
): string | undefined {
  const wanted = value.toLowerCase();
  let best: string | undefined;
  let bestDistance = Math.max(1, Math.floor(wanted.length / 4)) + 1;
  for (const [lower, spelled] of spellingsOf(values)) {
    if (Math.abs(lower.length - wanted.length) >= bestDistance) continue;
    const distance = editDistance(wanted, lower, bestDistance - 1);
    if (distance >= bestDistance) continue;
    const set = values.get(spelled);
    if (!set || visibleCount(ix, set, owner) === 0) continue;
    best = spelled;
    bestDistance = distance;
  }
  return best;
}

function listAt(t: Record<string, unknown>, path: string[]): string[] | undefined {
  let node: unknown = t;
  for (const key of path) node = (node as Record<string, unknown> | undefined)?.[key];
  return Array.isArray(node) ? (node as string[]) : undefined;
}

/**
 * A copy of the targeting with every data-backed value spelled as in the data; unknown values
 * throw InvalidRequest naming each one's path (e.g. `filters.locations.countries.0`).
 */
export function canonicalTargeting(
  ix: AudienceIndex,
  t: Targeting,
  pathPrefix: string[] = ["filters"],
  /** The account asking: a value only other accounts' imported contacts hold is unknown to it. */
  owner?: string,
): Targeting {
  // A parsed body holds JSON's values alone: a JSON round trip copies it in ~1.6 µs where
  // structuredClone took ~2.6.
  const copy = JSON.parse(JSON.stringify(t)) as Record<string, unknown>;
  const errors: { path: string; message: string }[] = [];
  let suggested = 0;
  for (const check of CHECKED) {
    const list = listAt(copy, check.path);
    if (!list) continue;
    const values = check.values(ix);
    list.forEach((value, i) => {
      const spelled = values.has(value) ? value : spellingsOf(values).get(value.toLowerCase());
      const set = spelled === undefined ? undefined : values.get(spelled);
      if (spelled === undefined || !set || visibleCount(ix, set, owner) === 0) {
        const near =
          suggested < SUGGESTED_PER_REQUEST ? nearestSpelling(ix, values, value, owner) : undefined;
        suggested++;
        errors.push({
          path: [...pathPrefix, ...check.path, String(i)].join("."),
          message: `Unknown value "${value}"${near === undefined ? "" : ` (did you mean "${near}"?)`}; GET /v1/filters lists the allowed values.`,
        });
      } else {
        list[i] = spelled;
      }
    });
  }
  if (errors.length > 0) {
    throw new InvalidRequest(
      `Unknown filter values: ${errors.map((e) => e.path).join(", ")}`,
      errors,
      "unknown-filter-value",
    );
  }
  return copy as Targeting;
}

const LEXEME_CACHE_SIZE = 1_000;
const lexemeCache = new Map<string, string[]>();

/** The keywords as PostgreSQL's English configuration reduces them (what plainto_tsquery would AND). */
async function lexemesOf(db: Db, keywords: string | undefined): Promise<string[]> {
  const text = keywords?.trim();
  if (!text) return [];
  const cached = lexemeCache.get(text);
  if (cached) return cached;
  const rows = await db.execute<{ lexemes: string[] }>(
    sql`select coalesce(tsvector_to_array(to_tsvector('english', ${text})), '{}') as lexemes`,
  );
  const lexemes = rows[0]?.lexemes ?? [];
  if (lexemeCache.size >= LEXEME_CACHE_SIZE)
    lexemeCache.delete(lexemeCache.keys().next().value as string);
  lexemeCache.set(text, lexemes);
  return lexemes;
}

export interface ResolvedTargeting {
  plan: Plan;
  index: AudienceIndex;
  /** Whether the index reflects the latest data version seen. */
  current: boolean;
}

/**
 * The one way from a parsed Targeting to its plan: checks values against the data, spells them
 * as the data does, and reduces keywords to lexemes. Search, estimate and campaign delivery all
 * start here, so they cannot disagree about what a targeting means.
 */
export async function resolveTargeting(
  db: Db,
  targeting: Targeting,
  /**
   * The account whose own imported contacts join the shared catalogue (docs/data-model.md);
   * undefined: the shared catalogue alone. Required, so that no caller leaves it out unawares.
   */
  owner: string | undefined,
  pathPrefix: string[] = ["filters"],
  /** "Now" for `verifiedWithinDays` (the caller's clock). */
  now: Date = new Date(),
): Promise<ResolvedTargeting> {
  const { index, current } = await getAudienceIndex(db);
  const canonical = canonicalTargeting(index, targeting, pathPrefix, owner);
  const plan = buildPlan(canonical, await lexemesOf(db, canonical.keywords), now);
  // The key names the owner only when it has contacts of its own here: otherwise its audience
  // is the shared one, and so is the count cached under the shared key.
  const key = owner && ownedBy(index, owner) ? `${plan.key}|own:${owner}` : plan.key;
  return { plan: { ...plan, key, owner }, index, current };
}

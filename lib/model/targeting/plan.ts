import type { ArrayField, FlagField, ValueField } from "./fields";
import { foldCase } from "./fields";
import type { Targeting } from "./schema";
import { titleWords } from "./words";

/** Rows whose `field` equals one of `values`. */
export interface Term {
  field: ValueField;
  values: string[];
}

/**
 * One AND-ed condition of a plan. Every backend (SQL, the in-memory index, the brute-force
 * reference in tests) implements exactly these kinds and nothing else, so that what a
 * targeting means is decided once, here.
 */
export type Clause =
  /** A row matching any term; with `negate`, rows matching none (a missing value matches none). */
  | { kind: "anyOf"; terms: Term[]; negate: boolean }
  /** The array column holds any (or all) of `values`. */
  | { kind: "array"; field: ArrayField; values: string[]; mode: "any" | "all" }
  /** The title holds every word of at least one phrase; with `negate`, of none. */
  | { kind: "words"; phrases: string[][]; negate: boolean }
  /** Years of experience within [min, max] (no upper bound when max is null); a missing value never matches. */
  | { kind: "range"; min: number; max: number | null }
  /** The keywords tsvector holds every lexeme. */
  | { kind: "lexemes"; lexemes: string[] }
  | { kind: "flag"; field: FlagField }
  /**
   * Has an e-mail address last seen or verified on UTC day `day` or later (days since
   * 1970-01-01; profiles.email_verified_at while has_email).
   */
  | { kind: "verifiedSince"; day: number };

const DAY_MS = 86_400_000;

/** The UTC day of an instant as days since 1970-01-01: what `verifiedSince` compares. */
export function dayNumber(at: Date): number {
  return Math.floor(at.getTime() / DAY_MS);
}

/** The first instant of a day number. */
export function dayStart(day: number): Date {
  return new Date(day * DAY_MS);
}

export interface Plan {
  clauses: Clause[];
  /** Canonical text of the clauses: equal keys mean equal audiences (used as a cache key). */
  key: string;
  /**
   * The account asking: its own imported profiles join the shared catalogue. Absent, the plan
   * sees the shared catalogue only, so a caller that forgets it can never reach anyone's imports.
   */
  owner?: string;
}

function uniqueSorted(values: readonly string[]): string[] {
  return [...new Set(values)].sort();
}

function anyOf(terms: (Term | undefined)[], negate: boolean): Clause | undefined {
  const kept = terms
    .filter((t): t is Term => t !== undefined && t.values.length > 0)
    .map((t) => ({ field: t.field, values: uniqueSorted(t.values) }));
  return kept.length > 0 ? { kind: "anyOf", terms: kept, negate } : undefined;
}

function term(field: ValueField, values: readonly string[] | undefined): Term | undefined {
  return values ? { field, values: [...values] } : undefined;
}

function phrases(list: readonly string[] | undefined): string[][] {
  const seen = new Map<string, string[]>();
  for (const phrase of list ?? []) {
    const words = uniqueSorted(titleWords(phrase));
    if (words.length > 0) seen.set(words.join(" "), words);
  }
  return [...seen.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, w]) => w);
}

type Clauses = (Clause | undefined)[];

/** Title phrases to hold, and to avoid. */
function addTitleClauses(clauses: Clauses, titles: Targeting["titles"]): void {
  const include = phrases(titles?.include);
  if (include.length > 0) clauses.push({ kind: "words", phrases: include, negate: false });
  const exclude = phrases(titles?.exclude);
  if (exclude.length > 0) clauses.push({ kind: "words", phrases: exclude, negate: true });
}

/**
 * The fields of one value per profile: each list is "any of"; a location or a company matches
 * through any of its fields (a country, a state or a city; a name or a domain), and its
 * exclusions through none.
 */
function addValueClauses(clauses: Clauses, t: Targeting): void {
  clauses.push(anyOf([term("seniority", t.seniorities)], false));
  clauses.push(anyOf([term("department", t.departments)], false));
  clauses.push(anyOf([term("industry", t.industries)], false));
  clauses.push(anyOf([term("companySize", t.companySizes)], false));
  clauses.push(anyOf([term("revenueBand", t.revenue)], false));
  clauses.push(anyOf([term("companyType", t.companyTypes)], false));

  const loc = t.locations;
  const included = [
    term("continent", loc?.continents),
    term("country", loc?.countries),
    term("state", loc?.states),
    term("city", loc?.cities),
  ];
  clauses.push(anyOf(included, false));
  const excluded = [
    term("country", loc?.exclude?.countries),
    term("state", loc?.exclude?.states),
    term("city", loc?.exclude?.cities),
  ];
  clauses.push(anyOf(excluded, true));

  // Names and domains are stored case-folded, so one folded list serves both fields.
  const include = t.companies?.include?.map(foldCase);
  clauses.push(anyOf([term("companyName", include), term("companyDomain", include)], false));
  const exclude = t.companies?.exclude?.map(foldCase);
  clauses.push(anyOf([term("companyName", exclude), term("companyDomain", exclude)], true));
}

/** The array columns: a profile holds any of the values (every one, for `skills.all`). */
function addArrayClauses(clauses: Clauses, t: Targeting): void {
  const arrays: [ArrayField, readonly string[] | undefined, "any" | "all"][] = [
    ["skills", t.skills?.any, "any"],
    ["skills", t.skills?.all, "all"],
    ["languages", t.languages, "any"],
    ["schools", t.schools, "any"],
    ["certifications", t.certifications, "any"],
  ];
  for (const [field, values, mode] of arrays) {
    if (values && values.length > 0) {
      clauses.push({ kind: "array", field, values: uniqueSorted(values), mode });
    }
  }
}

/**
 * The clauses in canonical order, and their text as the plan's key: two targetings that mean
 * the same audience, written in any order, share one key (and so every cache keyed by it).
 */
function canonicalPlan(clauses: Clauses): Plan {
  const kept = clauses.filter((c): c is Clause => c !== undefined);
  const keyed = kept
    .map((c) => [JSON.stringify(c), c] as const)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return { clauses: keyed.map(([, c]) => c), key: keyed.map(([k]) => k).join("&") };
}

/**
 * Turns a validated targeting into its plan. Values must already be canonical (as the
 * catalogue spells them: see resolve.ts); `lexemes` are the keywords as PostgreSQL's English
 * configuration reduces them. Empty lists, and keywords made only of stop words, filter nothing.
 * `verifiedWithinDays` becomes a day number, so a plan (and its cache key) is the same all day.
 */
export function buildPlan(
  t: Targeting,
  lexemes: readonly string[] = [],
  /** "Now" for `verifiedWithinDays`, which counts back from today (UTC). */
  now: Date = new Date(),
): Plan {
  const clauses: Clauses = [];
  addTitleClauses(clauses, t.titles);
  addValueClauses(clauses, t);
  addArrayClauses(clauses, t);
  const exp = t.experienceYears;
  if (exp && (exp.min !== undefined || exp.max !== undefined)) {
    clauses.push({ kind: "range", min: exp.min ?? 0, max: exp.max ?? null });
  }
  if (lexemes.length > 0) clauses.push({ kind: "lexemes", lexemes: uniqueSorted(lexemes) });
  if (t.contact?.requireEmail) clauses.push({ kind: "flag", field: "hasEmail" });
  if (t.contact?.requireMobile) clauses.push({ kind: "flag", field: "hasMobile" });
  if (t.verifiedWithinDays !== undefined)
    clauses.push({ kind: "verifiedSince", day: dayNumber(now) - t.verifiedWithinDays });
  return canonicalPlan(clauses);
}
